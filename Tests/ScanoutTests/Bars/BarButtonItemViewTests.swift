import ScanoutTesting
import Testing

@testable import Scanout

/// The view a bar shows for an item (reached with `@testable` until the toolbar and navigation
/// bar host it): system items drawn as symbols in the tint.
@MainActor
@Suite struct BarButtonItemViewTests {
    private func redPixels(of item: UIBarButtonItem, tint: UIColor = .systemRed) throws -> Int {
        let host = TestHost(size: CGSize(width: 100, height: 60))
        host.window.backgroundColor = .white
        let view = BarButtonItemView(item: item)
        view.tintColor = tint
        view.frame = CGRect(x: 20, y: 8, width: 60, height: 44)
        host.window.addSubview(view)
        let image = try #require(host.render().cgImage)
        var count = 0
        for y in 8..<52 {
            for x in 20..<80 {
                let pixel = image.pixel(x: x, y: y)
                if pixel.red > 200, pixel.green < 120, pixel.blue < 120 { count += 1 }
            }
        }
        return count
    }

    @Test func systemItemsShowTheirSymbolsInTheTint() throws {
        for systemItem: UIBarButtonItem.SystemItem in [.add, .trash, .action, .refresh, .compose, .camera, .play] {
            let item = UIBarButtonItem(barButtonSystemItem: systemItem, target: nil, action: nil)
            #expect(try redPixels(of: item) > 20, "\(systemItem) draws nothing in the tint")
        }
        // An item's own tint wins over the bar's.
        let add = UIBarButtonItem(systemItem: .add)
        add.tintColor = .systemBlue
        #expect(try redPixels(of: add) == 0)
    }

    @Test func undoAndCloseAreNotTintedSymbols() throws {
        _ = TestHost()
        let undo = BarButtonItemView(item: UIBarButtonItem(barButtonSystemItem: .undo, target: nil, action: nil))
        #expect(undo.shownImage == nil, "undo shows its title")
        let close = BarButtonItemView(item: UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil))
        #expect(close.shownImage?.renderingMode == .alwaysOriginal)
        #expect(try redPixels(of: UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)) == 0)
    }
}
