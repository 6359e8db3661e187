import Scanout

/// The edit menu, operated by touching its items where they are drawn.
extension TestHost {
    /// An item the edit menu does not show on its current page.
    public struct EditMenuItemNotFound: Error, CustomStringConvertible {
        public let title: String
        public let visibleTitles: [String]
        /// "edit menu" or "shake-to-edit panel".
        public var place = "edit menu"

        public var description: String {
            if visibleTitles.isEmpty { return "The \(place) is not showing, so it has no item \"\(title)\"." }
            return "The \(place) shows no item \"\(title)\". It shows: "
                + visibleTitles.map { "\"\($0)\"" }.joined(separator: " ")
        }
    }

    /// The titles on the edit menu's current page, left to right ("◂" and "▸" turn pages);
    /// empty when it is hidden.
    public var editMenuTitles: [String] {
        application.menuControllerIfLoaded?.visibleTitles ?? []
    }

    /// Where the edit menu item titled `title` is on screen; nil when not shown.
    public func editMenuItemFrame(_ title: String) -> CGRect? {
        application.menuControllerIfLoaded?.frameOfItem(titled: title)
    }

    /// Taps the edit menu item titled `title` (or "▸"/"◂" to turn the page).
    public func tapEditMenuItem(_ title: String) throws(EditMenuItemNotFound) {
        guard let frame = editMenuItemFrame(title) else {
            throw EditMenuItemNotFound(title: title, visibleTitles: editMenuTitles)
        }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}
