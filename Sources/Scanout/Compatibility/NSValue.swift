/// A geometry value boxed as an object, as UIKit puts rectangles and points in dictionaries:
/// the keyboard notifications' `userInfo[UIResponder.keyboardFrameEndUserInfoKey]` is one.
///
/// ```swift
/// let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
/// ```
///
/// Holds one `CGRect`, `CGPoint`, `CGSize`, `CGVector`, `CGAffineTransform`, `UIEdgeInsets` or
/// `NSRange`; asking for another kind answers the zero value, as Foundation does for a mismatched
/// accessor. Equal when the boxed values are. Immutable, so it may be shared across threads.
open class NSValue: NSObject, @unchecked Sendable {
    // Safety: `storage` is a `let` of Sendable values; subclasses add only immutable state.

    enum Storage: Hashable, Sendable {
        case rect(CGRect)
        case point(CGPoint)
        case size(CGSize)
        case vector(CGVector)
        case transform(CGAffineTransform)
        case edgeInsets(UIEdgeInsets)
        case range(NSRange)
        case number(NSNumber.Storage)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    public convenience init(cgRect rect: CGRect) { self.init(storage: .rect(rect)) }
    public convenience init(cgPoint point: CGPoint) { self.init(storage: .point(point)) }
    public convenience init(cgSize size: CGSize) { self.init(storage: .size(size)) }
    public convenience init(cgVector vector: CGVector) { self.init(storage: .vector(vector)) }
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(storage: .transform(transform))
    }
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) { self.init(storage: .edgeInsets(insets)) }
    public convenience init(range: NSRange) { self.init(storage: .range(range)) }

    public var cgRectValue: CGRect {
        if case .rect(let rect) = storage { return rect }
        return .zero
    }

    public var cgPointValue: CGPoint {
        if case .point(let point) = storage { return point }
        return .zero
    }

    public var cgSizeValue: CGSize {
        if case .size(let size) = storage { return size }
        return .zero
    }

    public var cgVectorValue: CGVector {
        if case .vector(let vector) = storage { return vector }
        return .zero
    }

    public var cgAffineTransformValue: CGAffineTransform {
        if case .transform(let transform) = storage { return transform }
        return .identity
    }

    public var uiEdgeInsetsValue: UIEdgeInsets {
        if case .edgeInsets(let insets) = storage { return insets }
        return .zero
    }

    public var rangeValue: NSRange {
        if case .range(let range) = storage { return range }
        return NSRange(location: 0, length: 0)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSValue else { return false }
        return other.storage == storage
    }

    open override var hash: Int { storage.hashValue }

    open override var description: String {
        switch storage {
        case .rect(let rect): "NSRect: \(rect)"
        case .point(let point): "NSPoint: \(point)"
        case .size(let size): "NSSize: \(size)"
        case .vector(let vector): "CGVector: \(vector)"
        case .transform(let transform): "CGAffineTransform: \(transform)"
        case .edgeInsets(let insets): "UIEdgeInsets: \(insets)"
        case .range(let range): "NSRange: \(range)"
        case .number(let number): number.description
        }
    }
}
