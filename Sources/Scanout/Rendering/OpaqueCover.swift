/// The view painted last that covers the whole damaged area with an opaque background: everything
/// painted before it in the frame would be painted over, so the painter skips it.
///
/// Most screens are a window with a background, a controller's view with a background, and a list
/// or a form with a background of its own, each the size of the screen: a full frame filled the
/// screen three times before drawing anything that shows. Found a few levels down each window,
/// front window first, through views that are visible, fully opaque (no group), placed by
/// translations only, that themselves cover the area, and that do not interleave added layers
/// with their subviews. Painting then skips the windows behind the
/// cover's, and for each view on the way down to it (its ancestors) its shadow, background,
/// drawing and the subviews before the next one on the way; their clips and borders (drawn over
/// the subviews) stay. When nothing covers the area, the frame is cleared to black first, as before.
@preconcurrency @MainActor
struct OpaqueCover {
    /// One view on the way down to the cover and the next view on the way, with its index among
    /// the view's subviews.
    struct Step {
        let view: UIView
        let childIndex: Int
        let child: UIView
    }

    /// The covering view.
    let view: UIView
    /// Its window's index among the windows searched.
    let windowIndex: Int
    /// The views from its window down to its superview (empty when the window covers).
    private let path: [Step]

    /// How many levels below a window the search looks: a controller's view, a navigation stack's,
    /// a list in it.
    static let searchDepth = 4

    /// Below this many damaged pixels only the windows themselves are looked at: what lies under
    /// a caret or a key's title is a fill or two, less than looking for what covers it (a
    /// thousand instructions a frame), but a window that covers it still saves the black clear.
    static let deepSearchArea = 128 * 128

    /// The cover of `area` (screen points) among `windows` (back to front), or nil; `pixelArea`
    /// is how many pixels the damage holds.
    static func find(covering area: CGRect, pixelArea: Int = .max, in windows: [UIWindow]) -> OpaqueCover? {
        guard !area.isNull, !area.isEmpty else { return nil }
        let depthLimit = pixelArea < deepSearchArea ? 0 : searchDepth
        for windowIndex in windows.indices.reversed() {
            var found: (view: UIView, path: [Step])?
            var path: [Step] = []
            search(
                windows[windowIndex], parentToScreen: .identity, area: area, depth: 0, depthLimit: depthLimit,
                path: &path, found: &found)
            if let found { return OpaqueCover(view: found.view, windowIndex: windowIndex, path: found.path) }
        }
        return nil
    }

    /// When `view` is on the way down to the cover, the index of the next view on the way among
    /// its subviews (those before it are hidden); nil otherwise, or when its subviews changed since
    /// the search (everything is painted then).
    func nextSubviewIndex(below view: UIView) -> Int? {
        for step in path where step.view === view {
            let subviews = view.storedSubviews
            return step.childIndex < subviews.count && subviews[step.childIndex] === step.child ? step.childIndex : nil
        }
        return nil
    }

    /// Depth first, in painting order, so the last cover found is the one painted last.
    private static func search(
        _ view: UIView, parentToScreen: CGAffineTransform, area: CGRect, depth: Int, depthLimit: Int,
        path: inout [Step], found: inout (view: UIView, path: [Step])?
    ) {
        // A masked view is see-through where its mask is clear, and so is its subtree.
        guard !view.isHidden, view.renderAlpha == 1, view.storedLayer?.mask == nil else { return }
        let toScreen = view.renderTransformToSuperview.concatenating(parentToScreen)
        guard toScreen.a == 1, toScreen.b == 0, toScreen.c == 0, toScreen.d == 1 else { return }
        let covers = view.renderBounds.applying(toScreen).contains(area)
        let isRounded = view.storedLayer?.hasRoundedCorners ?? false
        // A pattern colour's image may be see-through anywhere: never a cover.
        if covers, !isRounded, let color = view.renderBackgroundColor, color.alpha == 1, !color.isPatternColor {
            found = (view, path)
        }
        // Only through views that cover the area: a view that clips short of it clips what is below
        // it, and a cover inside a smaller view that does not clip (a subview larger than its
        // superview) is rare enough to paint under. Missing a cover only paints more; this keeps
        // the search to the few views on the way down (a caret blink's frame searches too).
        guard covers, !(view.clipsToBounds && isRounded), depth < depthLimit,
            view.storedLayer?.addedSublayers.isEmpty ?? true
        else { return }
        for (index, subview) in view.storedSubviews.enumerated() {
            path.append(Step(view: view, childIndex: index, child: subview))
            search(
                subview, parentToScreen: toScreen, area: area, depth: depth + 1, depthLimit: depthLimit, path: &path,
                found: &found)
            path.removeLast()
        }
    }
}
