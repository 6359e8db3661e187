import ScanoutTesting
import Testing
import UIKit

/// `NightLightSettings.swift` compiles in Swift 5 mode as on iOS; this runs it as an app would.
@MainActor
@Suite struct NightLightSettingsTests {
    @Test func theSliderSetsTheBrightnessAndTheSwitchTheIdleTimer() {
        let host = TestHost()
        let controller = NightLightSettingsViewController()
        host.window.rootViewController = controller
        _ = host.render()
        #expect(controller.brightnessSlider.value == 1, "the screen starts at full brightness")
        controller.brightnessSlider.value = 0.4
        controller.brightnessSlider.sendActions(for: .valueChanged)
        #expect(abs(UIScreen.main.brightness - 0.4) < 0.0001)
        controller.halveBrightness()
        #expect(abs(UIScreen.main.brightness - 0.2) < 0.0001)
        host.tap(at: CGPoint(x: 45, y: 115))
        #expect(controller.keepAwakeSwitch.isOn && UIApplication.shared.isIdleTimerDisabled)
    }
}
