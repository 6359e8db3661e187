import FoundationEssentials
import ScanoutTesting
import Testing

@testable import Scanout

/// Attributed text in a text view: runs drawn, kept through typing, edited through the text
/// storage, and links that answer taps through the delegate.
@MainActor
@Suite struct TextViewRichTextTests {
    final class LinkDelegate: UITextViewDelegate {
        var asked: [(URL, NSRange)] = []
        var allow = true
        var replacement: UIAction??
        func textView(
            _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
            interaction: UITextItemInteraction
        ) -> Bool {
            asked.append((URL, characterRange))
            return allow
        }
        func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction)
            -> UIAction?
        {
            replacement ?? defaultAction
        }
    }

    final class OpeningDelegate: UIApplicationDelegate {
        var opened: [URL] = []
        init() {}
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
            opened.append(url)
            return true
        }
    }

    func termsView(in host: TestHost) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        view.isEditable = false
        let text = NSMutableAttributedString(
            string: "Read the terms before you pay.", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        text.addAttribute(.link, value: URL(string: "kiosk://terms")!, range: NSRange(location: 9, length: 5))
        view.attributedText = text
        host.window.addSubview(view)
        _ = host.render()
        return view
    }

    /// The middle of the characters of `range`, in window coordinates.
    func point(of range: Range<Int>, in view: UITextView) throws -> CGPoint {
        let rects = view.selectionRects(for: range)
        let rect = try #require(rects.first)
        return view.convert(CGPoint(x: rect.midX, y: rect.midY), to: view.window)
    }

    @Test func aTappedLinkAsksTheDelegateThenOpens() throws {
        let host = TestHost(size: CGSize(width: 320, height: 200))
        let opener = OpeningDelegate()
        host.application.delegate = opener
        let view = termsView(in: host)
        let delegate = LinkDelegate()
        view.delegate = delegate
        host.tap(at: try point(of: 10..<12, in: view))
        #expect(delegate.asked.map(\.0) == [URL(string: "kiosk://terms")!])
        #expect(delegate.asked.first?.1 == NSRange(location: 9, length: 5))
        #expect(opener.opened == [URL(string: "kiosk://terms")!], "the default action opens the URL")

        host.tap(at: try point(of: 1..<3, in: view))
        #expect(delegate.asked.count == 1, "a tap beside the link is no link's")

        delegate.allow = false
        host.tap(at: try point(of: 10..<12, in: view))
        #expect(delegate.asked.count == 2 && opener.opened.count == 1, "the delegate may refuse")
        delegate.allow = true
        var performed = false
        delegate.replacement = .some(UIAction(title: "Show terms") { _ in performed = true })
        host.tap(at: try point(of: 10..<12, in: view))
        #expect(performed && opener.opened.count == 1, "or give its own action")
        delegate.replacement = .some(nil)
        host.tap(at: try point(of: 10..<12, in: view))
        #expect(opener.opened.count == 1, "or none")
    }

    @Test func linksDrawInTheLinkAttributes() throws {
        let host = TestHost(size: CGSize(width: 320, height: 200))
        host.window.backgroundColor = .white
        let view = termsView(in: host)
        view.backgroundColor = .white
        view.linkTextAttributes = [.foregroundColor: UIColor.systemGreen]
        let image = try #require(host.render().cgImage)
        let rect = view.convert(try #require(view.selectionRects(for: 9..<14).first), to: view.window)
        let green = (Int(rect.minY)..<Int(rect.maxY)).contains { y in
            (Int(rect.minX)..<Int(rect.maxX)).contains { x in image.pixel(x: x, y: y) == UIColor.systemGreen.rgba8 }
        }
        #expect(green)
    }

    @Test func typedTextTakesTheTypingAttributes() throws {
        let host = TestHost(size: CGSize(width: 320, height: 200))
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        host.window.addSubview(view)
        let bold = UIFont.boldSystemFont(ofSize: 18)
        let text = NSMutableAttributedString(string: "Total ", attributes: [.font: UIFont.systemFont(ofSize: 18)])
        text.append(NSAttributedString(string: "12", attributes: [.font: bold, .foregroundColor: UIColor.systemRed]))
        view.attributedText = text
        #expect(view.font == UIFont.systemFont(ofSize: 18), "the view takes the first character's font")
        _ = view.becomeFirstResponder()
        host.type(" CHF")
        #expect(view.text == "Total 12 CHF")
        #expect(view.textStorage.attribute(.font, at: 9) as? UIFont == bold, "typing continues the run before")
        #expect(view.attributedText.attribute(.foregroundColor, at: 10) as? UIColor == .systemRed)
        view.typingAttributes = [.font: UIFont.italicSystemFont(ofSize: 18)]
        host.type("!")
        #expect(view.textStorage.attribute(.font, at: 12) as? UIFont == UIFont.italicSystemFont(ofSize: 18))
        #expect(view.attributedText.attribute(.font, at: 0) as? UIFont == UIFont.systemFont(ofSize: 18))
        host.type("\u{8}")  // nothing special: a backspace character typed as text is text
        view.deleteBackward()
        view.deleteBackward()
        #expect(view.textStorage.string == view.text, "the storage follows deletions")
        #expect(view.textStorage.length == view.text.utf16.count)
    }

    @Test func editingTheStorageUpdatesTheView() {
        let host = TestHost(size: CGSize(width: 320, height: 200))
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        host.window.addSubview(view)
        view.text = "Gate 12 boards now"
        _ = host.render()
        view.textStorage.addAttribute(
            .foregroundColor, value: UIColor.systemRed, range: NSRange(location: 5, length: 2))
        #expect(view.attributedText.attribute(.foregroundColor, at: 5) as? UIColor == .systemRed)
        view.textStorage.replaceCharacters(in: NSRange(location: 5, length: 2), with: "14")
        #expect(view.text == "Gate 14 boards now", "the view's text follows the storage's characters")
        #expect(view.attributedText.attribute(.foregroundColor, at: 5) as? UIColor == .systemRed)
        view.text = "Plain"
        #expect(view.textStorage.string == "Plain" && view.textStorage.attributes(at: 0).isEmpty)
        _ = host.render()
    }

    /// Random edits, attribute changes and taps on a text view with links, checking the storage
    /// stays the view's text; the link delegate edits the text from inside its callback.
    @Test func randomEditsKeepTheStorageInStep() throws {
        var random = SplitMix64(seed: 99)
        let host = TestHost(size: CGSize(width: 320, height: 200))
        let view = termsView(in: host)
        final class Reentrant: UITextViewDelegate {
            func textView(
                _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                interaction: UITextItemInteraction
            ) -> Bool {
                textView.textStorage.addAttribute(.kern, value: CGFloat.nan, range: characterRange)
                textView.attributedText = NSAttributedString(string: "replaced mid-tap")
                return true
            }
        }
        let delegate = Reentrant()
        view.delegate = delegate
        host.tap(at: try point(of: 10..<12, in: view))
        #expect(view.text == "replaced mid-tap")
        view.isEditable = true
        _ = view.becomeFirstResponder()
        for _ in 0..<400 {
            let length = view.textStorage.length
            switch Int.random(in: 0..<5, using: &random) {
            case 0: host.type(["a", "é", "👋", "\n", " "].randomElement(using: &random)!)
            case 1: view.deleteBackward()
            case 2:
                let location = Int.random(in: -2...(length + 2), using: &random)
                view.textStorage.addAttribute(
                    .link, value: "kiosk://x",
                    range: NSRange(location: location, length: Int.random(in: -1...5, using: &random)))
            case 3:
                view.selectedRange = NSRange(location: Int.random(in: 0...max(0, length), using: &random), length: 0)
            default: _ = host.render()
            }
            #expect(view.textStorage.string == view.text)
        }
    }
}
