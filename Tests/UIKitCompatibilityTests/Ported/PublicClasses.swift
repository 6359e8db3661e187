import UIKit

/// A framework's views: public and open classes with actions.
open class RatingControl: UIControl {
    open override class var actionTable: ActionTable {
        super.actionTable.on(Selector("increase:"), RatingControl.increase)
    }

    public let plus = UIButton(type: .system)
    public private(set) var rating = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        plus.addTarget(self, action: Selector("increase:"), for: .touchUpInside)
        addSubview(plus)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open func increase(_ sender: UIButton) {
        rating += 1
    }
}

public final class ResetButton: UIButton {
    public override class var actionTable: ActionTable {
        super.actionTable.on(Selector("reset"), ResetButton.reset)
    }

    public private(set) var resets = 0

    public func wire() {
        addTarget(self, action: Selector("reset"), for: .touchUpInside)
    }

    func reset() {
        resets += 1
    }
}

@MainActor public final class Counter: ActionTarget {
    public class var actionTable: ActionTable {
        ActionTable().on(Selector("tap:")) { (target: Counter) in target.tap }
    }

    public private(set) var count = 0

    public init() {}

    public func attach(to button: UIButton) {
        button.addTarget(self, action: Selector("tap:"), for: .touchUpInside)
    }

    func tap(_ sender: Any?) {
        count += 1
    }
}
