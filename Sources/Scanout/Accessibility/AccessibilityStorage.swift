import FoundationEssentials

/// What an app set of a view's or an element's accessibility, kept out of line: most views set
/// nothing, so a view holds one optional reference instead of a score of stored properties. A
/// nil field answers the owner's default.
@MainActor
final class AccessibilityStorage {
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var isElement: Bool?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var path: UIBezierPath?
    var language: String?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var customActions: [UIAccessibilityCustomAction]?
    var customRotors: [UIAccessibilityCustomRotor]?
}

extension CGRect {
    /// The middle, or the origin's finite part when the rectangle is not finite (no NaN point is
    /// handed to a tap).
    var centreForAccessibility: CGPoint {
        let point = CGPoint(x: midX, y: midY)
        return CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
    }

    /// The rectangle when all four numbers are finite, else `.zero`.
    var finiteForAccessibility: CGRect {
        guard !isNull, origin.x.isFinite, origin.y.isFinite, size.width.isFinite, size.height.isFinite else {
            return .zero
        }
        return standardized
    }
}
