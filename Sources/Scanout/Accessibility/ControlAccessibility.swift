import FoundationEssentials

// How each Scanout view describes itself to assistive technology, as its UIKit counterpart does.
// Labels already computed in a class (a button's title, a label's text, a page control's value)
// stay there; the rest is here. Adjustable controls move by one step and send `.valueChanged`
// (and `.primaryActionTriggered` where a touch would), as UIKit's do.

extension UIButton: AccessibilityDescribing {
    var accessibilityDefaultTraits: UIAccessibilityTraits { .button }
    /// An image-only button answers its image's name when it has no title (see `imageLabel`).
    var accessibilityDefaultLabel: String? { imageAccessibilityLabel(currentImage ?? configuration?.image) }
}

extension UILabel: AccessibilityDescribing {
    var accessibilityDefaultTraits: UIAccessibilityTraits { .staticText }
}

extension UISwitch: AccessibilityDescribing {
    var accessibilityDefaultTraits: UIAccessibilityTraits { .button }
    /// "1" on, "0" off, as UIKit answers (VoiceOver speaks them as on and off).
    var accessibilityDefaultValue: String? { isOn ? "1" : "0" }

    func accessibilityDefaultActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        return true
    }
}

extension UISlider: AccessibilityDescribing {
    var accessibilityDefaultTraits: UIAccessibilityTraits { .adjustable }
    /// The position between the ends as a whole percentage ("50%"), as UIKit formats it.
    var accessibilityDefaultValue: String? {
        let span = Double(maximumValue) - Double(minimumValue)
        let fraction = span > 0 ? (Double(value) - Double(minimumValue)) / span : 0
        guard fraction.isFinite else { return "0%" }
        return "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
    }

    /// A tenth of the range, as UIKit moves a slider.
    func accessibilityDefaultAdjust(by steps: Int) {
        guard isEnabled else { return }
        let span = maximumValue - minimumValue
        guard span.isFinite, span > 0 else { return }
        let target = min(max(value + Float(steps) * span / 10, minimumValue), maximumValue)
        guard target != value else { return }
        setValue(target, animated: false)
        sendActions(for: .valueChanged)
    }
}

