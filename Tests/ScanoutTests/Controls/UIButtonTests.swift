import Scanout
import ScanoutTesting
import Testing

/// `UIButton`: title and colours per state, sizing, and its look in each state.
@MainActor
@Suite struct UIButtonTests {
    private func makeButton(_ type: UIButton.ButtonType, title: String, filled: Bool) -> UIButton {
        let button = UIButton(type: type)
        button.setTitle(title, for: .normal)
        if filled {
            button.backgroundColor = .systemBlue
            button.setTitleColor(.white, for: .normal)
            button.layer.cornerRadius = 10
        }
        return button
    }

    @Test func titleLabelShowsTheTitleAndColourForTheState() {
        let button = makeButton(.system, title: "Check in", filled: false)
        button.setTitle("Checking…", for: .highlighted)
        button.setTitleColor(.systemRed, for: .highlighted)
        #expect(button.titleLabel?.text == "Check in")
        #expect(button.currentTitleColor == .systemBlue, "a system button's title takes the tint")
        button.isHighlighted = true
        #expect(button.titleLabel?.text == "Checking…")
        #expect(button.titleLabel?.textColor == .systemRed)
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.currentTitleColor == .systemGray3, "disabled system title without its own colour")
        button.setTitleColor(.black, for: .disabled)
        #expect(button.titleLabel?.textColor == .black)
    }

    @Test func pressedSystemTitleFadesUnlessAColourIsSet() {
        let button = makeButton(.system, title: "Go", filled: false)
        button.isHighlighted = true
        #expect(button.currentTitleColor.alpha < 0.5)
        let custom = makeButton(.custom, title: "Go", filled: false)
        custom.isHighlighted = true
        #expect(custom.currentTitleColor == .white)
    }

    @Test func sizeFitsTheTitleAndInsets() {
        let button = makeButton(.system, title: "OK", filled: false)
        let label = button.titleLabel!
        let size = button.intrinsicContentSize
        #expect(size.width == label.intrinsicContentSize.width + 24)
        #expect(size.height == label.intrinsicContentSize.height + 12)
        button.setTitle("A much longer title", for: .normal)
        #expect(button.intrinsicContentSize.width > size.width)
        button.sizeToFit()
        #expect(button.bounds.size == button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(label.frame.midX == button.bounds.midX)
    }

    @Test func buttonInEachState() {
        let host = TestHost(size: CGSize(width: 440, height: 130), scale: 2)
        host.window.backgroundColor = .white
        var x: CGFloat = 10
        var y: CGFloat = 10
        for filled in [false, true] {
            for state in ["normal", "highlighted", "disabled"] {
                let button = makeButton(.system, title: state.capitalized, filled: filled)
                button.frame = CGRect(x: x, y: y, width: 130, height: 44)
                button.isHighlighted = state == "highlighted"
                button.isEnabled = state != "disabled"
                host.window.addSubview(button)
                x += 142
            }
            x = 10
            y += 60
        }
        assertSnapshot(of: host.render(), named: "button-states")
    }

    @Test func pressingAButtonShowsThePressedLookAndReleasingRestoresIt() {
        let host = TestHost(size: CGSize(width: 200, height: 80))
        host.window.backgroundColor = .white
        let button = makeButton(.custom, title: "Tap", filled: true)
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 40)
        host.window.addSubview(button)
        let idle = host.render().cgImage!.pixel(x: 30, y: 30)
        host.touchDown(at: CGPoint(x: 100, y: 40))
        let pressed = host.render().cgImage!.pixel(x: 30, y: 30)
        #expect(pressed.blue < idle.blue, "darker while pressed")
        host.touchUp()
        #expect(host.render().cgImage!.pixel(x: 30, y: 30) == idle)
    }
}
