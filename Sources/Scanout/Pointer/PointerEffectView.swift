/// A pointer effect drawn over the view it applies to, in the pointer's effect window: the
/// app's views are never changed (their transforms, shadows and colours stay the app's).
///
/// - highlight: a translucent platter over the view, rounded (the style's rounded-rectangle
///   shape, else the view's bounds grown by 4 points with UIKit's corner radius);
/// - lift: a picture of the view, 6 % larger, with a soft shadow;
/// - hover: the view tinted (`.overlay`, `.underlay`: both drawn over it here), 3 % larger when
///   it prefers scaled content, shadowed when it prefers a shadow.
/// The automatic effect is a highlight on a view at most 120 points on its longer side, a hover
/// on larger ones. Main actor.
@preconcurrency @MainActor
final class PointerEffectView: UIView {
    /// The effect once `.automatic` is decided.
    enum Resolved {
        case highlight
        case lift
        case hover(tint: UIPointerEffect.TintMode, shadow: Bool, scaled: Bool)
    }

    static let liftScale: CGFloat = 1.06
    static let hoverScale: CGFloat = 1.03
    static let highlightOutset: CGFloat = 4
    static let automaticHighlightLimit: CGFloat = 120

    private let preview: UITargetedPreview
    private let resolved: Resolved
    private let shape: UIPointerShape?
    private var picture: UIView?

    init(effect: UIPointerEffect, shape: UIPointerShape?) {
        preview = effect.preview
        resolved = PointerEffectView.resolved(effect)
        self.shape = shape
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        isOpaque = false
        switch resolved {
        case .highlight:
            break
        case .lift, .hover:
            // A picture of the view as it is now, raised over it.
            if let snapshot = preview.view.snapshotView(afterScreenUpdates: false) {
                addSubview(snapshot)
                picture = snapshot
            }
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// What `.automatic` becomes for its view.
    static func resolved(_ effect: UIPointerEffect) -> Resolved {
        switch effect {
        case .automatic(let preview):
            let size = preview.view.bounds.size
            return max(size.width, size.height) <= automaticHighlightLimit
                ? .highlight : .hover(tint: .overlay, shadow: false, scaled: true)
        case .highlight: return .highlight
        case .lift: return .lift
        case .hover(_, let tint, let shadow, let scaled): return .hover(tint: tint, shadow: shadow, scaled: scaled)
        }
    }

    /// `shape`'s outline in screen points: a beam or path centred on `location` (screen), a
    /// rounded rectangle where it is in `view`.
    static func outline(of shape: UIPointerShape, in view: UIView, at location: CGPoint) -> UIBezierPath {
        func finite(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat {
            value.isFinite ? min(max(value, 0), 10_000) : fallback
        }
        switch shape {
        case .verticalBeam(let length):
            let height = finite(length, 20)
            return UIBezierPath(
                roundedRect: CGRect(x: location.x - 1, y: location.y - height / 2, width: 2, height: height),
                cornerRadius: 1)
        case .horizontalBeam(let length):
            let width = finite(length, 20)
            return UIBezierPath(
                roundedRect: CGRect(x: location.x - width / 2, y: location.y - 1, width: width, height: 2),
                cornerRadius: 1)
        case .roundedRect(let rect, let radius):
            let onScreen = view.screenRect(of: rect.isFinite ? rect : view.bounds)
            return UIBezierPath(roundedRect: onScreen, cornerRadius: finite(radius, UIPointerShape.defaultCornerRadius))
        case .path(let path):
            let copy = UIBezierPath(cgPath: path.cgPath)
            copy.apply(CGAffineTransform(translationX: location.x, y: location.y))
            return copy
        }
    }

    /// Places the effect over its view, where the view is now on the screen.
    func place(in window: UIWindow) {
        let view = preview.view
        guard view.window != nil else {
            isHidden = true
            return
        }
        isHidden = false
        let onScreen = view.screenRect(of: view.bounds)
        let target = window.convertFromScreen(onScreen)
        switch resolved {
        case .highlight:
            var platter = target.insetBy(dx: -PointerEffectView.highlightOutset, dy: -PointerEffectView.highlightOutset)
            if case .roundedRect(let rect, _)? = shape, rect.isFinite {
                platter = window.convertFromScreen(view.screenRect(of: rect))
            }
            frame = platter.isFinite ? platter : .zero
        case .lift:
            frame = target.scaled(by: PointerEffectView.liftScale)
        case .hover(_, _, let scaled):
            frame = scaled ? target.scaled(by: PointerEffectView.hoverScale) : target
        }
        picture?.frame = bounds
        applyShadow()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let radius: CGFloat
        if case .roundedRect(_, let shapeRadius)? = shape, shapeRadius.isFinite {
            radius = max(0, shapeRadius)
        } else {
            radius = UIPointerShape.defaultCornerRadius
        }
        switch resolved {
        case .highlight:
            UIColor.label.withAlphaComponent(0.12).setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill()
        case .hover(let tint, _, _) where tint != .none:
            (preview.parameters.backgroundColor ?? UIColor.label).withAlphaComponent(0.1).setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: min(radius, preview.view.layer.cornerRadius + 1)).fill()
        default:
            break
        }
    }

    private func applyShadow() {
        let wantsShadow: Bool
        switch resolved {
        case .lift: wantsShadow = true
        case .hover(_, let shadow, _): wantsShadow = shadow
        case .highlight: wantsShadow = false
        }
        layer.shadowOpacity = wantsShadow ? 0.3 : 0
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 4)
    }
}

extension UIView {
    /// `rect` (this view's coordinates) in screen points.
    fileprivate func screenRect(of rect: CGRect) -> CGRect {
        guard let window else { return rect }
        return convert(rect, to: window).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// `rect` (screen points) in this view's coordinates (for a window: its own).
    fileprivate func convertFromScreen(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }
}

extension CGRect {
    /// Grown about its centre by `factor`.
    fileprivate func scaled(by factor: CGFloat) -> CGRect {
        insetBy(dx: -width * (factor - 1) / 2, dy: -height * (factor - 1) / 2)
    }
}
