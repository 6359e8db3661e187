import FoundationEssentials
import ScanoutTesting
import Testing

@testable import Scanout

/// Controls given the values a hostile app sends (NaN, infinities, 1e308, counts of `Int.max`,
/// models changed under a finger): each clamps or refuses them as UIKit documents, and none traps.
/// The cases that trapped run in exit tests; each family also has a seeded random test feeding
/// hostile values between touches and checking its invariants after every step.
@MainActor
@Suite struct HostileControlValuesTests {
    /// Values an app can compute by accident: a division by zero, an overflow, a sentinel.
    static let hostileDoubles: [Double] = [
        .nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude, 0, -0.0, -1, 0.5, 1, 7, 100, 1e9,
    ]

    /// A finger that goes down, wanders and lifts at random points around `view`.
    @MainActor
    struct RandomFinger {
        var isDown = false

        mutating func act(on host: TestHost, around view: UIView, using random: inout SplitMix64) {
            let frame = view.convert(view.bounds, to: nil).insetBy(dx: -20, dy: -10)
            let point = CGPoint(
                x: frame.minX + CGFloat(Double.random(in: 0...1, using: &random)) * frame.width,
                y: frame.minY + CGFloat(Double.random(in: 0...1, using: &random)) * frame.height)
            switch (isDown, Int.random(in: 0..<4, using: &random)) {
            case (false, _):
                host.touchDown(at: point)
                isDown = true
            case (true, 0):
                host.touchUp()
                isDown = false
            case (true, 1):
                host.touchCancel()
                isDown = false
            default:
                host.touchMove(to: point)
            }
            host.advance(by: Double.random(in: 0...0.3, using: &random))
        }
    }

    // MARK: Slider, stepper, progress

