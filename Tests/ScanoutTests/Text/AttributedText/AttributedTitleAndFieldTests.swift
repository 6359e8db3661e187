import ScanoutTesting
import Testing

@testable import Scanout

/// Attributed titles on buttons, and attributed text and placeholders in text fields.
@MainActor
@Suite struct AttributedTitleAndFieldTests {
    func title() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Pay 12 CHF", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        text.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 4, length: 6))
        return text
    }

    @Test func aButtonShowsItsAttributedTitleOverItsPlainOne() throws {
        let host = TestHost(size: CGSize(width: 220, height: 80))
        host.window.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("plain", for: .normal)
        button.setAttributedTitle(title(), for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 200, height: 60)
        host.window.addSubview(button)
        #expect(button.currentTitle == "Pay 12 CHF")
        #expect(button.attributedTitle(for: .highlighted)?.string == "Pay 12 CHF", "falls back to .normal")
        #expect(button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 5) as? UIColor == .systemRed)
        let image = try #require(host.render().cgImage)
        let red = (0..<80).contains { y in
            (0..<220).contains { x in image.pixel(x: x, y: y) == UIColor.systemRed.rgba8 }
        }
        #expect(red, "the price is drawn red")
        let plainWidth = button.intrinsicContentSize.width
        button.isHighlighted = true
        button.isHighlighted = false
        #expect(
            button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 5) as? UIColor == .systemRed,
            "a state change keeps the runs' colours")
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.currentTitle == "plain" && button.intrinsicContentSize.width < plainWidth)
    }

    @Test func aTextFieldKeepsItsRunsWhileTyping() throws {
        let host = TestHost(size: CGSize(width: 300, height: 80))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
        host.window.addSubview(field)
        field.attributedText = title()
        #expect(field.font == UIFont.systemFont(ofSize: 20))
        _ = field.becomeFirstResponder()
        host.type("!")
        #expect(field.text == "Pay 12 CHF!")
        #expect(field.attributedText?.attribute(.foregroundColor, at: 10) as? UIColor == .systemRed)
        #expect(field.attributedText?.attribute(.foregroundColor, at: 0) as? UIColor == field.textColor)
        _ = host.render()
        field.text = "plain"
        #expect(field.attributedText?.attribute(.foregroundColor, at: 2) as? UIColor == field.textColor)
        let placeholder = NSMutableAttributedString(string: "Name (required)")
        placeholder.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 5, length: 10))
        field.text = ""
        field.attributedPlaceholder = placeholder
        _ = field.resignFirstResponder()
        host.window.backgroundColor = .white
        let image = try #require(host.render().cgImage)
        let red = (0..<80).contains { y in
            (0..<300).contains { x in image.pixel(x: x, y: y) == UIColor.systemRed.rgba8 }
        }
        #expect(red, "the placeholder's run is red")
    }
}
