/// How the system keyboard should behave for a text-entry responder. Every requirement has a
/// default, so a type declares only the traits it cares about — as a stored `var` to make it
/// settable. Main actor (`@preconcurrency`, as UIKit's is imported, so Swift 5 helpers outside
/// any actor may set a field's traits).
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var keyboardType: UIKeyboardType { get }
    var keyboardAppearance: UIKeyboardAppearance { get }
    var returnKeyType: UIReturnKeyType { get }
    var enablesReturnKeyAutomatically: Bool { get }
    var isSecureTextEntry: Bool { get }
    /// What the text is (a name, a password, a one-time code): kept for UIKit code; Scanout's
    /// keyboard offers no suggestions from it.
    var textContentType: UITextContentType! { get }
    /// Whether misspellings are underlined (kept: Scanout's keyboard checks no spelling).
    var spellCheckingType: UITextSpellCheckingType { get }
    /// Whether straight quotes become curly ones as typed (kept).
    var smartQuotesType: UITextSmartQuotesType { get }
    /// Whether two hyphens become a dash as typed (kept).
    var smartDashesType: UITextSmartDashesType { get }
    /// Whether spaces are added and removed around pasted words (kept).
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
    /// Whether the keyboard offers inline predictions (kept).
    var inlinePredictionType: UITextInlinePredictionType { get }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var keyboardType: UIKeyboardType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var isSecureTextEntry: Bool { false }
    public var textContentType: UITextContentType! { nil }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var smartQuotesType: UITextSmartQuotesType { .default }
    public var smartDashesType: UITextSmartDashesType { .default }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
    public var inlinePredictionType: UITextInlinePredictionType { .default }
}

public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

public enum UITextSmartQuotesType: Int, Sendable {
    case `default`, no, yes
}

public enum UITextSmartDashesType: Int, Sendable {
    case `default`, no, yes
}

public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default`, no, yes
}

public enum UITextInlinePredictionType: Int, Sendable {
    case `default`, no, yes
}

/// The meaning of a text field's contents, as UIKit names them for autofill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let dateTime = UITextContentType("date-time")
    public static let flightNumber = UITextContentType("flight-number")
    public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
}

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
