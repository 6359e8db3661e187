/// One dimension of a compositional layout's item, group or supplementary: a fraction of its
/// container's width or height, a fixed number of points, or an estimate the element's own
/// content replaces (self-sizing). As UIKit's; main actor.
///
///     NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44))
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject, NSCopying {
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, points or estimate, as given (the layout makes hostile values usable).
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the container's width (1 is the whole width).
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// A first guess in points; the cell's `preferredLayoutAttributesFitting(_:)` gives the size.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// Immutable: the copy is the object itself.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String { "\(kind)(\(dimension))" }
}

/// The width and height of a compositional layout element. As UIKit's; main actor.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject, NSCopying {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// Immutable: the copy is the object itself.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }

}

/// Space in a compositional layout: a fixed amount, or a least amount that grows to share the
/// room left over (as justified text). As UIKit's; main actor.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject, NSCopying {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }
    /// At least `flexibleSpacing`; the room a group has left is shared between its flexible spaces.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }

    /// Immutable: the copy is the object itself.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The space around an item inside its group, edge by edge (nil for none). Unlike
/// `contentInsets`, edge spacing moves the item and its neighbours instead of shrinking it. As
/// UIKit's; main actor.
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    /// Immutable: the copy is the object itself.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
