/// Which way an assistive technology asks for a scroll (`accessibilityScroll(_:)`), with UIKit's
/// raw values. VoiceOver's three-finger swipe left asks for `.right`: the content moves to show
/// what is to the right.
public enum UIAccessibilityScrollDirection: Int, Sendable, Hashable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    case next = 5
    case previous = 6
}
