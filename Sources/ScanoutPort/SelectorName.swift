/// Objective-C selector names, as `#selector` would have produced them, so a `Selector("...")`
/// the tool writes at a use matches the entry it writes into an action table.
enum SelectorName {
    /// The name of a method with base name `base` and argument labels `labels` (nil for `_`):
    /// `tapped` for no argument, `tapped:` for `(_:)`, `tappedWithSender:` for `(sender:)`,
    /// `tapped:event:` for `(_:event:)` — Swift's rules for methods it exposes to Objective-C.
    static func make(base: String, labels: [String?]) -> String {
        guard let first = labels.first else { return base }
        var name = base
        if let first {
            name += "With" + first.prefix(1).uppercased() + first.dropFirst()
        }
        name += ":"
        for label in labels.dropFirst() {
            name += (label ?? "") + ":"
        }
        return name
    }

    /// The standard edit actions Scanout names as `Selector` constants (`Selector.copy` is
    /// `"copy:"`): a use of one is written `.copy`, as UIKit code reads.
    static let standard: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "cut", "copy", "paste", "pasteAndMatchStyle", "select", "selectAll", "delete",
            "makeTextWritingDirectionLeftToRight", "makeTextWritingDirectionRightToLeft",
            "toggleBoldface", "toggleItalics", "toggleUnderline", "increaseSize", "decreaseSize",
            "undo", "redo",
        ].map { ($0 + ":", $0) })

    /// UIKit's own methods that take an argument and that UIKit code names in a `#selector`
    /// without labels (`#selector(view.endEditing)`), by base name, with their Objective-C
    /// selectors: without the ported files declaring them, the tool would take them for actions
    /// without an argument.
    static let framework: [String: String] = [
        "endEditing": "endEditing:",
        "popViewController": "popViewControllerAnimated:",
        "popToRootViewController": "popToRootViewControllerAnimated:",
        "dismiss": "dismissViewControllerAnimated:completion:",
        "setEditing": "setEditing:animated:",
        "becomeFirstResponder": "becomeFirstResponder",
        "resignFirstResponder": "resignFirstResponder",
    ]

    /// How a use of `selector` is written: `.copy` for a standard action, `.name` for an action
    /// an extension registers, else `Selector("name:")`.
    static func expression(for selector: String, registered: [String: String]) -> String {
        if let constant = standard[selector] ?? registered[selector] { return "." + constant }
        return "Selector(\"\(selector)\")"
    }
}
