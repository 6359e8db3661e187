import Scanout
import ScanoutInspectorWire

extension Inspector {
    /// Views deeper than this are summed up in one node: a runaway hierarchy still answers.
    static let maximumDepth = 256
    /// Nodes in one reply at most, for the same reason.
    static let maximumNodes = 20_000

    /// The application's windows, back to front, each with its views.
    func tree(of application: UIApplication) -> [InspectorNode] {
        var budget = Self.maximumNodes
        return application.windows.map { node(for: $0, depth: 0, budget: &budget) }
    }

    private func node(for view: UIView, depth: Int, budget: inout Int) -> InspectorNode {
        budget -= 1
        var node = InspectorNode(
            className: String(describing: type(of: view)), frame: Self.rect(view.frame),
            screenFrame: Self.rect(Self.screenFrame(of: view)),
            accessibilityLabel: view.accessibilityLabel, accessibilityIdentifier: view.accessibilityIdentifier,
            isAccessibilityElement: view.isAccessibilityElement, text: Self.text(of: view),
            viewController: Self.controller(of: view).map { String(describing: type(of: $0)) },
            isHidden: view.isHidden, alpha: Double(view.alpha), isFirstResponder: view.isFirstResponder,
            isKeyWindow: (view as? UIWindow)?.isKeyWindow,
            constraints: view.constraints.map(\.description))
        let subviews = view.subviews
        guard !subviews.isEmpty else { return node }
        guard depth < Self.maximumDepth, budget > 0 else {
            node.subviews = [
                InspectorNode(
                    className: "… \(subviews.count) subview\(subviews.count == 1 ? "" : "s") not shown "
                        + "(deeper than \(Self.maximumDepth) or more than \(Self.maximumNodes) views)",
                    frame: InspectorRect(x: 0, y: 0, width: 0, height: 0),
                    screenFrame: InspectorRect(x: 0, y: 0, width: 0, height: 0))
            ]
            return node
        }
        node.subviews = subviews.map { self.node(for: $0, depth: depth + 1, budget: &budget) }
        return node
    }

    /// What the view shows as text: a button's title, a label's or a text view's text. A secure
    /// text field's text is never sent: dots, one per character.
    static func text(of view: UIView) -> String? {
        switch view {
        case let button as UIButton: return button.currentTitle
        case let label as UILabel: return label.text
        case let field as UITextField:
            guard let text = field.text else { return nil }
            return field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        case let textView as UITextView: return textView.isSecureTextEntry ? nil : textView.text
        default: return nil
        }
    }

    /// The controller whose root view `view` is.
    static func controller(of view: UIView) -> UIViewController? {
        guard let controller = view.next as? UIViewController, controller.viewIfLoaded === view else { return nil }
        return controller
    }

    /// `view`'s bounds in screen points.
    static func screenFrame(of view: UIView) -> CGRect {
        guard let window = view as? UIWindow ?? view.window else { return view.frame }
        if view === window { return window.frame }
        let inWindow = view.convert(view.bounds, to: window)
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    static func rect(_ rect: CGRect) -> InspectorRect {
        InspectorRect(
            x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
            height: Double(rect.size.height))
    }
}
