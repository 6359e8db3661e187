/// The panel's backlight: the seam between `UIScreen.brightness` and the light behind a device's
/// panel.
///
/// The screen decides *what* level to show — the app's brightness, or the board's dim level while
/// the idle timer has dimmed the screen — and the backlight turns that level into the hardware's
/// units (the board's range and curve). A device uses `SysfsBacklight` (`ScanoutBoard`,
/// `/sys/class/backlight/<device>/brightness`); without a board backlight there is none and
/// brightness is only remembered. Main actor.
@MainActor
public protocol Backlight: AnyObject {
    /// The level the backlight shows now, from 0 (the board's minimum) to 1 (its maximum), or nil
    /// when it cannot be read. The screen starts from it, as UIKit's brightness starts from the
    /// brightness the device has.
    var level: Double? { get }

    /// Shows `level`, from 0 to 1 (finite: the screen clamps what the app gives). A backlight
    /// that cannot be written says so once and goes on.
    func setLevel(_ level: Double)
}
