import Scanout

/// The check-in screen's custom input view for "Who are you visiting?": instead of a keyboard, a
/// grid of the people a visitor can be here to see. Tapping a name picks it. Shown by the system
/// in the keyboard's place because the host field returns it as its `inputView`.
@MainActor
public final class HostPickerView: UIView {
    /// The people on the grid, in order.
    public let hosts: [String]
    /// One button per host, in `hosts` order.
    public private(set) var hostButtons: [UIButton] = []
    private let titleLabel = UILabel()

    /// A picker of `hosts` that calls `onPick` with the name tapped.
    public init(hosts: [String], onPick: @escaping @MainActor (String) -> Void) {
        self.hosts = hosts
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 176))
        backgroundColor = UIColor(red: 0.82, green: 0.83, blue: 0.85, alpha: 1)
        titleLabel.text = "Who are you visiting?"
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.textColor = .secondaryLabel
        addSubview(titleLabel)
        for host in hosts {
            let button = UIButton(type: .system, primaryAction: UIAction(title: host) { _ in onPick(host) })
            button.backgroundColor = .white
            button.setTitleColor(.label, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 18)
            button.layer.cornerRadius = 8
            hostButtons.append(button)
            addSubview(button)
        }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 10
        titleLabel.frame = CGRect(x: inset + 4, y: 8, width: bounds.width - 2 * inset, height: 22)
        // Three columns; as many rows as the names need, sharing the height left.
        let columns = 3
        let rows = max(1, (hostButtons.count + columns - 1) / columns)
        let top: CGFloat = 36
        let cellWidth = (bounds.width - inset) / CGFloat(columns)
        let cellHeight = (bounds.height - top - inset / 2) / CGFloat(rows)
        for (index, button) in hostButtons.enumerated() {
            let column = CGFloat(index % columns)
            let row = CGFloat(index / columns)
            button.frame =
                CGRect(
                    x: inset + column * cellWidth, y: top + row * cellHeight,
                    width: cellWidth - inset, height: cellHeight - inset
                ).integral
        }
    }
}
