import Scanout
import ScanoutTesting
import Testing

/// `UITextField.attributedPlaceholder`: its attributes are drawn, `placeholder` follows it.
@MainActor
@Suite struct UITextFieldPlaceholderTests {
    private static let area = PixelRect(x: 0, y: 0, width: 300, height: 60)

    private static func field(in host: TestHost) -> UITextField {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        field.backgroundColor = .white
        host.window.backgroundColor = .white
        host.window.addSubview(field)
        return field
    }

    private static func hasRed(_ image: CGImage) -> Bool {
        (area.y..<area.maxY).contains { y in
            (area.x..<area.maxX).contains { x in
                let pixel = image.pixel(x: x, y: y)
                return pixel.red > 200 && pixel.green < 80 && pixel.blue < 80
            }
        }
    }

    @Test func itsFontAndColourAreDrawn() throws {
        let host = TestHost()
        let field = Self.field(in: host)
        field.attributedPlaceholder = NSAttributedString(
            string: "Scan badge", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 34)])
        #expect(field.placeholder == "Scan badge")
        let styled = try #require(host.render().cgImage)
        let styledInk = try #require(styled.inkBounds(in: Self.area))
        #expect(Self.hasRed(styled))

        field.placeholder = "Scan badge"
        let plain = try #require(host.render().cgImage)
        let plainInk = try #require(plain.inkBounds(in: Self.area, threshold: 40))
        #expect(!Self.hasRed(plain))
        #expect(styledInk.height > plainInk.height + 8, "34 pt against 17 pt: \(styledInk) \(plainInk)")
    }

    @Test func theGetterFillsInTheFieldsDefaults() {
        let host = TestHost()
        let field = Self.field(in: host)
        #expect(field.attributedPlaceholder == nil)
        field.placeholder = "Name"
        let plain = field.attributedPlaceholder
        #expect(plain?.string == "Name")
        #expect(plain?.attribute(.font, at: 0) as? UIFont == field.font)
        #expect(plain?.attribute(.foregroundColor, at: 0) as? UIColor == .placeholderText)
        field.attributedPlaceholder = NSAttributedString(string: "Badge", attributes: [.foregroundColor: UIColor.red])
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0) as? UIColor == .red)
        #expect(field.attributedPlaceholder?.attribute(.font, at: 0) as? UIFont == field.font)
        field.attributedPlaceholder = nil
        #expect(field.placeholder == nil)
    }
}
