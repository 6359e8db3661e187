// Where a split view's columns go: pure geometry from the view's bounds, the column widths and
// the display mode, with no view in sight, so every mode and every hostile width can be worked
// out and tested without a window.
//
// Frames are worked out from the primary edge (x = 0 where the primary column sits, growing
// towards the secondary) and mirrored when the primary edge is on the right: trailing left to
// right, or leading right to left, as UIKit mirrors its columns.

/// The frames of a split view's columns for one display mode.
struct SplitLayout: Equatable {
    /// A column's frame; hidden columns rest just off the primary edge, so they slide in from it.
    var primary: CGRect
    var supplementary: CGRect
    var secondary: CGRect
    /// The dimming over the secondary column while a column lies over it or displaces it.
    var dimming: CGRect?
    /// The separator lines: along the trailing side of each shown primary or supplementary column.
    var separators: [CGRect]

    /// The automatic width of a primary or supplementary column: 320 points, at most 40 per
    /// cent of the view.
    static let automaticWidth: CGFloat = 320
    static let automaticFractionLimit: CGFloat = 0.4

    /// The layout of `mode` (already valid for the style and behaviour) in `bounds`.
    /// `primaryWidth` and `supplementaryWidth` come from `columnWidth`; the supplementary width
    /// is 0 for a double-column split view.
    init(
        bounds: CGRect, mode: UISplitViewController.DisplayMode, behavior: UISplitViewController.SplitBehavior,
        primaryWidth: CGFloat, supplementaryWidth: CGFloat, isTriple: Bool, mirrored: Bool, separatorThickness: CGFloat
    ) {
        let width = bounds.width
        let height = bounds.height
        let primaryExtent = primaryWidth
        let supplementaryExtent = isTriple ? supplementaryWidth : 0
        // Positions along the edge: (start, width) of each column.
        var primarySpan = (-supplementaryExtent - primaryExtent, primaryExtent)
        var supplementarySpan = (-supplementaryExtent, supplementaryExtent)
        var secondarySpan = (CGFloat(0), width)
        var dims = false
        switch (mode.level(isTriple: isTriple), isTriple) {
        case (0, _):
            break
        case (1, false):
            primarySpan = (0, primaryExtent)
            switch behavior {
            case .overlay: dims = true
            case .displace: secondarySpan = (primaryExtent, width)
            default: secondarySpan = (primaryExtent, max(width - primaryExtent, 0))
            }
        case (1, true):
            primarySpan = (-primaryExtent, primaryExtent)
            supplementarySpan = (0, supplementaryExtent)
            if behavior == .overlay {
                dims = true
            } else {
                secondarySpan = (supplementaryExtent, max(width - supplementaryExtent, 0))
            }
        default:
            primarySpan = (0, primaryExtent)
            supplementarySpan = (primaryExtent, supplementaryExtent)
            let besides = primaryExtent + supplementaryExtent
            switch behavior {
            case .overlay: dims = true
            case .displace: secondarySpan = (besides, max(width - supplementaryExtent, 0))
            default: secondarySpan = (besides, max(width - besides, 0))
            }
        }
        if behavior == .displace, mode.level(isTriple: isTriple) == (isTriple ? 2 : 1) { dims = true }
        func frame(_ span: (CGFloat, CGFloat)) -> CGRect {
            let x = mirrored ? width - span.0 - span.1 : span.0
            return CGRect(x: bounds.minX + x, y: bounds.minY, width: span.1, height: height)
        }
        primary = frame(primarySpan)
        supplementary = frame(supplementarySpan)
        secondary = frame(secondarySpan)
        dimming = dims ? secondary : nil
        separators = []
        for span in [primarySpan, supplementarySpan] where span.1 > 0 && span.0 + span.1 > 0 {
            let thickness = min(separatorThickness, span.1)
            separators.append(frame((span.0 + span.1 - thickness, thickness)))
        }
    }

    /// A column's width from the app's preferences, clamped so no value an app can pass (NaN,
    /// infinities, negatives, fractions past 1) breaks the layout: an explicit width wins over
    /// a fraction, both fall back to the automatic width when unusable, then the minimum and
    /// maximum apply (the minimum winning when they cross) and the result fits in `available`,
    /// rounded to whole pixels.
    static func columnWidth(
        available: CGFloat, preferredWidth: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat,
        scale: CGFloat
    ) -> CGFloat {
        guard available.isFinite, available > 0 else { return 0 }
        var width: CGFloat
        if !preferredWidth.isNaN, preferredWidth >= 0 {
            width = min(preferredWidth, available)
        } else if !fraction.isNaN, fraction >= 0 {
            width = min(fraction, 1) * available
        } else {
            width = min(automaticWidth, available * automaticFractionLimit)
        }
        if !maximum.isNaN, maximum >= 0 { width = min(width, maximum) }
        if !minimum.isNaN, minimum >= 0 { width = max(width, min(minimum, available)) }
        width = min(max(width, 0), available)
        let pixels = scale.isFinite && scale > 0 ? scale : 1
        return (width * pixels).rounded(.down) / pixels
    }
}

extension UISplitViewController.DisplayMode {
    /// How many columns beside the secondary the mode shows: 0, 1 or 2 (1 at most with two columns).
    func level(isTriple: Bool) -> Int {
        switch self {
        case .automatic, .secondaryOnly: 0
        case .oneBesideSecondary, .oneOverSecondary: 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: isTriple ? 2 : 1
        }
    }

    /// The mode showing `level` columns the way `behavior` shows them.
    static func mode(level: Int, behavior: UISplitViewController.SplitBehavior) -> Self {
        switch (level, behavior) {
        case (...0, _): .secondaryOnly
        case (1, .overlay): .oneOverSecondary
        case (1, _): .oneBesideSecondary
        case (_, .overlay): .twoOverSecondary
        case (_, .displace): .twoDisplaceSecondary
        default: .twoBesideSecondary
        }
    }

    /// The behaviour the mode implies, nil for modes without one.
    var impliedBehavior: UISplitViewController.SplitBehavior? {
        switch self {
        case .automatic, .secondaryOnly: nil
        case .oneBesideSecondary, .twoBesideSecondary: .tile
        case .oneOverSecondary, .twoOverSecondary: .overlay
        case .twoDisplaceSecondary: .displace
        }
    }
}
