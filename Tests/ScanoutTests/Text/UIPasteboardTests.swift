import Foundation
import ScanoutTesting
import Testing

@testable import Scanout

/// `UIPasteboard` beyond text: URLs, images, colours, data, whole items, named pasteboards,
/// expiry, a text-only store, and paste in a text field reading what other kinds left.
@MainActor
@Suite struct UIPasteboardTests {
    @Test func eachKindReadsBackAndTextIsOfferedForURLs() throws {
        let pasteboard = UIPasteboard()
        let start = pasteboard.changeCount
        pasteboard.url = URL(string: "https://example.com/visitors?id=42")
        #expect(pasteboard.hasURLs && pasteboard.url?.host == "example.com")
        #expect(pasteboard.string == "https://example.com/visitors?id=42", "a URL is offered as text too")
        #expect(pasteboard.types.contains("public.url"))

        let image = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
            } as UIImage?)
        pasteboard.image = image
        #expect(pasteboard.hasImages && !pasteboard.hasURLs && !pasteboard.hasStrings)
        #expect(pasteboard.image?.size == CGSize(width: 4, height: 3))
        let png = try #require(pasteboard.data(forPasteboardType: "public.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the image is offered as PNG bytes")

        pasteboard.setData(png, forPasteboardType: "public.png")
        #expect(pasteboard.image?.size == CGSize(width: 4, height: 3), "PNG data decodes as an image")

        pasteboard.colors = [.systemRed, .blue]
        #expect(pasteboard.colors == [.systemRed, .blue] && pasteboard.numberOfItems == 2)

        pasteboard.strings = ["one", "two"]
        #expect(pasteboard.strings == ["one", "two"] && pasteboard.colors == nil)
        #expect(pasteboard.changeCount == start + 5, "one change per write")
    }

    @Test func itemsMixTypesAndTheFirstItemAnswersValueQuestions() {
        let pasteboard = UIPasteboard()
        pasteboard.items = [
            ["public.utf8-plain-text": "Badge 42", "com.example.badge": Data([1, 2, 3])],
            ["public.url": URL(string: "file:///tmp/badge.pdf")!],
        ]
        #expect(pasteboard.numberOfItems == 2)
        #expect(pasteboard.contains(pasteboardTypes: ["com.example.badge"]))
        #expect(!pasteboard.contains(pasteboardTypes: ["public.png"]))
        #expect(pasteboard.data(forPasteboardType: "com.example.badge") == Data([1, 2, 3]))
        #expect(pasteboard.strings == ["Badge 42", "file:///tmp/badge.pdf"])
        pasteboard.addItems([["public.utf8-plain-text": "three"]])
        #expect(pasteboard.numberOfItems == 3)
        pasteboard.setValue("plain", forPasteboardType: "public.plain-text")
        #expect(pasteboard.string == "plain" && pasteboard.numberOfItems == 1)
        pasteboard.items = [[:], [:]]
        #expect(pasteboard.numberOfItems == 0, "empty items are not kept")
        pasteboard.string = nil
        #expect(pasteboard.string == nil && !pasteboard.hasStrings)
    }

    @Test func itemsExpireAndNamedPasteboardsAreSharedByName() {
        let pasteboard = UIPasteboard()
        pasteboard.setItems(
            [["public.utf8-plain-text": "soon gone"]], options: [.expirationDate: Date(timeIntervalSinceNow: -1)])
        #expect(pasteboard.string == nil, "an expiry in the past: gone at once")
        pasteboard.setItems(
            [["public.utf8-plain-text": "kept"]], options: [.expirationDate: Date(timeIntervalSinceNow: 3600)])
        #expect(pasteboard.string == "kept")

        #expect(UIPasteboard(name: UIPasteboard.Name("kiosk.notes"), create: false) == nil)
        let notes = UIPasteboard(name: UIPasteboard.Name("kiosk.notes"), create: true)
        notes?.string = "shared"
        #expect(UIPasteboard(name: UIPasteboard.Name("kiosk.notes"), create: false)?.string == "shared")
        let unique = UIPasteboard.withUniqueName()
        #expect(unique.name != UIPasteboard.withUniqueName().name)
        UIPasteboard.remove(withName: UIPasteboard.Name("kiosk.notes"))
        #expect(UIPasteboard(name: UIPasteboard.Name("kiosk.notes"), create: false) == nil)
    }

    @Test func aTextOnlyStoreKeepsTheTextOfItems() {
        @MainActor final class TextOnlyStore: PasteboardStore {
            var strings: [String] = []
            var changeCount = 0
            func setStrings(_ strings: [String]) {
                self.strings = strings
                changeCount += 1
            }
        }
        let pasteboard = UIPasteboard(store: TextOnlyStore())
        pasteboard.items = [["public.utf8-plain-text": "text"], ["public.png": Data([0])]]
        #expect(pasteboard.strings == ["text"] && pasteboard.numberOfItems == 1)
        pasteboard.url = URL(string: "https://example.com")
        #expect(pasteboard.string == "https://example.com", "a URL survives as its text")
    }

    @Test func aTextFieldPastesTheTextOfAURL() throws {
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 400, height: 40))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.application.generalPasteboard.url = URL(string: "https://example.com/a")
        #expect(field.canPerformAction(.paste, withSender: nil))
        field.paste(nil)
        #expect(field.text == "https://example.com/a")
        host.application.generalPasteboard.image = UIImage(systemName: "star")
        #expect(!field.canPerformAction(.paste, withSender: nil), "an image is nothing a text field can paste")
    }

    @Test func hostileItemsNeverTrap() {
        let pasteboard = UIPasteboard()
        var random = SeededRandomNumberGenerator(seed: 0x9A57E)
        let values: [Any] = [
            "", String(repeating: "x", count: 100_000), Data(), Data([0xFF, 0xD8]), URL(string: "a:b")!,
            UIColor(red: .nan, green: .infinity, blue: -1, alpha: 2), 42, [1, 2], NSNull(),
        ]
        let types = ["public.png", "public.jpeg", "public.url", "public.utf8-plain-text", "com.apple.uikit.color", ""]
        for _ in 0..<500 {
            let item = Dictionary(
                (0..<Int.random(in: 0...4, using: &random)).map { _ in
                    (types.randomElement(using: &random)!, values.randomElement(using: &random)!)
                }, uniquingKeysWith: { first, _ in first })
            pasteboard.addItems([item])
            _ = (pasteboard.strings, pasteboard.urls, pasteboard.images, pasteboard.colors, pasteboard.types)
            _ = pasteboard.data(forPasteboardType: types.randomElement(using: &random)!)
            if pasteboard.numberOfItems > 50 { pasteboard.items = [] }
        }
    }
}
