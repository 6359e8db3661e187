import FoundationEssentials

/// The inspector's answer to one request: `ok` and what was asked for, or `error` saying what
/// went wrong (and, for an element that is missing or ambiguous, the `candidates`).
public struct InspectorReply: Codable, Equatable, Sendable {
    public var version = InspectorProtocol.version
    public var ok: Bool
    public var error: String?
    /// Labels a `tap` could have meant: the visible elements, or those that matched.
    public var candidates: [String]?
    /// `hello`: the app's process id.
    public var processID: Int?
    /// `tree`: the windows, back to front.
    public var windows: [InspectorNode]?
    /// `screenshot`: the PNG file's bytes (base64 in the JSON), and its size in pixels.
    public var png: Data?
    public var width: Int?
    public var height: Int?
    /// `tap`: where the finger went, in screen points; the element's class.
    public var point: InspectorPoint?
    public var element: String?
    /// `trace`: the recent trace lines, oldest first; how many older ones were dropped.
    public var trace: [String]?
    public var dropped: Int?
    /// A line for a person: what was done.
    public var message: String?

    public init(ok: Bool, error: String? = nil, message: String? = nil) {
        self.ok = ok
        self.error = error
        self.message = message
    }

    public static func failure(_ message: String, candidates: [String]? = nil) -> InspectorReply {
        var reply = InspectorReply(ok: false, error: message)
        reply.candidates = candidates
        return reply
    }

    /// The reply as the line the server sends (JSON, with its newline).
    public func encodedLine() -> [UInt8] {
        do {
            return Array(try InspectorProtocol.encoder.encode(self)) + [0x0A]
        } catch {
            return InspectorReply.failure("the reply could not be encoded: \(error)").encodedLine()
        }
    }
}

/// A point in screen points.
public struct InspectorPoint: Codable, Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle in points.
public struct InspectorRect: Codable, Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A window or view in the `tree` reply.
public struct InspectorNode: Codable, Equatable, Sendable {
    /// The view's class (`UIButton`, the app's own subclass's name).
    public var className: String
    /// `frame`, in its superview's coordinates (a window's: the screen's).
    public var frame: InspectorRect
    /// The frame in screen points, where a tap would go.
    public var screenFrame: InspectorRect
    public var accessibilityLabel: String?
    public var accessibilityIdentifier: String?
    /// Whether assistive technology (and `tap`) sees the view as one element.
    public var isAccessibilityElement: Bool
    /// A button's title, a label's or a text field's text.
    public var text: String?
    /// The view controller whose view this is.
    public var viewController: String?
    public var isHidden: Bool
    public var alpha: Double
    public var isFirstResponder: Bool
    /// A window: whether it is the key window.
    public var isKeyWindow: Bool?
    /// The constraints the view holds (`constraints`), as `description` writes them.
    public var constraints: [String]
    public var subviews: [InspectorNode]

    public init(
        className: String, frame: InspectorRect, screenFrame: InspectorRect, accessibilityLabel: String? = nil,
        accessibilityIdentifier: String? = nil, isAccessibilityElement: Bool = false, text: String? = nil,
        viewController: String? = nil, isHidden: Bool = false, alpha: Double = 1, isFirstResponder: Bool = false,
        isKeyWindow: Bool? = nil, constraints: [String] = [], subviews: [InspectorNode] = []
    ) {
        self.className = className
        self.frame = frame
        self.screenFrame = screenFrame
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityIdentifier = accessibilityIdentifier
        self.isAccessibilityElement = isAccessibilityElement
        self.text = text
        self.viewController = viewController
        self.isHidden = isHidden
        self.alpha = alpha
        self.isFirstResponder = isFirstResponder
        self.isKeyWindow = isKeyWindow
        self.constraints = constraints
        self.subviews = subviews
    }
}
