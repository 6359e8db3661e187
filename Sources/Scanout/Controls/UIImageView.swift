/// A view that shows an image, placed in its bounds by `contentMode`.
///
/// Behaves as UIKit's `UIImageView`, except that the image never draws outside the bounds (with
/// `.scaleAspectFill` UIKit lets it overflow unless `clipsToBounds` is set). A template image
/// (`.alwaysTemplate`, which symbols are) is drawn as a shape in the view's `tintColor`, and again
/// when the tint changes. Takes no touches by default. Main actor.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
            // An animated image plays by itself (see UIImageView+Animation.swift).
            if image?.images != nil || oldValue?.images != nil { animationSourceDidChange() }
        }
    }

    // MARK: Animation (see UIImageView+Animation.swift)

    /// Frames shown in turn instead of `image` while `isAnimating`.
    open var animationImages: [UIImage]? {
        didSet { animationSourceDidChange() }
    }

    /// Frames shown instead of `animationImages` while the view is highlighted.
    open var highlightedAnimationImages: [UIImage]? {
        didSet { animationSourceDidChange() }
    }

    /// Seconds to show all the frames once; 0 (the default) gives each frame a thirtieth of a
    /// second, as does a value that is not a positive finite number.
    open var animationDuration: TimeInterval = 0 {
        didSet { animationSourceDidChange() }
    }

    /// How many times the frames are shown; 0 (the default), or less, for ever.
    open var animationRepeatCount = 0

    /// Shows `animationImages` in turn (from the first), while the view is in a window and not
    /// hidden.
    open func startAnimating() {
        startFrameAnimation()
    }

    /// Stops the frames and shows `image` again.
    open func stopAnimating() {
        stopFrameAnimation()
    }

    /// Whether `startAnimating()` was called and the frames have not stopped (by
    /// `stopAnimating()` or the last repeat).
    open var isAnimating: Bool { frameAnimation.isStarted }

    /// The running animation's state.
    var frameAnimation = FrameAnimationState()

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        animationVisibilityDidChange()
    }

    override func hiddenDidChange() {
        super.hiddenDidChange()
        animationVisibilityDidChange()
    }

    /// Applied over a symbol image's own configuration when it is shown (a symbol sized to the
    /// text beside it); other images are shown as they are.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            guard preferredSymbolConfiguration != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image drawn: `image` (or the highlighted one) — an asset-catalog image in the variant
    /// for the view's appearance — with `preferredSymbolConfiguration`.
    private var shownImage: UIImage? {
        var shown = currentAnimationFrame ?? (isHighlighted ? (highlightedImage ?? image) : image)
        if let set = shown, set.appearanceSource != nil {
            shown = AssetCatalogImages.variant(of: set, for: traitCollection)
        }
        guard let shown, let preferredSymbolConfiguration else { return shown }
        return shown.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? shown
    }

    /// The image shown while `isHighlighted`, if any.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { setNeedsDisplay() } }
    }

    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            setNeedsDisplay()
            if highlightedAnimationImages != nil { animationSourceDidChange() }
        }
    }

    /// Whether `.automatic` images are drawn as templates too: true in the image views of system
    /// buttons and bars, as in UIKit; false in a plain image view.
    var templatesAutomaticImages = false {
        didSet { if templatesAutomaticImages != oldValue { setNeedsDisplay() } }
    }

    /// An image view the size of `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configure()
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image's size in points.
    open override var intrinsicContentSize: CGSize {
        sizingImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        sizingImage?.size ?? bounds.size
    }

    /// What the view's size follows: the image shown when not animating (so a running animation
    /// does not lay the screen out again at every frame), else the first frame.
    private var sizingImage: UIImage? {
        guard currentAnimationFrame != nil else { return shownImage }
        let still = isHighlighted ? (highlightedImage ?? image) : image
        return still ?? animationImages?.first
    }

    open override func draw(_ rect: CGRect) {
        let shown = shownImage
        guard let shown, shown.size.width > 0, shown.size.height > 0 else { return }
        let templateColor = shown.isTemplate(templatesAutomaticImages: templatesAutomaticImages) ? tintColor : nil
        shown.draw(
            in: UIImageView.placement(of: shown.size, in: bounds, contentMode: contentMode),
            templateColor: templateColor)
    }

    /// A template image is drawn in the tint: draw again in the new one.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        if shown?.isTemplate(templatesAutomaticImages: templatesAutomaticImages) == true { setNeedsDisplay() }
    }

    /// Where an image of `size` goes in `bounds` for `contentMode`.
    static func placement(of size: CGSize, in bounds: CGRect, contentMode: ContentMode) -> CGRect {
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let widthScale = bounds.width / size.width
            let heightScale = bounds.height / size.height
            let scale = contentMode == .scaleAspectFit ? min(widthScale, heightScale) : max(widthScale, heightScale)
            let scaled = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(
                x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
                width: scaled.width, height: scaled.height)
        default:
            let x: CGFloat
            switch contentMode {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            let y: CGFloat
            switch contentMode {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }

    // MARK: - Private

    private func configure() {
        isUserInteractionEnabled = false
        contentMode = .scaleToFill
    }
}
