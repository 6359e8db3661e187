import FoundationEssentials
import ScanoutCore

#if canImport(Glibc)
import Glibc
#endif

/// A backlight under /sys/class/backlight: what `UIScreen.brightness` drives on a device.
///
/// A brightness from 0 to 1 goes through the board's curve to a fraction of light, which spans
/// the board's range of `max_brightness` (`minimum`…`maximum`), rounded to the device's units and
/// written to `brightness`. The range's bottom is never 0 units when `minimum` is above 0, so
/// brightness alone never leaves the panel dark. The level it shows is read back from
/// `actual_brightness` (what the hardware reports), else `brightness`.
///
/// `root` is the class directory, so tests run against a tree of plain files in a temporary
/// directory. A device that cannot be found, read or written is reported once in one line that
/// names the path, the reason and the fix; the app goes on with brightness only remembered.
/// Main actor.
@MainActor
public final class SysfsBacklight: Backlight {
    /// The device's directory (`<root>/<device>`).
    public let directory: String
    /// The device's `max_brightness`: the units its `brightness` takes, 0 to this.
    public let maximumUnits: Int
    public let configuration: BoardConfiguration.Backlight
    /// One line saying which backlight and how it is driven, for the start-up line.
    public var summary: String {
        "backlight \(directory) (\(unitRange.lowerBound)...\(unitRange.upperBound) of \(maximumUnits), "
            + "\(configuration.curve.rawValue))"
    }
    private let warn: (String) -> Void
    private var hasWarnedAboutWriting = false
    /// The units last written, so the same level is not written again.
    private var lastWrittenUnits: Int?

    /// The backlight `configuration` names under `root`, or nil — after one line saying why —
    /// when there is none or its `max_brightness` cannot be read. Lines go to `warn`, else to
    /// standard error.
    public static func open(
        _ configuration: BoardConfiguration.Backlight, root: String = "/sys/class/backlight",
        warn: ((String) -> Void)? = nil
    ) -> SysfsBacklight? {
        let warn = warn ?? { Diagnostics.warn($0) }
        let device: String
        if let named = configuration.device {
            device = named
        } else {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
            guard let first = names.first(where: { !$0.hasPrefix(".") }) else {
                warn(
                    "backlight: \(root) has no backlight device, so brightness and dimming do nothing; "
                        + "check the panel's driver is loaded (`ls \(root)`), or leave \"backlight\" out of "
                        + "the board file")
                return nil
            }
            device = first
        }
        let directory = "\(root)/\(device)"
        let maximumPath = "\(directory)/max_brightness"
        guard let maximum = readInteger(maximumPath), maximum > 0 else {
            let reason =
                FileManager.default.fileExists(atPath: directory)
                ? "its max_brightness cannot be read as a positive number"
                : "there is no such device (`ls \(root)` lists them)"
            warn(
                "backlight: \(maximumPath): \(reason), so brightness and dimming do nothing; "
                    + "name the panel's device in the board file's backlight.device, or \"auto\"")
            return nil
        }
        return SysfsBacklight(directory: directory, maximumUnits: maximum, configuration: configuration, warn: warn)
    }

    private init(
        directory: String, maximumUnits: Int, configuration: BoardConfiguration.Backlight,
        warn: @escaping (String) -> Void
    ) {
        self.directory = directory
        self.maximumUnits = maximumUnits
        self.configuration = configuration
        self.warn = warn
    }

    /// The units brightness spans: the board's fractions of `max_brightness`, at least 1 unit at
    /// the bottom (a minimum above 0 must light the panel), never past the maximum.
    public var unitRange: ClosedRange<Int> {
        let units = Double(maximumUnits)
        let bottom = min(maximumUnits, max(1, Int((configuration.minimum * units).rounded(.up))))
        let top = max(bottom, min(maximumUnits, Int((configuration.maximum * units).rounded(.down))))
        return bottom...top
    }

    /// The units `level` (0…1; NaN is 0) is written as.
    public func units(forLevel level: Double) -> Int {
        let range = unitRange
        let light = configuration.curve.light(forBrightness: level)
        let units = Double(range.lowerBound) + light * Double(range.upperBound - range.lowerBound)
        return min(range.upperBound, max(range.lowerBound, Int(units.rounded())))
    }

    public var level: Double? {
        guard
            let units = SysfsBacklight.readInteger("\(directory)/actual_brightness")
                ?? SysfsBacklight.readInteger("\(directory)/brightness")
        else { return nil }
        let range = unitRange
        guard range.upperBound > range.lowerBound else { return 1 }
        let light = Double(units - range.lowerBound) / Double(range.upperBound - range.lowerBound)
        return configuration.curve.brightness(forLight: light)
    }

    public func setLevel(_ level: Double) {
        let units = units(forLevel: level)
        guard units != lastWrittenUnits else { return }
        let path = "\(directory)/brightness"
        // Not O_CREAT: the attribute is the kernel's; a missing one is an error, not a new file.
        // O_TRUNC is ignored by sysfs and keeps a plain file (a test's tree) from keeping a tail.
        let descriptor = Glibc.open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        var failure = descriptor < 0 ? errno : 0
        if descriptor >= 0 {
            let text = Array("\(units)\n".utf8)
            let written = text.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count) }
            if written != text.count { failure = written < 0 ? errno : EIO }
            close(descriptor)
        }
        guard failure != 0 else {
            lastWrittenUnits = units
            return
        }
        lastWrittenUnits = nil
        guard !hasWarnedAboutWriting else { return }
        hasWarnedAboutWriting = true
        let reason = String(cString: strerror(failure))
        let fix =
            failure == EACCES || failure == EPERM || failure == EROFS
            ? "let the app's user write it: a udev rule such as ACTION==\"add\", SUBSYSTEM==\"backlight\", "
                + "RUN+=\"/bin/chgrp video /sys/class/backlight/%k/brightness\", "
                + "RUN+=\"/bin/chmod g+w /sys/class/backlight/%k/brightness\" with the user in group video"
            : "check the device with `cat \(directory)/max_brightness`, and the board file's backlight.device"
        warn("backlight: cannot write \(path) (\(reason)), so brightness and dimming do nothing; \(fix)")
    }

    /// The decimal number in the file at `path`, or nil.
    private static func readInteger(_ path: String) -> Int? {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBufferPointer { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        return text.split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
    }
}
