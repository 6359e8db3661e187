/// The causes an object has already warned about: a hostile value that comes back every frame, or
/// on each of a million rows, is reported once per object and cause, not once per call.
///
/// A view keeps one as a stored property and warns through `UIView.warnOnce(_:cause:_:)`:
///
///     warnOnce(&warned, cause: "rowHeight", "UITableView.rowHeight was nan; using 0.")
struct WarnedCauses {
    private var causes: Set<String> = []

    /// Records `cause`; true the first time only.
    mutating func isFirst(_ cause: String) -> Bool {
        causes.insert(cause).inserted
    }
}

extension UIView {
    /// Reports `message` to the application (as `warn(_:)`) the first time this view meets `cause`.
    func warnOnce(_ warned: inout WarnedCauses, cause: String, _ message: @autoclosure () -> String) {
        guard warned.isFirst(cause) else { return }
        warn(message())
    }
}

extension UIView {
    /// Whether `value`, just given to the property `name`, is not finite (NaN or infinite) and so
    /// is refused: then warns once per view and property, naming `old`, which the caller keeps.
    func refusesNonFinite<Value: BinaryFloatingPoint>(
        _ warned: inout WarnedCauses, _ name: String, _ value: Value, keeping old: Value
    ) -> Bool {
        guard !value.isFinite else { return false }
        warnOnce(&warned, cause: name, "\(self): \(name) must be finite, not \(value); keeping \(old).")
        return true
    }
}
