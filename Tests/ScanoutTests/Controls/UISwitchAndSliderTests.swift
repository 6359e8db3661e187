import Scanout
import ScanoutTesting
import Testing

/// `UISwitch` and `UISlider`: behaviour through touches, and their look in each state.
@MainActor
@Suite struct UISwitchAndSliderTests {
    @Test func aSwitchKeepsItsSizeWhateverFrameItIsGiven() {
        let toggle = UISwitch()
        toggle.frame = CGRect(x: 20, y: 30, width: 200, height: 80)
        #expect(toggle.frame == CGRect(x: 20, y: 30, width: 51, height: 31), "the origin is kept, the size is not")
        toggle.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(toggle.bounds.size == UISwitch.size)
        let stretched = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        toggle.translatesAutoresizingMaskIntoConstraints = false
        stretched.addSubview(toggle)
        NSLayoutConstraint.activate([
            toggle.leadingAnchor.constraint(equalTo: stretched.leadingAnchor, constant: 8),
            toggle.trailingAnchor.constraint(equalTo: stretched.trailingAnchor),
            toggle.topAnchor.constraint(equalTo: stretched.topAnchor),
        ])
        stretched.layoutIfNeeded()
        #expect(toggle.frame.size == UISwitch.size, "constraints cannot stretch it either")
        #expect(toggle.frame.minX == 8)
    }

    @Test func tappingASwitchTogglesItAndSendsValueChanged() {
        let host = TestHost()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        host.window.addSubview(toggle)
        #expect(toggle.frame.size == UISwitch.size)
        var values: [Bool] = []
        toggle.addAction(UIAction { _ in values.append(toggle.isOn) }, for: .valueChanged)
        host.tap(at: CGPoint(x: 110, y: 115))
        #expect(toggle.isOn)
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 140, y: 115))
        #expect(!toggle.isOn)
        #expect(values == [true, false])
        toggle.setOn(true, animated: false)
        #expect(values == [true, false], "Setting in code sends no action")
    }

    @Test func draggingTheThumbPastTheMiddleTurnsTheSwitchOn() {
        let host = TestHost()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        host.window.addSubview(toggle)
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        host.touchDown(at: CGPoint(x: 112, y: 115))
        host.touchMove(to: CGPoint(x: 125, y: 115))
        host.touchMove(to: CGPoint(x: 100, y: 115))
        host.touchUp()
        #expect(!toggle.isOn, "dragged back: stays off")
        host.touchDown(at: CGPoint(x: 112, y: 115))
        host.touchMove(to: CGPoint(x: 140, y: 115))
        host.touchUp()
        #expect(toggle.isOn)
        #expect(changes == 1)
    }

    @Test func switchInEachState() {
        let host = TestHost(size: CGSize(width: 250, height: 50), scale: 2)
        host.window.backgroundColor = .white
        let off = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 70, y: 10, width: 0, height: 0))
        on.isOn = true
        let disabled = UISwitch(frame: CGRect(x: 130, y: 10, width: 0, height: 0))
        disabled.isOn = true
        disabled.isEnabled = false
        let tinted = UISwitch(frame: CGRect(x: 190, y: 10, width: 0, height: 0))
        tinted.onTintColor = .systemOrange
        tinted.isOn = true
        for view in [off, on, disabled, tinted] { host.window.addSubview(view) }
        assertSnapshot(of: host.render(), named: "switch-states")
    }

    @Test func switchThumbSlidesOverTime() {
        let host = TestHost(size: CGSize(width: 80, height: 50))
        host.window.backgroundColor = .white
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        host.window.addSubview(toggle)
        let offThumb = host.render().cgImage!.pixel(x: 24, y: 25)
        toggle.setOn(true, animated: true)
        #expect(host.render().cgImage!.pixel(x: 24, y: 25) == offThumb, "animation has not started")
        host.advance(by: 0.3)
        let onImage = host.render().cgImage!
        #expect(onImage.pixel(x: 24, y: 25) == UIColor.systemGreen.rgba8, "the track shows where the thumb was")
        #expect(host.clock.pendingTimerCount == 0)
    }

    @Test func draggingTheSliderThumbChangesTheValueContinuously() {
        let host = TestHost()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.minimumValue = 10
        slider.maximumValue = 30
        slider.value = 10
        host.window.addSubview(slider)
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)

        host.touchDown(at: CGPoint(x: 14, y: 15))
        host.touchMove(to: CGPoint(x: 114, y: 15))
        #expect(slider.value == 20)
        host.touchMove(to: CGPoint(x: 400, y: 15))
        #expect(slider.value == 30)
        host.touchUp()
        #expect(values == [20, 30])

        slider.isContinuous = false
        values.removeAll()
        host.touchDown(at: CGPoint(x: 214, y: 15))
        host.touchMove(to: CGPoint(x: 164, y: 15))
        host.touchMove(to: CGPoint(x: 114, y: 15))
        #expect(values.isEmpty)
        host.touchUp()
        #expect(values == [20])
    }

    @Test func touchAwayFromTheSliderThumbDoesNotMoveIt() {
        let host = TestHost()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        host.window.addSubview(slider)
        host.touchDown(at: CGPoint(x: 150, y: 15))
        host.touchMove(to: CGPoint(x: 200, y: 15))
        host.touchUp()
        #expect(slider.value == 0)
        slider.value = 5
        #expect(slider.value == 1, "clamped to the range")
    }

    @Test func sliderInEachState() {
        let host = TestHost(size: CGSize(width: 220, height: 180), scale: 2)
        host.window.backgroundColor = .white
        let values: [Float] = [0, 0.5, 1]
        for (index, value) in values.enumerated() {
            let slider = UISlider(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 40, width: 200, height: 31))
            slider.value = value
            host.window.addSubview(slider)
        }
        let disabled = UISlider(frame: CGRect(x: 10, y: 130, width: 95, height: 31))
        disabled.value = 0.3
        disabled.isEnabled = false
        let tinted = UISlider(frame: CGRect(x: 115, y: 130, width: 95, height: 31))
        tinted.value = 0.7
        tinted.minimumTrackTintColor = .systemPink
        tinted.maximumTrackTintColor = .systemGray2
        host.window.addSubview(disabled)
        host.window.addSubview(tinted)
        assertSnapshot(of: host.render(), named: "slider-states")
    }
}
