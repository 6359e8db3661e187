import UIKit

/// A framework's views: public and open classes with actions.
open class RatingControl: UIControl {
    public let plus = UIButton(type: .system)
    public private(set) var rating = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        plus.addTarget(self, action: #selector(increase(_:)), for: .touchUpInside)
        addSubview(plus)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    @objc open func increase(_ sender: UIButton) {
        rating += 1
    }
}

public final class ResetButton: UIButton {
    public private(set) var resets = 0

    public func wire() {
        addTarget(self, action: #selector(reset), for: .touchUpInside)
    }

    @objc func reset() {
        resets += 1
    }
}

public final class Counter {
    public private(set) var count = 0

    public init() {}

    public func attach(to button: UIButton) {
        button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)
    }

    @objc func tap(_ sender: Any?) {
        count += 1
    }
}
