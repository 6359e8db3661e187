// A check-in form and a visitor list written exactly as for iOS: the imports, the initializers,
// the keyboard handling, an NSObject data source. Nothing below names Scanout.
import Foundation
import UIKit

extension Notification.Name {
    static let visitorCheckedIn = Notification.Name("VisitorCheckedIn")
}

final class CheckInFormViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField(frame: CGRect(x: 20, y: 300, width: 300, height: 44))
    private(set) var keyboardEndFrame: CGRect = .zero
    private(set) var keyboardDuration: TimeInterval = -1
    private(set) var keyboardCurve: UIView.AnimationCurve?
    private(set) var checkIns = 0
    private var observers: [NSObjectProtocol] = []

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        nameField.placeholder = "Your name"
        nameField.delegate = self
        view.addSubview(nameField)

        let center = NotificationCenter.default
        observers.append(
            center.addObserver(
                forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
            ) { [weak self] notification in
                self?.keyboardWillChangeFrame(notification)
            })
        observers.append(
            center.addObserver(forName: .visitorCheckedIn, object: nil, queue: .main) { [weak self] _ in
                self?.checkIns += 1
            })
    }

    func stopObserving() {
        NotificationCenter.default.removeObserver(self)
        for observer in observers {
            NotificationCenter.default.removeObserver(observer)
        }
        observers = []
    }

    private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
            let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        keyboardEndFrame = frame
        keyboardDuration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        if let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue {
            keyboardCurve = UIView.AnimationCurve(rawValue: curve)
        }
        let overlap = max(0, nameField.frame.maxY - frame.minY)
        view.frame.origin.y = -overlap
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: swiftRange, with: string)
        return updated.count <= 12
    }
}

struct Visitor: Hashable {
    let name: String
    let company: String
}

final class VisitorDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var visitors: [Visitor]
    private(set) var selectedNames: [String] = []

    init(visitors: [Visitor]) {
        self.visitors = visitors
        super.init()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        visitors.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "visitor", for: indexPath)
        cell.textLabel?.text = visitors[indexPath.row].name
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedNames.append(visitors[indexPath.row].name)
    }
}

final class VisitorListViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let dataSource: VisitorDataSource

    init(visitors: [Visitor]) {
        dataSource = VisitorDataSource(visitors: visitors)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "visitor")
        tableView.dataSource = dataSource
        tableView.delegate = dataSource
        view.addSubview(tableView)
    }
}

/// Geometry the way layout code does it.
func cardFrame(in bounds: CGRect, index: Int, columns: Int) -> CGRect {
    let spacing: CGFloat = 8
    let width = (bounds.width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
    let column = CGFloat(index % columns)
    let row = CGFloat(index / columns)
    return CGRect(
        x: spacing + column * (width + spacing), y: spacing + row * (width + spacing), width: width,
        height: width
    ).integral
}