extension UIStepper: AccessibilityDescribing {
    /// A container of its two halves ("Decrement", "Increment"); see `UIStepper`.
    var accessibilityDefaultIsElement: Bool { false }
    /// The value, without a fraction when it is whole ("3", "2.5").
    var accessibilityDefaultValue: String? {
        guard value.isFinite else { return nil }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// By `stepValue`, wrapping when the stepper wraps.
    func accessibilityDefaultAdjust(by steps: Int) {
        guard isEnabled, stepValue.isFinite, stepValue > 0 else { return }
        var target = value + Double(steps) * stepValue
        if target > maximumValue { target = wraps ? minimumValue : maximumValue }
        if target < minimumValue { target = wraps ? maximumValue : minimumValue }
        guard target != value else { return }
        value = target
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}

extension UIPageControl: AccessibilityDescribing {
    var accessibilityDefaultTraits: UIAccessibilityTraits { .adjustable }

    /// By one page, as a tap beside the current dot moves.
    func accessibilityDefaultAdjust(by steps: Int) {
        guard isEnabled, numberOfPages > 1 else { return }
        let target = min(max(currentPage + steps, 0), numberOfPages - 1)
        guard target != currentPage else { return }
        currentPage = target
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}

extension UISegmentedControl: AccessibilityDescribing {
    /// A container of its segments, each a button element; see `UISegmentedControl`.
    var accessibilityDefaultIsElement: Bool { false }
}

extension UIProgressView: AccessibilityDescribing {
    var accessibilityDefaultLabel: String? { "Progress" }
    var accessibilityDefaultTraits: UIAccessibilityTraits { .updatesFrequently }
    var accessibilityDefaultValue: String? {
        let fraction = Double(progress)
        guard fraction.isFinite else { return "0%" }
        return "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
    }
}

extension UIActivityIndicatorView: AccessibilityDescribing {
    /// An element only while it spins, labelled "In progress" as UIKit's is.
    var accessibilityDefaultIsElement: Bool { isAnimating }
    var accessibilityDefaultLabel: String? { "In progress" }
    var accessibilityDefaultTraits: UIAccessibilityTraits { .updatesFrequently }
}

extension UIImageView: AccessibilityDescribing {
    /// Not an element unless the app says so (decoration stays silent), as in UIKit.
    var accessibilityDefaultIsElement: Bool { false }
    var accessibilityDefaultTraits: UIAccessibilityTraits { .image }
    var accessibilityDefaultLabel: String? { imageAccessibilityLabel(image) }
}

extension UITextField: AccessibilityDescribing {
    /// The placeholder while the field is empty, so an empty field still says what it is for.
    var accessibilityDefaultLabel: String? { (text ?? "").isEmpty ? placeholder : nil }
    /// The text; a secure field's as one bullet per character.
    var accessibilityDefaultValue: String? {
        guard let text, !text.isEmpty else { return nil }
        return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }
    var accessibilityDefaultTraits: UIAccessibilityTraits { self is UISearchTextField ? .searchField : .none }

    /// Starts editing, as a double tap on a field does.
    func accessibilityDefaultActivate() -> Bool {
        guard isEnabled else { return false }
        return becomeFirstResponder()
    }
}

extension UITextView: AccessibilityDescribing {
    var accessibilityDefaultValue: String? {
        let text = self.text ?? ""
        return text.isEmpty ? nil : text
    }
    /// A text view that cannot be edited reads as text.
    var accessibilityDefaultTraits: UIAccessibilityTraits { isEditable ? .none : .staticText }

    func accessibilityDefaultActivate() -> Bool {
        guard isEditable else { return false }
        return becomeFirstResponder()
    }
}

extension UITableViewCell: AccessibilityDescribing {
    /// One element standing for its content, unless the content holds controls of its own (a
    /// switch, a delete button), which then stay reachable one by one.
    var accessibilityDefaultIsElement: Bool { !containsAccessibleControl(self) }
    var accessibilityDefaultLabel: String? { combinedAccessibilityLabel(of: contentView) }
    var accessibilityDefaultTraits: UIAccessibilityTraits { isSelected ? .selected : .none }
}

extension UICollectionViewCell: AccessibilityDescribing {
    var accessibilityDefaultIsElement: Bool { !containsAccessibleControl(self) }
    var accessibilityDefaultLabel: String? { combinedAccessibilityLabel(of: contentView) }
    var accessibilityDefaultTraits: UIAccessibilityTraits { isSelected ? .selected : .none }
}

extension UITableViewHeaderFooterView: AccessibilityDescribing {
    var accessibilityDefaultIsElement: Bool { accessibilityDefaultLabel != nil }
    var accessibilityDefaultLabel: String? { combinedAccessibilityLabel(of: self) }
    var accessibilityDefaultTraits: UIAccessibilityTraits { .header }
}

extension UITabBar: AccessibilityDescribing {
    /// A container of its tabs; its trait tells assistive technology to say "tab, 2 of 4".
    var accessibilityDefaultIsElement: Bool { false }
    var accessibilityDefaultTraits: UIAccessibilityTraits { .tabBar }
}

extension BarButtonItemView: AccessibilityDescribing {
    var accessibilityDefaultTraits: UIAccessibilityTraits { .button }
}

extension NavigationBackButton: AccessibilityDescribing {
    var accessibilityDefaultTraits: UIAccessibilityTraits { .button }
}

extension MenuRowView: AccessibilityDescribing {
    var accessibilityDefaultTraits: UIAccessibilityTraits { .button }
}

extension PickerWheelView: AccessibilityDescribing {
    /// One row, as a flick of the wheel moves; the picker's delegate hears of it (a date
    /// picker then sends `.valueChanged`).
    func accessibilityDefaultAdjust(by steps: Int) {
        guard rowCount > 0 else { return }
        let target = min(max(selectedRow + steps, 0), rowCount - 1)
        guard target != selectedRow else { return }
        turn(to: target, animated: false, notifying: true)
    }
}

/// An image's words: an SF Symbol's name with its dots as spaces ("square and arrow up"), as a
/// stand-in for UIKit's symbol descriptions; nil for other images.
@MainActor
func imageAccessibilityLabel(_ image: UIImage?) -> String? {
    guard let name = image?.symbol?.name else { return nil }
    return name.split(separator: ".").joined(separator: " ")
}

/// The labels of the elements and texts inside `view`, in reading order, joined with commas (a
/// cell's "Ada Lovelace, Room 4"); nil when there are none.
@MainActor
func combinedAccessibilityLabel(of view: UIView) -> String? {
    var parts: [String] = []
    func visit(_ view: UIView, depth: Int) {
        guard depth < 32, !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { return }
        for subview in AccessibilityTree.readingOrder(of: view.subviews, in: view) {
            if subview.isAccessibilityElement || subview is UILabel {
                if let label = subview.accessibilityLabel, !label.isEmpty, !subview.isHidden, subview.alpha > 0.01 {
                    parts.append(label)
                }
                if let value = subview.accessibilityValue, !value.isEmpty, subview.isAccessibilityElement,
                    !(subview is UILabel)
                {
                    parts.append(value)
                }
            } else {
                visit(subview, depth: depth + 1)
            }
        }
    }
    visit(view, depth: 0)
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
}

/// Whether a visible control that is its own element sits inside `view`.
@MainActor
func containsAccessibleControl(_ view: UIView) -> Bool {
    func visit(_ view: UIView, depth: Int) -> Bool {
        guard depth < 32 else { return false }
        for subview in view.subviews where !subview.isHidden && subview.alpha > 0.01 {
            if subview is UIControl, subview.isAccessibilityElement { return true }
            if visit(subview, depth: depth + 1) { return true }
        }
        return false
    }
    return visit(view, depth: 0)
}
