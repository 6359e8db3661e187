import Scanout
import ScanoutTesting
import Testing

/// The pre-configuration button layout: content alignments, title and image edge insets, the
/// overridable rect methods, background images (resizable ones keep their caps) and title shadows.
@MainActor
@Suite struct UIButtonClassicLayoutTests {
    private static func square(_ side: Int, _ colour: RGBA8) -> UIImage {
        UIImage(cgImage: CGImage.make(width: side, height: side) { _, _ in colour })
    }

    private static let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    private static let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
    private static let green = RGBA8(red: 0, green: 255, blue: 0, alpha: 255)

    private static func button(title: String = "Pay", image: UIImage? = square(20, red)) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(title, for: .normal)
        button.setTitleColor(.black, for: .normal)
        if let image { button.setImage(image, for: .normal) }
        button.contentEdgeInsets = .zero
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        return button
    }

    @Test func leftAndRightAlignmentsPutTheContentAtTheEdges() throws {
        let button = Self.button()
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        let image = try #require(button.imageView?.frame)
        let title = try #require(button.titleLabel?.frame)
        #expect(image.minX == 0)
        #expect(title.minX == image.maxX)
        button.contentHorizontalAlignment = .right
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.maxX == 200)
        #expect(button.imageView?.frame.maxX == button.titleLabel?.frame.minX)
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minY == 0)
        #expect(button.titleLabel?.frame.minY == 0)
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.maxY == 60)
    }

    @Test func leadingFollowsTheLayoutDirection() throws {
        let button = Self.button()
        button.contentHorizontalAlignment = .leading
        #expect(button.effectiveContentHorizontalAlignment == .left)
        button.semanticContentAttribute = .forceRightToLeft
        #expect(button.effectiveContentHorizontalAlignment == .right)
        button.layoutIfNeeded()
        // Right to left: the title first from the right edge, then the image after it.
        let image = try #require(button.imageView?.frame)
        let title = try #require(button.titleLabel?.frame)
        #expect(image.maxX == 200)
        #expect(title.maxX == image.minX)
    }

    @Test func forcingRightToLeftPutsTheImageAfterTheTitle() throws {
        let button = Self.button()
        button.semanticContentAttribute = .forceRightToLeft
        button.layoutIfNeeded()
        let image = try #require(button.imageView?.frame)
        let title = try #require(button.titleLabel?.frame)
        #expect(image.minX == title.maxX)
        #expect(abs((title.minX + image.maxX) / 2 - 100) < 0.5)
    }

    @Test func equalAndOppositeInsetsSwapTheImageAndTitle() throws {
        // The common recipe for an image right of its title.
        let button = Self.button()
        button.layoutIfNeeded()
        let before = (image: try #require(button.imageView?.frame), title: try #require(button.titleLabel?.frame))
        let imageWidth = before.image.width
        let titleWidth = before.title.width
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: -imageWidth, bottom: 0, right: imageWidth)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: titleWidth, bottom: 0, right: -titleWidth)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel?.frame)
        let image = try #require(button.imageView?.frame)
        #expect(abs(title.minX - before.image.minX) < 0.01)
        #expect(abs(image.minX - title.maxX) < 0.01)
        // The insets do not count in the button's size, as in UIKit.
        #expect(button.intrinsicContentSize.width == imageWidth + titleWidth)
    }

    @Test func subclassesPlaceTheTitleAndImageThemselves() throws {
        final class StackedButton: UIButton {
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.midX - 10, y: contentRect.minY, width: 20, height: 20)
            }
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.minX, y: contentRect.maxY - 20, width: contentRect.width, height: 20)
            }
            override func contentRect(forBounds bounds: CGRect) -> CGRect {
                bounds.insetBy(dx: 4, dy: 4)
            }
        }
        let button = StackedButton(type: .custom)
        button.setTitle("Stacked", for: .normal)
        button.setImage(Self.square(20, Self.red), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 40, y: 4, width: 20, height: 20))
        #expect(button.titleLabel?.frame == CGRect(x: 4, y: 56, width: 92, height: 20))
    }

    @Test func aBackgroundImageFillsTheButtonBehindTheTitle() throws {
        let host = TestHost()
        let button = Self.button(image: nil)
        button.setBackgroundImage(Self.square(4, Self.blue), for: .normal)
        button.setBackgroundImage(Self.square(4, Self.green), for: .highlighted)
        host.window.addSubview(button)
        var image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 2, y: 2) == Self.blue)
        #expect(image.pixel(x: 197, y: 57) == Self.blue)
        #expect(button.currentBackgroundImage === button.backgroundImage(for: .normal))
        #expect(button.backgroundImage(for: .disabled) === button.backgroundImage(for: .normal))
        button.isHighlighted = true
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 2, y: 2) == Self.green)
        // The title is drawn over the background.
        let title = try #require(button.titleLabel?.frame)
        let titleArea = PixelRect(
            x: Int(title.minX), y: Int(title.minY), width: Int(title.width), height: Int(title.height))
        #expect(image.inkBounds(in: titleArea, background: Self.green) != nil)
    }

    @Test func aBackgroundImageSetsTheSmallestSize() {
        let button = UIButton(type: .custom)
        button.setBackgroundImage(Self.square(90, Self.blue), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 90, height: 90))
    }

    @Test func titleShadowColoursArePerState() {
        let button = Self.button()
        button.setTitleShadowColor(.red, for: .normal)
        button.setTitleShadowColor(.blue, for: .highlighted)
        #expect(button.titleLabel?.shadowColor == .red)
        button.isHighlighted = true
        #expect(button.currentTitleShadowColor == .blue)
        #expect(button.titleLabel?.shadowColor == .blue)
    }

    @Test func aResizableImageKeepsItsCornersWhenStretched() throws {
        // A 30×30 image: red 10-point corners, a blue middle cross, a green centre.
        let source = CGImage.make(width: 30, height: 30) { x, y in
            let edgeX = x < 10 || x >= 20
            let edgeY = y < 10 || y >= 20
            if edgeX && edgeY { return Self.red }
            if edgeX || edgeY { return Self.blue }
            return Self.green
        }
        let plain = UIImage(cgImage: source)
        let resizable = plain.resizableImage(
            withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        #expect(resizable.capInsets == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(resizable.resizingMode == .stretch)
        #expect(plain.capInsets == .zero)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60))
        let drawn = try #require(
            renderer.image { _ in resizable.draw(in: CGRect(x: 0, y: 0, width: 120, height: 60)) }.cgImage)
        let scale = Int(renderer.format.scale)
        func pixel(_ x: Int, _ y: Int) -> RGBA8 { drawn.pixel(x: x * scale, y: y * scale) }
        #expect(pixel(5, 5) == Self.red)  // a corner at its size
        #expect(pixel(115, 55) == Self.red)
        #expect(pixel(15, 5) == Self.blue)  // the top edge now reaches x = 110
        #expect(pixel(105, 5) == Self.blue)
        #expect(pixel(60, 30) == Self.green)  // the centre fills the middle
        #expect(pixel(12, 12) == Self.green)
    }

    @Test func aTiledMiddleRepeatsAtItsSize() throws {
        // A 3×1 image: red caps, a middle column that is blue; tiled, the middle stays blue.
        let source = CGImage.make(width: 3, height: 1) { x, _ in x == 1 ? Self.blue : Self.red }
        let tiled = UIImage(cgImage: source).resizableImage(
            withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        #expect(tiled.resizingMode == .tile)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 4))
        let drawn = try #require(
            renderer.image { _ in tiled.draw(in: CGRect(x: 0, y: 0, width: 40, height: 4)) }.cgImage)
        let scale = Int(renderer.format.scale)
        #expect(drawn.pixel(x: 0, y: 0) == Self.red)
        #expect(drawn.pixel(x: 20 * scale, y: 2 * scale) == Self.blue)
        #expect(drawn.pixel(x: 40 * scale - 1, y: 0) == Self.red)
    }

    @Test func stretchableImageMakesOnePointMiddles() {
        let image = Self.square(21, Self.red).stretchableImage(withLeftCapWidth: 10, topCapHeight: 10)
        #expect(image.capInsets == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(image.leftCapWidth == 10)
        #expect(image.topCapHeight == 10)
        #expect(image.resizingMode == .stretch)
    }

    @Test func hostileInsetsAndSizesNeitherTrapNorDrawOutside() throws {
        var generator = SplitMix64(seed: 0xB0770)
        let hostile: [CGFloat] = [.nan, .infinity, -.infinity, -50, 0, 1e300, -1e-300, 3]
        let host = TestHost()
        for round in 0..<200 {
            let button = Self.button()
            func pick() -> CGFloat { hostile.randomElement(using: &generator)! }
            button.titleEdgeInsets = UIEdgeInsets(top: pick(), left: pick(), bottom: pick(), right: pick())
            button.imageEdgeInsets = UIEdgeInsets(top: pick(), left: pick(), bottom: pick(), right: pick())
            button.contentEdgeInsets = UIEdgeInsets(top: pick(), left: pick(), bottom: pick(), right: pick())
            button.contentHorizontalAlignment =
                UIControl.ContentHorizontalAlignment(rawValue: round % 6) ?? .center
            button.contentVerticalAlignment = UIControl.ContentVerticalAlignment(rawValue: round % 4) ?? .center
            let background = Self.square(8, Self.blue).resizableImage(
                withCapInsets: UIEdgeInsets(top: pick(), left: pick(), bottom: pick(), right: pick()),
                resizingMode: round % 2 == 0 ? .tile : .stretch)
            button.setBackgroundImage(background, for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: abs(pick()).isFinite ? abs(pick()) : 10, height: 40)
            host.window.addSubview(button)
            // The button's own callback re-enters the framework mid-layout.
            button.addAction(UIAction { _ in button.setBackgroundImage(nil, for: .normal) }, for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            _ = host.render()
            _ = button.intrinsicContentSize
            button.removeFromSuperview()
        }
        let tiny = Self.square(2, Self.red).resizableImage(
            withCapInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(tiny.capInsets.left + tiny.capInsets.right <= 2)
        // A one-point middle tiled across a huge rect is stretched instead, without a long loop.
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        _ = renderer.image { _ in
            Self.square(3, Self.red).resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
                .draw(in: CGRect(x: 0, y: 0, width: 1e7, height: 1e7))
        }
    }
}
