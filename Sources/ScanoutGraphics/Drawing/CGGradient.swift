import ScanoutCore

/// A gradient as Core Graphics defines one: colours at locations from 0 to 1, which
/// `CGContext.drawLinearGradient(_:start:end:options:)` and
/// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)` paint.
///
/// ```swift
/// let gradient = CGGradient(colorsSpace: nil, colors: [top.cgColor, bottom.cgColor] as CFArray, locations: [0, 1])!
/// context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 100), options: [])
/// ```
///
/// Differences: Scanout's colours are sRGB, so the colour space only says how many components
/// each colour has (gray or RGB, each with alpha). A location that is not a number is 0; locations
/// are clamped to 0…1, and left out they spread evenly. Nil for no colours, a component count
/// that does not fit or a colour that is not a `CGColor`. Immutable; `Sendable`.
public final class CGGradient: Hashable, Sendable {
    /// The colours, by location, in order.
    package let stops: [GradientStop]

    /// A gradient of `colors` (`CGColor`s) at `locations` (one for each colour; nil spreads them
    /// evenly).
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var cgColors: [CGColor] = []
        for color in colors {
            guard let color = color as? CGColor else { return nil }
            cgColors.append(color)
        }
        guard !cgColors.isEmpty else { return nil }
        stops = CGGradient.stops(cgColors, locations: locations)
    }

    /// A gradient of `count` colours given as components of `space` (gray and alpha, or red,
    /// green, blue and alpha, one after another) at `locations` (nil spreads them evenly).
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0, count < 1 << 20 else { return nil }
        let perColor = space.numberOfComponents + 1
        let colors = (0..<count).map { index in
            let base = index * perColor
            func component(_ offset: Int) -> CGFloat { CGGradient.unit(components[base + offset]) }
            return perColor == 2
                ? CGColor(gray: component(0), alpha: component(1))
                : CGColor(red: component(0), green: component(1), blue: component(2), alpha: component(3))
        }
        stops = CGGradient.stops(colors, locations: locations)
    }

    public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    // MARK: - Private

    private static func stops(_ colors: [CGColor], locations: UnsafePointer<CGFloat>?) -> [GradientStop] {
        colors.enumerated().map { index, color in
            let location: CGFloat
            if let locations {
                location = unit(locations[index])
            } else {
                location = colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1)
            }
            let safe = CGColor(
                red: unit(color.red), green: unit(color.green), blue: unit(color.blue), alpha: unit(color.alpha))
            return GradientStop(location: location, color: safe)
        }
    }

    /// `value` within 0…1; 0 for NaN.
    private static func unit(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

/// Whether a gradient's end colours carry on before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The start colour fills what lies before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The end colour fills what lies after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A colour space. Scanout draws in sRGB only; a space says how many colour components a gradient's
/// components have (1 for gray, 3 for RGB). Immutable; `Sendable`.
public final class CGColorSpace: Hashable, Sendable {
    /// The colour components, without alpha: 1 (gray) or 3 (RGB).
    public let numberOfComponents: Int
    /// The kind of space.
    public let model: CGColorSpaceModel

    init(model: CGColorSpaceModel) {
        self.model = model
        numberOfComponents = model == .monochrome ? 1 : 3
    }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
    }
}

/// The kinds of colour space Scanout has.
public enum CGColorSpaceModel: Int32, Sendable {
    case monochrome = 0
    case rgb = 1
}

/// The RGB colour space (sRGB in Scanout).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(model: .rgb)
}

/// The gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(model: .monochrome)
}

/// Core Foundation's array, as Core Graphics' gradient takes its colours (`colors as CFArray`).
/// Foundation on Linux has no `CFArray`; here it is a Swift array.
public typealias CFArray = [Any]
