import Scanout
import Testing

/// `UIFont.preferredFont(forTextStyle:)`: UIKit's default content size for each style.
@Suite struct UIFontTextStyleTests {
    @Test(arguments: [
        (UIFont.TextStyle.largeTitle, 34.0), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
        (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
    ])
    func eachStyleHasUIKitsDefaultSize(style: UIFont.TextStyle, size: CGFloat) {
        #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size)
    }

    @Test func headlineIsSemiboldAndBodyRegular() {
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .body) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.preferredFont(forTextStyle: .headline) != UIFont.preferredFont(forTextStyle: .body))
    }

    @Test func anUnknownStyleIsBody() {
        let style = UIFont.TextStyle(rawValue: "MadeUpStyle")
        #expect(UIFont.preferredFont(forTextStyle: style) == UIFont.preferredFont(forTextStyle: .body))
    }
}
