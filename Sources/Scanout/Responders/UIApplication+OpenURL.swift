import Dispatch
import FoundationEssentials

// Opening URLs. On a phone `open(_:)` hands a URL to another app (a browser, the phone app); a
// kiosk runs one app and no browser, so the URL goes to that app: its delegate's
// `application(_:open:options:)` decides (show a page of its own, ignore it). The completion
// handler hears whether it was handled, on the main queue after the call returns, as in UIKit.

extension UIApplication {
    /// The name of an option of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only when an app claims the URL as a universal link (kept).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The name of an option handed to `application(_:open:options:)`.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked (this app's, in Scanout).
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// An annotation (kept).
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the document opens in place (kept).
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// Hands `url` to the app delegate's `application(_:open:options:)`; `completion` hears
    /// whether it was handled, on the main queue after this returns.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let handled = delegate?.application(self, open: url, options: [:]) ?? false
        guard let completion else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(handled) } }
    }

    /// Whether `open(_:)` has somewhere to send `url`: an app delegate to hand it to.
    public func canOpenURL(_ url: URL) -> Bool {
        delegate != nil
    }
}
