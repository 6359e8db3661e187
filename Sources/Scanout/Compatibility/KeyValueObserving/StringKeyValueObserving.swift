// String-based key-value observing, the pre-Swift form UIKit code still uses (`scanout-port`
// turns `#keyPath(UIScrollView.contentSize)` into `"contentSize"`):
//
//     tableView.addObserver(self, forKeyPath: "contentSize", options: [.new], context: &sizeContext)
//     override func observeValue(forKeyPath keyPath: String?, of object: Any?,
//                                change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) { … }
//     tableView.removeObserver(self, forKeyPath: "contentSize", context: &sizeContext)
//
// The key path is read by name (`KeyValueCoding`) and changes are found as for block-based
// observations (`KeyValueObservationCenter`). The change dictionary holds `.kindKey` (1, setting),
// `.newKey` and `.oldKey` as asked (numbers boxed as Foundation boxes them, geometry as itself;
// left out when nil) and `.notificationIsPriorKey` in a prior report. The observer is held
// weakly: one released without removing itself (which crashes UIKit) simply stops observing.
// Removing an observation that was never added does nothing (UIKit raises).

/// What receives string-based observations: `NSObject` and `UIResponder`, through their
/// overridable `observeValue(forKeyPath:of:change:context:)`.
protocol KeyValueObserver: AnyObject {
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?)
}

extension NSObject: KeyValueObserver {}
extension UIResponder: @MainActor KeyValueObserver {}

extension _KeyValueCodingAndObserving {
    /// Reports changes of the value at `keyPath` (property names joined by dots) to `observer`'s
    /// `observeValue(forKeyPath:of:change:context:)` until it is removed.
    @preconcurrency @MainActor
    public func addObserver(
        _ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        let initial = Self.keyValue(keyPath, of: self)
        let entry = KeyValueObservationEntry(
            object: self, value: initial,
            read: { object in
                // Read on the main queue, where observations are checked (the result is not
                // Sendable, so it leaves the isolated closure through a local).
                var value: Any = NoValue()
                MainActor.assumeIsolated { value = Self.keyValue(keyPath, of: object) }
                return value
            },
            report: { [weak observer] object, old, new in
                guard let observer else { return false }
                MainActor.assumeIsolated {
                    Self.send(
                        to: observer, keyPath: keyPath, of: object, options: options, old: old, new: new,
                        context: context)
                }
                return true
            },
            registration: .init(observer: observer, keyPath: keyPath, context: context))
        KeyValueObservationCenter.add(entry)
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [
                .kindKey: NumberBoxing.box(Int(NSKeyValueChange.setting.rawValue))
            ]
            if options.contains(.new), let value = Self.present(initial) { change[.newKey] = value }
            (observer as? KeyValueObserver)?.observeValue(
                forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// Ends `observer`'s observations of `keyPath` made with `context`.
    @preconcurrency @MainActor
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObservationCenter.remove(of: self) {
            $0.observer === observer && $0.keyPath == keyPath && $0.context == context
        }
    }

    /// Ends `observer`'s observations of `keyPath`, whatever their context.
    @preconcurrency @MainActor
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
        KeyValueObservationCenter.remove(of: self) { $0.observer === observer && $0.keyPath == keyPath }
    }

    /// The value of the property `key` (see `KeyValueCoding`), nil when there is none.
    @preconcurrency @MainActor
    public func value(forKey key: String) -> Any? {
        KeyValueCoding.value(forKey: key, of: self) ?? nil
    }

    /// The value at `keyPath`, property names joined by dots (see `KeyValueCoding`), nil when a
    /// key names nothing.
    @preconcurrency @MainActor
    public func value(forKeyPath keyPath: String) -> Any? {
        KeyValueCoding.value(forKeyPath: keyPath, of: self) ?? nil
    }

    // MARK: - Private

    /// The value at `keyPath` as observations keep it: `NoValue` for nil or a key naming nothing,
    /// so that nil compares equal to nil.
    @MainActor fileprivate static func keyValue(_ keyPath: String, of object: AnyObject) -> Any {
        (KeyValueCoding.value(forKeyPath: keyPath, of: object) ?? nil) ?? NoValue()
    }

    fileprivate static func present(_ value: Any) -> Any? {
        value is NoValue ? nil : value
    }

    @MainActor fileprivate static func send(
        to observer: AnyObject, keyPath: String, of object: AnyObject, options: NSKeyValueObservingOptions, old: Any,
        new: Any, context: UnsafeMutableRawPointer?
    ) {
        guard let observer = observer as? KeyValueObserver else { return }
        let kind = NumberBoxing.box(Int(NSKeyValueChange.setting.rawValue))
        if options.contains(.prior) {
            var prior: [NSKeyValueChangeKey: Any] = [.kindKey: kind, .notificationIsPriorKey: NumberBoxing.box(true)]
            if options.contains(.old), let old = present(old) { prior[.oldKey] = old }
            observer.observeValue(forKeyPath: keyPath, of: object, change: prior, context: context)
        }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: kind]
        if options.contains(.new), let new = present(new) { change[.newKey] = new }
        if options.contains(.old), let old = present(old) { change[.oldKey] = old }
        observer.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
}

/// nil, as an observed value: equal to itself.
private struct NoValue: Equatable {}
