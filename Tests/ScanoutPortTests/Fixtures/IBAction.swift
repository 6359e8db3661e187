import UIKit

class CounterViewController: UIViewController {
    @IBOutlet weak var countLabel: UILabel!
    var count = 0

    @IBAction func increment(_ sender: Any) {
        count += 1
        countLabel.text = "\(count)"
    }

    @IBAction private func reset() { count = 0 }

    /// Not an action: it returns a value, so it keeps no table entry.
    @objc func currentCount() -> Int { count }
}
