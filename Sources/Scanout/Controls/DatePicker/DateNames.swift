/// The English names a date picker's wheels show. FoundationEssentials, which Scanout links
/// instead of Foundation, has no locale data (`Calendar.monthSymbols` is Foundation's, through
/// ICU), so the wheels are in English whatever the locale; the order of the wheels and the clock
/// (12- or 24-hour) still follow the locale.
enum DateNames {
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// Sunday first, as `Calendar`'s weekday 1 is.
    static let shortWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
}
