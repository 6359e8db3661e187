import UIKit

/// A settings screen as iOS apps write one: a slider for the screen's brightness and a switch
/// that keeps the screen on while a video plays. Swift 5 mode, `import UIKit` only.
final class NightLightSettingsViewController: UIViewController {
    let brightnessSlider = UISlider()
    let keepAwakeSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        brightnessSlider.frame = CGRect(x: 20, y: 40, width: 280, height: 44)
        brightnessSlider.value = Float(UIScreen.main.brightness)
        brightnessSlider.addAction(
            UIAction { [unowned self] _ in
                UIScreen.main.brightness = CGFloat(self.brightnessSlider.value)
            }, for: .valueChanged)
        keepAwakeSwitch.frame = CGRect(x: 20, y: 100, width: 51, height: 31)
        keepAwakeSwitch.isOn = UIApplication.shared.isIdleTimerDisabled
        keepAwakeSwitch.addAction(
            UIAction { [unowned self] _ in
                UIApplication.shared.isIdleTimerDisabled = self.keepAwakeSwitch.isOn
            }, for: .valueChanged)
        view.addSubview(brightnessSlider)
        view.addSubview(keepAwakeSwitch)
    }

    /// Dims the screen halfway, as a "night mode" button would.
    func halveBrightness() {
        UIScreen.main.brightness = UIScreen.main.brightness / 2
    }
}
