/// How a navigation bar looks (iOS 13's appearance objects): its background (see
/// `UIBarAppearance`), its title's attributes and place, its buttons' looks and the back
/// indicator.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemTeal
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationBar.standardAppearance = appearance
/// navigationBar.scrollEdgeAppearance = appearance
/// ```
///
/// Behaves as UIKit's `UINavigationBarAppearance`. The title is drawn with `titleTextAttributes`
/// (`.font` and `.foregroundColor`), moved by `titlePositionAdjustment`; the bar's buttons with
/// `buttonAppearance` (`.done` buttons with `doneButtonAppearance`), the back button with
/// `backButtonAppearance` and the back indicator image, when one is set. Difference:
/// `largeTitleTextAttributes` is kept, as Scanout draws no large titles. Main actor.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes: `.font` and `.foregroundColor` are drawn.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// For large titles, which Scanout does not draw: kept.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title from the centre of the bar.
    open var titlePositionAdjustment: UIOffset = .zero
    /// Plain buttons' looks.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// `.done` buttons' looks.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The back button's looks.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back button's chevron, replaced; nil for the system's.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask the back button's title slides under during a transition (kept).
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    public override init(idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Replaces the back button's chevron. UIKit wants both images or neither: one alone is
    /// refused with a warning, as UIKit raises for it.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        guard (backIndicatorImage == nil) == (transitionMaskImage == nil) else {
            Diagnostics.warn(
                "setBackIndicatorImage(_:transitionMaskImage:) needs both images or neither; the back indicator is unchanged."
            )
            return
        }
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}
