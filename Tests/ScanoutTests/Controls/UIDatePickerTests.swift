import FoundationEssentials
import ScanoutTesting
import Testing

@testable import Scanout

/// `UIDatePicker` turned by touch, as a visitor picks a date.
@MainActor
@Suite struct UIDatePickerTests {
    /// Tuesday 24 November 2026, 09:41 UTC.
    static let reference = Date(timeIntervalSince1970: 1_795_513_260)

    static var utcCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        utcCalendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    static func parts(_ date: Date) -> [Int] {
        let parts = utcCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return [parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!]
    }

    final class Changes {
        var dates: [Date] = []
    }

    static func makePicker(
        _ host: TestHost, mode: UIDatePicker.Mode, locale: String = "en_US", date: Date = reference
    ) -> (UIDatePicker, Changes) {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 400, height: 216))
        picker.locale = Locale(identifier: locale)
        picker.timeZone = TimeZone(secondsFromGMT: 0)
        picker.datePickerMode = mode
        picker.date = date
        let changes = Changes()
        picker.addAction(UIAction { [unowned picker] _ in changes.dates.append(picker.date) }, for: .valueChanged)
        host.window.backgroundColor = .white
        host.window.addSubview(picker)
        host.drain()
        return (picker, changes)
    }

    /// The wheel of `component`, on screen.
    static func wheelFrame(_ picker: UIDatePicker, _ component: Int) -> CGRect {
        let wheels = picker.wheels.subviews.compactMap { $0 as? PickerWheelView }.sorted { $0.component < $1.component }
        return wheels[component].convert(wheels[component].bounds, to: nil)
    }

    /// Turns wheel `component` by `rows` (positive: later rows) with a slow drag, and lets it settle.
    static func turn(_ host: TestHost, _ picker: UIDatePicker, component: Int, rows: Int) {
        let frame = wheelFrame(picker, component)
        let start = CGPoint(x: frame.midX, y: frame.midY)
        host.touchDown(at: start)
        let distance = CGFloat(rows) * 32
        for step in 1...10 {
            host.advance(by: 0.05)
            host.touchMove(to: CGPoint(x: start.x, y: start.y - distance * CGFloat(step) / 10))
        }
        host.advance(by: 0.3)
        host.touchUp()
        host.advance(by: 1.5)
    }

    static func titles(_ picker: UIDatePicker) -> [String] {
        (0..<picker.columns.count).map { component in
            picker.columns[component].title(
                forRow: picker.wheels.selectedRow(inComponent: component), calendar: picker.effectiveCalendar,
                today: Date())
        }
    }

    @Test func theDateWheelsFollowTheLocaleAndAMonthTurnedSendsOneChange() {
        let host = TestHost()
        let (picker, changes) = UIDatePickerTests.makePicker(host, mode: .date)
        #expect(picker.datePickerStyle == .wheels)
        #expect(UIDatePickerTests.titles(picker) == ["November", "24", "2026"])
        UIDatePickerTests.turn(host, picker, component: 0, rows: 1)
        #expect(UIDatePickerTests.parts(picker.date) == [2026, 12, 24, 9, 41], "the time of day is kept")
        #expect(changes.dates == [picker.date], "one .valueChanged, once settled")

        picker.locale = Locale(identifier: "en_GB")
        #expect(UIDatePickerTests.titles(picker) == ["24", "December", "2026"])
        picker.locale = Locale(identifier: "ja_JP")
        #expect(UIDatePickerTests.titles(picker) == ["2026", "December", "24"])
    }

    @Test func aDayPastTheMonthsEndGoesBackToItsLastDay() {
        let host = TestHost()
        let (picker, changes) = UIDatePickerTests.makePicker(
            host, mode: .date, date: UIDatePickerTests.date(2027, 1, 31, 8))
        #expect(!picker.isAllowed(row: 30, inColumn: 1) == false, "31 January exists")
        UIDatePickerTests.turn(host, picker, component: 0, rows: 1)
        #expect(UIDatePickerTests.parts(picker.date) == [2027, 2, 28, 8, 0])
        #expect(picker.wheels.selectedRow(inComponent: 1) == 27, "the day wheel turned back to the 28th")
        #expect(!picker.isAllowed(row: 29, inColumn: 1), "30 February is grey")
        #expect(changes.dates.count == 1)
    }

    @Test func outsideTheLimitsTheWheelsSpringBack() {
        let host = TestHost()
        let (picker, changes) = UIDatePickerTests.makePicker(host, mode: .date)
        picker.minimumDate = UIDatePickerTests.date(2026, 11, 20)
        picker.maximumDate = UIDatePickerTests.date(2026, 12, 31, 23, 59)
        #expect(!picker.isAllowed(row: 18, inColumn: 1), "the 19th is before the minimum: grey")
        #expect(picker.isAllowed(row: 19, inColumn: 1))
        UIDatePickerTests.turn(host, picker, component: 1, rows: -6)
        #expect(UIDatePickerTests.parts(picker.date) == [2026, 11, 20, 0, 0], "back to the minimum")
        #expect(picker.wheels.selectedRow(inComponent: 1) == 19)
        #expect(changes.dates.count == 1, "the date did change, to the minimum")
        UIDatePickerTests.turn(host, picker, component: 2, rows: 1)
        #expect(UIDatePickerTests.parts(picker.date)[0] == 2026, "no later year")
        #expect(picker.wheels.numberOfRows(inComponent: 2) == 1, "the years the limits allow")

        picker.date = UIDatePickerTests.date(2020, 1, 1)
        #expect(picker.date == picker.minimumDate, "a date set in code is brought inside too")
        picker.setDate(UIDatePickerTests.date(2026, 12, 5), animated: true)
        host.advance(by: 1)
        #expect(changes.dates.count == 1, "setting the date sends nothing")
    }

    @Test func theTimeWheelsStepByTheMinuteIntervalWithAnAMPMWheelWhereTheLocaleUsesIt() {
        let host = TestHost()
        let (picker, changes) = UIDatePickerTests.makePicker(host, mode: .time)
        #expect(UIDatePickerTests.titles(picker) == ["9", "41", "AM"])
        picker.minuteInterval = 15
        #expect(picker.wheels.numberOfRows(inComponent: 1) == 4)
        #expect(UIDatePickerTests.titles(picker) == ["9", "30", "AM"], "rounded down to the interval")
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 15, "not a divisor of 60: ignored")
        UIDatePickerTests.turn(host, picker, component: 1, rows: 1)
        #expect(UIDatePickerTests.parts(picker.date) == [2026, 11, 24, 9, 45])
        UIDatePickerTests.turn(host, picker, component: 2, rows: 1)
        #expect(UIDatePickerTests.parts(picker.date) == [2026, 11, 24, 21, 45], "PM")
        #expect(changes.dates.count == 2)

        let (german, _) = UIDatePickerTests.makePicker(host, mode: .time, locale: "de_DE")
        #expect(UIDatePickerTests.titles(german) == ["09", "41"], "a 24-hour clock, no AM/PM wheel")
    }

    @Test func dateAndTimeShowsTodayByName() {
        let host = TestHost()
        let now = Date()
        let (picker, changes) = UIDatePickerTests.makePicker(host, mode: .dateAndTime, date: now)
        #expect(UIDatePickerTests.titles(picker).first == "Today")
        UIDatePickerTests.turn(host, picker, component: 0, rows: 1)
        #expect(UIDatePickerTests.titles(picker).first != "Today")
        let days = UIDatePickerTests.utcCalendar.dateComponents([.day], from: now, to: picker.date).day
        #expect(days == 0 || days == 1, "a day later (the seconds are dropped)")
        #expect(changes.dates.count == 1)
    }

    @Test func aCountdownIsHoursAndMinutesAndNeverNothing() {
        let host = TestHost()
        let (picker, changes) = UIDatePickerTests.makePicker(host, mode: .countDownTimer)
        picker.countDownDuration = 5400
        #expect(UIDatePickerTests.titles(picker) == ["1 hour", "30 min"])
        UIDatePickerTests.turn(host, picker, component: 0, rows: -1)
        #expect(picker.countDownDuration == 1800)
        UIDatePickerTests.turn(host, picker, component: 1, rows: -30)
        #expect(picker.countDownDuration == 60, "a countdown of nothing springs to a minute")
        #expect(UIDatePickerTests.titles(picker) == ["0 hours", "1 min"])
        #expect(changes.dates.count == 2)
    }

    @Test func asATextFieldsInputViewItSetsTheFieldsText() {
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 300, height: 40))
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(secondsFromGMT: 0)
        picker.date = UIDatePickerTests.reference
        picker.addAction(
            UIAction { [unowned picker, unowned field] _ in
                let parts = UIDatePickerTests.parts(picker.date)
                field.text = "\(parts[0])-\(parts[1])-\(parts[2])"
            }, for: .valueChanged)
        field.inputView = picker
        host.window.addSubview(field)
        host.tap(at: CGPoint(x: 100, y: 60))
        host.advance(by: 1)
        #expect(field.isFirstResponder)
        #expect(picker.window != nil, "the wheels are where the keyboard would be")
        #expect(host.inputViewsFrame?.height == 216)
        UIDatePickerTests.turn(host, picker, component: 1, rows: 2)
        #expect(field.text == "2026-11-26")
    }

    @Test func snapshotsOfEachMode() {
        for mode in [UIDatePicker.Mode.date, .time, .dateAndTime, .countDownTimer] {
            let host = TestHost(size: CGSize(width: 400, height: 260))
            let (picker, _) = UIDatePickerTests.makePicker(host, mode: mode)
            picker.frame.origin.y = 22
            if mode == .countDownTimer { picker.countDownDuration = 2 * 3600 + 15 * 60 }
            if mode == .dateAndTime {
                // A day long past, so that no run's "Today" is among the rows drawn.
                picker.date = UIDatePickerTests.date(2001, 3, 10, 9, 41)
            }
            host.drain()
            let name: String
            switch mode {
            case .date: name = "date-picker-date"
            case .time: name = "date-picker-time"
            case .dateAndTime: name = "date-picker-date-and-time"
            case .countDownTimer: name = "date-picker-countdown"
            }
            assertSnapshot(of: host.render(), named: name)
        }
    }
}
