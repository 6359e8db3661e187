import KioskDemo
import Scanout
import ScanoutTesting

/// The scenes the benchmark renders and dispatches through, each in a headless host.
@MainActor
enum Scenes {
    /// The kiosk demo's check-in screen, laid out and rendered once.
    static func demoScreen(size: CGSize) -> (TestHost, CheckInViewController) {
        let host = benchmarkHost(size: size)
        let controller = CheckInViewController()
        host.window.rootViewController = controller
        _ = host.render()
        return (host, controller)
    }

    /// A text field being edited with the on-screen keyboard up, settled and rendered once.
    static func keyboardTyping(size: CGSize) -> (TestHost, UITextField) {
        let host = benchmarkHost(size: size)
        host.window.backgroundColor = .systemGroupedBackground
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: size.width - 40, height: 44))
        field.borderStyle = .roundedRect
        field.text = "Visitor"
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        _ = host.render()
        return (host, field)
    }

    /// The text of benchmark (o)'s field: 23 characters, 24 with the key typed.
    static let fieldText = "Ada Lovelace, Acme Corp"

    /// A text field being edited with a hardware keyboard (a key pressed once, so the on-screen
    /// keyboard stays down), settled and rendered once.
    static func hardwareKeyboardField(size: CGSize) -> (host: TestHost, field: UITextField) {
        let host = benchmarkHost(size: size)
        host.window.backgroundColor = .systemGroupedBackground
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 336, height: 44))
        field.borderStyle = .roundedRect
        field.text = fieldText
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.press(.keyboardRightArrow)
        host.advance(by: 0.5)
        _ = host.render()
        return (host, field)
    }

    /// A system button titled "Check In" on a grouped background, rendered once.
    static func button(size: CGSize) -> (TestHost, UIButton) {
        let host = benchmarkHost(size: size)
        host.window.backgroundColor = .systemGroupedBackground
        let button = UIButton(type: .system)
        button.setTitle("Check In", for: .normal)
        button.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
        host.window.addSubview(button)
        _ = host.render()
        return (host, button)
    }

    /// A full-screen text view with the body font, rendered once (empty).
    static func textView(size: CGSize) -> (TestHost, UITextView) {
        let host = benchmarkHost(size: size)
        let textView = UITextView(frame: host.window.bounds)
        textView.font = .preferredFont(forTextStyle: .body)
        host.window.addSubview(textView)
        _ = host.render()
        return (host, textView)
    }

    /// A full-screen list of 10,000 two-line rows, scrolled into the middle and rendered once.
    /// The data source is returned too: the table holds it weakly.
    static func scrollingList(size: CGSize) -> (TestHost, UITableView, ListRows) {
        let host = benchmarkHost(size: size)
        let table = UITableView(frame: host.window.bounds)
        table.rowHeight = 56
        let rows = ListRows()
        table.dataSource = rows
        host.window.addSubview(table)
        host.drain()
        table.contentOffset = CGPoint(x: 0, y: 10_000)
        _ = host.render()
        return (host, table, rows)
    }

    /// The 10,000-row list under a presentation's dimming view (black at 0.4, as an alert's),
    /// halfway through fading in, rendered once.
    static func dimmedList(size: CGSize) -> (TestHost, UIView, ListRows) {
        let (host, _, rows) = scrollingList(size: size)
        let dimming = UIView(frame: host.window.bounds)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.alpha = 0.5
        host.window.addSubview(dimming)
        _ = host.render()
        return (host, dimming, rows)
    }

    /// 200 overlapping translucent rounded cards, each with a label, spread over the screen in a
    /// fixed pseudo-random pattern.
    static func translucentCards(size: CGSize) -> TestHost {
        let host = benchmarkHost(size: size)
        host.window.backgroundColor = .systemGroupedBackground
        for (index, frame) in cardFrames(size: size).enumerated() {
            let card = UIView(frame: frame)
            card.backgroundColor = cardColours[index % cardColours.count]
            card.alpha = 0.75
            card.layer.cornerRadius = 12
            let label = UILabel(frame: card.bounds.insetBy(dx: 12, dy: 8))
            label.text = "Visitor \(index + 1)"
            label.textColor = .white
            label.font = .boldSystemFont(ofSize: 18)
            card.addSubview(label)
            host.window.addSubview(card)
        }
        _ = host.render()
        return host
    }

    static let cardColours: [UIColor] = [
        .systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple, .systemTeal,
    ]

    /// Where the 200 cards go: a fixed pseudo-random pattern, on whole points as UIKit layouts are.
    static func cardFrames(size: CGSize) -> [CGRect] {
        var random = LinearCongruential(seed: 42)
        return (0..<200).map { _ in
            CGRect(
                x: random.next(below: size.width - 160).rounded(.down),
                y: random.next(below: size.height - 90).rounded(.down), width: 160, height: 90)
        }
    }

    /// 100 columns of 100 views: a 10,000-view tree for hit-testing.
    static func viewGrid(size: CGSize) -> TestHost {
        let host = benchmarkHost(size: size)
        let columnWidth = size.width / 100
        let rowHeight = size.height / 100
        for column in 0..<100 {
            let container = UIView(
                frame: CGRect(x: CGFloat(column) * columnWidth, y: 0, width: columnWidth, height: size.height))
            for row in 0..<99 {
                container.addSubview(
                    UIView(frame: CGRect(x: 0, y: CGFloat(row) * rowHeight, width: columnWidth, height: rowHeight)))
            }
            host.window.addSubview(container)
        }
        return host
    }

    /// A chain of 20 nested views whose every link handles touches and passes them on.
    static func deepChain(size: CGSize) -> (TestHost, ChainLink) {
        let host = benchmarkHost(size: size)
        var parent: UIView = host.window
        var deepest = ChainLink(frame: .zero)
        for depth in 0..<20 {
            let link = ChainLink(frame: CGRect(x: depth == 0 ? 10 : 1, y: depth == 0 ? 10 : 1, width: 300, height: 300))
            parent.addSubview(link)
            parent = link
            deepest = link
        }
        return (host, deepest)
    }
}

/// A view that counts the touches it sees and passes them up the chain.
final class ChainLink: UIView {
    var touches = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches += 1
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches += 1
        super.touchesEnded(touches, with: event)
    }
}

/// A small deterministic generator, so every run lays the cards out the same way.
struct LinearCongruential {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: CGFloat) -> CGFloat {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return CGFloat(state >> 11) / CGFloat(1 << 53) * max(bound, 1)
    }
}

/// The benchmark list's rows: a name and a time, like the demo's appointments.
@MainActor
final class ListRows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        cell.textLabel?.text = "Visitor \(indexPath.row + 1)"
        cell.detailTextLabel?.text = "\(8 + indexPath.row % 10):\(10 + indexPath.row % 50) · Reception"
        return cell
    }
}
