/// Something with its own coordinates that points and rectangles convert between: a view, or the
/// screen (`UIScreen.coordinateSpace`, `UIWindowScene.coordinateSpace`). As in UIKit, a view
/// converts to any other space through the screen:
///
/// ```swift
/// let window = UIWindow(frame: windowScene.coordinateSpace.bounds)
/// let onScreen = button.convert(button.bounds, to: window.screen.coordinateSpace)
/// ```
///
/// A space scaled to nothing has no point for another's: the result is NaN (a point) or `.null`
/// (a rectangle), as for `UIView.convert(_:to:)`.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        guard let fromScreen = coordinateSpace.transformToScreenSpace.inverse else { return .undefined }
        return point.applying(transformToScreenSpace).applying(fromScreen)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        guard let fromScreen = transformToScreenSpace.inverse else { return .undefined }
        return point.applying(coordinateSpace.transformToScreenSpace).applying(fromScreen)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let fromScreen = coordinateSpace.transformToScreenSpace.inverse else { return .null }
        return rect.applying(transformToScreenSpace.concatenating(fromScreen))
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let fromScreen = transformToScreenSpace.inverse else { return .null }
        return rect.applying(coordinateSpace.transformToScreenSpace.concatenating(fromScreen))
    }

    /// Maps this space's coordinates to the screen's: a view's through its window; the screen's
    /// are its own.
    var transformToScreenSpace: CGAffineTransform {
        (self as? UIView)?.transformToScreen() ?? .identity
    }
}

extension UIView: UICoordinateSpace {}

extension UIScreen: UICoordinateSpace {
    /// The screen's coordinates, which are fixed: Scanout does not turn the interface.
    public var coordinateSpace: any UICoordinateSpace { self }
    /// The same as `coordinateSpace`.
    public var fixedCoordinateSpace: any UICoordinateSpace { self }
}

extension UIWindowScene {
    /// The scene's coordinates: its screen's.
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}
