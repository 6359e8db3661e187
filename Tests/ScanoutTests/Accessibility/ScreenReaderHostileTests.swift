import Scanout
import ScanoutTesting
import Testing

/// The screen reader under storms: fingers anywhere (no numbers, infinities, far off screen, ids
/// reused), views coming and going under the cursor, the reader turned off and on from inside the
/// actions it activates, posts with arguments of every kind. Nothing traps, and what it let go of
/// goes away.
@MainActor
@Suite struct ScreenReaderHostileTests {
    @Test(arguments: [UInt64(1), 7, 42])
    func gestureAndModelStormsNeitherTrapNorKeepViewsAlive(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let host = TestHost()
        let reader = host.application.screenReader
        reader.isEnabled = true
        weak var lastRemoved: UIView?
        var buttons: [UIButton] = []
        func addButton() {
            let button = UIButton(type: .system)
            button.setTitle("Item \(buttons.count)", for: .normal)
            button.frame = CGRect(
                x: CGFloat.random(in: 0...700, using: &random), y: CGFloat.random(in: 0...400, using: &random),
                width: 80, height: 40)
            // Activation changes the model under the reader: it removes the button, or turns
            // the reader off and on again, or posts a screen change naming a view that is gone.
            let choice = Int.random(in: 0..<3, using: &random)
            button.addAction(
                UIAction { [unowned host, weak button] _ in
                    switch choice {
                    case 0: button?.removeFromSuperview()
                    case 1:
                        host.application.screenReader.isEnabled = false
                        host.application.screenReader.isEnabled = true
                    default: UIAccessibility.post(notification: .screenChanged, argument: UIView())
                    }
                }, for: .touchUpInside)
            host.window.addSubview(button)
            buttons.append(button)
        }
        for _ in 0..<6 { addButton() }
        host.drain()
        let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, -5, 0]
        func point() -> CGPoint {
            if Int.random(in: 0..<5, using: &random) == 0 {
                return CGPoint(x: hostile.randomElement(using: &random)!, y: hostile.randomElement(using: &random)!)
            }
            return CGPoint(
                x: CGFloat.random(in: -50...850, using: &random), y: CGFloat.random(in: -50...530, using: &random))
        }
        for _ in 0..<1500 {
            switch Int.random(in: 0..<14, using: &random) {
            case 0...4:
                let changes: [TouchContact.Change] = [.down, .move, .up, .cancel]
                host.touches([
                    TouchContact(
                        id: Int.random(in: 0..<4, using: &random), change: changes.randomElement(using: &random)!,
                        location: point())
                ])
            case 5: host.advance(by: Double.random(in: 0...0.5, using: &random))
            case 6: reader.moveToNextElement()
            case 7: reader.moveToPreviousElement()
            case 8: reader.activateFocusedElement()
            case 9:
                reader.readAll(fromTop: Bool.random(using: &random))
                host.advance(by: 0.3)
            case 10:
                let arguments: [Any?] = [
                    nil, "", "Hello", 42, UIView(), buttons.randomElement(using: &random), Double.nan,
                ]
                let kinds: [UIAccessibility.Notification] = [
                    .announcement, .screenChanged, .layoutChanged, .pageScrolled,
                ]
                UIAccessibility.post(
                    notification: kinds.randomElement(using: &random)!,
                    argument: arguments.randomElement(using: &random)!)
            case 11:
                if let victim = buttons.popLast() {
                    victim.removeFromSuperview()
                    lastRemoved = victim
                }
                addButton()
            case 12:
                reader.speakingRate = [Float.nan, .infinity, -1, 2, 0.7].randomElement(using: &random)!
                reader.volume = [Float.nan, -.infinity, 0, 1, 5].randomElement(using: &random)!
            default:
                reader.isEnabled.toggle()
            }
        }
        host.advance(by: 5)
        #expect((0...1).contains(reader.speakingRate))
        #expect((0...1).contains(reader.volume))
        reader.isEnabled = false
        for button in buttons { button.removeFromSuperview() }
        buttons.removeAll()
        host.advance(by: 2)
        #expect(lastRemoved == nil, "the reader keeps no view it has left alive")
    }

    @Test func aLongSessionKeepsNoGrowingState() {
        let host = TestHost()
        for index in 0..<3 {
            let label = UILabel(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 50, width: 200, height: 30))
            label.text = "Line \(index)"
            host.window.addSubview(label)
        }
        let reader = host.application.screenReader
        reader.isEnabled = true
        for _ in 0..<400 {
            host.screenReaderSwipe(.right)
            host.screenReaderSwipe(.left)
            UIAccessibility.post(notification: .announcement, argument: "Tick")
        }
        host.advance(by: 60)
        #expect(!reader.isSpeaking, "everything queued was said and let go")
        host.speech.clearRecords()
        #expect(host.speech.records.isEmpty)
    }
}
