// The screen's brightness: UIKit's `UIScreen.brightness`, driving the panel's backlight on a
// device (the board file's `backlight`: which device, its range and curve). The idle timer's dim
// stage lowers the light without changing what the app set: the app reads back its own value, and
// the light returns to it when someone touches the screen.

/// What the screen remembers about brightness.
struct ScreenBrightnessState {
    /// The brightness the app set (or the backlight showed at start), 0…1.
    var brightness: CGFloat = 1
    /// The light behind the panel; nil: brightness is only remembered (offscreen, a board without
    /// a backlight).
    var backlight: (any Backlight)?
    /// While the idle timer has dimmed the screen: the board's dim level.
    var dimLevel: CGFloat?
}

extension UIScreen {
    /// The screen's brightness, from 0 (the board's dimmest) to 1 (its brightest). Setting it
    /// changes the backlight at once; a value outside 0…1 is clamped and NaN is ignored, as UIKit
    /// clamps. Without a backlight the value is remembered and read back. While the idle timer
    /// has dimmed the screen this still reads the app's value.
    public var brightness: CGFloat {
        get { brightnessState.brightness }
        set {
            guard !newValue.isNaN else { return }
            brightnessState.brightness = min(max(newValue, 0), 1)
            applyBrightness()
        }
    }

    /// The backlight `brightness` drives. Setting one takes the level it shows now as the
    /// brightness, as UIKit starts from the device's brightness.
    package var backlight: (any Backlight)? {
        get { brightnessState.backlight }
        set {
            brightnessState.backlight = newValue
            if let level = newValue?.level, level.isFinite { brightnessState.brightness = min(max(level, 0), 1) }
        }
    }

    /// The idle timer's dim level while the screen is dimmed, nil otherwise: the light shown is
    /// the lower of it and `brightness` (an app that set the screen darker keeps it darker).
    package var dimLevel: CGFloat? {
        get { brightnessState.dimLevel }
        set {
            brightnessState.dimLevel = newValue.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
            applyBrightness()
        }
    }

    /// The level the backlight shows: the app's brightness, or the dim level if lower.
    package var shownBrightness: CGFloat {
        min(brightnessState.brightness, brightnessState.dimLevel ?? 1)
    }

    private func applyBrightness() {
        brightnessState.backlight?.setLevel(Double(shownBrightness))
    }
}
