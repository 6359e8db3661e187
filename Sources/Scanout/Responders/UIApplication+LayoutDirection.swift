#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// The application's layout direction comes from the locale it was started in (a kiosk's language
// is set on the device); `UIApplication.userInterfaceLayoutDirection` is stored in the class.

extension UIApplication {
    /// Right to left when the locale's language is written right to left.
    static func layoutDirectionOfEnvironmentLocale() -> UIUserInterfaceLayoutDirection {
        let names: [String] = ["LC_ALL", "LC_MESSAGES", "LANG"]
        let locale =
            names.lazy
            .compactMap { getenv($0).map { String(cString: $0) } }
            .first { !$0.isEmpty } ?? ""
        let language = locale.prefix { $0.isLetter }.lowercased()
        return ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"].contains(language)
            ? .rightToLeft : .leftToRight
    }
}
