/// The region a text view lays its text out in: as wide as the view less its
/// `textContainerInset` (while `widthTracksTextView`), less `lineFragmentPadding` at each end of
/// every line. Scanout's text containers are rectangles (no exclusion paths, no line limit) owned
/// by their text view. Main actor.
@preconcurrency @MainActor
open class NSTextContainer {
    /// Space left empty at the start and end of every line, in points. 5 by default, as in UIKit;
    /// apps that line text up with a label's set it to 0.
    open var lineFragmentPadding: CGFloat = 5 { didSet { if lineFragmentPadding != oldValue { changed?() } } }
    /// Whether the width follows the text view's. True by default.
    open var widthTracksTextView = true { didSet { if widthTracksTextView != oldValue { changed?() } } }
    /// The container's size. While `widthTracksTextView`, the text view sets its width to its own
    /// less the insets; otherwise lines wrap at `size.width`.
    open var size: CGSize { didSet { if size != oldValue { changed?() } } }

    /// Tells the text view to lay out again.
    var changed: (() -> Void)?

    public init(size: CGSize) {
        self.size = size
    }

    public convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }
}
