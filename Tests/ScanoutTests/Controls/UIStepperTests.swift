import Scanout
import ScanoutTesting
import Testing

/// `UIStepper`, tapped and held through its halves' labels on the virtual clock.
@MainActor
@Suite struct UIStepperTests {
    private func makeStepper(in host: TestHost) -> (UIStepper, () -> [Double]) {
        let stepper = UIStepper(frame: CGRect(x: 40, y: 40, width: 200, height: 100))
        var sent: [Double] = []
        stepper.addAction(UIAction { [unowned stepper] _ in sent.append(stepper.value) }, for: .valueChanged)
        host.window.addSubview(stepper)
        return (stepper, { sent })
    }

    @Test func keepsItsOwnSize() {
        let stepper = UIStepper(frame: CGRect(x: 5, y: 6, width: 300, height: 100))
        #expect(stepper.frame == CGRect(x: 5, y: 6, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    }

    @Test func aTapStepsOnceAndSendsValueChanged() throws {
        let host = TestHost()
        let (stepper, sent) = makeStepper(in: host)
        stepper.stepValue = 5
        try host.tap("Increment")
        try host.tap("Increment")
        try host.tap("Decrement")
        #expect(stepper.value == 5)
        #expect(sent() == [5, 10, 5])
        stepper.value = 50
        #expect(sent().count == 3, "setting the value sends nothing")
    }

    @Test func holdingRepeatsAfterHalfASecondAndStopsAtTheEnd() throws {
        let host = TestHost()
        let (stepper, sent) = makeStepper(in: host)
        stepper.maximumValue = 10
        let plus = try #require(host.frameOfElement(labelled: "Increment"))
        host.touchDown(at: CGPoint(x: plus.midX, y: plus.midY))
        #expect(stepper.value == 1, "the first step is at once")
        host.advance(by: 0.45)
        #expect(stepper.value == 1)
        host.advance(by: 0.1)
        #expect(stepper.value == 2)
        host.advance(by: 0.5)
        #expect(stepper.value == 7)
        host.advance(by: 2)
        #expect(stepper.value == 10, "clamped at the maximum")
        host.touchUp()
        #expect(sent() == Array(stride(from: 1.0, through: 10, by: 1)))
        let atEnd = sent().count
        try host.tap("Increment")
        #expect(sent().count == atEnd, "the + half at the maximum does nothing")
    }

    @Test func wrapsPastTheEnds() throws {
        let host = TestHost()
        let (stepper, _) = makeStepper(in: host)
        stepper.wraps = true
        stepper.minimumValue = 1
        stepper.maximumValue = 3
        #expect(stepper.value == 1)
        try host.tap("Decrement")
        #expect(stepper.value == 3)
        try host.tap("Increment")
        #expect(stepper.value == 1)
    }

    @Test func notContinuousSendsOnceWhenTheFingerLifts() throws {
        let host = TestHost()
        let (stepper, sent) = makeStepper(in: host)
        stepper.isContinuous = false
        let plus = try #require(host.frameOfElement(labelled: "Increment"))
        host.touchDown(at: CGPoint(x: plus.midX, y: plus.midY))
        host.advance(by: 1)
        #expect(sent().isEmpty)
        host.touchUp()
        #expect(sent() == [stepper.value])
        #expect(stepper.value == 7, "steps at once, then at 0.5, 0.6 … 1.0 s")
    }

    @Test func withoutAutorepeatHoldingStepsOnce() throws {
        let host = TestHost()
        let (stepper, _) = makeStepper(in: host)
        stepper.autorepeat = false
        let plus = try #require(host.frameOfElement(labelled: "Increment"))
        host.touchDown(at: CGPoint(x: plus.midX, y: plus.midY))
        host.advance(by: 2)
        host.touchUp()
        #expect(stepper.value == 1)
    }

    @Test func boundsKeepEachOtherAndTheValueInOrder() {
        let stepper = UIStepper()
        stepper.value = 50
        stepper.maximumValue = 20
        #expect(stepper.value == 20)
        stepper.minimumValue = 30
        #expect(stepper.maximumValue == 30)
        #expect(stepper.value == 30)
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1, "a step of 0 is refused")
    }

    @Test func looksLikeIOS() {
        let host = TestHost(size: CGSize(width: 240, height: 60))
        host.window.backgroundColor = .white
        let atMinimum = UIStepper(frame: CGRect(x: 16, y: 14, width: 0, height: 0))
        let middle = UIStepper(frame: CGRect(x: 130, y: 14, width: 0, height: 0))
        middle.value = 5
        host.window.addSubview(atMinimum)
        host.window.addSubview(middle)
        assertSnapshot(of: host.render(), named: "steppers")
    }
}
