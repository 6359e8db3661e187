// Geometry boxed in an `NSValue` casts to its Swift type and back, as on iOS, where Foundation
// bridges them:
//
//     let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
//
// Without this the cast compiles and always fails, so keyboard avoidance written the iOS way
// quietly does nothing. Swift's dynamic casts use `_ObjectiveCBridgeable` on Linux too (it needs
// no Objective-C runtime): a value boxed as another kind (a point asked for as a rectangle) is
// nil, as on iOS. Numbers are not bridged here: Foundation bridges `Int`, `Double` and `Bool` to its
// own `NSNumber`, and a second bridge for the same types would make either cast fail in an app
// that links both. Scanout boxes numbers through Foundation's bridge when there is one
// (`NumberBoxing`).

/// A type an `NSValue` boxes: how to box it, and how to take it out of a box of its kind. The
/// bridging witnesses below are written once over it.
public protocol NSValueBridgedGeometry: _ObjectiveCBridgeable where _ObjectiveCType == NSValue {
    /// The value boxed.
    func _boxedInNSValue() -> NSValue
    /// The value `box` holds, when it holds this kind.
    static func _unboxed(from box: NSValue) -> Self?
    /// What an `NSValue` of another kind reads as (its accessor's answer).
    static var _valueOfAnotherKind: Self { get }
}

extension NSValueBridgedGeometry {
    public func _bridgeToObjectiveC() -> NSValue { _boxedInNSValue() }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) {
        result = _unboxed(from: source) ?? _valueOfAnotherKind
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) -> Bool {
        result = _unboxed(from: source)
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> Self {
        source.flatMap(_unboxed(from:)) ?? _valueOfAnotherKind
    }
}

extension CGRect: NSValueBridgedGeometry {
    public func _boxedInNSValue() -> NSValue { NSValue(cgRect: self) }
    public static func _unboxed(from box: NSValue) -> CGRect? {
        if case .rect(let value) = box.storage { value } else { nil }
    }
    public static var _valueOfAnotherKind: CGRect { .zero }
}

extension CGPoint: NSValueBridgedGeometry {
    public func _boxedInNSValue() -> NSValue { NSValue(cgPoint: self) }
    public static func _unboxed(from box: NSValue) -> CGPoint? {
        if case .point(let value) = box.storage { value } else { nil }
    }
    public static var _valueOfAnotherKind: CGPoint { .zero }
}

extension CGSize: NSValueBridgedGeometry {
    public func _boxedInNSValue() -> NSValue { NSValue(cgSize: self) }
    public static func _unboxed(from box: NSValue) -> CGSize? {
        if case .size(let value) = box.storage { value } else { nil }
    }
    public static var _valueOfAnotherKind: CGSize { .zero }
}

extension CGVector: NSValueBridgedGeometry {
    public func _boxedInNSValue() -> NSValue { NSValue(cgVector: self) }
    public static func _unboxed(from box: NSValue) -> CGVector? {
        if case .vector(let value) = box.storage { value } else { nil }
    }
    public static var _valueOfAnotherKind: CGVector { CGVector(dx: 0, dy: 0) }
}

extension CGAffineTransform: NSValueBridgedGeometry {
    public func _boxedInNSValue() -> NSValue { NSValue(cgAffineTransform: self) }
    public static func _unboxed(from box: NSValue) -> CGAffineTransform? {
        if case .transform(let value) = box.storage { value } else { nil }
    }
    public static var _valueOfAnotherKind: CGAffineTransform { .identity }
}

extension UIEdgeInsets: NSValueBridgedGeometry {
    public func _boxedInNSValue() -> NSValue { NSValue(uiEdgeInsets: self) }
    public static func _unboxed(from box: NSValue) -> UIEdgeInsets? {
        if case .edgeInsets(let value) = box.storage { value } else { nil }
    }
    public static var _valueOfAnotherKind: UIEdgeInsets { .zero }
}

extension NSRange: NSValueBridgedGeometry {
    public func _boxedInNSValue() -> NSValue { NSValue(range: self) }
    public static func _unboxed(from box: NSValue) -> NSRange? {
        if case .range(let value) = box.storage { value } else { nil }
    }
    public static var _valueOfAnotherKind: NSRange { NSRange(location: 0, length: 0) }
}
