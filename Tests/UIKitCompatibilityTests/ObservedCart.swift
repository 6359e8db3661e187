import UIKit

/// Key-value observing as UIKit apps write it, after `scanout-port` (which drops `@objc` from
/// `@objc dynamic`): a model object's property, a table's content size sizing its height
/// constraint (the table-in-a-scroll-view pattern), and a scroll view's offset fading a header.
/// Swift 5 mode, as an app.
final class Cart: NSObject {
    dynamic var total: Double = 0
    dynamic private(set) var items: [String] = []

    func add(_ item: String, price: Double) {
        items.append(item)
        total += price
    }
}

final class ObservedCartViewController: UIViewController, UITableViewDataSource {
    let cart = Cart()
    let totalLabel = UILabel()
    let header = UIView()
    let scrollView = UIScrollView()
    let tableView = UITableView()
    private(set) var tableHeight: NSLayoutConstraint!
    private var observations: [NSKeyValueObservation] = []
    private(set) var reportedTotals: [Double] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.backgroundColor = .systemBlue
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        tableView.translatesAutoresizingMaskIntoConstraints = false
        totalLabel.translatesAutoresizingMaskIntoConstraints = false
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        tableView.dataSource = self
        tableView.rowHeight = 44
        tableView.isScrollEnabled = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        view.addSubview(scrollView)
        scrollView.addSubview(header)
        scrollView.addSubview(tableView)
        view.addSubview(totalLabel)
        tableHeight = tableView.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: totalLabel.topAnchor),
            totalLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            totalLabel.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
            tableView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 60),
            tableView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            tableView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            tableHeight,
        ])

        observations.append(
            cart.observe(\.total, options: [.initial, .new]) { [weak self] cart, change in
                guard let self = self, let total = change.newValue else { return }
                self.reportedTotals.append(total)
                self.totalLabel.text = String(format: "Total: %.2f", total)
                if cart.items.count != self.tableView.numberOfRows(inSection: 0) { self.tableView.reloadData() }
            })
        observations.append(
            tableView.observe(\.contentSize, options: [.new]) { [weak self] _, change in
                self?.tableHeight.constant = change.newValue?.height ?? 0
            })
        observations.append(
            scrollView.observe(\.contentOffset) { [weak self] scrollView, _ in
                self?.header.alpha = max(0, 1 - scrollView.contentOffset.y / 60)
            })
    }

    func stopObserving() {
        observations.forEach { $0.invalidate() }
        observations.removeAll()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cart.items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = cart.items[indexPath.row]
        return cell
    }
}

/// The older form, as Objective-C-era Swift writes it (after the port turned
/// `#keyPath(UITableView.contentSize)` into a string): a context, `observeValue` overridden,
/// the observer removed in `deinit`.
final class ClassicHeightViewController: UIViewController {
    private static let contentSizeContext = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    let listView = UITableView()
    private(set) var measuredHeight: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(listView)
        listView.addObserver(self, forKeyPath: "contentSize", options: [.new, .old], context: Self.contentSizeContext)
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        guard context == Self.contentSizeContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if let size = change?[.newKey] as? CGSize { measuredHeight = size.height }
    }

    deinit {
        listView.removeObserver(self, forKeyPath: "contentSize", context: Self.contentSizeContext)
    }
}
