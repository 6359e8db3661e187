// The application's layout direction comes from the locale it was started in (a kiosk's language
// is set on the device); `UIApplication.userInterfaceLayoutDirection` is stored in the class.

extension UIApplication {
    /// Right to left when the locale's language is written right to left.
    static func layoutDirectionOfEnvironmentLocale() -> UIUserInterfaceLayoutDirection {
        let language = ProcessLocale.language(of: ProcessLocale.name)
        return ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"].contains(language)
            ? .rightToLeft : .leftToRight
    }
}
