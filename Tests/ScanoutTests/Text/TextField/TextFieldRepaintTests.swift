import ScanoutTesting
import Testing

@testable import Scanout

/// Typing and the blinking caret repaint only what changes in a rounded field, and what they
/// repaint is exactly what repainting the whole screen gives.
@MainActor
@Suite struct TextFieldRepaintTests {
    final class NarrowPaddingField: UITextField {
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 2, dy: 4) }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 2, dy: 4) }
    }

    @Test(arguments: [1.0, 2.0])
    func typingAndBlinkingRepaintWhatAWholeRepaintWould(scale: Double) {
        let host = TestHost(size: CGSize(width: 320, height: 200), scale: scale)
        host.window.backgroundColor = .systemGroupedBackground
        let fields = [
            UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 44)),
            NarrowPaddingField(frame: CGRect(x: 20.5, y: 90, width: 200, height: 36)),
        ]
        for field in fields {
            field.borderStyle = .roundedRect
            field.placeholder = "Name"
            field.clearButtonMode = .whileEditing
            host.window.addSubview(field)
        }
        for field in fields {
            field.becomeFirstResponder()
            host.press(.keyboardRightArrow)
            _ = host.render()
            for key in [UIKeyboardHIDUsage.keyboardA, .keyboardB, .keyboardDeleteOrBackspace, .keyboardW] {
                host.press(key)
                _ = host.render()
                let painted = host.application.compositor.lastPaintedRects.reduce(0) { $0 + $1.area }
                if !(field is NarrowPaddingField) {
                    // The band between the rounded ends, not the corners (a narrow padding's text
                    // reaches into them: that field is repainted whole).
                    #expect(painted < Int(field.bounds.width * field.bounds.height * scale * scale))
                }
                let partial = host.framePixels
                let whole = host.framePixelsDrawnFromScratch()
                let same = partial == whole
                #expect(same, "after a key in \(type(of: field)) at scale \(scale)")
            }
            // Emptied: the placeholder comes back and the clear button goes.
            for _ in 0..<4 { host.press(.keyboardDeleteOrBackspace) }
            _ = host.render()
            let sameWhenEmpty = host.framePixels == host.framePixelsDrawnFromScratch()
            #expect(sameWhenEmpty)
            host.advance(by: 0.5)
            _ = host.render()
            let sameAfterABlink = host.framePixels == host.framePixelsDrawnFromScratch()
            #expect(sameAfterABlink)
        }
    }
}
