import Scanout
import ScanoutTesting
import Testing

/// The visual format language, frames worked out from UIKit's documented meaning of each form.
@MainActor
@Suite struct VisualFormatTests {
    func views(_ host: TestHost, _ names: [String]) -> [String: UIView] {
        var views: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            host.window.addSubview(view)
            views[name] = view
        }
        return views
    }

    @Test func aRowWithMarginsSpacingSizesAndAlignment() {
        let host = TestHost()
        let views = views(host, ["label", "field", "button"])
        let metrics: [String: Any] = ["gap": 12, "minimum": 200]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[label(100)]-gap-[field(>=minimum)]-[button(==label)]-|",
                options: .alignAllCenterY, metrics: metrics, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-40-[label(44)]", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:[field(30)]", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:[button(==label)]", options: [], metrics: nil, views: views))
        host.drain()
        let label = views["label"]!, field = views["field"]!, button = views["button"]!
        // `|-` is the window's margin (8); `-` between views is 8; `gap` is 12.
        #expect(label.frame == CGRect(x: 8, y: 40, width: 100, height: 44))
        #expect(field.frame == CGRect(x: 120, y: 47, width: 564, height: 30), "centred on the label's row")
        #expect(button.frame == CGRect(x: 692, y: 40, width: 100, height: 44))
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    @Test func flushEdgesPrioritiesAndInequalities() {
        let host = TestHost()
        let views = views(host, ["a", "b"])
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "|[a]-(>=10,==300@250)-[b(50)]|", options: [], metrics: nil, views: views)
        #expect(constraints.count == 5)
        #expect(constraints.contains { $0.priority == UILayoutPriority(250) && $0.constant == 300 })
        NSLayoutConstraint.activate(
            constraints
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|[a(10)]", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|[b(10)]", options: [], metrics: nil, views: views))
        let width = views["a"]!.widthAnchor.constraint(equalToConstant: 600)
        width.priority = .defaultLow
        width.isActive = true
        host.drain()
        #expect(views["b"]!.frame.maxX == 800)
        #expect(views["a"]!.frame.minX == 0)
        #expect(views["b"]!.frame.minX - views["a"]!.frame.maxX >= 10)
    }

    @Test func aBadFormatIsReportedWithWhereAndGivesNothing() {
        let host = TestHost()
        let views = views(host, ["a"])
        #expect(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[missing]-|", options: [], metrics: nil, views: views
            ).isEmpty)
        #expect(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[a(", options: [], metrics: nil, views: views
            ).isEmpty)
        #expect(host.warnings.count == 2)
        #expect(host.warnings[0].contains("no view named 'missing'") && host.warnings[0].contains("at character 6"))
    }
}
