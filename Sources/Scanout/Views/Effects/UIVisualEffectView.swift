/// A view that blurs what lies behind it (`UIBlurEffect`), or draws its content vibrantly
/// (`UIVibrancyEffect`).
///
/// ```swift
/// let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
/// blurView.frame = view.bounds
/// blurView.contentView.addSubview(label)
/// view.addSubview(blurView)
/// ```
///
/// Behaves as UIKit's `UIVisualEffectView`:
/// - A blur effect blurs the backdrop — everything painted behind the view, within its bounds —
///   and tints it in the style's colour; when anything behind changes, the blur is made again.
/// - Subviews go in `contentView`, which fills the view and is drawn over the blur. A subview
///   added to the effect view itself is shown, but UIKit warns about it, and so does Scanout (once).
/// - Setting `effect` in an animation block fades the blur (its strength and tint) in or out, as
///   UIKit animates the blur's radius; setting it to nil outside one removes it at once.
/// - A vibrancy effect draws the content view's content in one colour, set by the vibrancy style
///   and the blur under it (UIKit blends it with the backdrop; Scanout fills its shapes).
///
/// Differences: the blur samples only pixels inside the view (beyond its edges the edge pixels
/// repeat); an effect view inside a translucent ancestor (alpha below one, or itself translucent)
/// blurs only what is inside that ancestor's group, as UIKit's breaks its effect in that case too.
/// Main actor.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect shown; nil shows none (the content view stays).
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// Where the view's content goes: it fills the view, over the blur.
    public let contentView: UIView

    public init(effect: UIVisualEffect?) {
        (backdropView, backdropLayer) = VisualEffectBackdropLayer.makeView()
        contentView = UIView()
        self.effect = effect
        super.init(frame: .zero)
        backdropView.alpha = 0
        isAddingOwnViews = true
        addSubview(backdropView)
        addSubview(contentView)
        isAddingOwnViews = false
        applyEffect()
    }

    /// An effect view with no effect yet, at `frame` (`UIVisualEffectView()` too, as in UIKit).
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Not resizing masks: a frame that is not a number must not spread to them as one.
        backdropView.frame = bounds
        contentView.frame = bounds
    }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard !isAddingOwnViews, subview !== backdropView, subview !== contentView,
            !UIVisualEffectView.warnedAboutDirectSubviews
        else { return }
        UIVisualEffectView.warnedAboutDirectSubviews = true
        warn(
            "\(self) has been asked to add a subview (\(subview)) directly. "
                + "Do not add subviews directly to the visual effect view itself, instead add them to the -contentView."
        )
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle {
            UIView.performWithoutAnimation { applyEffect() }
        }
    }

    // MARK: - Internal

    /// Whether the direct-subview warning has been given (once a process, as UIKit's console).
    static var warnedAboutDirectSubviews = false

    /// The plain view under the content whose layer blurs the backdrop.
    let backdropView: UIView
    let backdropLayer: VisualEffectBackdropLayer

    // MARK: - Private

    private var isAddingOwnViews = false

    /// Shows `effect`: a blur's look on the backdrop (its alpha brought to one, animated inside an
    /// animation block), or none (the alpha to zero; the look stays until then, so a fade-out
    /// fades the blur that was shown); a vibrancy's colour on the content view's layer.
    private func applyEffect() {
        let style = traitCollection.userInterfaceStyle
        switch effect {
        case let blur as UIBlurEffect:
            backdropLayer.look = blur.style.look(in: style)
            backdropView.alpha = 1
            contentView.layer.vibrancyColor = nil
        case let vibrancy as UIVibrancyEffect:
            backdropView.alpha = 0
            contentView.layer.vibrancyColor = vibrancy.contentColor(in: style)
        default:
            backdropView.alpha = 0
            contentView.layer.vibrancyColor = nil
        }
    }
}
