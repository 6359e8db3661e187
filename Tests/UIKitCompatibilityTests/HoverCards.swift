import UIKit

/// iPadOS pointer code as libraries write it (iOS 13.4+): a card that lifts under the pointer and
/// changes colour while hovered, and a button with a custom pointer style. Swift 5 mode.
final class HoverCardView: UIView, UIPointerInteractionDelegate {
    private(set) var hoverStates: [UIGestureRecognizer.State] = []

    override class var actionTable: ActionTable {
        super.actionTable.on(Selector("hovering:"), HoverCardView.hovering)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray
        layer.cornerRadius = 12
        if #available(iOS 13.4, *) {
            addInteraction(UIPointerInteraction(delegate: self))
        }
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: Selector("hovering:")))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func hovering(_ recognizer: UIHoverGestureRecognizer) {
        hoverStates.append(recognizer.state)
        switch recognizer.state {
        case .began, .changed:
            backgroundColor = .systemBlue
        case .ended, .cancelled:
            backgroundColor = .systemGray
        default:
            break
        }
    }

    @available(iOS 13.4, *)
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        let preview = UITargetedPreview(view: self)
        return UIPointerStyle(effect: .lift(preview), shape: .roundedRect(bounds, radius: 12))
    }
}

final class HoverCardsViewController: UIViewController {
    let card = HoverCardView(frame: CGRect(x: 40, y: 60, width: 240, height: 140))
    let doneButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(card)
        doneButton.setTitle("Done", for: .normal)
        doneButton.frame = CGRect(x: 40, y: 240, width: 100, height: 44)
        if #available(iOS 13.4, *) {
            doneButton.pointerStyleProvider = { button, proposedEffect, proposedShape in
                let rect = button.bounds.insetBy(dx: -8, dy: -4)
                return UIPointerStyle(effect: proposedEffect, shape: UIPointerShape.roundedRect(rect, radius: 10))
            }
        }
        view.addSubview(doneButton)
    }
}
