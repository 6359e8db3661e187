/// Something a menu shows: an action (`UIAction`) or a submenu (`UIMenu`).
///
/// Behaves as UIKit's `UIMenuElement`: a title, an optional subtitle and image. Not created
/// directly. Main actor.
@preconcurrency @MainActor
open class UIMenuElement: NSObjectProtocol, @MainActor CustomStringConvertible {
    /// Whether an element shows a check mark (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable {
        case off = 0
        case on
        case mixed
    }

    /// How large a menu draws its elements.
    public enum Size: Int, Sendable {
        case small = 0
        case medium
        case large
        case automatic = -1
    }

    /// How a menu shows an action or a command, and whether it can be chosen.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Shown but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    var elementTitle: String
    var elementImage: UIImage?

    /// The title shown for the element.
    open var title: String { elementTitle }
    /// A second line under the title.
    open var subtitle: String?
    /// An image shown beside the title.
    open var image: UIImage? { elementImage }

    init(title: String, image: UIImage?) {
        self.elementTitle = title
        self.elementImage = image
    }

    open var description: String {
        "<\(type(of: self)): \(objectAddress(self)); title = \(title.debugDescription)>"
    }
}
