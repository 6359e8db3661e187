import Glibc

/// The device the app runs on: its name, kind and orientation, and its battery where it has one.
///
/// Each application has its own (`UIDevice.current` is the running application's), as it has its
/// own screen. On a Linux panel the values come from the system, not from Apple's models:
///
/// - `name` is the host name (`gethostname`); `model` and `localizedModel` are "Scanout";
///   `systemName` is "Scanout" and `systemVersion` the UIKit release whose API Scanout follows
///   ("17.0"), so an app's version checks (`Double(systemVersion)`) read a number.
/// - `userInterfaceIdiom` follows the screen, as the windows' traits do: `.pad` when its shorter
///   side has 600 points or more, `.phone` below.
/// - `orientation` follows the screen too, a panel having no accelerometer: `.landscapeLeft` (the
///   scene's interface `.landscapeRight`, as UIKit pairs them) when it is at least as wide as
///   high, else `.portrait`; `.faceUp` and the like never occur.
/// - The battery is read from `/sys/class/power_supply` (the first supply of type `Battery`)
///   while `isBatteryMonitoringEnabled`, again each minute; its changes post UIKit's
///   notifications. A panel on mains power reads `.unknown` and -1, as UIKit does with
///   monitoring off.
/// - There is no proximity sensor: `isProximityMonitoringEnabled` stays false when set.
///
/// Main actor.
@preconcurrency @MainActor
open class UIDevice {
    /// The running application's device.
    open class var current: UIDevice {
        guard let application = ApplicationContext.active.application else { return detached }
        return application.device
    }

    /// For code that runs before any application exists.
    private static let detached = UIDevice(application: nil)

    public enum BatteryState: Int, Sendable {
        case unknown = 0
        case unplugged = 1
        case charging = 2
        case full = 3
    }

    public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name(
        "UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")
    public static let proximityStateDidChangeNotification = Notification.Name(
        "UIDeviceProximityStateDidChangeNotification")

    /// Where the power supplies are described (`/sys/class/power_supply`); tests and boards with
    /// an unusual layout point it elsewhere.
    public static var powerSupplyDirectory = "/sys/class/power_supply"

    @WeakLink private var application: UIApplication?
    private var batteryPoll: Timer?
    private var orientationNotificationRequests = 0

    init(application: UIApplication?) {
        self.application = application
    }

    // MARK: Identity

    /// The host name, as `hostname` prints it.
    open var name: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "Scanout" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "Scanout" : name
    }

    open var model: String { "Scanout" }
    open var localizedModel: String { model }
    open var systemName: String { "Scanout" }
    /// The UIKit release whose API Scanout follows.
    open var systemVersion: String { "17.0" }

    /// An identifier for the app's vendor on this machine: the same for every launch, made from
    /// `/etc/machine-id` and the app's bundle identifier; nil when the machine has no id.
    open var identifierForVendor: UUID? {
        guard let machine = Self.machineID() else { return nil }
        let bundle = Bundle.main.bundleIdentifier ?? ""
        // FNV-1a over the bundle identifier, folded into the machine's 128 bits.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bundle.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        var bytes = machine
        for index in 0..<16 { bytes[index] ^= UInt8(truncatingIfNeeded: hash >> (8 * UInt64(index % 8))) }
        // A version 4, variant 1 UUID's fixed bits, so it reads as one.
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        guard let size = screenSize else { return .unspecified }
        return UIUserInterfaceIdiom(screenSize: size)
    }

    open var isMultitaskingSupported: Bool { true }

    // MARK: Orientation

    /// The screen's orientation (a panel has no accelerometer).
    open var orientation: UIDeviceOrientation {
        guard let size = screenSize else { return .unknown }
        return size.width >= size.height ? .landscapeLeft : .portrait
    }

    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// Counted, as in UIKit: each begin needs its end. A panel's screen keeps its orientation
    /// while the app runs (the board file sets it at launch), so no change is ever posted.
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
    }

    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    // MARK: Battery

    /// Whether the battery is read; off by default, as in UIKit.
    open var isBatteryMonitoringEnabled = false {
        didSet {
            guard isBatteryMonitoringEnabled != oldValue else { return }
            batteryPoll?.invalidate()
            batteryPoll = nil
            guard isBatteryMonitoringEnabled else { return }
            reading = Self.readBattery()
            batteryPoll = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in
                self?.pollBattery()
            }
        }
    }

    /// 0…1 while monitoring a battery; -1 otherwise.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? reading.level : -1 }

    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? reading.state : .unknown }

    private var reading = BatteryReading.unknown

    private func pollBattery() {
        let new = Self.readBattery()
        let old = reading
        reading = new
        if new.state != old.state {
            NotificationCenter.default.post(name: UIDevice.batteryStateDidChangeNotification, object: self)
        }
        if new.level != old.level {
            NotificationCenter.default.post(name: UIDevice.batteryLevelDidChangeNotification, object: self)
        }
    }

    // MARK: Proximity and clicks

    /// Always false: there is no proximity sensor, and UIKit leaves it false where there is none.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    open var proximityState: Bool { false }

    /// The keyboard's click, for input views that adopt `UIInputViewAudioFeedback`; the panel has
    /// no click to play.
    open func playInputClick() {}

    // MARK: - Private

    private var screenSize: CGSize? {
        guard let application else { return nil }
        return application.screen.bounds.size
    }

    private struct BatteryReading: Equatable {
        var level: Float
        var state: BatteryState
        static let unknown = BatteryReading(level: -1, state: .unknown)
    }

    /// The first battery under `powerSupplyDirectory`: its `capacity` (percent) and `status`.
    private static func readBattery() -> BatteryReading {
        guard let directory = opendir(powerSupplyDirectory) else { return .unknown }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        for name in names.sorted() {
            let path = powerSupplyDirectory + "/" + name
            guard readLine(path + "/type") == "Battery" else { continue }
            // A percentage; anything else (text, "nan", "inf") reads as unknown.
            let percent = readLine(path + "/capacity").flatMap { Float($0) }.flatMap { $0.isFinite ? $0 : nil }
            let level = percent.map { min(max($0, 0), 100) / 100 } ?? -1
            let state: BatteryState
            switch readLine(path + "/status") {
            case "Charging": state = .charging
            case "Full": state = level >= 0.99 || level < 0 ? .full : .charging
            case "Discharging", "Not charging": state = .unplugged
            default: state = .unknown
            }
            return BatteryReading(level: level, state: state)
        }
        return .unknown
    }

    /// The first line of a small text file, trimmed; nil when it cannot be read.
    private static func readLine(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return String(line.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// `/etc/machine-id`'s 32 hexadecimal digits as 16 bytes.
    private static func machineID() -> [UInt8]? {
        guard let text = readLine("/etc/machine-id"), text.utf8.count == 32 else { return nil }
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return bytes
    }
}

/// The device's physical orientation; on a panel, the screen's.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
