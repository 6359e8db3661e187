import FoundationEssentials

/// One wheel of a date picker: which part of the date it turns, how many rows it has, what each
/// says, which row shows a date and what a row does to a date. Pure value; the picker builds the
/// columns its mode and locale need (`DatePickerColumn.columns(for:…)`).
struct DatePickerColumn: Equatable {
    enum Kind: Equatable {
        case month, day, year
        /// A day relative to `firstDay` (`.dateAndTime`): "Today", "Tue Nov 25".
        case dayOfRange(firstDay: Date, count: Int)
        case hour(twelveHour: Bool)
        case minute(interval: Int)
        case meridiem
        case countdownHours
        case countdownMinutes(interval: Int)
    }

    let kind: Kind
    /// For `.year`: the first year shown.
    var firstYear = 1
    var yearCount = 0

    /// The component the row's interval is measured in, for greying rows out of range.
    var unit: Calendar.Component {
        switch kind {
        case .month: .month
        case .day, .dayOfRange: .day
        case .year: .year
        case .hour, .meridiem: .hour
        case .minute: .minute
        case .countdownHours, .countdownMinutes: .minute
        }
    }

    var rowCount: Int {
        switch kind {
        case .month: 12
        case .day: 31
        case .year: yearCount
        case .dayOfRange(_, let count): count
        case .hour(let twelveHour): twelveHour ? 12 : 24
        case .minute(let interval), .countdownMinutes(let interval): 60 / interval
        case .meridiem: 2
        case .countdownHours: 24
        }
    }

    /// How wide the wheel is beside the others, in iOS's proportions (the picker fills its width).
    var relativeWidth: CGFloat {
        switch kind {
        case .month: 130
        case .day: 56
        case .year: 80
        case .dayOfRange: 130
        case .hour, .minute, .meridiem: 60
        case .countdownHours, .countdownMinutes: 120
        }
    }

    /// What row `row` says.
    func title(forRow row: Int, calendar: Calendar, today: Date) -> String {
        switch kind {
        case .month: return DateNames.months[row]
        case .day: return String(row + 1)
        case .year: return String(firstYear + row)
        case .dayOfRange(let firstDay, _):
            guard let day = calendar.date(byAdding: .day, value: row, to: firstDay) else { return "" }
            if calendar.isDate(day, inSameDayAs: today) { return "Today" }
            let parts = calendar.dateComponents([.weekday, .month, .day], from: day)
            return
                "\(DateNames.shortWeekdays[(parts.weekday ?? 1) - 1]) \(DateNames.shortMonths[(parts.month ?? 1) - 1]) \(parts.day ?? 1)"
        case .hour(let twelveHour):
            return twelveHour ? String(row + 1) : twoDigits(row)
        case .minute(let interval): return twoDigits(row * interval)
        case .meridiem: return row == 0 ? "AM" : "PM"
        case .countdownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countdownMinutes(let interval): return "\(row * interval) min"
        }
    }

    /// The row showing `parts` (a date's components in the picker's calendar and time zone).
    func row(for parts: DateComponents, calendar: Calendar) -> Int {
        let hour = parts.hour ?? 0
        switch kind {
        case .month: return (parts.month ?? 1) - 1
        case .day: return (parts.day ?? 1) - 1
        case .year: return min(max((parts.year ?? firstYear) - firstYear, 0), max(yearCount - 1, 0))
        case .dayOfRange(let firstDay, let count):
            guard let day = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: parts.day))
            else { return 0 }
            let offset = calendar.dateComponents([.day], from: firstDay, to: day).day ?? 0
            return min(max(offset, 0), count - 1)
        case .hour(let twelveHour):
            return twelveHour ? (hour + 11) % 12 : hour
        case .minute(let interval), .countdownMinutes(let interval):
            return (parts.minute ?? 0) / interval
        case .meridiem: return hour < 12 ? 0 : 1
        case .countdownHours: return hour
        }
    }

    /// `parts` with `row` of this wheel chosen. A day past the month's end is kept as chosen;
    /// the picker clamps it when it makes the date.
    func applying(row: Int, to parts: DateComponents, calendar: Calendar) -> DateComponents {
        var parts = parts
        let hour = parts.hour ?? 0
        switch kind {
        case .month: parts.month = row + 1
        case .day: parts.day = row + 1
        case .year: parts.year = firstYear + row
        case .dayOfRange(let firstDay, _):
            if let day = calendar.date(byAdding: .day, value: row, to: firstDay) {
                let chosen = calendar.dateComponents([.year, .month, .day], from: day)
                parts.year = chosen.year
                parts.month = chosen.month
                parts.day = chosen.day
            }
        case .hour(let twelveHour):
            parts.hour = twelveHour ? (row + 1) % 12 + (hour >= 12 ? 12 : 0) : row
        case .minute(let interval), .countdownMinutes(let interval):
            parts.minute = row * interval
        case .meridiem:
            parts.hour = hour % 12 + (row == 1 ? 12 : 0)
        case .countdownHours:
            parts.hour = row
        }
        return parts
    }

    private func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
