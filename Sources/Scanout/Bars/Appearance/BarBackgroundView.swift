/// What a bar draws behind its items: its appearance's blur (a `UIVisualEffectView`), colour and
/// image, bottom to top — or, for a bar that uses no appearance objects, the one colour (and the
/// background image) of its older properties (`barTintColor`, `isTranslucent`, `barStyle`,
/// `setBackgroundImage(_:for:)`). Touches pass through it. Main actor.
@preconcurrency @MainActor
final class BarBackgroundView: UIView {
    let effectView = UIVisualEffectView(effect: nil)
    let colorView = UIView()
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        effectView.isUserInteractionEnabled = false
        colorView.isUserInteractionEnabled = false
        imageView.isUserInteractionEnabled = false
        addSubview(effectView)
        addSubview(colorView)
        addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `appearance`'s background.
    func show(_ appearance: UIBarAppearance) {
        effectView.effect = appearance.backgroundEffect
        // Hidden when they draw nothing: a bar is painted often, and an empty image view would
        // still keep (and composite) a store the size of the bar.
        effectView.isHidden = appearance.backgroundEffect == nil
        colorView.backgroundColor = appearance.backgroundColor
        imageView.image = appearance.backgroundImage
        imageView.isHidden = appearance.backgroundImage == nil
        imageView.contentMode = appearance.backgroundImageContentMode
    }

    /// Shows the older properties' background: one colour, and the image over it when set.
    func show(fill: UIColor?, image: UIImage?) {
        effectView.effect = nil
        effectView.isHidden = true
        colorView.backgroundColor = fill
        imageView.image = image
        imageView.isHidden = image == nil
        imageView.contentMode = .scaleToFill
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        effectView.frame = bounds
        colorView.frame = bounds
        imageView.frame = bounds
    }
}
