import Scanout

/// Opens and closes screens the way a kiosk does all day — a controller with a list, text fields
/// that are typed into (and undone), buttons and gesture recognizers, pushed on a navigation
/// stack and popped, presented and dismissed — so a test or the benchmark can show that what a
/// screen leaves behind is released and every cache comes back to its size.
@MainActor
package final class ScreenChurn {
    package let host: TestHost
    private let navigation: UINavigationController
    package private(set) var screensOpened = 0
    /// Screens opened and closed that are still alive (should stay empty).
    package var survivors: Int { released.filter { $0.object != nil }.count }
    private var released: [WeakScreen] = []
    /// Keeps every screen alive (a leak on purpose), so a test can show a leak is seen.
    package var keepsScreensAlive = false
    private var kept: [UIViewController] = []

    private struct WeakScreen {
        weak var object: AnyObject?
    }

    package init(host: TestHost) {
        self.host = host
        navigation = UINavigationController(rootViewController: UIViewController())
        host.window.rootViewController = navigation
        host.advance(by: 1)
    }

    /// Opens one screen, uses it and closes it; every tenth is presented instead of pushed.
    package func churnOne() {
        let screen = ChurnScreen(number: screensOpened)
        screensOpened += 1
        let presents = screensOpened % 10 == 0
        if presents {
            navigation.present(screen, animated: true)
        } else {
            navigation.pushViewController(screen, animated: true)
        }
        host.advance(by: 0.4)
        screen.use(on: host)
        if presents {
            screen.dismiss(animated: true)
        } else {
            navigation.popViewController(animated: true)
        }
        host.advance(by: 0.4)
        released.append(WeakScreen(object: screen))
        if keepsScreensAlive { kept.append(screen) }
        if released.count > 64 { released.removeAll { $0.object == nil } }
    }
}

/// One screen of the churn: a list, fields, buttons, recognizers, its own undo actions.
@MainActor
private final class ChurnScreen: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    let number: Int
    let table = UITableView(frame: .zero, style: .plain)
    var fields: [UITextField] = []
    var taps = 0
    let localUndo = UndoManager()

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "Screen \(number)"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        table.frame = CGRect(x: 0, y: 200, width: 400, height: 260)
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view.addSubview(table)
        for index in 0..<3 {
            let field = UITextField(frame: CGRect(x: 20, y: 60 + CGFloat(index) * 44, width: 300, height: 36))
            field.placeholder = "Field \(index) of screen \(number)"
            field.borderStyle = .roundedRect
            field.delegate = self
            view.addSubview(field)
            fields.append(field)
        }
        let button = UIButton(type: .system)
        button.setTitle("Button \(number)", for: .normal)
        button.frame = CGRect(x: 420, y: 60, width: 200, height: 44)
        button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
        view.addSubview(button)
        let tap = UITapGestureRecognizer()
        tap.addTarget { [unowned self] _ in taps += 1 }
        view.addGestureRecognizer(tap)
        let pan = UIPanGestureRecognizer()
        pan.addTarget { _ in }
        table.addGestureRecognizer(pan)
        let long = UILongPressGestureRecognizer()
        long.addTarget { _ in }
        button.addGestureRecognizer(long)
        // Something registered with the app's undo manager on this screen's behalf.
        localUndo.registerUndo(withTarget: self) { screen in screen.taps = 0 }
    }

    /// What a visitor does on the screen: taps, types (with the on-screen keyboard), undoes,
    /// scrolls the list.
    func use(on host: TestHost) {
        host.tap(at: CGPoint(x: 520, y: 82))
        let field = fields[number % fields.count]
        host.tap(at: CGPoint(x: field.frame.midX, y: field.frame.midY))
        host.type("Visitor \(number) ✓")
        field.undoManager?.undo()
        host.drag(from: CGPoint(x: 200, y: 420), by: CGPoint(x: 0, y: -160))
        host.advance(by: 0.3)
        _ = field.resignFirstResponder()
        localUndo.undo()
        host.advance(by: 0.3)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Screen \(number), row \(indexPath.row)"
        return cell
    }
}
