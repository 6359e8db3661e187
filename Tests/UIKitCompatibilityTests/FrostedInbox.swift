import UIKit

// A screen written as iOS code writes one (Swift 5, `import UIKit`): a navigation bar styled
// with UINavigationBarAppearance (an opaque brand colour when scrolled, transparent at the top),
// and a frosted "Loading…" overlay of a blur with a vibrant label, faded in and out.

final class FrostedInboxViewController: UITableViewController {
    private var overlay: UIVisualEffectView?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")

        let scrolled = UINavigationBarAppearance()
        scrolled.configureWithOpaqueBackground()
        scrolled.backgroundColor = UIColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 1)
        scrolled.titleTextAttributes = [.foregroundColor: UIColor.white]
        scrolled.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        let top = UINavigationBarAppearance()
        top.configureWithTransparentBackground()
        navigationItem.standardAppearance = scrolled
        navigationItem.scrollEdgeAppearance = top
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: nil, action: nil)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Message \(indexPath.row)"
        return cell
    }

    func showLoading() {
        let blur = UIBlurEffect(style: .systemMaterialDark)
        let overlay = UIVisualEffectView(effect: nil)
        overlay.frame = view.bounds
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
        vibrancy.frame = overlay.bounds
        vibrancy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let label = UILabel()
        label.text = "Loading…"
        label.font = .boldSystemFont(ofSize: 24)
        label.sizeToFit()
        label.center = CGPoint(x: overlay.bounds.midX, y: overlay.bounds.midY)
        vibrancy.contentView.addSubview(label)
        overlay.contentView.addSubview(vibrancy)
        navigationController?.view.addSubview(overlay)
        self.overlay = overlay
        UIView.animate(withDuration: 0.3) {
            overlay.effect = blur
        }
    }

    func hideLoading() {
        guard let overlay = overlay else { return }
        UIView.animate(
            withDuration: 0.3,
            animations: {
                overlay.effect = nil
            },
            completion: { _ in
                overlay.removeFromSuperview()
            })
        self.overlay = nil
    }
}
