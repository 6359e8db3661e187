import UIKit

/// The iOS 16 way to offer an edit menu on a view that is not text, as UIKit sample code writes
/// it: a long press presents a `UIEditMenuInteraction` at the finger; the delegate adds an action
/// and a command (performed by the view controller, up the responder chain) to the suggested
/// Copy; the name field adds its own action to the text edit menu. Swift 5 mode, as an app.
final class TicketView: UILabel {
    override class var actionTable: ActionTable {
        super.actionTable.on(.copy, TicketView.copy)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
    }
}

final class TicketViewController: UIViewController, UIEditMenuInteractionDelegate, UITextFieldDelegate {
    static let voidTicket = Selector("voidTicket:")

    let ticketView = TicketView()
    let nameField = UITextField()
    private(set) var editMenuInteraction: UIEditMenuInteraction?
    private(set) var reprints = 0
    private(set) var voided = false
    private(set) var events: [String] = []

    override class var actionTable: ActionTable {
        super.actionTable
            .on(TicketViewController.voidTicket, TicketViewController.voidTicket)
            .on(Selector("didLongPress:"), TicketViewController.didLongPress)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        ticketView.text = "Ticket 0042 · Gate B"
        ticketView.isUserInteractionEnabled = true
        ticketView.frame = CGRect(x: 40, y: 200, width: 320, height: 60)
        view.addSubview(ticketView)

        let interaction = UIEditMenuInteraction(delegate: self)
        ticketView.addInteraction(interaction)
        editMenuInteraction = interaction
        let longPress = UILongPressGestureRecognizer(target: self, action: Selector("didLongPress:"))
        ticketView.addGestureRecognizer(longPress)

        nameField.frame = CGRect(x: 40, y: 100, width: 320, height: 40)
        nameField.borderStyle = .roundedRect
        nameField.text = "Ada Lovelace"
        nameField.delegate = self
        view.addSubview(nameField)
    }

    func didLongPress(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .began else { return }
        let location = recognizer.location(in: ticketView)
        let configuration = UIEditMenuConfiguration(identifier: "ticket" as NSString, sourcePoint: location)
        ticketView.becomeFirstResponder()
        editMenuInteraction?.presentEditMenu(with: configuration)
    }

    func voidTicket(_ sender: Any?) {
        voided = true
    }

    override func validate(_ command: UICommand) {
        super.validate(command)
        if command.action == TicketViewController.voidTicket, voided {
            command.attributes = [.disabled]
        }
    }

    // MARK: UIEditMenuInteractionDelegate

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        let reprint = UIAction(title: "Reprint", image: UIImage(systemName: "printer")) { [weak self] _ in
            self?.reprints += 1
        }
        let void = UICommand(title: "Void Ticket", action: TicketViewController.voidTicket, attributes: .destructive)
        return UIMenu(children: suggestedActions + [reprint, void])
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: UIEditMenuInteractionAnimating
    ) {
        events.append("present \(configuration.identifier as? NSString ?? "?")")
        animator.addAnimations { self.ticketView.alpha = 0.8 }
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: UIEditMenuInteractionAnimating
    ) {
        events.append("dismiss")
        animator.addAnimations { self.ticketView.alpha = 1 }
    }

    // MARK: UITextFieldDelegate

    func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        var actions = suggestedActions
        if range.length > 0 {
            actions.append(
                UIAction(title: "Uppercase") { _ in
                    guard let text = textField.text, let swiftRange = Range(range, in: text) else { return }
                    textField.text = text.replacingCharacters(in: swiftRange, with: text[swiftRange].uppercased())
                })
        }
        return UIMenu(children: actions)
    }
}
