#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The locale the process was started in, as the C library picks it for messages: the first of
/// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty (`de_AT.UTF-8`), else "". A
/// kiosk's language is set on the device before the app starts, so it is read once; the layout
/// direction and `NSLocalizedString` follow it.
enum ProcessLocale {
    static let name: String = {
        let variables: [String] = ["LC_ALL", "LC_MESSAGES", "LANG"]
        return variables.lazy.compactMap { getenv($0).map { String(cString: $0) } }.first { !$0.isEmpty } ?? ""
    }()

    /// The language of `locale`, lowercased: `de` for `de_AT.UTF-8`.
    static func language(of locale: String) -> String {
        locale.prefix { $0.isLetter }.lowercased()
    }
}
