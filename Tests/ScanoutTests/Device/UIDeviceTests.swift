import Glibc
import Scanout
import ScanoutTesting
import Testing

/// `UIDevice.current`: identity from the system, idiom and orientation from the screen, the
/// battery from a power-supply directory (a fake one here), read while monitoring is on.
@MainActor
@Suite(.serialized) struct UIDeviceTests {
    /// A fake `/sys/class/power_supply` with one mains supply and one battery.
    private func makePowerSupplies(capacity: String?, status: String?) -> String {
        let root = "/tmp/scanout-power-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        write(root + "/AC/type", "Mains\n")
        write(root + "/AC/online", "1\n")
        write(root + "/BAT0/type", "Battery\n")
        if let capacity { write(root + "/BAT0/capacity", capacity) }
        if let status { write(root + "/BAT0/status", status) }
        return root
    }

    private func write(_ path: String, _ text: String) {
        let directory = String(path[..<path.lastIndex(of: "/")!])
        var partial = ""
        for component in directory.split(separator: "/") {
            partial += "/" + component
            mkdir(partial, 0o755)
        }
        let file = fopen(path, "w")
        fputs(text, file)
        fclose(file)
    }

    @Test func identityReadsAsNumbersAndNames() {
        let host = TestHost(size: CGSize(width: 1280, height: 800))
        let device = UIDevice.current
        #expect(Double(device.systemVersion) != nil, "apps compare it as a number")
        #expect(!device.name.isEmpty)
        #expect(device.model == "Scanout")
        #expect(device.identifierForVendor == device.identifierForVendor, "the same on every call")
        #expect(device.userInterfaceIdiom == .pad)
        #expect(device.userInterfaceIdiom == host.window.traitCollection.userInterfaceIdiom)
        #expect(device.orientation == .landscapeLeft)
        #expect(device.orientation.isLandscape && device.orientation.isValidInterfaceOrientation)
        #expect(!device.isProximityMonitoringEnabled)
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled, "no sensor: it stays off, as in UIKit")
    }

    @Test func aSmallPortraitScreenIsAPhoneStandingUp() {
        let host = TestHost(size: CGSize(width: 480, height: 800))
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation == .portrait)
        withExtendedLifetime(host) {}
    }

    @Test func eachApplicationHasItsOwnDevice() {
        let first = TestHost(size: CGSize(width: 1280, height: 800))
        let firstDevice = UIDevice.current
        firstDevice.beginGeneratingDeviceOrientationNotifications()
        let second = TestHost(size: CGSize(width: 480, height: 800))
        #expect(UIDevice.current !== firstDevice)
        #expect(!UIDevice.current.isGeneratingDeviceOrientationNotifications)
        withExtendedLifetime((first, second)) {}
    }

    @Test func theBatteryIsReadWhileMonitoredAndItsChangesArePosted() {
        let previous = UIDevice.powerSupplyDirectory
        defer { UIDevice.powerSupplyDirectory = previous }
        let root = makePowerSupplies(capacity: "57\n", status: "Discharging\n")
        UIDevice.powerSupplyDirectory = root
        let host = TestHost()
        let device = UIDevice.current
        #expect(device.batteryLevel == -1, "not monitored yet")
        #expect(device.batteryState == .unknown)
        var states = 0
        var levels = 0
        let stateObserver = NotificationCenter.default.addObserver(
            forName: UIDevice.batteryStateDidChangeNotification, object: nil, queue: nil
        ) { _ in states += 1 }
        let levelObserver = NotificationCenter.default.addObserver(
            forName: UIDevice.batteryLevelDidChangeNotification, object: nil, queue: nil
        ) { _ in levels += 1 }
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 0.57)
        #expect(device.batteryState == .unplugged)
        // Plugged in: read again within a minute.
        write(root + "/BAT0/status", "Charging\n")
        write(root + "/BAT0/capacity", "58\n")
        host.advance(by: 61)
        #expect(device.batteryState == .charging)
        #expect(device.batteryLevel == 0.58)
        #expect(states == 1 && levels == 1)
        write(root + "/BAT0/status", "Full\n")
        write(root + "/BAT0/capacity", "100\n")
        host.advance(by: 60)
        #expect(device.batteryState == .full)
        #expect(device.batteryLevel == 1)
        device.isBatteryMonitoringEnabled = false
        #expect(device.batteryLevel == -1)
        host.advance(by: 600)
        #expect(states == 2, "no reading while not monitored")
        NotificationCenter.default.removeObserver(stateObserver)
        NotificationCenter.default.removeObserver(levelObserver)
    }

    @Test(arguments: [
        ("abc", "Discharging"), ("-5", "Charging"), ("500", "Full"), ("", ""), ("nan", "Unknown"), ("inf", "Charging"),
        ("-nan", "Full"),
        ("99999999999999999999", "Discharging"),
    ])
    func hostileBatteryFilesReadAsNumbersInRangeOrUnknown(capacity: String, status: String) {
        let previous = UIDevice.powerSupplyDirectory
        defer { UIDevice.powerSupplyDirectory = previous }
        UIDevice.powerSupplyDirectory = makePowerSupplies(capacity: capacity, status: status)
        let host = TestHost()
        let device = UIDevice.current
        device.isBatteryMonitoringEnabled = true
        let level = device.batteryLevel
        #expect(level == -1 || (0...1).contains(level), "read \(level)")
        #expect(!level.isNaN)
        host.advance(by: 120)
        device.isBatteryMonitoringEnabled = false
    }

    @Test func noPowerSupplyIsUnknown() {
        let previous = UIDevice.powerSupplyDirectory
        defer { UIDevice.powerSupplyDirectory = previous }
        UIDevice.powerSupplyDirectory = "/nonexistent/power_supply"
        let host = TestHost()
        UIDevice.current.isBatteryMonitoringEnabled = true
        #expect(UIDevice.current.batteryLevel == -1)
        #expect(UIDevice.current.batteryState == .unknown)
        UIDevice.current.isBatteryMonitoringEnabled = false
        withExtendedLifetime(host) {}
    }
}
