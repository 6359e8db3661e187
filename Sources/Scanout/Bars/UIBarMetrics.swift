/// Which bar height a bar's background image is for (UIKit's `UIBarMetrics`). Scanout's bars have
/// one height; an image set for `.default` is the one drawn, the others are kept.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
