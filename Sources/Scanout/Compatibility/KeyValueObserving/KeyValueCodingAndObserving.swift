/// The block-based key-value observing API of Foundation's `NSObject`, for Scanout's objects:
/// `NSObject`, every responder (views, view controllers, the application), layers, bar items,
/// gesture recognizers and the screen.
///
/// ```swift
/// observation = tableView.observe(\.contentSize, options: [.new]) { [weak self] _, change in
///     self?.heightConstraint.constant = change.newValue?.height ?? 0
/// }
/// ```
///
/// Without an Objective-C runtime nothing can intercept a property's setter, so a change is found
/// by reading the key path again and comparing (see `KeyValueObservationCenter`):
/// - at once, when a property Scanout's UIKit classes report changes (frame, bounds, centre,
///   transform, alpha, colour, hidden, a scroll view's content offset, size and insets, a
///   control's enabled, selected and highlighted state, a label's text) — the handler runs
///   before the setter returns, as in UIKit; a key path through such a property (`\.view.frame`,
///   `\.layer.bounds`) is found the same way;
/// - otherwise at the end of the main loop's turn (a commit or a frame), and, for objects that are
///   not views or layers (a model object, a `Progress`), on the main queue within 0.1 s.
/// Handlers run on the main queue (the initial report on the caller's). Values are compared with
/// `==` when they are `Equatable`, by identity when they are objects, else by their description;
/// NaN equals NaN, so an observed NaN is not reported again and again.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` whenever the value at `keyPath` changes (see the protocol), until
    /// the returned observation is invalidated or released.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let initial = self[keyPath: keyPath]
        let entry = KeyValueObservationEntry(
            object: self, value: initial,
            read: { object -> Any? in
                guard let object = object as? Self else { return nil }
                return object[keyPath: keyPath] as Any
            },
            report: { object, old, new in
                guard let object = object as? Self, let old = old as? Value, let new = new as? Value else {
                    return true
                }
                if options.contains(.prior) {
                    changeHandler(
                        object,
                        NSKeyValueObservedChange(
                            kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil, indexes: nil,
                            isPrior: true))
                }
                changeHandler(
                    object,
                    NSKeyValueObservedChange(
                        kind: .setting, newValue: options.contains(.new) ? new : nil,
                        oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
                return true
            })
        KeyValueObservationCenter.add(entry)
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? initial : nil, oldValue: nil, indexes: nil,
                    isPrior: false))
        }
        return NSKeyValueObservation(entry: entry)
    }

    /// Reports a change of the value at `keyPath` now, to every observation of this object,
    /// rather than at the end of the turn: call it after changing a property of your own
    /// (`willChangeValue`/`didChangeValue` in Foundation).
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        runOnMainActorSoon { KeyValueObservationCenter.somethingChanged() }
    }

    /// Kept for code that brackets a change; the report is made by `didChangeValue(for:)`.
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {}

    /// `didChangeValue(for:)` by the property's name.
    public func didChangeValue(forKey key: String) {
        runOnMainActorSoon { KeyValueObservationCenter.somethingChanged() }
    }

    /// Kept for code that brackets a change; the report is made by `didChangeValue(forKey:)`.
    public func willChangeValue(forKey key: String) {}
}

extension NSObject: _KeyValueCodingAndObserving {}
extension UIResponder: _KeyValueCodingAndObserving {}
extension CALayer: _KeyValueCodingAndObserving {}
extension UIBarItem: _KeyValueCodingAndObserving {}
extension UIGestureRecognizer: _KeyValueCodingAndObserving {}
extension UIScreen: _KeyValueCodingAndObserving {}
