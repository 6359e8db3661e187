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

    /// An edit in Latin text redraws from a few letters before it onwards, not the whole text:
    /// at the end, in the middle, deleting, around a ligature, with the caret moved; and each
    /// frame is what a whole repaint gives. Text in other scripts, or a field aligned otherwise,
    /// redraws every column, still matching a whole repaint.
    @Test(arguments: [1.0, 2.0])
    func anEditRedrawsFromJustBeforeIt(scale: Double) {
        let host = TestHost(size: CGSize(width: 480, height: 200), scale: scale)
        host.window.backgroundColor = .systemGroupedBackground
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 440, height: 44))
        field.borderStyle = .roundedRect
        host.window.addSubview(field)
        var painted: [Int] = []
        func check(_ step: String) {
            _ = host.render()
            painted.append(host.application.compositor.lastPaintedRects.reduce(0) { $0 + $1.area })
            let partial = host.framePixels
            let same = partial == host.framePixelsDrawnFromScratch()
            #expect(same, "\(step), \"\(field.text ?? "")\" at scale \(scale)")
        }
        for (text, alignment, narrows) in [
            ("Ada Lovelace, Acme Corp — office", NSTextAlignment.natural, true),
            ("Ada Lovelace, Acme Corp", .center, false),
            ("שלום עליכם, Acme", .natural, false),
        ] {
            field.text = text
            field.textAlignment = alignment
            field.becomeFirstResponder()
            host.press(.keyboardEnd)
            check("editing began")
            painted = []
            host.press(.keyboardF)
            check("typed at the end")
            host.press(.keyboardI)
            check("typed after an f")
            host.press(.keyboardDeleteOrBackspace)
            check("deleted at the end")
            for _ in 0..<6 { host.press(.keyboardLeftArrow) }
            check("caret moved")
            host.press(.keyboardX)
            check("typed in the middle")
            host.press(.keyboardDeleteOrBackspace)
            check("deleted in the middle")
            let textWidth = field.textLayout.size.width
            let band = Int((textWidth * 0.5 * field.bounds.height * scale * scale).rounded())
            // The appended letters: a few letters' columns, well under half the text.
            #expect((painted[0] < band) == narrows, "\(text) \(alignment) at scale \(scale): \(painted)")
            field.resignFirstResponder()
        }
    }
}
