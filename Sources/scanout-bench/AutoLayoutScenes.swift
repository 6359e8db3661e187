import Scanout
import ScanoutTesting

/// The Auto Layout benchmarks' screens: a form written as app code writes it, and a list of
/// self-sizing cells.
@MainActor
enum AutoLayoutScenes {
    /// A form of 60 views: 20 rows of a title, a field and a hint under it, in a scroll-free
    /// container pinned to the window's margins. Returns the container (not yet laid out), its
    /// constraints (not yet active: activating them is part of a first layout) and one
    /// constant to change.
    static func form(in host: TestHost) -> (
        container: UIView, constraints: [NSLayoutConstraint], spacing: NSLayoutConstraint
    ) {
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(container)
        var constraints = [
            container.topAnchor.constraint(equalTo: host.window.safeAreaLayoutGuide.topAnchor),
            container.bottomAnchor.constraint(lessThanOrEqualTo: host.window.bottomAnchor),
            container.leadingAnchor.constraint(equalTo: host.window.layoutMarginsGuide.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: host.window.layoutMarginsGuide.trailingAnchor),
        ]
        var above = container.topAnchor
        var spacing: NSLayoutConstraint?
        for row in 0..<20 {
            let title = UILabel()
            title.text = "Field \(row + 1)"
            let field = UITextField()
            field.placeholder = "Value \(row + 1)"
            field.borderStyle = .roundedRect
            let hint = UILabel()
            hint.text = "What to type in field \(row + 1)"
            hint.font = .systemFont(ofSize: 12)
            for view in [title, field, hint] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            let gap = title.topAnchor.constraint(equalTo: above, constant: 12)
            if row == 10 { spacing = gap }
            let preferredWidth = title.widthAnchor.constraint(equalToConstant: 140)
            preferredWidth.priority = .defaultHigh
            constraints += [
                gap,
                title.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                preferredWidth,
                title.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, multiplier: 0.4),
                field.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                field.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
                field.heightAnchor.constraint(greaterThanOrEqualToConstant: 36),
                hint.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 4),
                hint.leadingAnchor.constraint(equalTo: field.leadingAnchor),
                hint.trailingAnchor.constraint(lessThanOrEqualTo: field.trailingAnchor),
                hint.heightAnchor.constraint(greaterThanOrEqualToConstant: 14),
            ]
            above = hint.bottomAnchor
        }
        constraints.append(container.bottomAnchor.constraint(equalTo: above))
        return (container, constraints, spacing!)
    }

    /// A list of 10,000 self-sizing rows (a title and a wrapping note, constrained to the cell's
    /// margins), scrolled to its middle.
    static func selfSizingList(size: CGSize) -> (TestHost, UITableView, SelfSizingRows) {
        let host = benchmarkHost(size: size)
        let table = UITableView(frame: host.window.bounds)
        table.register(SelfSizingCell.self, forCellReuseIdentifier: "note")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 64
        let rows = SelfSizingRows()
        table.dataSource = rows
        host.window.addSubview(table)
        host.drain()
        table.contentOffset = CGPoint(x: 0, y: 10_000)
        _ = host.render()
        return (host, table, rows)
    }
}

@MainActor
final class SelfSizingCell: UITableViewCell {
    let title = UILabel()
    let note = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        note.numberOfLines = 0
        note.font = .systemFont(ofSize: 14)
        for label in [title, note] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            note.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            note.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            note.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            note.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
final class SelfSizingRows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        guard let cell = cell as? SelfSizingCell else { return cell }
        cell.title.text = "Visitor \(indexPath.row)"
        // One, two or three lines, varying by row.
        cell.note.text = String(
            repeating: "Arrived at reception and was met by the host. ", count: 1 + indexPath.row % 3 * 4)
        return cell
    }
}
