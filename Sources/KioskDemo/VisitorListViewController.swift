import Scanout

extension Selector {
    static let signOut = Selector("signOut:")
    static let closeList = Selector("closeList:")
    static let openSettings = Selector("openSettings:")
}

/// Today's appointments, for a visitor who has one: a scrolling list (a `UITableView` of 120
/// rows, a screenful of cells alive) at the root of a navigation controller, with Close, the
/// settings gear and the room board in the bar.
/// Tapping a row pushes the visitor's details (where they check in, or reception signs them out
/// after confirming in an alert); a long press on a row offers "Sign Out" in the edit menu.
@MainActor
public final class VisitorListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// One appointment.
    public struct Appointment: Sendable {
        public var visitor: String
        public var host: String
        public var time: String
        public var signedOut = false
    }

    public let tableView = UITableView(frame: .zero, style: .plain)
    public private(set) var appointments: [Appointment]
    /// The row a long press picked, for "Sign Out".
    private var pressedRow: IndexPath?
    /// Called with the appointment the visitor tapped.
    private let onPick: @MainActor (Appointment) -> Void

    /// A list of today's appointments; `onPick` gets the one tapped.
    public init(onPick: @escaping @MainActor (Appointment) -> Void) {
        self.onPick = onPick
        self.appointments = VisitorListViewController.todaysAppointments()
        super.init(nibName: nil, bundle: nil)
        // The list takes the whole kiosk screen, not a sheet (UIKit's default since iOS 13).
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public override class var actionTable: ActionTable {
        super.actionTable
            .on(.signOut, VisitorListViewController.signOut)
            .on(.closeList, VisitorListViewController.closeList)
            .on(.openSettings, VisitorListViewController.openSettings)
            .on(.openRooms, VisitorListViewController.openRooms)
    }

    public override var canBecomeFirstResponder: Bool { true }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        title = "Today's appointments"
        navigationItem.backButtonTitle = "Appointments"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Close", style: .plain, target: self, action: .closeList)
        let settings = UIBarButtonItem(
            image: UIImage(systemName: "gearshape"), style: .plain, target: self, action: .openSettings)
        settings.accessibilityLabel = "Settings"
        let rooms = UIBarButtonItem(
            image: UIImage(systemName: "square.grid.2x2"), style: .plain, target: self, action: .openRooms)
        rooms.accessibilityLabel = "Rooms"
        navigationItem.rightBarButtonItems = [settings, rooms]
        tableView.rowHeight = 56
        tableView.register(AppointmentCell.self, forCellReuseIdentifier: AppointmentCell.identifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.addGestureRecognizer(
            UILongPressGestureRecognizer { [weak self] recognizer in
                guard recognizer.state == .began else { return }
                self?.longPressed(at: recognizer.location(in: self?.tableView))
            })
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        // Below the navigation bar: the safe area starts where the bar ends.
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    // MARK: UITableViewDataSource

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        appointments.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: AppointmentCell.identifier, for: indexPath)
        let appointment = appointments[indexPath.row]
        cell.textLabel?.text = appointment.visitor
        cell.detailTextLabel?.text =
            appointment.signedOut
            ? "Signed out · visited \(appointment.host)"
            : "\(appointment.time) · with \(appointment.host)"
        cell.textLabel?.textColor = appointment.signedOut ? .secondaryLabel : .label
        return cell
    }

    // MARK: UITableViewDelegate

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let row = indexPath.row
        let details = VisitorDetailViewController(appointment: appointments[row])
        details.onCheckIn = { [weak self] appointment in
            guard let self else { return }
            self.onPick(appointment)
            self.dismiss(animated: true)
        }
        details.onSignOut = { [weak self] _ in
            guard let self else { return }
            self.appointments[row].signedOut = true
            self.tableView.reloadData()
            self.navigationController?.popViewController(animated: true)
        }
        navigationController?.pushViewController(details, animated: true)
    }

    // MARK: Actions

    func closeList(_ sender: Any?) {
        dismiss(animated: true)
    }

    /// The gear in the bar: reception's settings.
    func openSettings(_ sender: Any?) {
        navigationController?.pushViewController(KioskSettingsViewController(), animated: true)
    }

    /// The grid in the bar: the building's meeting rooms.
    func openRooms(_ sender: Any?) {
        navigationController?.pushViewController(RoomBoardViewController(), animated: true)
    }

    /// "Sign Out" from the long-pressed row's menu.
    func signOut(_ sender: Any?) {
        guard let row = pressedRow?.row else { return }
        appointments[row].signedOut = true
        tableView.reloadData()
    }

    // MARK: - Private

    private func longPressed(at point: CGPoint) {
        guard let indexPath = tableView.indexPathForRow(at: point), !appointments[indexPath.row].signedOut else {
            return
        }
        pressedRow = indexPath
        becomeFirstResponder()
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: "Sign Out", action: .signOut)]
        menu.showMenu(from: tableView, rect: tableView.rectForRow(at: indexPath))
    }

    /// A day of appointments, in time order: the same every run, so screenshots compare.
    static func todaysAppointments() -> [Appointment] {
        let visitors = [
            "Ada Lovelace", "Alan Turing", "Grace Hopper", "Katherine Johnson", "李白", "Hedy Lamarr",
            "محمد الخوارزمي", "Emmy Noether", "Srinivasa Ramanujan", "Marie Curie", "Claude Shannon", "Lise Meitner",
        ]
        let hosts = ["Barbara Liskov", "Donald Knuth", "Edsger Dijkstra", "Reception", "Margaret Hamilton"]
        return (0..<120).map { index in
            let minutes = 8 * 60 + index * 4
            let time = "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
            return Appointment(
                visitor: visitors[index % visitors.count], host: hosts[(index * 7) % hosts.count],
                time: time)
        }
    }
}

/// A row of the appointment list: the visitor, and the time and host below.
@MainActor
final class AppointmentCell: UITableViewCell {
    static let identifier = "appointment"

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
