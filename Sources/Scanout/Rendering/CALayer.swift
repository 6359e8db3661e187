/// The drawing attributes of a view that UIKit keeps on its Core Animation layer: corner radius and
/// border, plus the view properties a layer mirrors (`masksToBounds`, `opacity`,
/// `backgroundColor`, `isHidden`).
///
/// Every view has exactly one, `view.layer`, and changing it redraws the view. Scanout has no
/// separate layer tree: layers exist so UIKit code such as `view.layer.cornerRadius = 12` carries
/// over. Main actor.
@MainActor
open class CALayer: @MainActor CustomStringConvertible {
    /// The view this layer draws; layers are created by their views.
    public private(set) weak var delegate: UIView?

    /// Radius of the rounded corners of the background, the border and (with `masksToBounds`) the
    /// clip.
    open var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { delegate?.appearanceDidChange() } }
    }

    /// Which corners `cornerRadius` rounds. All four by default.
    open var maskedCorners: CACornerMask = .all {
        didSet { if maskedCorners != oldValue { delegate?.appearanceDidChange() } }
    }

    /// Width of the border, drawn inside the bounds, above the content and the sublayers.
    open var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { delegate?.appearanceDidChange() } }
    }

    /// Colour of the border. Opaque black by default, as in Core Animation.
    open var borderColor: CGColor? = .black {
        didSet { if borderColor != oldValue { delegate?.appearanceDidChange() } }
    }

    init(delegate: UIView) {
        self.delegate = delegate
    }

    /// The view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { delegate?.clipsToBounds ?? false }
        set { delegate?.clipsToBounds = newValue }
    }

    /// The view's `alpha`.
    open var opacity: Float {
        get { Float(delegate?.alpha ?? 1) }
        set { delegate?.alpha = CGFloat(newValue) }
    }

    /// The view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { delegate?.backgroundColor?.cgColor }
        set { delegate?.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
    }

    /// The view's `isHidden`.
    open var isHidden: Bool {
        get { delegate?.isHidden ?? false }
        set { delegate?.isHidden = newValue }
    }

    /// The view's `bounds`.
    open var bounds: CGRect {
        get { delegate?.bounds ?? .zero }
        set { delegate?.bounds = newValue }
    }

    /// The view's `center`: where the anchor point (the centre) lies in the superlayer.
    open var position: CGPoint {
        get { delegate?.center ?? .zero }
        set { delegate?.center = newValue }
    }

    /// Marks the whole layer for redrawing.
    open func setNeedsDisplay() {
        delegate?.setNeedsDisplay()
    }

    open var description: String {
        "<CALayer: \(objectAddress(self)); cornerRadius = \(cornerRadius); borderWidth = \(borderWidth)>"
    }

    /// True when the layer draws something beyond a plain rectangle fill.
    var hasRoundedCorners: Bool { cornerRadius > 0 && !maskedCorners.isEmpty }
}

/// The corners `CALayer.cornerRadius` rounds, in UIKit's coordinate terms (min Y is the top).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The same corners as `UIRectCorner`.
    var rectCorners: UIRectCorner {
        var corners: UIRectCorner = []
        if contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        return corners
    }
}
