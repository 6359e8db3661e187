import Scanout
import ScanoutTesting
import Testing

/// A kiosk's inputs: an EZ-Access keypad's keys mapped to focus actions, a rotary encoder, a
/// single switch with scanning on the application clock, and the focus ring they show.
@MainActor
@Suite struct FocusKioskInputTests {
    private func makeHost(_ count: Int, tint: UIColor = .systemBlue) -> (TestHost, [UIButton]) {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let root = UIViewController()
        root.view.backgroundColor = .white
        var buttons: [UIButton] = []
        for index in 0..<count {
            let button = UIButton(type: .system)
            button.setTitle("Item \(index)", for: .normal)
            button.frame = CGRect(x: 40, y: 40 + CGFloat(index) * 80, width: 200, height: 44)
            button.tintColor = tint
            var taps = 0
            button.addAction(
                UIAction { _ in
                    taps += 1; button.tag = taps
                }, for: .touchUpInside)
            root.view.addSubview(button)
            buttons.append(button)
        }
        host.window.rootViewController = root
        host.drain()
        return (host, buttons)
    }

    @Test func keypadKeysDoTheirFocusActions() {
        let (host, buttons) = makeHost(3)
        host.focusConfiguration = FocusConfiguration(keypad: [
            .keyboardF13: .next, .keyboardF14: .previous, .keyboardF15: .activate, .keyboardF16: .help,
        ])
        var helpItems: [UIView?] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIFocusSystem.helpRequestedNotification, object: nil, queue: nil
        ) { note in
            let item = note.userInfo?[UIFocusSystem.focusedItemUserInfoKey] as? UIView
            MainActor.assumeIsolated { helpItems.append(item) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        host.press(.keyboardF13)
        host.press(.keyboardF13)
        #expect(host.focusedView === buttons[1])
        host.press(.keyboardF14)
        #expect(host.focusedView === buttons[0])
        host.press(.keyboardF15)
        #expect(buttons[0].tag == 1)
        host.press(.keyboardF16)
        #expect(helpItems.count == 1)
        #expect(helpItems.first! === buttons[0])
    }

    @Test func aRotaryStepsThroughItemsBothWays() {
        let (host, buttons) = makeHost(4)
        host.turnRotary(by: 3)
        #expect(host.focusedView === buttons[2])
        host.turnRotary(by: -2)
        #expect(host.focusedView === buttons[0])
    }

    @Test func switchScanningAdvancesOnTheClockAndTheSwitchActivates() {
        let (host, buttons) = makeHost(3)
        host.focusConfiguration = FocusConfiguration(scanSwitch: .keyboardF20, scanInterval: 2)
        host.advance(by: 1.9)
        #expect(host.focusedView == nil)
        host.advance(by: 0.2)
        #expect(host.focusedView === buttons[0])
        host.advance(by: 2)
        #expect(host.focusedView === buttons[1])
        host.press(.keyboardF20)
        #expect(buttons[1].tag == 1)
        host.advance(by: 4)
        #expect(host.focusedView === buttons[0])  // wrapped around
        host.focusConfiguration = FocusConfiguration()
        host.advance(by: 10)
        #expect(host.focusedView === buttons[0])
    }

    @Test func badScanIntervalsAreBounded() {
        #expect(FocusConfiguration(scanInterval: .nan).scanInterval == 1.5)
        #expect(FocusConfiguration(scanInterval: -3).scanInterval == FocusConfiguration.minimumScanInterval)
        #expect(FocusConfiguration(scanInterval: .infinity).scanInterval == 1.5)
    }

    @Test func theRingIsDrawnAroundTheFocusedItemInItsTintAndATouchHidesIt() throws {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let (host, buttons) = makeHost(2, tint: red)
        _ = host.render()
        #expect(host.focusRingFrame == nil)
        host.pressKey(.tab)
        let ring = try #require(host.focusRingFrame)
        #expect(ring.contains(buttons[0].frame))
        let image = try #require(host.render().cgImage)
        // The ring's stroke, left of the button at its vertical middle.
        let y = Int(buttons[0].frame.midY)
        let strokeX = Int(buttons[0].frame.minX - FocusRingGeometry.outsetToStrokeMiddle)
        let stroke = image.pixel(x: strokeX, y: y)
        #expect(stroke.red > 200 && stroke.green < 80 && stroke.blue < 80)
        // Inside the gap between ring and button: background.
        let gap = image.pixel(x: Int(buttons[0].frame.minX) - 1, y: y)
        #expect(gap.red > 240 && gap.green > 240)
        host.pressKey(.tab)
        let moved = try #require(host.render().cgImage)
        #expect(moved.pixel(x: strokeX, y: y).green > 240)  // the old ring is gone
        #expect(moved.pixel(x: strokeX, y: Int(buttons[1].frame.midY)).red > 200)
        host.tap(at: CGPoint(x: 700, y: 400))
        #expect(host.focusRingFrame == nil)
        let untouched = try #require(host.render().cgImage)
        #expect(untouched.pixel(x: strokeX, y: Int(buttons[1].frame.midY)).green > 240)
    }
}

/// Where the ring's stroke is relative to the item (4 points out, 3 thick).
enum FocusRingGeometry {
    static let outsetToStrokeMiddle: CGFloat = 4
}
