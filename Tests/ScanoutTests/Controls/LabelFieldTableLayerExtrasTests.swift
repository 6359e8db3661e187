import ScanoutTesting
import Testing

@testable import Scanout

/// Label shadows and highlighting, a table's background view, a field's shrinking font, and a
/// layer's contents gravity: small UIKit API real code reaches for.
@MainActor
@Suite struct LabelFieldTableLayerExtrasTests {
    @Test func aLabelDrawsItsShadowAndHighlightedColour() throws {
        let host = TestHost(size: CGSize(width: 200, height: 60))
        host.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        label.text = "Gate"
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .black
        label.shadowColor = .systemBlue
        label.shadowOffset = CGSize(width: 3, height: 3)
        host.window.addSubview(label)
        func has(_ colour: UIColor) throws -> Bool {
            let image = try #require(host.render().cgImage)
            return (0..<60).contains { y in (0..<200).contains { x in image.pixel(x: x, y: y) == colour.rgba8 } }
        }
        #expect(try has(.systemBlue), "the shadow shows")
        label.shadowColor = nil
        #expect(try !has(.systemBlue))
        label.highlightedTextColor = .systemRed
        #expect(try !has(.systemRed), "not highlighted yet")
        label.isHighlighted = true
        #expect(try has(.systemRed))
        label.shadowOffset = CGSize(width: CGFloat.nan, height: .infinity)
        label.shadowColor = .systemBlue
        _ = host.render()
        #expect(UIBaselineAdjustment.alignCenters.rawValue == 1 && label.baselineAdjustment == .alignBaselines)
    }

    @Test func aTableBackgroundViewStaysBehindTheRowsWhileScrolling() {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let host = TestHost(size: CGSize(width: 300, height: 400))
        let table = UITableView(frame: host.window.bounds)
        let rows = Rows()
        table.dataSource = rows
        let empty = UILabel()
        empty.text = "No visitors yet"
        table.backgroundView = empty
        host.window.addSubview(table)
        _ = host.render()
        #expect(table.subviews.first === empty, "behind the rows")
        #expect(empty.frame == table.bounds)
        table.contentOffset = CGPoint(x: 0, y: 200)
        _ = host.render()
        #expect(empty.frame == CGRect(x: 0, y: 200, width: 300, height: 400), "still on screen while scrolled")
        table.backgroundView = nil
        #expect(empty.superview == nil)
    }

    @Test func aFieldShrinksItsFontToFit() {
        let host = TestHost(size: CGSize(width: 300, height: 100))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        host.window.addSubview(field)
        field.text = "A name far too long for this field"
        _ = host.render()
        #expect(field.textLayout.font == field.font, "not without adjustsFontSizeToFitWidth")
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 9
        _ = host.render()
        #expect(field.textLayout.font.pointSize < 17 && field.textLayout.font.pointSize >= 9)
        field.minimumFontSize = .nan
        _ = host.render()
        #expect(field.textLayout.font.pointSize >= 8)
        #expect(field.font.pointSize == 17, "the field's font is unchanged")
    }

    @Test func contentsGravityPlacesTheImage() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.window.backgroundColor = .white
        let image = try #require(UIImage.filled(.systemGreen, size: CGSize(width: 20, height: 20))?.cgImage)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        view.layer.contents = image
        view.layer.contentsGravity = .center
        host.window.addSubview(view)
        let centred = try #require(host.render().cgImage)
        #expect(centred.pixel(x: 50, y: 50) == UIColor.systemGreen.rgba8)
        #expect(centred.pixel(x: 5, y: 5) == UIColor.white.rgba8)
        view.layer.contentsGravity = .resize
        let stretched = try #require(host.render().cgImage)
        #expect(stretched.pixel(x: 5, y: 5) == UIColor.systemGreen.rgba8)
        #expect(CALayer.needsDisplay(forKey: "anything") == false)
        final class Copying: CALayer {
            var tint = 0
            override init() { super.init() }
            override init(layer: Any) {
                tint = (layer as? Copying)?.tint ?? 0
                super.init(layer: layer)
            }
        }
        let original = Copying()
        original.tint = 4
        #expect(Copying(layer: original).tint == 4)
    }
}
