import UIKit

// A screen written as iOS code is, with `import UIKit` alone (no `import Foundation`): it uses
// Foundation's formatters, CharacterSet, JSON coding and UserDefaults, Glibc's maths through
// UIKit, and reads the keyboard notification with the casts iOS code uses.

struct TipSettings: Codable, Equatable {
    var percent: Int
    var splitBetween: Int
}

final class TipCalculatorViewController: UIViewController, UITextFieldDelegate {
    let amountField = UITextField()
    let totalLabel = UILabel()
    let defaults: UserDefaults
    private(set) var keyboardFrame: CGRect = .zero
    private(set) var keyboardDuration: Double = 0
    private(set) var keyboardCurve: UInt = 0
    private(set) var keyboardDurationNumber: NSNumber?
    private(set) var keyboardIsLocal = false

    var settings: TipSettings {
        get {
            guard let data = defaults.data(forKey: "settings"),
                let settings = try? JSONDecoder().decode(TipSettings.self, from: data)
            else { return TipSettings(percent: defaults.integer(forKey: "percent"), splitBetween: 1) }
            return settings
        }
        set { defaults.set(try? JSONEncoder().encode(newValue), forKey: "settings") }
    }

    init(defaults: UserDefaults) {
        self.defaults = defaults
        super.init(nibName: nil, bundle: nil)
        defaults.register(defaults: ["percent": 15])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        amountField.frame = CGRect(x: 20, y: 300, width: 200, height: 40)
        amountField.keyboardType = .decimalPad
        amountField.delegate = self
        totalLabel.frame = CGRect(x: 20, y: 360, width: 280, height: 30)
        view.addSubview(amountField)
        view.addSubview(totalLabel)
        NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { [weak self] notification in self?.keyboardWillShow(notification) }
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo else { return }
        if let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { keyboardFrame = frame }
        if let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double {
            keyboardDuration = duration
        }
        if let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt { keyboardCurve = curve }
        keyboardDurationNumber = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber
        keyboardIsLocal = info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? false
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let allowed = CharacterSet.decimalDigits.union(CharacterSet(charactersIn: "."))
        return string.unicodeScalars.allSatisfy { allowed.contains($0) }
    }

    /// The amount each person pays, rounded to whole cents, formatted as a currency.
    func total(for amount: Double) -> String {
        let settings = self.settings
        let perPerson = amount * (1 + Double(settings.percent) / 100) / Double(max(1, settings.splitBetween))
        let cents = round(perPerson * 100) / 100
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: "en_US")
        let text = formatter.string(from: NSNumber(value: cents)) ?? String(format: "%.2f", cents)
        totalLabel.text = text
        return text
    }

    func rollDice() -> Int { Int(arc4random_uniform(6)) + 1 + Int(floor(0.5)) }
}
