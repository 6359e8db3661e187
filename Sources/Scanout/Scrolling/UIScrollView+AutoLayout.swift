// A scroll view under Auto Layout: its content area and its frame as layout guides.

extension UIScrollView {
    /// The content area: constraints from the content to this guide's edges give the scroll view
    /// its `contentSize`, as on iOS. (Constraints from the content to the scroll view's own edges
    /// mean the same.)
    public var contentLayoutGuide: UILayoutGuide {
        systemLayoutGuide(.scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    }

    /// The scroll view's frame: `frameLayoutGuide.widthAnchor` makes content as wide as the
    /// scroll view, for a list that scrolls only vertically. Difference: its position is the
    /// unscrolled one, so content pinned to its edges scrolls with the rest.
    public var frameLayoutGuide: UILayoutGuide {
        systemLayoutGuide(.scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    }
}
