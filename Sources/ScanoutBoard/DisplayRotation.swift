import ScanoutCore

/// How a panel is mounted relative to the picture the app draws: the app's screen appears
/// turned clockwise by this much on the panel. With `.clockwise90` on an 800×480 panel the app
/// sees a 480×800 portrait screen whose top edge runs down the panel's right side. Touches,
/// reported in the panel's coordinates, are turned back into the app's.
public enum DisplayRotation: Int, Equatable, Sendable, CaseIterable {
    case none = 0
    case clockwise90 = 90
    case upsideDown = 180
    case clockwise270 = 270

    /// The rotation for `degrees` (0, 90, 180, 270), or nil.
    public init?(degrees: Int) {
        self.init(rawValue: degrees)
    }

    /// The size of the screen the app sees on a panel of `panelSize`.
    public func screenSize(forPanel panelSize: CGSize) -> CGSize {
        switch self {
        case .none, .upsideDown: panelSize
        case .clockwise90, .clockwise270: CGSize(width: panelSize.height, height: panelSize.width)
        }
    }

    /// Where a point on the panel (a touch, in panel coordinates) is on the app's screen.
    public func screenPoint(fromPanel point: CGPoint, panelSize: CGSize) -> CGPoint {
        switch self {
        case .none: point
        case .clockwise90: CGPoint(x: point.y, y: panelSize.width - point.x)
        case .upsideDown: CGPoint(x: panelSize.width - point.x, y: panelSize.height - point.y)
        case .clockwise270: CGPoint(x: panelSize.height - point.y, y: point.x)
        }
    }

    /// Where a point of the app's screen lands on the panel (for copying frames out).
    public func panelPoint(fromScreen point: CGPoint, panelSize: CGSize) -> CGPoint {
        switch self {
        case .none: point
        case .clockwise90: CGPoint(x: panelSize.width - point.y, y: point.x)
        case .upsideDown: CGPoint(x: panelSize.width - point.x, y: panelSize.height - point.y)
        case .clockwise270: CGPoint(x: point.y, y: panelSize.height - point.x)
        }
    }
}

/// A touchscreen calibration matrix as libinput takes it: `[a, b, c, d, e, f]` maps a touch at
/// normalised `(x, y)` (0…1 across the device) to `(a·x + b·y + c, d·x + e·y + f)`. The input
/// backend hands it to libinput; `apply(to:)` is the same arithmetic, for checking a board's
/// matrix.
public struct CalibrationMatrix: Equatable, Sendable {
    public var values: [CGFloat]

    public static let identity = CalibrationMatrix([1, 0, 0, 0, 1, 0])

    /// The values a board file may give. A matrix maps the touchscreen (0…1 each way) onto the
    /// screen in screen widths, so ±100 is already absurd; the bound keeps every result finite
    /// in libinput's `float` arithmetic.
    public static let valueRange: ClosedRange<CGFloat> = -100...100

    /// A matrix of six values; traps on another count (board files are checked before this).
    public init(_ values: [CGFloat]) {
        precondition(values.count == 6, "a calibration matrix has 6 values, not \(values.count)")
        self.values = values
    }

    /// Where a normalised touch goes.
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(
            x: values[0] * point.x + values[1] * point.y + values[2],
            y: values[3] * point.x + values[4] * point.y + values[5])
    }
}
