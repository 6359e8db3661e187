import UIKit

/// The share button of countless iOS apps, with a custom activity, written as on iOS (Swift 5
/// mode): `popoverPresentationController` set for iPad, system activities excluded, a completion
/// handler that records what happened.
final class PrintPassActivity: UIActivity {
    private(set) var printed: [String] = []
    private var pending: [String] = []

    override class var activityCategory: UIActivity.Category {
        return .action
    }

    override var activityType: UIActivity.ActivityType? {
        return UIActivity.ActivityType("com.example.printPass")
    }

    override var activityTitle: String? {
        return "Print Pass"
    }

    override var activityImage: UIImage? {
        return UIImage(systemName: "printer")
    }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        return activityItems.contains { $0 is String }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        pending = activityItems.compactMap { $0 as? String }
    }

    override func perform() {
        printed.append(contentsOf: pending)
        activityDidFinish(true)
    }
}

final class PassViewController: UIViewController {
    let printActivity = PrintPassActivity()
    private(set) var outcomes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.share() })
    }

    func share() {
        let text = "Visitor pass for Ada Lovelace"
        let url = URL(string: "https://example.com/passes/42")!
        let activityVC = UIActivityViewController(activityItems: [text, url], applicationActivities: [printActivity])
        activityVC.excludedActivityTypes = [.airDrop, .postToFacebook, .assignToContact]
        activityVC.popoverPresentationController?.sourceView = view
        activityVC.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        activityVC.completionWithItemsHandler = { [weak self] activityType, completed, returnedItems, error in
            guard error == nil else { return }
            self?.outcomes.append("\(activityType?.rawValue ?? "none") \(completed)")
        }
        present(activityVC, animated: true, completion: nil)
    }
}
