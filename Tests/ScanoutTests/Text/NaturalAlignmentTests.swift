import ScanoutTesting
import Testing

@testable import Scanout

/// `.natural` alignment follows the interface's direction (the view's
/// `effectiveUserInterfaceLayoutDirection`), as UIKit's does, not each string's first strong
/// character: in an English interface an Arabic name starts at the left like its neighbours;
/// in an Arabic interface every natural line starts at the right.
@MainActor
@Suite struct NaturalAlignmentTests {
    static let arabic = "محمد العلي"
    static let latin = "Anna Schmidt"

    /// Where the ink of each view's text starts and ends, rendered in `direction`.
    func inks(_ direction: UIUserInterfaceLayoutDirection) throws -> [String: PixelRect] {
        let host = TestHost(size: CGSize(width: 420, height: 260))
        host.userInterfaceLayoutDirection = direction
        host.window.backgroundColor = .white
        var views: [String: UIView] = [:]
        for (index, text) in [Self.arabic, Self.latin].enumerated() {
            let y = CGFloat(index) * 120 + 10
            let label = UILabel(frame: CGRect(x: 10, y: y, width: 400, height: 30))
            label.text = text
            views["label \(index)"] = label
            let field = UITextField(frame: CGRect(x: 10, y: y + 40, width: 400, height: 30))
            field.text = text
            views["field \(index)"] = field
            let textView = UITextView(frame: CGRect(x: 10, y: y + 75, width: 400, height: 40))
            textView.text = text
            textView.backgroundColor = .white
            views["textView \(index)"] = textView
        }
        for view in views.values { host.window.addSubview(view) }
        let image = try #require(host.render().cgImage)
        return try views.mapValues { view in try #require(image.inkBounds(in: PixelRect(covering: view.frame))) }
    }

    @Test func naturalFollowsTheInterfaceNotTheText() throws {
        let leftToRight = try inks(.leftToRight)
        for (name, ink) in leftToRight {
            #expect(ink.x < 40, "\(name) starts at the left in a left-to-right interface")
            #expect(ink.maxX < 330, "\(name) is not pushed to the right")
        }
        let rightToLeft = try inks(.rightToLeft)
        for (name, ink) in rightToLeft {
            #expect(ink.maxX > 380, "\(name) ends at the right in a right-to-left interface")
            #expect(ink.x > 90, "\(name) is not at the left")
        }
    }

    @Test func explicitAlignmentAndSemanticAttributesStillWin() throws {
        let host = TestHost(size: CGSize(width: 420, height: 100))
        host.window.backgroundColor = .white
        let forced = UILabel(frame: CGRect(x: 10, y: 10, width: 400, height: 30))
        forced.text = Self.latin
        forced.semanticContentAttribute = .forceRightToLeft
        let right = UILabel(frame: CGRect(x: 10, y: 50, width: 400, height: 30))
        right.text = Self.arabic
        right.textAlignment = .left
        host.window.addSubview(forced)
        host.window.addSubview(right)
        let image = try #require(host.render().cgImage)
        let forcedInk = try #require(image.inkBounds(in: PixelRect(covering: forced.frame)))
        #expect(forcedInk.maxX > 380, "a view forced right to left aligns natural text right")
        let leftInk = try #require(image.inkBounds(in: PixelRect(covering: right.frame)))
        #expect(leftInk.x < 40)
    }
}
