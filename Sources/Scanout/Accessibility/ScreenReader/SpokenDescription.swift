/// The words a screen reader says for an element, in VoiceOver's order: "Selected" first for a
/// selected element, then the label, the value, the kind of element and its state ("dimmed"); the
/// hint is said on its own after a pause (`hint`).
///
/// English words: VoiceOver says its own words in the device's language, and Scanout has only
/// English ones so far; the app's label, value and hint are spoken as the app gives them, in the
/// element's language.
@preconcurrency @MainActor
struct SpokenDescription {
    /// What is said when the cursor lands on the element ("Check In, button").
    let description: String
    /// What is said after a pause, when the element has a hint.
    let hint: String?

    init(_ node: AccessibilityNode) {
        let traits = node.traits
        var parts: [String] = []
        if traits.contains(.selected) { parts.append("Selected") }
        if let label = Self.cleaned(node.label) { parts.append(label) }
        let isToggle = traits.contains(.toggleButton) || node.element is UISwitch
        if let value = Self.cleaned(node.value) {
            // A switch's value is "1" or "0": VoiceOver says its state after the kind.
            if !isToggle { parts.append(value) }
        }
        parts.append(contentsOf: Self.kindWords(traits, element: node.element, isToggle: isToggle))
        if isToggle, let value = Self.cleaned(node.value) {
            parts.append(value == "1" ? "on" : value == "0" ? "off" : value)
        }
        if traits.contains(.notEnabled) { parts.append("dimmed") }
        description = parts.joined(separator: ", ")
        hint = Self.cleaned(node.hint)
    }

    /// What kind of element it is, as VoiceOver says it after the label and value.
    private static func kindWords(_ traits: UIAccessibilityTraits, element: AnyObject, isToggle: Bool) -> [String] {
        var words: [String] = []
        if isToggle {
            words.append("switch button")
        } else if traits.contains(.button) && !traits.contains(.keyboardKey) {
            words.append("button")
        }
        if traits.contains(.link) { words.append("link") }
        if traits.contains(.searchField) {
            words.append("search field")
        } else if element is UITextField {
            words.append("text field")
        } else if let textView = element as? UITextView, textView.isEditable {
            words.append("text field")
        }
        if traits.contains(.header) { words.append("heading") }
        if traits.contains(.image) { words.append("image") }
        if traits.contains(.adjustable) { words.append("adjustable") }
        if let responder = element as? UIResponder, responder.isFirstResponder,
            element is UITextField || element is UITextView
        {
            words.append("is editing")
        }
        return words
    }

    /// Text worth saying: trimmed of surrounding white space, nil when nothing is left.
    private static func cleaned(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        return trimmed.isEmpty ? nil : String(trimmed)
    }
}
