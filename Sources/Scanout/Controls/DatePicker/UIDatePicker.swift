import FoundationEssentials

/// How a date picker is drawn. Scanout draws wheels for every style.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic, wheels, compact, inline
}

/// Wheels for choosing a date, a time, both, or a countdown's length.
///
/// Behaves as UIKit's `UIDatePicker` in the wheels style, on `UIPickerView`'s wheels: `.date`
/// shows month, day and year (in the locale's order), `.time` hour and minute (and AM/PM where
/// the locale uses a 12-hour clock), `.dateAndTime` a day ("Today", "Tue Nov 25"), hour and
/// minute, `.countDownTimer` hours and minutes. When the person turns a wheel and it settles, the
/// picker works out the new date: a day past the month's end goes back to its last day, a date
/// before `minimumDate` or after `maximumDate` springs back to it (rows out of range are drawn
/// grey), and `.valueChanged` is sent once if the date changed. Setting `date` (or
/// `setDate(_:animated:)`) sends nothing, as in UIKit. `minuteInterval` steps the minute wheel.
///
/// Usable as a text field's `inputView`. Each wheel is an accessibility element whose value is its
/// row's title. Differences: every `preferredDatePickerStyle` is drawn as wheels (there is no
/// compact or inline calendar), wheels do not loop, and names are English (see `DateNames`).
/// Main actor.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses.
    public enum Mode: Int, Sendable {
        case time, date, dateAndTime, countDownTimer
    }

    /// What the wheels choose. `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuildWheels() } }
    }

    /// The style asked for; Scanout draws wheels whatever it is.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

    /// The style drawn: always `.wheels`.
    open var datePickerStyle: UIDatePickerStyle { .wheels }

    /// The locale deciding the wheels' order and the clock; nil (the default) for the current one.
    open var locale: Locale? {
        didSet { rebuildWheels() }
    }

    /// The calendar the date is taken apart in: Gregorian unless set; nil restores that.
    open var calendar: Calendar! {
        get { storedCalendar }
        set {
            storedCalendar = newValue ?? Calendar(identifier: .gregorian)
            rebuildWheels()
        }
    }

    /// The time zone the wheels show the date in; nil (the default) for the current one.
    open var timeZone: TimeZone? {
        didSet { rebuildWheels() }
    }

    /// The date shown. Setting it turns the wheels at once and sends nothing; a date outside
    /// `minimumDate`...`maximumDate` is brought inside.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// The earliest date the wheels may rest on; nil for no limit.
    open var minimumDate: Date? {
        didSet {
            if let minimumDate, !isUsable(minimumDate, what: "minimumDate") { self.minimumDate = oldValue }
            limitsDidChange()
        }
    }

    /// The latest date the wheels may rest on; nil for no limit.
    open var maximumDate: Date? {
        didSet {
            if let maximumDate, !isUsable(maximumDate, what: "maximumDate") { self.maximumDate = oldValue }
            limitsDidChange()
        }
    }

    /// The minute wheel's step: 1 to 30, a divisor of 60 (other values are ignored, as in UIKit).
    open var minuteInterval = 1 {
        didSet {
            guard minuteInterval != oldValue else { return }
            guard (1...30).contains(minuteInterval), 60 % minuteInterval == 0 else {
                warnOnce(
                    &warned, cause: "minuteInterval",
                    "\(self): minuteInterval must divide 60 and be 1 to 30, not \(minuteInterval); keeping \(oldValue).")
                minuteInterval = oldValue
                return
            }
            rebuildWheels()
        }
    }

    /// Whether the date is rounded down to `minuteInterval` when the wheels show it. True by
    /// default.
    open var roundsToMinuteInterval = true

    /// The countdown's length in seconds (`.countDownTimer`), in whole minutes of at most 23 hours
    /// 59 minutes; the wheels show it rounded down to `minuteInterval`. A negative duration is 0, a
    /// longer one (infinity too) 23:59; NaN is refused with a warning.
    open var countDownDuration: TimeInterval {
        get { storedCountDown }
        set {
            guard !newValue.isNaN else {
                warnOnce(&warned, cause: "countDownDuration", "\(self): countDownDuration cannot be nan; keeping \(storedCountDown).")
                return
            }
            storedCountDown = min(max((newValue / 60).rounded(.down) * 60, 0), 86_340)
            if datePickerMode == .countDownTimer { turnWheels(animated: false) }
        }
    }

    public override init(frame: CGRect) {
        super.init(
            frame: frame.size == .zero ? CGRect(origin: frame.origin, size: CGSize(width: 320, height: 216)) : frame)
        source.owner = self
        wheels.dataSource = source
        wheels.delegate = source
        addSubview(wheels)
        rebuildWheels()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `date` (brought inside the limits), turning the wheels there — sliding when
    /// `animated`. Sends nothing.
    open func setDate(_ date: Date, animated: Bool) {
        guard isUsable(date, what: "date") else { return }
        storedDate = limited(date)
        if case .dayOfRange(let first, let count) = columns.first?.kind, !dayRange(first, count).contains(storedDate) {
            rebuildWheels()
            return
        }
        turnWheels(animated: animated)
    }

    // MARK: Layout

    open override var intrinsicContentSize: CGSize {
        CGSize(width: 320, height: UIPickerView.defaultHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
    }

    /// Not an element itself: its wheels are.
    open override var isAccessibilityElement: Bool {
        get { false }
        set {}
    }

    // MARK: - Internal

    /// The wheels, in order.
    private(set) var columns: [DatePickerColumn] = []
    let wheels = UIPickerView()

    /// The calendar with the time zone the wheels show.
    var effectiveCalendar: Calendar {
        var calendar = storedCalendar
        calendar.timeZone = timeZone ?? .current
        return calendar
    }

    /// The wheels' date in parts: the countdown as hours and minutes, else the date's.
    var shownParts: DateComponents {
        if datePickerMode == .countDownTimer {
            let minutes = (storedCountDown / 60).clampedInteger(in: 0...1439)
            return DateComponents(hour: minutes / 60, minute: minutes % 60)
        }
        var parts = effectiveCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: storedDate)
        if roundsToMinuteInterval, let minute = parts.minute { parts.minute = minute / minuteInterval * minuteInterval }
        return parts
    }

    /// A wheel the person turned settled: work out the new date from every wheel, bring it inside
    /// the month and the limits, turn back any wheel that went too far, and report a change.
    func wheelDidSettle() {
        let calendar = effectiveCalendar
        var parts = shownParts
        for (index, column) in columns.enumerated() {
            parts = column.applying(row: wheels.selectedRow(inComponent: index), to: parts, calendar: calendar)
        }
        if datePickerMode == .countDownTimer {
            var minutes = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
            // A countdown of nothing is not one: the wheels spring to the shortest.
            if minutes == 0 { minutes = minuteInterval }
            let old = storedCountDown
            storedCountDown = TimeInterval(minutes * 60)
            turnWheels(animated: true)
            if storedCountDown != old { sendActions(for: .valueChanged) }
            return
        }
        parts.second = 0
        parts.day = min(parts.day ?? 1, daysInMonth(of: parts, calendar: calendar))
        guard let chosen = calendar.date(from: parts) else { return }
        let old = storedDate
        storedDate = limited(chosen)
        turnWheels(animated: true)
        if storedDate != old { sendActions(for: .valueChanged) }
    }

    /// Whether `row` of wheel `index` can be chosen: its day exists in the month shown, and some
    /// of the time it stands for (its month, its day, its hour...) lies within the limits.
    func isAllowed(row: Int, inColumn index: Int) -> Bool {
        guard columns.indices.contains(index), datePickerMode != .countDownTimer else { return true }
        let calendar = effectiveCalendar
        let column = columns[index]
        let parts = column.applying(row: row, to: shownParts, calendar: calendar)
        if case .day = column.kind, (parts.day ?? 1) > daysInMonth(of: parts, calendar: calendar) { return false }
        guard minimumDate != nil || maximumDate != nil else { return true }
        var clamped = parts
        clamped.day = min(parts.day ?? 1, daysInMonth(of: parts, calendar: calendar))
        guard let candidate = calendar.date(from: clamped) else { return false }
        let span: DateInterval?
        if case .meridiem = column.kind {
            let start = calendar.date(
                from: DateComponents(
                    year: clamped.year, month: clamped.month, day: clamped.day, hour: row == 0 ? 0 : 12))
            span = start.map { DateInterval(start: $0, duration: 12 * 3600) }
        } else {
            span = calendar.dateInterval(of: column.unit, for: candidate)
        }
        guard let span else { return true }
        if let minimumDate, span.end <= minimumDate { return false }
        if let maximumDate, span.start > maximumDate { return false }
        return true
    }

    // MARK: - Private

    private var storedCalendar = Calendar(identifier: .gregorian)
    private var storedDate = Date()
    private var storedCountDown: TimeInterval = 0
    private var warned = WarnedCauses()
    private let source = DatePickerWheelSource()

    /// Builds the wheels for the mode and locale, and turns them to the date.
    private func rebuildWheels() {
        let locale = self.locale ?? .current
        let twelveHour = DatePickerLocale.usesTwelveHourClock(locale)
        let time: [DatePickerColumn] =
            [
                DatePickerColumn(kind: .hour(twelveHour: twelveHour)),
                DatePickerColumn(kind: .minute(interval: minuteInterval)),
            ]
            + (twelveHour ? [DatePickerColumn(kind: .meridiem)] : [])
        switch datePickerMode {
        case .time:
            columns = time
        case .date:
            columns = DatePickerLocale.dateOrder(locale).map { kind in
                kind == .year ? yearColumn() : DatePickerColumn(kind: kind)
            }
        case .dateAndTime:
            columns = [dayRangeColumn()] + time
        case .countDownTimer:
            columns = [
                DatePickerColumn(kind: .countdownHours),
                DatePickerColumn(kind: .countdownMinutes(interval: minuteInterval)),
            ]
        }
        wheels.reloadAllComponents()
        turnWheels(animated: false)
    }

    /// Years from the minimum's (or 1900, or earlier for an earlier date) to the maximum's (or
    /// 2100, or later).
    private func yearColumn() -> DatePickerColumn {
        let calendar = effectiveCalendar
        let year = calendar.component(.year, from: storedDate)
        let first = minimumDate.map { calendar.component(.year, from: $0) } ?? min(1900, year)
        let last = maximumDate.map { calendar.component(.year, from: $0) } ?? max(2100, year)
        var column = DatePickerColumn(kind: .year)
        column.firstYear = first
        column.yearCount = max(last - first + 1, 1)
        return column
    }

    /// Days from the minimum's (or two years before the date) to the maximum's (or two years
    /// after).
    private func dayRangeColumn() -> DatePickerColumn {
        let calendar = effectiveCalendar
        let day = calendar.startOfDay(for: storedDate)
        let first =
            minimumDate.map { calendar.startOfDay(for: $0) } ?? calendar.date(byAdding: .day, value: -730, to: day)
            ?? day
        let last =
            maximumDate.map { calendar.startOfDay(for: $0) } ?? calendar.date(byAdding: .day, value: 730, to: day)
            ?? day
        let count = (calendar.dateComponents([.day], from: first, to: last).day ?? 0) + 1
        return DatePickerColumn(kind: .dayOfRange(firstDay: first, count: max(count, 1)))
    }

    private func dayRange(_ first: Date, _ count: Int) -> Range<Date> {
        let end = effectiveCalendar.date(byAdding: .day, value: count, to: first) ?? first
        return first..<end
    }

    private func turnWheels(animated: Bool) {
        let calendar = effectiveCalendar
        let parts = shownParts
        for (index, column) in columns.enumerated() {
            wheels.selectRow(column.row(for: parts, calendar: calendar), inComponent: index, animated: animated)
        }
        // Which rows are grey depends on the other wheels.
        for wheel in wheels.subviews { wheel.setNeedsDisplay() }
    }

    private func limitsDidChange() {
        storedDate = limited(storedDate)
        rebuildWheels()
    }

    /// Whether `date` is one the calendar can take apart: within `Date.distantPast` and
    /// `Date.distantFuture` (a NaN or 1e308 date is not); warns once when it is not.
    private func isUsable(_ date: Date, what: String) -> Bool {
        guard !(Date.distantPast...Date.distantFuture).contains(date) else { return true }
        warnOnce(
            &warned, cause: what,
            "\(self): \(what) \(date.timeIntervalSinceReferenceDate)s from 2001 is not between Date.distantPast "
                + "and Date.distantFuture; ignored.")
        return false
    }

    private func limited(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    private func daysInMonth(of parts: DateComponents, calendar: Calendar) -> Int {
        guard let first = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: 1)),
            let days = calendar.range(of: .day, in: .month, for: first)
        else { return 31 }
        return days.count
    }
}

