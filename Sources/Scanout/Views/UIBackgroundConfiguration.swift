/// The background of a configured button or a collection view cell (UIKit's
/// `UIBackgroundConfiguration`, the parts Scanout draws): a fill, a corner radius for `.fixed`
/// corners, and a stroke.
public struct UIBackgroundConfiguration: @unchecked Sendable {
    // Safety: colours are immutable once made.
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0

    public init() {}

    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }
}
