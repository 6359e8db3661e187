import Scanout
import ScanoutTesting
import Testing

/// Intrinsic content size, hugging and compression resistance, baselines and multi-line labels.
@MainActor
@Suite struct IntrinsicSizeTests {
    func label(_ text: String, in superview: UIView) -> UILabel {
        let label = UILabel()
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(label)
        return label
    }

    @Test func aLabelTakesItsIntrinsicSizeAndFollowsItsText() {
        let host = TestHost()
        let name = label("Visitor", in: host.window)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 16),
            name.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 16),
        ])
        host.drain()
        #expect(name.frame.size == name.intrinsicContentSize)
        #expect(name.frame.origin == CGPoint(x: 16, y: 16))
        let before = name.frame.width
        name.text = "Visitor with a much longer name"
        host.drain()
        #expect(name.frame.width > before, "invalidateIntrinsicContentSize re-lays out")
        #expect(name.frame.size == name.intrinsicContentSize)
    }

    @Test func huggingDecidesWhoStretchesAndCompressionWhoShrinks() {
        let host = TestHost()
        let title = label("Title", in: host.window)
        let value = label("Value", in: host.window)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: host.window.trailingAnchor),
            title.topAnchor.constraint(equalTo: host.window.topAnchor),
            value.topAnchor.constraint(equalTo: host.window.topAnchor),
        ])
        // Both hug at 250: ambiguous in UIKit; say which one holds its size.
        title.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        host.drain()
        #expect(title.frame.width == title.intrinsicContentSize.width, "The higher hugging priority keeps its size")
        #expect(value.frame.maxX == 800)
        #expect(value.frame.minX == title.frame.maxX + 8)

        // Too little room: the lower compression resistance gives way.
        host.window.frame = CGRect(x: 0, y: 0, width: 60, height: 480)
        value.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        host.drain()
        #expect(title.frame.width == title.intrinsicContentSize.width)
        #expect(value.frame.width == 60 - 8 - title.frame.width)
    }

    @Test func baselinesLineUpLabelsOfDifferentFonts() {
        let host = TestHost()
        let big = label("Total", in: host.window)
        big.font = .systemFont(ofSize: 32)
        let small = label("incl. tax", in: host.window)
        small.font = .systemFont(ofSize: 12)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            big.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 4),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        host.drain()
        // A label's text is centred vertically; its first baseline is the font's ascent below the
        // text's top. Both ascents scale with the size, so the smaller label sits lower.
        let bigBaseline = big.frame.minY + big.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(bigBaseline - smallBaseline) < 1)
        #expect(small.frame.minY > big.frame.minY)

        // A view without text has its baseline at its bottom.
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(box)
        NSLayoutConstraint.activate([
            box.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), box.widthAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
        ])
        host.drain()
        #expect(abs(box.frame.maxY - bigBaseline) < 1)
    }

    @Test func aMultiLineLabelWrapsAtTheWidthLayoutGivesIt() {
        let host = TestHost()
        let text = label(String(repeating: "Please sign the visitor book at the desk. ", count: 4), in: host.window)
        text.numberOfLines = 0
        let below = UIView()
        below.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(below)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
            text.trailingAnchor.constraint(equalTo: host.window.trailingAnchor, constant: -500),
            text.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 20),
            below.topAnchor.constraint(equalTo: text.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: text.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.drain()
        #expect(text.frame.width == 280)
        let wrapped = text.sizeThatFits(CGSize(width: 280, height: CGFloat.greatestFiniteMagnitude))
        #expect(text.frame.height == wrapped.height, "The height of the text wrapped at 280 points")
        #expect(text.frame.height > text.font.lineHeight * 3)
        #expect(below.frame.minY == text.frame.maxY + 8)
    }

    @Test func anExplicitPreferredWidthWins() {
        let host = TestHost()
        let text = label("one two three four five six seven eight nine ten", in: host.window)
        text.numberOfLines = 0
        text.preferredMaxLayoutWidth = 60
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            text.topAnchor.constraint(equalTo: host.window.topAnchor),
        ])
        host.drain()
        #expect(text.frame.width <= 60)
        #expect(text.frame.size == text.intrinsicContentSize)
    }
}
