/// What kind of container an element's children are in, with UIKit's raw values: assistive
/// technology says "list", "table" or "landmark" on the way in.
public enum UIAccessibilityContainerType: Int, Sendable, Hashable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    case semanticGroup = 4
}