    @Test func sliderRefusesNaNAndKeepsItsRangeOrdered() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        slider.minimumValue = .nan
        slider.maximumValue = .infinity
        slider.value = .nan
        #expect(slider.minimumValue == 0)
        #expect(slider.maximumValue == 1)
        #expect(slider.value == 0.5)
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5, "a minimum above the maximum raises it")
        #expect(slider.value == 5)
        slider.maximumValue = -2
        #expect(slider.minimumValue == -2)
        #expect(slider.value == -2)
        slider.value = .infinity
        #expect(slider.value == -2)
    }

    @Test func stepperRefusesNaNValuesAndSteps() {
        let stepper = UIStepper()
        stepper.value = 10
        stepper.value = .nan
        stepper.stepValue = .nan
        stepper.minimumValue = .nan
        stepper.maximumValue = -.infinity
        #expect(stepper.value == 10)
        #expect(stepper.stepValue == 1)
        #expect(stepper.minimumValue == 0)
        #expect(stepper.maximumValue == 100)
        stepper.value = .infinity
        #expect(stepper.value == 100)
    }

    @Test func progressPinsNaNAndInfinity() {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = .nan
        #expect(progress.progress == 0)
        progress.progress = .infinity
        #expect(progress.progress == 1)
        progress.setProgress(-.infinity, animated: true)
        #expect(progress.progress == 0)
    }

    @Test func sliderStepperAndProgressSurviveRandomHostileValuesAndTouches() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let host = TestHost()
                let slider = UISlider(frame: CGRect(x: 40, y: 40, width: 300, height: 31))
                let stepper = UIStepper(frame: CGRect(x: 40, y: 120, width: 94, height: 32))
                let progress = UIProgressView(frame: CGRect(x: 40, y: 200, width: 300, height: 4))
                for view in [slider, stepper, progress] as [UIView] { host.window.addSubview(view) }
                host.drain()
                var random = SplitMix64(seed: 0x5EED_0001)
                var finger = RandomFinger()
                let values = HostileControlValuesTests.hostileDoubles
                for step in 0..<400 {
                    let value = values.randomElement(using: &random)!
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0: slider.minimumValue = Float(value)
                    case 1: slider.maximumValue = Float(value)
                    case 2: slider.value = Float(value)
                    case 3: stepper.minimumValue = value
                    case 4: stepper.maximumValue = value
                    case 5: stepper.value = value
                    case 6: stepper.stepValue = value
                    case 7: progress.setProgress(Float(value), animated: Bool.random(using: &random))
                    default:
                        let target: UIView = Bool.random(using: &random) ? slider : stepper
                        finger.act(on: host, around: target, using: &random)
                    }
                    if step % 25 == 0 { _ = host.render() }
                    exitUnless(slider.minimumValue.isFinite && slider.maximumValue.isFinite, "slider bounds")
                    exitUnless(
                        slider.minimumValue <= slider.value && slider.value <= slider.maximumValue,
                        "slider value \(slider.value) outside \(slider.minimumValue)...\(slider.maximumValue)")
                    exitUnless(stepper.minimumValue.isFinite && stepper.maximumValue.isFinite, "stepper bounds")
                    exitUnless(stepper.stepValue > 0 && stepper.stepValue.isFinite, "stepper step")
                    exitUnless(
                        stepper.minimumValue <= stepper.value && stepper.value <= stepper.maximumValue,
                        "stepper value \(stepper.value) outside \(stepper.minimumValue)...\(stepper.maximumValue)")
                    exitUnless((0...1).contains(progress.progress), "progress \(progress.progress)")
                }
                if finger.isDown { host.touchUp() }
                _ = host.render()
            }
        }
    }

    // MARK: Segmented control

    @Test func segmentWidthsThatAreNotFiniteAreClamped() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let host = TestHost()
                let control = UISegmentedControl(items: ["One", "Two", "Three", "Four"])
                host.window.addSubview(control)
                control.setWidth(.nan, forSegmentAt: 0)
                control.setWidth(.infinity, forSegmentAt: 1)
                control.setWidth(-20, forSegmentAt: 2)
                control.setWidth(1e308, forSegmentAt: 3)
                control.apportionsSegmentWidthsByContent = true
                control.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: control.intrinsicContentSize)
                host.drain()
                _ = host.render()
                exitUnless(control.widthForSegment(at: 0) == 0, "NaN width \(control.widthForSegment(at: 0))")
                exitUnless(control.widthForSegment(at: 1) == UISegmentedControl.maximumSegmentWidth, "inf width")
                exitUnless(control.widthForSegment(at: 2) == 0, "negative width")
                exitUnless(control.intrinsicContentSize.width.isFinite, "intrinsic width")
                exitUnless(host.warnings.count == 2, "\(host.warnings)")
            }
        }
    }

    @Test func removingTheTouchedSegmentUnderTheFingerIsSafe() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let host = TestHost()
                let control = UISegmentedControl(items: ["A", "B", "C"])
                control.frame = CGRect(x: 20, y: 20, width: 300, height: 32)
                host.window.addSubview(control)
                host.drain()
                host.touchDown(at: CGPoint(x: 270, y: 36))
                control.removeSegment(at: 2, animated: false)
                host.touchUp()
                exitUnless(control.selectedSegmentIndex == UISegmentedControl.noSegment)
                host.touchDown(at: CGPoint(x: 170, y: 36))
                host.touchMove(to: CGPoint(x: 60, y: 36))
                control.removeAllSegments()
                host.touchMove(to: CGPoint(x: 200, y: 36))
                host.touchUp()
                exitUnless(control.selectedSegmentIndex == UISegmentedControl.noSegment)
                _ = host.render()
            }
        }
    }

    @Test func segmentedControlSurvivesRandomHostileEditsAndTouches() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let host = TestHost()
                let control = UISegmentedControl(items: ["A", "B", "C", "D"])
                control.frame = CGRect(x: 20, y: 20, width: 400, height: 32)
                host.window.addSubview(control)
                host.drain()
                var random = SplitMix64(seed: 0x5EED_0002)
                var finger = RandomFinger()
                let indexes = [Int.min, -1, 0, 1, 2, 3, 5, 100, Int.max]
                for step in 0..<400 {
                    let index = indexes.randomElement(using: &random)!
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0: control.insertSegment(withTitle: "S\(step)", at: index, animated: false)
                    case 1: control.removeSegment(at: index, animated: false)
                    case 2: if Int.random(in: 0..<5, using: &random) == 0 { control.removeAllSegments() }
                    case 3:
                        let width = CGFloat(HostileControlValuesTests.hostileDoubles.randomElement(using: &random)!)
                        control.setWidth(width, forSegmentAt: index)
                    case 4: control.selectedSegmentIndex = index
                    case 5: control.setEnabled(Bool.random(using: &random), forSegmentAt: index)
                    case 6: control.apportionsSegmentWidthsByContent.toggle()
                    default: finger.act(on: host, around: control, using: &random)
                    }
                    if step % 25 == 0 { _ = host.render() }
                    let selected = control.selectedSegmentIndex
                    exitUnless(
                        selected == UISegmentedControl.noSegment || (0..<control.numberOfSegments).contains(selected),
                        "selectedSegmentIndex \(selected) of \(control.numberOfSegments)")
                    for segment in 0..<control.numberOfSegments {
                        let width = control.widthForSegment(at: segment)
                        exitUnless(width >= 0 && width <= UISegmentedControl.maximumSegmentWidth, "width \(width)")
                    }
                }
                if finger.isDown { host.touchUp() }
                _ = host.render()
            }
        }
    }

    // MARK: Pickers

    /// A picker data source and delegate whose numbers the test sets.
    final class HostilePickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
        var components = 2
        var rows = 20
        var rowHeight: CGFloat = 32
        var width: CGFloat = 0

        func numberOfComponents(in pickerView: UIPickerView) -> Int { components }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { rowHeight }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { width }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            "Row \(row)"
        }
    }

    static func makePicker(_ host: TestHost, _ source: HostilePickerSource) -> UIPickerView {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 400, height: 216))
        picker.dataSource = source
        picker.delegate = source
        host.window.addSubview(picker)
        host.drain()
        return picker
    }

    /// A flick up the first wheel, left to glide and settle.
    static func flick(_ host: TestHost, _ picker: UIPickerView) {
        let centre = picker.convert(CGPoint(x: 100, y: 108), to: nil)
        host.touchDown(at: centre)
        for step in 1...5 {
            host.advance(by: 0.016)
            host.touchMove(to: CGPoint(x: centre.x, y: centre.y - CGFloat(step) * 30))
        }
        host.touchUp()
        host.advance(by: 2)
    }

    @Test func pickerRowHeightsOfInfinityAndNaNAreTheDefault() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let host = TestHost()
                let source = HostilePickerSource()
                source.rowHeight = .infinity
                source.width = .infinity
                let picker = HostileControlValuesTests.makePicker(host, source)
                _ = host.render()
                HostileControlValuesTests.flick(host, picker)
                host.tap(at: picker.convert(CGPoint(x: 100, y: 180), to: nil))
                host.advance(by: 2)
                _ = host.render()
                exitUnless(picker.rowSize(forComponent: 0).height == 32)
                source.rowHeight = .nan
                picker.reloadAllComponents()
                HostileControlValuesTests.flick(host, picker)
                exitUnless(picker.rowSize(forComponent: 0).height == 32)
                exitUnless((0..<20).contains(picker.selectedRow(inComponent: 0)))
            }
        }
    }

    @Test func aPickerOfAnEnormousNumberOfRowsTurnsAndFlicks() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let host = TestHost()
                let source = HostilePickerSource()
                source.rows = .max
                let picker = HostileControlValuesTests.makePicker(host, source)
                picker.selectRow(.max, inComponent: 0, animated: false)
                HostileControlValuesTests.flick(host, picker)
                _ = host.render()
                let rows = picker.numberOfRows(inComponent: 0)
                exitUnless(rows == UIPickerView.maximumRowCount)
                exitUnless((0..<rows).contains(picker.selectedRow(inComponent: 0)))
                source.rows = -4
                picker.reloadAllComponents()
                exitUnless(picker.numberOfRows(inComponent: 0) == 0)
                HostileControlValuesTests.flick(host, picker)
            }
        }
    }

    @Test func countDownDurationOfNaNIsRefused() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let host = TestHost()
                let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 400, height: 216))
                picker.datePickerMode = .countDownTimer
                picker.countDownDuration = 600
                host.window.addSubview(picker)
                host.drain()
                picker.countDownDuration = .nan
                _ = host.render()
                exitUnless(picker.countDownDuration == 600)
                picker.countDownDuration = -.infinity
                exitUnless(picker.countDownDuration == 0)
                picker.countDownDuration = 1e308
                exitUnless(picker.countDownDuration == 86_340)
                picker.minuteInterval = 0
                picker.minuteInterval = 31
                exitUnless(picker.minuteInterval == 1)
                picker.date = Date(timeIntervalSinceReferenceDate: .nan)
                picker.minimumDate = Date(timeIntervalSinceReferenceDate: 1e308)
                exitUnless(picker.minimumDate == nil)
                _ = host.render()
            }
        }
    }

    @Test func pickersSurviveRandomHostileReloadsAndTouches() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let host = TestHost()
                let source = HostilePickerSource()
                let picker = HostileControlValuesTests.makePicker(host, source)
                let datePicker = UIDatePicker(frame: CGRect(x: 400, y: 100, width: 400, height: 216))
                host.window.addSubview(datePicker)
                host.drain()
                var random = SplitMix64(seed: 0x5EED_0003)
                var finger = RandomFinger()
                let counts = [Int.min, -1, 0, 1, 3, 20, 1_000_000, Int.max]
                let modes: [UIDatePicker.Mode] = [.time, .date, .dateAndTime, .countDownTimer]
                for step in 0..<300 {
                    let value = CGFloat(HostileControlValuesTests.hostileDoubles.randomElement(using: &random)!)
                    switch Int.random(in: 0..<12, using: &random) {
                    case 0:
                        source.rows = counts.randomElement(using: &random)!
                        picker.reloadAllComponents()
                    case 1:
                        source.rowHeight = value
                        picker.reloadComponent(Int.random(in: -1...2, using: &random))
                    case 2:
                        source.width = value
                        picker.setNeedsLayout()
                    case 3:
                        picker.selectRow(
                            counts.randomElement(using: &random)!, inComponent: Int.random(in: -1...2, using: &random),
                            animated: Bool.random(using: &random))
                    case 4: datePicker.datePickerMode = modes.randomElement(using: &random)!
                    case 5: datePicker.countDownDuration = TimeInterval(value)
                    case 6: datePicker.minuteInterval = counts.randomElement(using: &random)!
                    case 7: datePicker.date = Date(timeIntervalSinceReferenceDate: TimeInterval(value))
                    case 8:
                        source.components = Int.random(in: -2...3, using: &random)
                        picker.reloadAllComponents()
                    default:
                        let target: UIView = Bool.random(using: &random) ? picker : datePicker
                        finger.act(on: host, around: target, using: &random)
                    }
                    if step % 25 == 0 { _ = host.render() }
                    for component in 0..<picker.numberOfComponents {
                        let rows = picker.numberOfRows(inComponent: component)
                        let selected = picker.selectedRow(inComponent: component)
                        exitUnless(rows >= 0 && rows <= UIPickerView.maximumRowCount, "rows \(rows)")
                        exitUnless(rows == 0 ? selected == -1 : (0..<rows).contains(selected), "row \(selected)")
                        let height = picker.rowSize(forComponent: component).height
                        exitUnless(height > 0 && height <= UIPickerView.maximumRowHeight, "height \(height)")
                    }
                    exitUnless((0...86_340).contains(datePicker.countDownDuration), "\(datePicker.countDownDuration)")
                    exitUnless((1...30).contains(datePicker.minuteInterval))
                }
                if finger.isDown { host.touchUp() }
                host.advance(by: 2)
                _ = host.render()
            }
        }
    }

    // MARK: Page control

    @Test func aPageControlOfIntMaxPagesDrawsWhatFits() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let host = TestHost()
                let control = UIPageControl(frame: CGRect(x: 0, y: 100, width: 300, height: 26))
                control.numberOfPages = .max
                host.window.addSubview(control)
                host.drain()
                _ = host.render()
                control.currentPage = .max
                exitUnless(control.currentPage == Int.max - 1)
                _ = host.render()
                host.tap(at: CGPoint(x: 20, y: 113))
                exitUnless(control.currentPage == Int.max - 2)
                control.numberOfPages = -3
                exitUnless(control.numberOfPages == 0 && control.currentPage == 0)
                _ = host.render()
            }
        }
    }

    @Test func pageControlSurvivesRandomHostilePageCountsAndTouches() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let host = TestHost()
                let control = UIPageControl(frame: CGRect(x: 0, y: 100, width: 300, height: 26))
                host.window.addSubview(control)
                host.drain()
                var random = SplitMix64(seed: 0x5EED_0004)
                var finger = RandomFinger()
                let counts = [Int.min, -1, 0, 1, 2, 5, 19, 1_000_000, Int.max - 1, Int.max]
                for step in 0..<300 {
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: control.numberOfPages = counts.randomElement(using: &random)!
                    case 1: control.currentPage = counts.randomElement(using: &random)!
                    default: finger.act(on: host, around: control, using: &random)
                    }
                    if step % 10 == 0 { _ = host.render() }
                    exitUnless(control.numberOfPages >= 0)
                    exitUnless(control.currentPage >= 0 && control.currentPage <= max(control.numberOfPages - 1, 0))
                }
                if finger.isDown { host.touchUp() }
                _ = host.render()
            }
        }
    }
}
