// Safe area and layout margins: the insets content keeps from a view's edges.
//
// A view's safe area is the part of it inside its superview's safe area (a window's is the whole
// screen), less its controller's `additionalSafeAreaInsets` (and, for a navigation or tab bar
// controller's child, the bars that cover it). Its layout margins are the margins
// set on it (8 points by default; a controller's root view uses the system minimum), measured
// from the safe area when `insetsLayoutMarginsFromSafeArea`, and at least the superview's margins
// where they overlap when `preservesSuperviewLayoutMargins`. The getters report these effective
// values, as UIKit's do. Layout passes notice changes and tell the view, its controller and the
// guides' constraints.

extension UIView {
    // MARK: Safe area

    /// How far the view's safe area is inset from each edge of its bounds.
    public var safeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let superview = storedSuperview {
            var superInsets = superview.safeAreaInsets
            if let scrollView = superview as? UIScrollView {
                superInsets = scrollView.safeAreaInsetsPassedToContent(superInsets)
            }
            if superInsets != .zero {
                let safe = superview.bounds.inset(by: superInsets)
                let frame = untransformedFrame.offsetBy(dx: superview.bounds.minX, dy: superview.bounds.minY)
                insets = UIEdgeInsets(
                    top: min(max(safe.minY - frame.minY, 0), frame.height),
                    left: min(max(safe.minX - frame.minX, 0), frame.width),
                    bottom: min(max(frame.maxY - safe.maxY, 0), frame.height),
                    right: min(max(frame.maxX - safe.maxX, 0), frame.width))
            }
        }
        if let controller = owningViewController {
            let extra = controller.additionalSafeAreaInsets
            let bars = controller.insetsFromNavigationController
            insets = UIEdgeInsets(
                top: insets.top + extra.top + bars.top, left: insets.left + extra.left,
                bottom: insets.bottom + extra.bottom + bars.bottom + controller.bottomInsetFromTabBarController,
                right: insets.right + extra.right)
        }
        return insets
    }

    // MARK: Layout margins

    func setSpecifiedLayoutMargins(_ margins: UIEdgeInsets) {
        layoutState.layoutMargins = UIEdgeInsets(
            top: finiteMargin(margins.top, margins), left: finiteMargin(margins.left, margins),
            bottom: finiteMargin(margins.bottom, margins), right: finiteMargin(margins.right, margins))
        layoutState.directionalLayoutMargins = nil
        layoutState.marginsWereSet = true
        layoutMarginsMayHaveChanged()
    }

    func setSpecifiedDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
        layoutState.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: finiteMargin(margins.top, margins), leading: finiteMargin(margins.leading, margins),
            bottom: finiteMargin(margins.bottom, margins), trailing: finiteMargin(margins.trailing, margins))
        layoutState.marginsWereSet = true
        layoutMarginsMayHaveChanged()
    }

    /// A margin as layout uses it: NaN or infinity is 0 (reported once), as if that margin were unset.
    private func finiteMargin(_ value: CGFloat, _ margins: Any) -> CGFloat {
        guard !value.isFinite else { return value }
        warnOnce(
            .nonFiniteMargins,
            "\(layoutDescriptionName): layout margins \(margins) are not all finite numbers; 0 is used in place of "
                + "each that is not.")
        return 0
    }

    /// Whether the view's margins are at least its superview's where the two overlap. False by default.
    public var preservesSuperviewLayoutMargins: Bool {
        get { storedLayoutState?.preservesSuperviewLayoutMargins ?? false }
        set {
            layoutState.preservesSuperviewLayoutMargins = newValue
            layoutMarginsMayHaveChanged()
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds. True by default.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { storedLayoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsMayHaveChanged()
        }
    }

    // MARK: - Internal

    /// The margins as layout uses them (see the note at the top of this file).
    var effectiveLayoutMargins: UIEdgeInsets {
        let direction = effectiveUserInterfaceLayoutDirection
        let state = storedLayoutState
        var margins: UIEdgeInsets
        if let directional = state?.directionalLayoutMargins {
            margins = directional.edgeInsets(for: direction)
        } else if let state, state.marginsWereSet {
            margins = state.layoutMargins
        } else {
            margins = owningViewController == nil ? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) : .zero
        }
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins.edgeInsets(for: direction)
            margins = UIEdgeInsets(
                top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
                bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left,
                bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview = storedSuperview {
            let superMargins = superview.effectiveLayoutMargins
            let inner = superview.bounds.inset(by: superMargins)
            let frame = untransformedFrame.offsetBy(dx: superview.bounds.minX, dy: superview.bounds.minY)
            margins = UIEdgeInsets(
                top: max(margins.top, inner.minY - frame.minY), left: max(margins.left, inner.minX - frame.minX),
                bottom: max(margins.bottom, frame.maxY - inner.maxY), right: max(margins.right, frame.maxX - inner.maxX)
            )
        }
        return margins
    }

    /// During layout: tells the view and its controller when the safe area or the margins moved,
    /// and the guides' constraints follow. Subviews, whose own insets derive from these, check next.
    func refreshSafeAreaAndMargins() {
        guard let state = storedLayoutState else { return }
        let insets = safeAreaInsets
        if insets != state.lastSafeAreaInsets {
            state.lastSafeAreaInsets = insets
            if let guide = systemLayoutGuideIfMade(.safeArea) { layoutEngineOfTree?.itemDidChange(guide) }
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            for subview in storedSubviews where subview.storedLayoutState != nil { subview.setNeedsLayout() }
        }
        let margins = effectiveLayoutMargins
        if margins != state.lastEffectiveMargins {
            let isFirstLook = state.lastEffectiveMargins == nil
            state.lastEffectiveMargins = margins
            // The guides that follow the margins: the margins guide and the readable-content guide.
            for guide in state.layoutGuides
            where guide.systemRole == .layoutMargins || guide.systemRole == .readableContent {
                layoutEngineOfTree?.itemDidChange(guide)
            }
            if !isFirstLook {
                layoutMarginsDidChange()
                owningViewController?.viewLayoutMarginsDidChange()
            }
            for subview in storedSubviews where subview.storedLayoutState?.preservesSuperviewLayoutMargins == true {
                subview.setNeedsLayout()
            }
        }
    }

    // MARK: - Private

    private func layoutMarginsMayHaveChanged() {
        setNeedsLayout()
    }
}