/// The date picker's wheels' data source and delegate, kept out of the control's public face.
@MainActor
private final class DatePickerWheelSource: UIPickerViewDataSource, UIPickerViewDelegate {
    @WeakLink var owner: UIDatePicker?

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        owner?.columns.count ?? 0
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        owner?.columns[component].rowCount ?? 0
    }

    /// The wheels' widths in iOS's proportions, filling the picker.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard let columns = owner?.columns, columns.indices.contains(component) else { return 0 }
        let widths = columns.map(\.relativeWidth)
        // The picker keeps 8 points at each side and 4 between wheels.
        let available = pickerView.bounds.width - 16 - 4 * CGFloat(columns.count - 1)
        return max(widths[component] * available / widths.reduce(0, +), 1)
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let owner else { return nil }
        return owner.columns[component].title(forRow: row, calendar: owner.effectiveCalendar, today: Date())
    }

    /// Rows that cannot be chosen are grey.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        guard let owner, let title = self.pickerView(pickerView, titleForRow: row, forComponent: component) else {
            return nil
        }
        let color: UIColor = owner.isAllowed(row: row, inColumn: component) ? .label : .tertiaryLabel
        return NSAttributedString(string: title, attributes: [.foregroundColor: color])
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        owner?.wheelDidSettle()
    }
}
