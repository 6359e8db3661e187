import UIKit

class CounterViewController: UIViewController {
    override class var actionTable: ActionTable {
        super.actionTable
            .on(Selector("increment:"), CounterViewController.increment)
            .on(Selector("reset"), CounterViewController.reset)
    }

    weak var countLabel: UILabel!
    var count = 0

    func increment(_ sender: Any) {
        count += 1
        countLabel.text = "\(count)"
    }

    private func reset() { count = 0 }

    /// Not an action: it returns a value, so it keeps no table entry.
    func currentCount() -> Int { count }
}
