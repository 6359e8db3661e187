import Scanout
import ScanoutCore
import ScanoutInspectorWire

/// Taps, typing and key presses, each sent through the application's event queue as the real
/// device's input is, and dispatched before the reply, so the next request sees their effect.
extension Inspector {
    /// Taps the centre of the element `label` names, as a finger would: whatever is on top at
    /// that point gets the touch. Missing or ambiguous labels are refused with the candidates.
    func tap(label: String, index: Int?, in application: UIApplication) -> InspectorReply {
        let matches = elements(matching: label, in: application)
        let chosen: UIView
        switch (matches.count, index) {
        case (0, _):
            let visible = visibleElements(in: application).compactMap { $0.accessibilityLabel }
            return .failure(
                "nothing visible is labelled \"\(label)\" (by accessibility label, identifier or title)"
                    + (visible.isEmpty ? "; no labelled element is visible" : ". Visible, frontmost first:"),
                candidates: visible)
        case (1, nil):
            chosen = matches[0]
        case (_, nil):
            return .failure(
                "\(matches.count) visible elements match \"\(label)\"; add \"index\" (1 = frontmost) or use an "
                    + "accessibility identifier", candidates: matches.map(Self.candidateDescription))
        case (_, let index?):
            guard index >= 1, index <= matches.count else {
                return .failure(
                    "index \(index) is out of range: \(matches.count) element\(matches.count == 1 ? "" : "s") "
                        + "match \"\(label)\"", candidates: matches.map(Self.candidateDescription))
            }
            chosen = matches[index - 1]
        }
        let frame = Self.screenFrame(of: chosen)
        let point = CGPoint(x: frame.midX, y: frame.midY)
        guard point.x.isFinite, point.y.isFinite, application.screen.bounds.contains(point) else {
            return .failure(
                "\"\(label)\" is not on the screen (its centre is at \(Self.pointText(point))); scroll it into view")
        }
        for change in [TouchContact.Change.down, .up] {
            application.enqueue(
                .touches(TouchFrame([TouchContact(id: Self.fingerID, change: change, location: point)])))
        }
        application.dispatchQueuedEvents()
        var reply = InspectorReply(ok: true, message: "tapped \(Self.candidateDescription(chosen))")
        reply.point = InspectorPoint(x: Double(point.x), y: Double(point.y))
        reply.element = String(describing: type(of: chosen))
        return reply
    }

    /// Types `text` as a hardware keyboard with an input method would: a key press per character
    /// carrying it, Return for a newline and Tab for a tab.
    func typeText(_ text: String, into application: UIApplication) -> InspectorReply {
        for character in text {
            switch character {
            case "\n", "\r\n", "\r": pressKey(.keyboardReturnOrEnter, characters: "\r", in: application)
            case "\t": pressKey(.keyboardTab, characters: "\t", in: application)
            default: pressKey(.keyboardErrorUndefined, characters: String(character), in: application)
            }
        }
        application.dispatchQueuedEvents()
        return InspectorReply(ok: true, message: "typed \(text.count) character\(text.count == 1 ? "" : "s")")
    }

    /// Presses the key `name` names (`InspectorKeyName`), with its modifiers held.
    func press(keyNamed name: String, in application: UIApplication) -> InspectorReply {
        guard let key = InspectorKeyName.key(named: name) else {
            return .failure(
                "no key is named \"\(name.prefix(40))\". Keys: \(InspectorKeyName.namedKeys), a letter or digit, "
                    + "with modifiers as shift+tab or ctrl+a (shift, ctrl, alt, cmd)")
        }
        pressKey(key.usage, characters: key.characters, modifiers: key.modifiers, in: application)
        application.dispatchQueuedEvents()
        return InspectorReply(ok: true, message: "pressed \(name)")
    }

    // MARK: - Elements

    /// The visible views `label` names, frontmost first: accessibility elements by their label,
    /// buttons by their title, any view by its accessibility identifier.
    func elements(matching label: String, in application: UIApplication) -> [UIView] {
        var found: [UIView] = []
        visitVisibleViews(in: application) { view in
            let matches =
                view.accessibilityIdentifier == label
                || (view.isAccessibilityElement && view.accessibilityLabel == label)
                || (view as? UIButton)?.currentTitle == label
            if matches { found.append(view) }
        }
        return found
    }

    /// The visible accessibility elements with a label, frontmost first.
    func visibleElements(in application: UIApplication) -> [UIView] {
        var found: [UIView] = []
        visitVisibleViews(in: application) { view in
            if view.isAccessibilityElement, let label = view.accessibilityLabel, !label.isEmpty { found.append(view) }
        }
        return found
    }

    /// Visits the views a person can see, front to back (windows front to back, later siblings
    /// first). As for assistive technology an element stands for what is inside it (a button,
    /// not its title's label), but cells are looked into, so their texts can be found one by one.
    private func visitVisibleViews(in application: UIApplication, _ body: (UIView) -> Void) {
        var remaining = Self.maximumNodes
        func visit(_ view: UIView, depth: Int) {
            remaining -= 1
            guard remaining > 0, depth < Self.maximumDepth, !view.isHidden, view.alpha > 0.01 else { return }
            body(view)
            if view.isAccessibilityElement, !(view is UITableViewCell || view is UICollectionViewCell) { return }
            for subview in view.subviews.reversed() { visit(subview, depth: depth + 1) }
        }
        for window in application.windows.reversed() where !window.isHidden { visit(window, depth: 0) }
    }

    /// `UIButton "Check in" at 620,400 160×44`
    static func candidateDescription(_ view: UIView) -> String {
        let frame = screenFrame(of: view)
        let name = view.accessibilityLabel ?? (view as? UIButton)?.currentTitle ?? view.accessibilityIdentifier ?? ""
        return "\(type(of: view)) \"\(name)\""
            + (view.accessibilityIdentifier.map { " id \"\($0)\"" } ?? "")
            + " at \(pointText(frame.origin)) \(formatCoordinate(frame.width))×\(formatCoordinate(frame.height))"
    }

    static func pointText(_ point: CGPoint) -> String {
        "\(formatCoordinate(point.x)),\(formatCoordinate(point.y))"
    }

    // MARK: - Private

    private func pressKey(
        _ usage: UIKeyboardHIDUsage, characters: String, modifiers: UIKeyModifierFlags = [],
        in application: UIApplication
    ) {
        for change in [KeyReport.Change.down, .up] {
            application.enqueue(
                .key(
                    KeyReport(
                        keyCode: usage, change: change, characters: characters,
                        charactersIgnoringModifiers: characters.lowercased(), modifierFlags: modifiers)))
        }
    }
}
