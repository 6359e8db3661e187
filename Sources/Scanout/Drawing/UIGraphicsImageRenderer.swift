import FoundationEssentials

/// Draws images: each `image(actions:)` call runs the closure with a fresh bitmap as the current
/// context and returns what it drew, as in UIKit.
///
/// ```swift
/// let badge = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { context in
///     UIColor.systemRed.setFill()
///     context.cgContext.fillEllipse(in: context.format.bounds)
/// }
/// ```
///
/// Main actor. Scanout differs in one place: a size with no whole pixel traps, naming the size,
/// where UIKit's behaviour varies by release.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer {
    /// The scale and opacity of the images.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points in the default format (the main screen's scale,
    /// not opaque).
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of images of `size` points in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.format = format
        self.format.bounds = CGRect(origin: .zero, size: size)
    }

    /// A renderer whose drawing space is `bounds` (its origin at the image's top left).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.format = format
        self.format.bounds = bounds
    }

    /// Runs `actions` with a new bitmap as the current context and returns what it drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let bounds = format.bounds
        guard let imageContext = ImageContext(size: bounds.size, opaque: format.opaque, scale: format.scale) else {
            preconditionFailure(
                "UIGraphicsImageRenderer cannot draw an image of \(bounds.size) at scale \(format.scale): "
                    + "it has no whole pixel (or more than 16384 a side). Give the renderer a positive size.")
        }
        imageContext.context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(imageContext: imageContext, format: format)
        UIGraphicsPushContext(imageContext.context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return imageContext.makeImage()
    }

    /// The image `actions` draws, as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

/// The scale, opacity and bounds of the images a `UIGraphicsImageRenderer` draws. Main actor.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat {
    /// Pixels per point; 0 means the main screen's when the image is drawn.
    open var scale: CGFloat
    /// Whether the images have no transparency (what is not drawn is black).
    open var opaque = false
    /// The drawing space, in points; set by the renderer.
    open internal(set) var bounds: CGRect = .zero

    /// The main screen's scale, not opaque.
    public init() {
        scale = ApplicationContext.screenScale
    }

    /// A new format with the main screen's scale.
    open class func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// A new format with the main screen's scale (UIKit's name for the format that follows the
    /// device).
    open class func preferred() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }
}

/// What an image renderer's drawing closure gets: the context to draw in and the format.
/// Main actor.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext {
    /// The bitmap's context, current during the closure.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(imageContext: ImageContext, format: UIGraphicsImageRendererFormat) {
        self.imageContext = imageContext
        self.cgContext = imageContext.context
        self.format = format
    }

    /// What has been drawn so far.
    open var currentImage: UIImage { imageContext.makeImage() }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill colour in `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.drawing(in: blendMode) { cgContext.fill(rect) }
    }

    /// Strokes the edge of `rect` with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the edge of `rect` with the current stroke colour and line width in `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.drawing(in: blendMode) { cgContext.stroke(rect) }
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }

    // MARK: - Private

    private let imageContext: ImageContext
}

extension UIImage {
    /// A renderer format for drawing an image like this one: its scale, not opaque.
    @preconcurrency @MainActor
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }
}
