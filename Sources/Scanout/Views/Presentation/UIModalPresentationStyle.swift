/// How a presented controller covers the screen. UIKit's values; what each looks like in Scanout
/// is described on `UIPresentationController`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet
    case formSheet
    case currentContext
    case custom
    case overFullScreen
    case overCurrentContext
    case popover
    case none = -1
    case automatic = -2

    /// Whether the presenting controller's view leaves the window once the presentation is
    /// shown (and so gets its disappear callbacks): the two styles that are not "over" anything.
    var removesPresentersView: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Whether the presentation covers the view of the nearest controller that defines a
    /// presentation context, rather than the window.
    var usesPresentationContext: Bool {
        self == .currentContext || self == .overCurrentContext
    }
}

/// The animation of a modal presentation. Scanout animates `.coverVertical` (slides up from the
/// bottom, down on dismissal) and `.crossDissolve` (fades); `.flipHorizontal` and `.partialCurl`
/// cover vertically.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal
    case crossDissolve
    case partialCurl
}
