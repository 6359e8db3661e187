/// The presentation controller of a `.popover` presentation: the presented view in a bubble
/// whose arrow points at `sourceRect` in `sourceView`.
///
/// Behaves as UIKit's. The bubble takes the presented controller's `preferredContentSize` (320 ×
/// 480 when it has none), clamped to the window less 10 points; it goes below the source (arrow
/// up) if it fits there, else above, else to the right, else to the left — among the
/// `permittedArrowDirections` — and is slid along that side to stay on screen. A tap anywhere
/// outside dismisses it (unless `isModalInPresentation`). On a compact width the presentation
/// adapts to a sheet unless the delegate's `adaptivePresentationStyle(for:)` says `.none`.
///
/// ```swift
/// picker.modalPresentationStyle = .popover
/// picker.popoverPresentationController?.sourceView = button
/// present(picker, animated: true)
/// ```
///
/// Main actor.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the arrow points into. Set it (or `sourceRect` in it) before presenting.
    public var sourceView: UIView? {
        get { sourceViewLink.object }
        set { sourceViewLink = WeakLink(newValue) }
    }
    private var sourceViewLink = WeakLink<UIView>(nil)
    /// The rectangle in `sourceView` the arrow points at; its bounds when left empty.
    public var sourceRect: CGRect = .zero
    /// A bar button item the arrow points at, in place of `sourceView` (its view in a navigation
    /// bar or toolbar, or its custom view).
    public var barButtonItem: UIBarButtonItem?
    /// Where the arrow may point. Any direction by default.
    public var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Where the arrow points, once the popover is shown; `.unknown` before.
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    /// The arrow's length from the bubble's edge.
    static let arrowLength: CGFloat = 13
    /// The bubble's corner radius.
    static let cornerRadius: CGFloat = 13
    /// How far the bubble stays from the container's edges.
    private static let screenMargin: CGFloat = 10
    /// The background with the arrow, behind the presented view.
    var chromeView: PopoverChromeView?

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard layout == .popover, let containerView else { return super.frameOfPresentedViewInContainerView }
        let bounds = containerView.bounds.insetBy(dx: Self.screenMargin, dy: Self.screenMargin)
        let source = sourceFrame(in: containerView)
        var size = contentSize(forWidth: 320)
        if size.width <= 0 || size.height <= 0 { size = CGSize(width: 320, height: 480) }
        size = CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
        let placement = Self.place(size: size, source: source, in: bounds, permitted: permittedArrowDirections)
        arrowDirection = placement.direction
        return placement.frame
    }

    // MARK: - Internal

    /// The source rectangle in `view`'s coordinates: the source view's `sourceRect` (its bounds
    /// when empty).
    func sourceFrame(in view: UIView) -> CGRect {
        if let itemView = barButtonItemView(), itemView.window != nil {
            return itemView.convert(itemView.bounds, to: view)
        }
        guard let sourceView else { return CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0) }
        let rect = sourceRect.isEmpty && sourceRect.origin == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: view)
    }

    /// The view showing `barButtonItem` now: its custom view, or the bar's view of it in any of
    /// the application's windows.
    private func barButtonItemView() -> UIView? {
        guard let item = barButtonItem else { return nil }
        if let custom = item.customView { return custom }
        func find(in view: UIView) -> UIView? {
            if let shown = view as? BarButtonItemView, shown.item === item { return shown }
            for subview in view.subviews {
                if let found = find(in: subview) { return found }
            }
            return nil
        }
        let windows = presentingViewController.view.window?.application?.windowsFrontToBack ?? []
        return windows.lazy.compactMap { find(in: $0) }.first
    }

    /// Where a bubble of `size` goes next to `source` within `bounds`, and where its arrow points.
    static func place(
        size: CGSize, source: CGRect, in bounds: CGRect, permitted: UIPopoverArrowDirection
    ) -> (frame: CGRect, direction: UIPopoverArrowDirection) {
        let arrow = arrowLength
        let room: [(UIPopoverArrowDirection, CGFloat, CGFloat)] = [
            (.up, bounds.maxY - source.maxY - arrow, size.height),
            (.down, source.minY - bounds.minY - arrow, size.height),
            (.left, bounds.maxX - source.maxX - arrow, size.width),
            (.right, source.minX - bounds.minX - arrow, size.width),
        ]
        let candidates = room.filter { permitted.contains($0.0) }
        let choice = candidates.first { $0.1 >= $0.2 } ?? candidates.max { $0.1 < $1.1 } ?? room[0]
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, high)) }
        var frame = CGRect(origin: .zero, size: size)
        switch choice.0 {
        case .up, .down:
            frame.origin.x = clamp(source.midX - size.width / 2, bounds.minX, bounds.maxX - size.width)
            frame.size.height = min(size.height, max(choice.1, 44))
            frame.origin.y = choice.0 == .up ? source.maxY + arrow : source.minY - arrow - frame.height
        default:
            frame.origin.y = clamp(source.midY - size.height / 2, bounds.minY, bounds.maxY - size.height)
            frame.size.width = min(size.width, max(choice.1, 44))
            frame.origin.x = choice.0 == .left ? source.maxX + arrow : source.minX - arrow - frame.width
        }
        return (frame.integral, choice.0)
    }
}
