// Members of UIView that few views set — kept in a box of their own, made when one is set, so
// every view does not carry their storage.

/// The storage of the rarely set members below.
final class ViewExtras {
    var contentScaleFactor: CGFloat?
    var clearsContextBeforeDrawing = true
    var maximumContentSizeCategory: UIContentSizeCategory?
    var minimumContentSizeCategory: UIContentSizeCategory?
    var showsLargeContentViewer = false
    var largeContentTitle: String?
    var largeContentImage: UIImage?
    var scalesLargeContentImage = false
    var largeContentImageInsets = UIEdgeInsets.zero
}

extension UIView {
    private var extras: ViewExtras {
        if let storedExtras { return storedExtras }
        let made = ViewExtras()
        storedExtras = made
        return made
    }

    /// Pixels per point the view's drawing is made at: its screen's scale unless set. Scanout
    /// draws every view at its screen's scale; a value set here is kept and read back (a
    /// positive, finite value; others are ignored) but does not change how the view is drawn.
    public var contentScaleFactor: CGFloat {
        get { storedExtras?.contentScaleFactor ?? window?.screen.scale ?? UIScreen.main.scale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            extras.contentScaleFactor = newValue
        }
    }

    /// Whether the context is cleared before `draw(_:)`; Scanout always draws a view's content on
    /// a cleared store, so this is kept for the API.
    public var clearsContextBeforeDrawing: Bool {
        get { storedExtras?.clearsContextBeforeDrawing ?? true }
        set { extras.clearsContextBeforeDrawing = newValue }
    }

    /// The largest text size the view and its subviews use, whatever the person chose; nil: no
    /// limit. Applied to the `preferredContentSizeCategory` trait below the view.
    public var maximumContentSizeCategory: UIContentSizeCategory? {
        get { storedExtras?.maximumContentSizeCategory }
        set {
            extras.maximumContentSizeCategory = newValue == .unspecified ? nil : newValue
            refreshTraits()
        }
    }

    /// The smallest text size the view and its subviews use; nil: no limit.
    public var minimumContentSizeCategory: UIContentSizeCategory? {
        get { storedExtras?.minimumContentSizeCategory }
        set {
            extras.minimumContentSizeCategory = newValue == .unspecified ? nil : newValue
            refreshTraits()
        }
    }

    /// The limits set on this view and its ancestors, for debugging, as UIKit describes them.
    public var appliedContentSizeCategoryLimitsDescription: String {
        var lines: [String] = []
        var view: UIView? = self
        while let current = view {
            if let minimum = current.minimumContentSizeCategory {
                lines.append("\(type(of: current)): minimum \(minimum.rawValue)")
            }
            if let maximum = current.maximumContentSizeCategory {
                lines.append("\(type(of: current)): maximum \(maximum.rawValue)")
            }
            view = current.superview
        }
        return lines.isEmpty ? "No content size category limits." : lines.joined(separator: "\n")
    }

    /// The text size `category` becomes under this view's limits.
    func limitedContentSizeCategory(_ category: UIContentSizeCategory) -> UIContentSizeCategory {
        guard let extras = storedExtras, category != .unspecified else { return category }
        var limited = category
        if let maximum = extras.maximumContentSizeCategory, limited > maximum { limited = maximum }
        if let minimum = extras.minimumContentSizeCategory, limited < minimum { limited = minimum }
        return limited
    }

    /// A debugging aid that shows another solution of an ambiguous layout; Scanout's solver
    /// settles ambiguity deterministically (the same layout every run), so this does nothing.
    public func exerciseAmbiguityInLayout() {}

    /// A snapshot of the part `rect` (in the view's coordinates) of the view; `capInsets` are
    /// kept on the image for stretching, as UIKit's resizable snapshots.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        guard let whole = snapshotImage(), rect.isFinite, !rect.isEmpty else { return nil }
        let area = rect.intersection(bounds)
        guard !area.isNull, !area.isEmpty else { return nil }
        let renderer = UIGraphicsImageRenderer(size: area.size)
        let part = renderer.image { _ in
            whole.draw(in: CGRect(origin: CGPoint(x: -area.minX, y: -area.minY), size: bounds.size))
        }
        let snapshot = UIImageView(image: part.resizableImage(withCapInsets: capInsets))
        snapshot.frame = CGRect(origin: .zero, size: area.size)
        return snapshot
    }

    // MARK: Large content viewer

    /// Whether the large content viewer (UIKit's enlarged bar items for people who use large
    /// text) may show this view; Scanout has no such viewer, so it only keeps the settings.
    public var showsLargeContentViewer: Bool {
        get { storedExtras?.showsLargeContentViewer ?? false }
        set { extras.showsLargeContentViewer = newValue }
    }

    public var largeContentTitle: String? {
        get { storedExtras?.largeContentTitle }
        set { extras.largeContentTitle = newValue }
    }

    public var largeContentImage: UIImage? {
        get { storedExtras?.largeContentImage }
        set { extras.largeContentImage = newValue }
    }

    public var scalesLargeContentImage: Bool {
        get { storedExtras?.scalesLargeContentImage ?? false }
        set { extras.scalesLargeContentImage = newValue }
    }

    public var largeContentImageInsets: UIEdgeInsets {
        get { storedExtras?.largeContentImageInsets ?? .zero }
        set { extras.largeContentImageInsets = newValue }
    }
}

/// The interaction that shows a view's large content on a long press (UIKit, for people who use
/// the largest text sizes). Scanout has no large content viewer: the interaction can be added and
/// its delegate set, and it never shows anything (`isEnabled` is false).
@preconcurrency @MainActor
open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    /// Whether the system shows large content viewers: never on a kiosk.
    public class var isEnabled: Bool { false }
    /// Posted when `isEnabled` changes; never in Scanout.
    public static let enabledStatusDidChangeNotification = Notification.Name(
        "UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

    open weak var delegate: (any UILargeContentViewerInteractionDelegate)?
    public private(set) weak var view: UIView?

    public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}

/// What decides a large content viewer's item; Scanout never asks.
@preconcurrency @MainActor
public protocol UILargeContentViewerInteractionDelegate: AnyObject {}
