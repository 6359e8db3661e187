import Foundation
import Scanout

// `NSNull` is an action, as in Core Animation: a layer delegate's `action(for:forKey:)` returns
// `NSNull()` to say "no action, and look no further". Foundation's class, so declared here,
// where Foundation is imported.

extension NSNull: CAAction {
    /// Does nothing: the null action.
    @MainActor public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
