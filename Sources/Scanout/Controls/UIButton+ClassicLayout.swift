// A button without a configuration lays out as UIKit's buttons did before iOS 15: a background
// image filling `backgroundRect(forBounds:)`, and the image then the title side by side in
// `contentRect(forBounds:)` (the bounds less `contentEdgeInsets`), placed by the control's content
// alignments. `imageEdgeInsets` and `titleEdgeInsets` move each one within that rect: each is laid
// out in the content rect less its own insets, so equal and opposite left and right insets shift it
// sideways — the usual way to put the image right of the title, or above it. A right-to-left
// layout (or `semanticContentAttribute = .forceRightToLeft`) puts the image after the title.
// Subclasses override the four rect methods to place things themselves, as in UIKit.

extension UIButton {
    // MARK: Background images

    /// Sets the image drawn behind the title and image in `state`, filling the button (a resizable
    /// image keeps its caps). States without their own use the `.normal` one.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state] = image
        if storedBackgroundView == nil, image != nil {
            let view = UIImageView()
            view.contentMode = .scaleToFill
            storedBackgroundView = view
            insertSubview(view, at: 0)
        }
        updateBackgroundView()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The background image for `state`, falling back to the `.normal` one.
    public func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state] ?? backgroundImages[.normal]
    }

    /// The background image for the current state.
    public var currentBackgroundImage: UIImage? {
        backgroundImage(for: state)
    }

    // MARK: Title shadows

    /// Sets the colour of the title's shadow in `state` (the offset is the title label's
    /// `shadowOffset`).
    public func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors[state] = color
        _ = titleLabel
        updateTitleLabel()
    }

    /// The title shadow colour for `state`, falling back to the `.normal` one.
    public func titleShadowColor(for state: UIControl.State) -> UIColor? {
        titleShadowColors[state] ?? titleShadowColors[.normal]
    }

    /// The title shadow colour for the current state.
    public var currentTitleShadowColor: UIColor? {
        titleShadowColor(for: state)
    }

    // MARK: - Internal

    /// The image and title side by side plus `contentEdgeInsets` (the image and title insets do
    /// not count, as in UIKit), and at least the background image's size.
    var classicIntrinsicSize: CGSize {
        let title = titleSize
        let image = currentImage?.size ?? .zero
        let background = currentBackgroundImage?.size ?? .zero
        let width = image.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right
        let height = max(image.height, title.height) + contentEdgeInsets.top + contentEdgeInsets.bottom
        return CGSize(width: max(width, background.width), height: max(height, background.height))
    }

    func layOutClassic() {
        storedBackgroundView?.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        storedImageView?.frame = imageRect(forContentRect: content)
        storedTitleLabel?.frame = titleRect(forContentRect: content)
    }

    /// Shows the current background image; a pressed button without a highlighted one shows its
    /// normal one dimmed (`adjustsImageWhenHighlighted`), a disabled one paled.
    func updateBackgroundView() {
        guard let storedBackgroundView else { return }
        let image = currentBackgroundImage
        if storedBackgroundView.image !== image { storedBackgroundView.image = image }
        storedBackgroundView.isHidden = image == nil || configuration != nil
        let dims = isHighlighted && backgroundImages[.highlighted] == nil && adjustsImageWhenHighlighted
        let pales = !isEnabled && backgroundImages[.disabled] == nil && adjustsImageWhenDisabled
        storedBackgroundView.alpha = dims ? 0.6 : pales ? 0.5 : 1
    }

    // MARK: - Private

    /// The image and title frames in `content` for the alignments and edge insets.
    func classicFrames(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let imageArea = content.inset(by: imageEdgeInsets)
        let titleArea = content.inset(by: titleEdgeInsets)
        var image = currentImage?.size ?? .zero
        // The image keeps its size unless its area is smaller: then it shrinks to fit, its
        // proportions kept.
        if image.width > 0, image.height > 0 {
            let shrink = min(1, max(imageArea.width, 0) / image.width, max(imageArea.height, 0) / image.height)
            if shrink.isFinite { image = CGSize(width: image.width * shrink, height: image.height * shrink) }
        }
        let natural = titleSize
        var title = CGSize(
            width: max(min(natural.width, titleArea.width - image.width), 0),
            height: max(min(natural.height, titleArea.height), 0))
        let imageFirst = effectiveUserInterfaceLayoutDirection == .leftToRight
        let total = image.width + title.width
        var imageX: CGFloat
        var titleX: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading:
            imageX = imageFirst ? imageArea.minX : imageArea.minX + title.width
            titleX = imageFirst ? titleArea.minX + image.width : titleArea.minX
        case .right, .trailing:
            imageX = imageFirst ? imageArea.maxX - total : imageArea.maxX - image.width
            titleX = imageFirst ? titleArea.maxX - title.width : titleArea.maxX - total
        case .fill:
            title.width = max(titleArea.width - image.width, 0)
            imageX = imageFirst ? imageArea.minX : imageArea.maxX - image.width
            titleX = imageFirst ? titleArea.minX + image.width : titleArea.minX
        case .center:
            imageX = imageFirst ? imageArea.midX - total / 2 : imageArea.midX + total / 2 - image.width
            titleX = imageFirst ? titleArea.midX - total / 2 + image.width : titleArea.midX - total / 2
        }
        func vertical(_ height: inout CGFloat, in area: CGRect) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: return area.minY
            case .bottom: return area.maxY - height
            case .fill:
                height = max(area.height, 0)
                return area.minY
            case .center: return area.midY - height / 2
            }
        }
        let imageY = vertical(&image.height, in: imageArea)
        let titleY = vertical(&title.height, in: titleArea)
        return (
            CGRect(x: imageX, y: imageY, width: image.width, height: image.height),
            CGRect(x: titleX, y: titleY, width: title.width, height: title.height)
        )
    }
}
