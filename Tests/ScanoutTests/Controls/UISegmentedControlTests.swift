import Scanout
import ScanoutTesting
import Testing

/// `UISegmentedControl`, driven by touch through its segments' titles.
@MainActor
@Suite struct UISegmentedControlTests {
    private func makeControl(in host: TestHost) -> (UISegmentedControl, () -> Int) {
        let control = UISegmentedControl(items: ["Visitor", "Contractor", "Delivery"])
        control.frame.origin = CGPoint(x: 40, y: 40)
        control.backgroundColor = .clear
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        host.window.backgroundColor = .white
        host.window.addSubview(control)
        return (control, { changes })
    }

    @Test func tappingASegmentSelectsItAndSendsValueChangedOnlyOnChange() throws {
        let host = TestHost()
        let (control, changes) = makeControl(in: host)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        try host.tap("Contractor")
        #expect(control.selectedSegmentIndex == 1)
        #expect(changes() == 1)
        try host.tap("Contractor")
        #expect(changes() == 1, "the selected segment again: no change, no event")
        try host.tap("Delivery")
        #expect(control.selectedSegmentIndex == 2)
        #expect(changes() == 2)
        control.selectedSegmentIndex = 0
        #expect(changes() == 2, "setting the index sends nothing")
    }

    @Test func equalWidthsFromTheWidestTitleUnlessApportioned() {
        let control = UISegmentedControl(items: ["A", "A much longer title", "B"])
        let size = control.intrinsicContentSize
        #expect(size.height == 32)
        control.frame = CGRect(origin: .zero, size: size)
        control.layoutIfNeeded()
        let widths = control.subviews.map(\.frame.width)
        #expect(widths.count == 3)
        #expect(Set(widths).count == 1, "equal widths: \(widths)")
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize.width < size.width)
        control.setWidth(100, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 100)
        control.frame.size = control.intrinsicContentSize
        control.layoutIfNeeded()
        #expect(control.subviews[0].frame.width == 100)
        #expect(control.subviews[1].frame.width > control.subviews[2].frame.width)
    }

    @Test func disabledSegmentsCannotBeChosen() throws {
        let host = TestHost()
        let (control, changes) = makeControl(in: host)
        control.setEnabled(false, forSegmentAt: 2)
        #expect(!control.isEnabledForSegment(at: 2))
        try host.tap("Delivery")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(changes() == 0)
        control.isEnabled = false
        try host.tap("Visitor")
        #expect(changes() == 0, "a disabled control takes no touches")
    }

    @Test func momentarySegmentsSendEveryTapAndStayUnselectedToTheEye() throws {
        let host = TestHost()
        let (control, changes) = makeControl(in: host)
        control.isMomentary = true
        let before = host.render()
        try host.tap("Visitor")
        try host.tap("Visitor")
        #expect(changes() == 2)
        #expect(control.selectedSegmentIndex == 0)
        let after = host.render()
        #expect(before.pngData() == after.pngData(), "no thumb is left behind")
    }

    @Test func draggingTheSelectedSegmentSlidesTheSelection() throws {
        let host = TestHost()
        let (control, changes) = makeControl(in: host)
        control.selectedSegmentIndex = 0
        let from = try #require(host.frameOfElement(labelled: "Visitor"))
        let to = try #require(host.frameOfElement(labelled: "Delivery"))
        host.touchDown(at: CGPoint(x: from.midX, y: from.midY))
        host.touchMove(to: CGPoint(x: (from.midX + to.midX) / 2, y: from.midY + 20))
        host.touchMove(to: CGPoint(x: to.midX, y: to.midY + 30))
        host.touchUp()
        #expect(control.selectedSegmentIndex == 2)
        #expect(changes() == 1)
    }

    @Test func liftingOutsideChoosesNothing() throws {
        let host = TestHost()
        let (control, changes) = makeControl(in: host)
        let frame = try #require(host.frameOfElement(labelled: "Visitor"))
        host.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
        host.touchMove(to: CGPoint(x: frame.midX, y: frame.midY + 200))
        host.touchUp()
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(changes() == 0)
    }

    @Test func insertingAndRemovingKeepsTheSelectionOnItsSegment() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 0) == "Zero")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func segmentActionsRunWhenChosen() throws {
        let host = TestHost()
        var chosen: [String] = []
        let control = UISegmentedControl(
            frame: .zero,
            actions: ["Day", "Week"].map { title in UIAction(title: title) { action in chosen.append(action.title) } })
        control.frame.origin = CGPoint(x: 20, y: 20)
        host.window.addSubview(control)
        try host.tap("Week")
        try host.tap("Day")
        #expect(chosen == ["Week", "Day"])
        #expect(control.actionForSegment(at: 1)?.title == "Week")
    }

    @Test func looksLikeIOS() throws {
        let host = TestHost(size: CGSize(width: 360, height: 140))
        host.window.backgroundColor = .white
        let plain = UISegmentedControl(items: ["Visitor", "Contractor", "Delivery"])
        plain.selectedSegmentIndex = 1
        plain.frame = CGRect(x: 20, y: 20, width: 320, height: 32)
        let disabled = UISegmentedControl(items: ["Day", "Week", "Month"])
        disabled.selectedSegmentIndex = 0
        disabled.setEnabled(false, forSegmentAt: 2)
        disabled.frame = CGRect(x: 20, y: 80, width: 320, height: 32)
        host.window.addSubview(plain)
        host.window.addSubview(disabled)
        assertSnapshot(of: host.render(), named: "segmented-controls")
    }
}
