/// The presentation controller of a page or form sheet (iOS 15): the heights the sheet can rest
/// at (`detents`), a grabber, and a corner radius.
///
/// `viewController.sheetPresentationController` is this object for `.pageSheet`, `.formSheet` and
/// `.automatic`; set it up before presenting:
///
///     if let sheet = picker.sheetPresentationController {
///         sheet.detents = [.medium(), .large()]
///         sheet.prefersGrabberVisible = true
///     }
///
/// As in UIKit, detents shape the sheet where it comes up from the bottom (compact widths, under
/// 700 points here): it rests at `selectedDetentIdentifier` (nil: the smallest detent), the user
/// drags it between detents (released, it goes to the nearest, a flick carrying it on), and
/// dragging down from the smallest dismisses it as any sheet. The delegate hears
/// `sheetPresentationControllerDidChangeSelectedDetentIdentifier` when the user changes it; a
/// change from code is shown at once, or animated inside `animateChanges(_:)`. On wide screens the
/// sheet is a centred card at its full size, as on iPad. Set the delegate (`delegate`) to an object
/// that conforms to `UISheetPresentationControllerDelegate` to hear detent changes. `.medium()` is half the container's
/// height, `.large()` the full sheet; a custom detent's resolver gets the largest height it may
/// return, and is clamped to it. Difference: `largestUndimmedDetentIdentifier` keeps the dimming
/// light at and below that detent, but the screen behind still takes no touches. Main actor.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at.
    @preconcurrency @MainActor
    public final class Detent {
        /// The name of a detent: `.medium`, `.large`, or your own for a custom one.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public var rawValue: String

            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            public init(_ rawValue: String) {
                self.rawValue = rawValue
            }

            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// Half the height the sheet could have.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
        }

        /// The sheet's full height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A height of your own: `resolver` returns it (nil leaves the detent out) given the
        /// largest a detent may be.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UInt.random(in: 0...UInt.max))"), resolver: resolver)
        }

        /// The height in `context`: the resolver's, made finite and between 1 and the maximum;
        /// nil when the resolver leaves the detent out or answers nonsense.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite, value > 0 else { return nil }
            return min(value, context.maximumDetentValue)
        }
    }

    /// What a custom detent's resolver is told.
    struct ResolutionContext: UISheetPresentationControllerDetentResolutionContext {
        let containerTraitCollection: UITraitCollection
        let maximumDetentValue: CGFloat
    }

    /// The heights the sheet can rest at, smallest to largest as they resolve; `[.large()]` by
    /// default. An empty list means the default.
    open var detents: [Detent] = [.large()] {
        didSet { sheetDidChange() }
    }

    /// The detent the sheet rests at; nil for the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if selectedDetentIdentifier != oldValue { sheetDidChange() } }
    }

    /// At and below this detent the screen behind is not dimmed; nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { sheetDidChange() }
    }

    /// Whether a small bar at the top of the sheet shows that it can be dragged.
    open var prefersGrabberVisible = false {
        didSet { sheetDidChange() }
    }

    /// The sheet's corner radius; nil for the system's (10 points here).
    open var preferredCornerRadius: CGFloat? {
        didSet { sheetDidChange() }
    }

    /// Whether scrolling up in the sheet's content first expands the sheet. Kept: Scanout's sheets
    /// grow only by dragging the sheet itself.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// For compact heights (a phone on its side); a kiosk's screen keeps its shape. Kept.
    open var prefersEdgeAttachedInCompactHeight = false
    /// See `prefersEdgeAttachedInCompactHeight`. Kept.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether the sheet's content extends under the grabber... Kept; the grabber is drawn over it.
    open var prefersPageSizing = true

    /// Where a bottom sheet goes: the bottom of the container, as tall as its detent (or the
    /// user's drag); other layouts as any presentation.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard layout == .bottomSheet, let containerView else { return super.frameOfPresentedViewInContainerView }
        let bounds = containerView.bounds
        let height = bottomSheetHeight
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Runs `changes` (to the detents or the selected one) and animates the sheet to the result.
    open func animateChanges(_ changes: () -> Void) {
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = false
        guard let containerView else { return }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
            self.applyDetentLook()
            containerView.setNeedsLayout()
            containerView.layoutIfNeeded()
        }
    }

    /// Asks custom detents' resolvers again (their answers changed).
    open func invalidateDetents() {
        sheetDidChange()
    }

    // MARK: - Internal

    private var isAnimatingChanges = false
    /// The height the user's drag holds the sheet at, while dragging.
    var draggedHeight: CGFloat?
    private var grabber: UIView?

    /// The detents resolved for the container: identifier and height, smallest first.
    func resolvedDetents() -> [(identifier: Detent.Identifier, height: CGFloat)] {
        guard let containerView else { return [] }
        let context = ResolutionContext(
            containerTraitCollection: containerView.traitCollection, maximumDetentValue: maximumSheetHeight)
        let list = detents.isEmpty ? [Detent.large()] : detents
        var resolved: [(identifier: Detent.Identifier, height: CGFloat)] = []
        for detent in list {
            guard let height = detent.resolvedValue(in: context) else { continue }
            if !resolved.contains(where: { $0.identifier == detent.identifier }) {
                resolved.append((detent.identifier, height))
            }
        }
        if resolved.isEmpty { resolved = [(.large, maximumSheetHeight)] }
        return resolved.sorted { $0.height < $1.height }
    }

    /// The detent the sheet rests at among `detents` (resolved): the selected one if it is there,
    /// else the smallest.
    func currentDetent(
        in detents: [(identifier: Detent.Identifier, height: CGFloat)]
    ) -> (identifier: Detent.Identifier, height: CGFloat)? {
        detents.first { $0.identifier == selectedDetentIdentifier } ?? detents.first
    }

    /// The tallest a bottom sheet can be: the container less the strip left above it.
    var maximumSheetHeight: CGFloat {
        guard let containerView else { return 0 }
        let bounds = containerView.bounds
        let top = min(Self.compactSheetTopStrip + containerView.safeAreaInsets.top, bounds.height / 2)
        return max(bounds.height - top, 0)
    }

    /// The bottom sheet's height now: the drag's, else the current detent's.
    var bottomSheetHeight: CGFloat {
        bottomSheetHeight(in: resolvedDetents())
    }

    /// The bottom sheet's height with `detents` already resolved.
    private func bottomSheetHeight(in detents: [(identifier: Detent.Identifier, height: CGFloat)]) -> CGFloat {
        draggedHeight ?? currentDetent(in: detents)?.height ?? maximumSheetHeight
    }

    /// The user let go at a detent other than the selected one.
    func userSelectedDetent(_ identifier: Detent.Identifier) {
        guard identifier != (selectedDetentIdentifier ?? resolvedDetents().first?.identifier) else { return }
        selectedDetentIdentifier = identifier
        (delegate as? any UISheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    override func presentedViewWasPlaced() {
        applyDetentLook()
    }

    /// The grabber, corner radius and dimming for the current detent.
    func applyDetentLook() {
        guard let presentedView, presentedView.superview === containerView else { return }
        if layout == .bottomSheet || layout == .centredSheet {
            presentedView.layer.cornerRadius =
                preferredCornerRadius.map { $0.isFinite ? max($0, 0) : 0 }
                ?? Self.sheetCornerRadius
        }
        if prefersGrabberVisible {
            let bar = grabber ?? UIView()
            if grabber == nil {
                bar.backgroundColor = UIColor.systemGray3
                bar.layer.cornerRadius = 2.5
                bar.isUserInteractionEnabled = false
                grabber = bar
            }
            if bar.superview !== presentedView { presentedView.addSubview(bar) }
            bar.frame = CGRect(x: ((presentedView.bounds.width - 36) / 2).rounded(), y: 5, width: 36, height: 5)
        } else {
            grabber?.removeFromSuperview()
        }
        if pendingTransition == nil { dimmingView?.alpha = dimmingAlphaAtRest }
    }

    /// Clear at and below `largestUndimmedDetentIdentifier`, dimmed above it.
    override var dimmingAlphaAtRest: CGFloat {
        guard layout == .bottomSheet, let undimmed = largestUndimmedDetentIdentifier else { return 1 }
        let detents = resolvedDetents()
        guard let limit = detents.first(where: { $0.identifier == undimmed })?.height else { return 1 }
        return bottomSheetHeight(in: detents) <= limit + 0.5 ? 0 : 1
    }

    /// A setting changed: shown at once unless inside `animateChanges(_:)`.
    private func sheetDidChange() {
        guard !isAnimatingChanges, let containerView else { return }
        applyDetentLook()
        containerView.setNeedsLayout()
    }
}

/// What a custom detent's resolver is given.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height the detent may be.
    var maximumDetentValue: CGFloat { get }
}

/// A sheet presentation's delegate: the adaptive delegate's callbacks, and the user's change of
/// detent.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}

extension UIViewController {
    /// The sheet presentation controller, when the controller is presented (or will be) as a page
    /// or form sheet; nil for other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}
