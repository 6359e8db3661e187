/// The tree as a person reads it: one line per view, indented by depth, with its class, frame,
/// label, identifier, text, controller, constraints and the first-responder marker.
///
///     UIWindow (0,0 800×480) key
///       UIView (0,0 800×480) controller CheckInViewController, 12 constraints
///         UIButton (620,400 160×44) "Check in" id checkInButton
///         UITextField (40,120 300×36) "Name" text "Ada" ◀ first responder
extension InspectorNode {
    /// The lines of this node and everything under it; `listingConstraints` writes each
    /// constraint on a line of its own instead of their count.
    public func textLines(depth: Int = 0, listingConstraints: Bool = false) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        var line = indent + className + " (" + Self.describe(frame) + ")"
        if isKeyWindow == true { line += " key" }
        if let accessibilityLabel { line += " " + Self.quoted(accessibilityLabel) }
        if let accessibilityIdentifier { line += " id " + Self.quoted(accessibilityIdentifier) }
        if let text, !text.isEmpty, text != accessibilityLabel { line += " text " + Self.quoted(text) }
        var notes: [String] = []
        if let viewController { notes.append("controller \(viewController)") }
        if isHidden { notes.append("hidden") }
        if alpha < 1 { notes.append("alpha \(Self.number(alpha))") }
        if !constraints.isEmpty, !listingConstraints {
            notes.append("\(constraints.count) constraint\(constraints.count == 1 ? "" : "s")")
        }
        if !notes.isEmpty { line += " " + notes.joined(separator: ", ") }
        if isFirstResponder { line += " ◀ first responder" }
        var lines = [line]
        if listingConstraints {
            lines += constraints.map { indent + "  | " + $0 }
        }
        for subview in subviews {
            lines += subview.textLines(depth: depth + 1, listingConstraints: listingConstraints)
        }
        return lines
    }

    /// "620,400 160×44"
    static func describe(_ rect: InspectorRect) -> String {
        "\(number(rect.x)),\(number(rect.y)) \(number(rect.width))×\(number(rect.height))"
    }

    /// Whole numbers without ".0"; others to two places; NaN and infinities by name.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let hundredths = (value * 100).rounded() / 100
        return "\(hundredths)"
    }

    /// In quotes, with control characters escaped, so one view stays one line.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
