import Testing

@testable import Scanout

/// Dynamic Type code runs unchanged at the one text size Scanout has, UIKit's default.
@MainActor
@Suite struct UIFontMetricsTests {
    @Test func fontsAndLengthsAreThoseOfTheDefaultTextSize() {
        let brand = UIFont.systemFont(ofSize: 19, weight: .semibold)
        let metrics = UIFontMetrics(forTextStyle: .headline)
        #expect(metrics.scaledFont(for: brand) == brand)
        #expect(metrics.scaledFont(for: brand, maximumPointSize: 30) == brand)
        #expect(metrics.scaledFont(for: brand, maximumPointSize: 16).pointSize == 16, "capped")
        #expect(metrics.scaledValue(for: 44) == 44)
        #expect(UIFontMetrics.default.textStyle == .body)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17, "the default size's body")

        let label = UILabel()
        label.font = metrics.scaledFont(for: brand)
        label.adjustsFontForContentSizeCategory = true
        let field = UITextField()
        field.adjustsFontForContentSizeCategory = true
        let adjusting: [UIContentSizeCategoryAdjusting] = [label, field, UITextView()]
        #expect(adjusting.map(\.adjustsFontForContentSizeCategory) == [true, true, false])
    }

    @Test func fillColoursAreTranslucentGreysThinnerAtEachLevel() {
        let fills: [UIColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
        let alphas = fills.map(\.alpha)
        #expect(alphas == alphas.sorted(by: >) && alphas.first == 0.2 && alphas.last == 0.08)
        #expect(fills.allSatisfy { $0.blue > $0.red }, "a cool grey, as iOS's")
    }
}
