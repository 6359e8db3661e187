/// How a toolbar looks (iOS 13's appearance objects): its background (see `UIBarAppearance`) and
/// its buttons' looks (`.done` buttons with `doneButtonAppearance`).
///
/// Behaves as UIKit's `UIToolbarAppearance`. Main actor.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public override init(idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
    }

    public required init?(coder: NSCoder) {
        return nil
    }
}
