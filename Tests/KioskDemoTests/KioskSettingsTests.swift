import KioskDemo
import Scanout
import ScanoutTesting
import Testing

/// The demo's settings screen, pushed from today's list and used by touch.
@MainActor
@Suite struct KioskSettingsTests {
    static func showSettings(in host: TestHost) throws -> KioskSettingsViewController {
        let list = VisitorListViewController { _ in }
        host.window.rootViewController = UINavigationController(rootViewController: list)
        host.drain()
        try host.tap("Settings")
        host.advance(by: 0.5)
        return try #require(list.navigationController?.topViewController as? KioskSettingsViewController)
    }

    @Test func theGearPushesSettingsWhoseControlsWorkByTouch() throws {
        let host = TestHost()
        let settings = try KioskSettingsTests.showSettings(in: host)
        try host.tap("Deutsch")
        #expect(settings.languageControl.selectedSegmentIndex == 1)
        let plus = try #require(host.frameOfElement(labelled: "Increment"))
        host.touchDown(at: CGPoint(x: plus.midX, y: plus.midY))
        host.advance(by: 1.05)
        host.touchUp()
        #expect(settings.timeoutStepper.value > 7, "held, the stepper repeats: \(settings.timeoutStepper.value)")
        #expect(settings.timeoutLabel.text == "\(Int(settings.timeoutStepper.value)) minutes")
        let toggle = settings.badgeSwitch.convert(settings.badgeSwitch.bounds, to: nil)
        host.tap(at: CGPoint(x: toggle.midX, y: toggle.midY))
        #expect(!settings.badgeSwitch.isOn)
        try host.tap("Appointments")
        host.advance(by: 0.5)
        #expect(settings.navigationController == nil, "popped back to the list")
    }

    @Test func theRingFillsAsTheScreenAppears() throws {
        let host = TestHost()
        let settings = try KioskSettingsTests.showSettings(in: host)
        // The push took 0.35 s of the 0.5 s advanced; the fill began when it ended.
        let early = settings.ring.presentation()?.strokeEnd ?? 0
        host.advance(by: 0.25)
        let middle = settings.ring.presentation()?.strokeEnd ?? 0
        host.advance(by: 1)
        let end = settings.ring.presentation()?.strokeEnd ?? settings.ring.strokeEnd
        #expect(early < middle && middle < end, "\(early) < \(middle) < \(end)")
        #expect(abs(end - 0.7) < 0.001)
        assertSnapshot(of: host.render(), named: "kiosk-settings")
    }
}
