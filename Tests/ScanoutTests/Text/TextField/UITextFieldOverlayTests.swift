import ScanoutTesting
import Testing

@testable import Scanout

/// Left and right views, and the rectangle methods subclasses override for padding.
@MainActor
@Suite struct UITextFieldOverlayTests {
    final class PaddedField: UITextField {
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 24, dy: 0) }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 24, dy: 0) }
    }

    @Test func aLeftViewAsPaddingMovesTheTextAndARightViewShowsPerItsMode() throws {
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 300, height: 40))
        field.text = "Ada"
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        host.window.addSubview(field)
        host.drain()
        #expect(field.caretRect(for: UITextPosition(offset: 0)).minX == 0, "leftViewMode is .never by default")
        field.leftViewMode = .always
        host.drain()
        #expect(field.leftView?.superview === field && field.leftView?.frame.minX == 0)
        #expect(field.caretRect(for: UITextPosition(offset: 0)).minX == 30, "the text starts after the left view")
        let icon = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        field.rightView = icon
        field.rightViewMode = .whileEditing
        host.drain()
        #expect(icon.superview == nil)
        field.becomeFirstResponder()
        host.drain()
        #expect(icon.superview === field && abs(icon.frame.maxX - 300) < 0.5)
        field.resignFirstResponder()
        host.drain()
        #expect(icon.superview == nil)
    }

    @Test func anOverriddenTextRectPadsTheTextTheCaretAndTaps() {
        let host = TestHost()
        let field = PaddedField(frame: CGRect(x: 20, y: 40, width: 300, height: 40))
        field.text = "Grace"
        host.window.addSubview(field)
        host.drain()
        #expect(field.caretRect(for: UITextPosition(offset: 0)).minX == 24)
        host.tap(at: CGPoint(x: 20 + 24 + 1, y: 60))
        #expect(field.isFirstResponder && field.selectedTextRange?.start.offset == 0)
    }
}
