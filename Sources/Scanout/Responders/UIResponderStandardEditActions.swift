/// The standard editing commands a responder may perform — cut, copy, paste, select, delete,
/// text direction and styling — as in UIKit. Every `UIResponder` conforms, with empty
/// implementations; a responder performs one when it overrides the method *and* declares it in its
/// `actionTable`, which stands in for Objective-C's `respondsToSelector:`:
///
/// ```swift
/// final class CopyableLabel: UILabel {
///     override class var actionTable: ActionTable { super.actionTable.on(.copy, CopyableLabel.copy) }
///     override var canBecomeFirstResponder: Bool { true }
///     override func copy(_ sender: Any?) { UIPasteboard.general.string = text }
/// }
/// ```
///
/// Swift on Linux has no `#selector`: where UIKit code writes
/// `#selector(UIResponderStandardEditActions.copy(_:))` (or `#selector(copy(_:))`), write the
/// `Selector` of the same name, `.copy` (`Selector.copy`, `Selector.paste`, ...; the list is
/// `Selector.standardEditActions`). In UIKit the methods are optional requirements; here every
/// responder has them, so `responder.copy(nil)` replaces `responder.copy?(nil)`. Main actor.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func pasteAndMatchStyle(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
    func increaseSize(_ sender: Any?)
    func decreaseSize(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {}
