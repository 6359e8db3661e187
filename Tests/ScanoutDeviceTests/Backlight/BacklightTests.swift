import FoundationEssentials
import Scanout
import ScanoutBoard
import ScanoutTesting
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `UIScreen.brightness` driving a backlight under a fake /sys/class/backlight, and the idle
/// stages: dim after the board's `dimAfter`, blank after its `blankAfter`; the touch that
/// brightens a dimmed screen is delivered, the one that wakes a blanked screen is swallowed.
@MainActor
@Suite struct BacklightTests {
    /// What a test works with: the host, its display, the backlight, taps on a button filling the
    /// top left, and the lines the backlight said.
    @MainActor
    final class Rig {
        let sysfs = FakeSysfs()
        let host = TestHost()
        let display = OffscreenDisplay()
        var backlight: SysfsBacklight?
        var taps = 0
        var lines: [String] = []
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 100))

        init(
            configuration: BoardConfiguration.Backlight = BoardConfiguration.Backlight(), maximum: Int = 1000,
            current: Int = 1000, dimAfter: TimeInterval? = 30, dimBrightness: CGFloat = 0.2,
            blankAfter: TimeInterval? = 60
        ) {
            sysfs.addDevice("panel_backlight", maximum: maximum, current: current)
            host.application.display = display
            backlight = SysfsBacklight.open(
                configuration, root: sysfs.root, warn: { [unowned self] in lines.append($0) })
            host.application.screen.backlight = backlight
            host.application.screenBlankingTimeout = blankAfter
            host.application.setScreenDimming(after: dimAfter, level: dimBrightness)
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            host.window.addSubview(button)
        }

        /// The units in the device's `brightness` file.
        var units: Int? { sysfs.brightness(of: "panel_backlight") }
        var screen: UIScreen { host.application.screen }
    }

    @Test func brightnessDrivesTheBacklightThroughThePerceptualCurve() throws {
        let rig = Rig()
        #expect(rig.screen.brightness == 1, "the backlight showed its maximum at start")
        rig.screen.brightness = 0
        #expect(rig.units == 50, "brightness 0 is the board's minimum, 5 % of 1000, never dark")
        rig.screen.brightness = 0.5
        // L* = 50 → Y = (66/116)³ = 0.1842; 50 + 0.1842 × 950 = 225.
        #expect(rig.units == 225)
        rig.screen.brightness = 1
        #expect(rig.units == 1000)
        #expect(rig.lines.isEmpty)
    }

    @Test func theLinearCurveAndTheRangeAreTheBoards() throws {
        var configuration = BoardConfiguration.Backlight()
        configuration.curve = .linear
        configuration.minimum = 0.1
        configuration.maximum = 0.8
        let rig = Rig(configuration: configuration, maximum: 255, current: 204)
        #expect(abs(rig.screen.brightness - 1) < 0.01, "204 of 255 is the top of the range")
        rig.screen.brightness = 0.5
        // 26 … 204: 26 + 0.5 × 178 = 115.
        #expect(rig.units == 115)
        rig.screen.brightness = 0
        #expect(rig.units == 26)
    }

    @Test func aTinyMinimumStillLightsOneUnit() throws {
        var configuration = BoardConfiguration.Backlight()
        configuration.minimum = 0.001
        let rig = Rig(configuration: configuration, maximum: 7, current: 7)
        rig.screen.brightness = 0
        #expect(rig.units == 1)
    }

    @Test func brightnessStartsFromWhatTheBacklightShows() throws {
        let rig = Rig(current: 225)
        #expect(abs(rig.screen.brightness - 0.5) < 0.01)
        #expect(rig.units == 225, "reading it writes nothing")
    }

    @Test func outOfRangeValuesAreClampedAndNaNIgnored() throws {
        let rig = Rig()
        rig.screen.brightness = 0.5
        rig.screen.brightness = .nan
        #expect(rig.screen.brightness == 0.5 && rig.units == 225)
        rig.screen.brightness = .infinity
        #expect(rig.screen.brightness == 1 && rig.units == 1000)
        rig.screen.brightness = -.infinity
        #expect(rig.screen.brightness == 0 && rig.units == 50)
        rig.screen.brightness = 7
        #expect(rig.screen.brightness == 1)
        rig.screen.brightness = -.greatestFiniteMagnitude
        #expect(rig.screen.brightness == 0)
    }

    @Test func autoTakesTheFirstDevice() throws {
        let sysfs = FakeSysfs()
        sysfs.addDevice("b_backlight", maximum: 10, current: 10)
        sysfs.addDevice("a_backlight", maximum: 100, current: 100)
        let backlight = try #require(SysfsBacklight.open(BoardConfiguration.Backlight(), root: sysfs.root))
        #expect(backlight.directory == "\(sysfs.root)/a_backlight" && backlight.maximumUnits == 100)
        var named = BoardConfiguration.Backlight()
        named.device = "b_backlight"
        #expect(SysfsBacklight.open(named, root: sysfs.root)?.maximumUnits == 10)
    }

    @Test func aMissingBacklightSaysSoInOneLine() {
        let sysfs = FakeSysfs()
        var lines: [String] = []
        #expect(
            SysfsBacklight.open(BoardConfiguration.Backlight(), root: sysfs.root, warn: { lines.append($0) }) == nil)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("\(sysfs.root) has no backlight device") == true)
        var named = BoardConfiguration.Backlight()
        named.device = "gone"
        #expect(SysfsBacklight.open(named, root: sysfs.root, warn: { lines.append($0) }) == nil)
        #expect(lines.count == 2)
        #expect(lines.last?.contains("\(sysfs.root)/gone/max_brightness: there is no such device") == true)
        sysfs.addDevice("broken", maximum: 0, current: 0)
        named.device = "broken"
        #expect(SysfsBacklight.open(named, root: sysfs.root, warn: { lines.append($0) }) == nil)
        #expect(lines.last?.contains("cannot be read as a positive number") == true)
    }

    @Test func anUnwritableBacklightSaysSoOnceAndTheAppGoesOn() throws {
        let rig = Rig()
        // A directory where the attribute should be: open(2) for writing fails with EISDIR, as
        // it fails with EACCES for a user without the udev rule (this test may run as root).
        let path = "\(rig.sysfs.root)/panel_backlight/brightness"
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        for step in 0..<50 { rig.screen.brightness = CGFloat(step) / 50 }
        #expect(rig.lines.count == 1)
        #expect(rig.lines.first?.contains("backlight: cannot write \(path) (Is a directory)") == true)
        #expect(rig.screen.brightness == 0.98, "brightness is still remembered")
        rig.host.advance(by: 100)
        #expect(rig.host.application.isScreenBlanked, "idle stages go on")
        #expect(rig.lines.count == 1)
    }

    @Test func theScreenDimsThenBlanks() throws {
        let rig = Rig()
        rig.host.advance(by: 29)
        #expect(rig.units == 1000)
        rig.host.advance(by: 1.5)
        // Brightness 0.2: L* = 20 → Y = (36/116)³ = 0.0299; 50 + 28.4 = 78.
        #expect(rig.units == 78 && rig.host.application.isScreenDimmed)
        #expect(rig.screen.brightness == 1, "the app reads back its own brightness while dimmed")
        #expect(rig.display.isScreenOn)
        rig.host.advance(by: 30)
        #expect(!rig.display.isScreenOn && rig.host.application.isScreenBlanked)
    }

    @Test func theTouchThatBrightensADimmedScreenIsDelivered() throws {
        let rig = Rig()
        rig.host.advance(by: 31)
        #expect(rig.host.application.isScreenDimmed)
        rig.host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(rig.units == 1000 && !rig.host.application.isScreenDimmed, "the touch brightens at once")
        rig.host.touchUp()
        #expect(rig.taps == 1, "and reaches the button under it, as on a dimmed iPhone")
        // The stages start again from that touch.
        rig.host.advance(by: 29)
        #expect(rig.units == 1000)
        rig.host.advance(by: 2)
        #expect(rig.units == 78)
    }

    @Test func theTouchThatWakesABlankedScreenIsSwallowedAndBringsTheBrightnessBack() throws {
        let rig = Rig()
        rig.screen.brightness = 0.5
        rig.host.advance(by: 61)
        #expect(rig.host.application.isScreenBlanked)
        rig.host.tap(at: CGPoint(x: 50, y: 50))
        #expect(rig.taps == 0 && rig.display.isScreenOn)
        #expect(rig.units == 225, "the app's brightness, not the dim level")
        rig.host.tap(at: CGPoint(x: 50, y: 50))
        #expect(rig.taps == 1)
    }

    @Test func aKeyOrASwitchBrightensADimmedScreenAndIsDelivered() throws {
        let rig = Rig()
        let field = UITextField(frame: CGRect(x: 0, y: 200, width: 200, height: 40))
        rig.host.window.addSubview(field)
        field.becomeFirstResponder()
        rig.host.advance(by: 31)
        #expect(rig.units == 78)
        rig.host.press(.keyboardQ)
        #expect(rig.units == 1000 && field.text == "q")
    }

    @Test func aScreenTheAppMadeDarkerStaysDarkerWhenDimmed() throws {
        let rig = Rig()
        rig.screen.brightness = 0.1
        let dark = try #require(rig.units)
        rig.host.advance(by: 31)
        #expect(rig.host.application.isScreenDimmed && rig.units == dark)
    }

    @Test func theIdleTimerDisabledKeepsTheScreenBright() throws {
        let rig = Rig()
        rig.host.advance(by: 31)
        #expect(rig.units == 78)
        rig.host.application.isIdleTimerDisabled = true
        #expect(rig.units == 1000, "brought back at once")
        rig.host.advance(by: 1_000)
        #expect(rig.units == 1000 && rig.display.isScreenOn)
        rig.host.application.isIdleTimerDisabled = false
        rig.host.advance(by: 29)
        #expect(rig.units == 1000, "the stages start afresh")
        rig.host.advance(by: 1)
        #expect(rig.units == 78)
    }

    @Test func withoutABacklightBrightnessIsRemembered() {
        let host = TestHost()
        #expect(UIScreen.main.brightness == 1)
        UIScreen.main.brightness = 0.25
        #expect(UIScreen.main.brightness == 0.25)
        host.application.setScreenDimming(after: 5, level: 0.1)
        host.advance(by: 6)
        #expect(UIScreen.main.brightness == 0.25 && host.application.isScreenDimmed)
    }

    /// Random brightness (NaN, infinities, huge), touches whose action toggles the idle timer
    /// and sets brightness, keys and random waits, for a long while: the file always holds what
    /// the screen shows, within the range; the idle timer disabled is never dim; descriptors,
    /// timers and memory stay flat.
    @Test func hostileBrightnessAndIdleTogglingInTouchHandlers() throws {
        let rig = Rig(dimAfter: 3, blankAfter: 7)
        let backlight = try #require(rig.backlight)
        var random = SeededRandomNumberGenerator(seed: 38_33)
        let values: [CGFloat] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -1, 0, 0.5, 1, 2, 1e-300]
        rig.button.addAction(
            UIAction { [unowned rig] _ in
                rig.host.application.isIdleTimerDisabled.toggle()
                rig.screen.brightness = values[Int(random.next() % UInt64(values.count))]
            }, for: .touchUpInside)
        // Descriptors open on the fake tree: the process's others belong to tests running alongside.
        func descriptors() -> Int { BacklightTests.descriptors(under: rig.sysfs.root) }
        func round(_ index: Int) {
            switch random.next() % 6 {
            case 0: rig.screen.brightness = values[Int(random.next() % UInt64(values.count))]
            case 1: rig.screen.brightness = CGFloat(Double(random.next() % 2_001) / 1000 - 0.5)
            case 2: rig.host.tap(at: CGPoint(x: 50, y: 50))
            case 3: rig.host.press(.keyboardA)
            case 4: rig.host.advance(by: Double(random.next() % 100) / 10)
            default: rig.host.application.isIdleTimerDisabled = random.next() % 2 == 0
            }
            let expected = backlight.units(forLevel: Double(rig.screen.shownBrightness))
            #expect(rig.units == expected, "round \(index)")
            #expect(backlight.unitRange.contains(rig.units ?? -1))
            #expect((0...1).contains(rig.screen.brightness))
            if rig.host.application.isIdleTimerDisabled { #expect(!rig.host.application.isScreenDimmed) }
        }
        for index in 0..<500 { round(index) }
        let descriptorsBefore = descriptors()
        let residentBefore = BacklightTests.residentBytes()
        for index in 500..<5_500 { round(index) }
        #expect(descriptors() == descriptorsBefore && descriptorsBefore == 0)
        #expect(rig.host.clock.pendingTimerCount < 20)
        #expect(BacklightTests.residentBytes() - residentBefore < 8 << 20)
        #expect(rig.lines.isEmpty)
    }

    /// How many of the process's descriptors are open on files under `directory`.
    static func descriptors(under directory: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.filter { name in
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)")
            return target?.hasPrefix(directory + "/") == true
        }.count
    }

    /// The process's resident memory, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let data = FileManager.default.contents(atPath: "/proc/self/statm") else { return 0 }
        let fields = String(decoding: data, as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }
}
