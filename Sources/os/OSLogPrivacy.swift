/// Whether an interpolated value may appear in the log as it is, as Apple's `OSLogPrivacy`.
///
/// On a kiosk the log outlives the visitor: a name typed at check-in must not end up in the
/// journal. So, as on Apple's platforms, strings and other objects are private unless marked
/// `.public` — written as `<private>` — while numbers and truth values are public; `.sensitive`
/// is redacted always. Values are shown anyway while standard error is a terminal (a developer
/// watching, as Xcode's console shows them) or with `SCANOUT_LOG_PRIVATE=1`; `SCANOUT_LOG_PRIVATE=0`
/// redacts even on a terminal.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, `public`, `private`, sensitive
    }

    /// How a redacted value is replaced.
    public struct Mask: Equatable, Sendable {
        let hashes: Bool

        /// A hash of the value replaces it, so equal values can be told apart from different
        /// ones without being read.
        public static let hash = Mask(hashes: true)
        /// `<private>` replaces it.
        public static let none = Mask(hashes: false)
    }

    let kind: Kind
    let mask: Mask

    /// Strings and objects private, numbers and truth values public.
    public static let auto = OSLogPrivacy(kind: .automatic, mask: .none)
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// Redacted always, even where private values are shown.
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)

    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .automatic, mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }
}
