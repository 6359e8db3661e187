/// The name of an action message, as a Swift value.
///
/// Scanout has no Objective-C runtime, so a selector is only a name: `Selector("ding:")`. What makes
/// a responder *implement* it is an entry in the responder class's `actionTable` (see
/// ``ActionTable``), which is what the default `canPerformAction(_:withSender:)` consults and what
/// `UIApplication.sendAction(_:to:from:for:)` calls. Declare app selectors as static constants:
///
/// ```swift
/// extension Selector {
///     static let ding = Selector("ding:")
/// }
/// ```
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, with Objective-C's colon convention (`"copy:"`), used only for display.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.init(name)
    }

    public var description: String { name }
}

// The standard edit actions (`UIResponderStandardEditActions`). UIKit writes
// `#selector(UIResponderStandardEditActions.copy(_:))`; here it is `.copy`.
extension Selector {
    public static let cut = Selector("cut:")
    public static let copy = Selector("copy:")
    public static let paste = Selector("paste:")
    public static let pasteAndMatchStyle = Selector("pasteAndMatchStyle:")
    public static let select = Selector("select:")
    public static let selectAll = Selector("selectAll:")
    public static let delete = Selector("delete:")
    public static let makeTextWritingDirectionLeftToRight = Selector("makeTextWritingDirectionLeftToRight:")
    public static let makeTextWritingDirectionRightToLeft = Selector("makeTextWritingDirectionRightToLeft:")
    public static let toggleBoldface = Selector("toggleBoldface:")
    public static let toggleItalics = Selector("toggleItalics:")
    public static let toggleUnderline = Selector("toggleUnderline:")
    public static let increaseSize = Selector("increaseSize:")
    public static let decreaseSize = Selector("decreaseSize:")
    /// Undo and redo on the undo manager the first responder finds (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y).
    public static let undo = Selector("undo:")
    public static let redo = Selector("redo:")

    /// Every standard edit action, in the order the edit menu shows them.
    public static let standardEditActions: [Selector] = [
        .cut, .copy, .paste, .pasteAndMatchStyle, .select, .selectAll, .delete,
        .makeTextWritingDirectionLeftToRight, .makeTextWritingDirectionRightToLeft,
        .toggleBoldface, .toggleItalics, .toggleUnderline, .increaseSize, .decreaseSize,
    ]
}
