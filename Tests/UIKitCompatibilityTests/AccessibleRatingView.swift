import UIKit

// A star rating as iOS code makes it accessible: the view is one adjustable element with its own
// label, value and traits (overridden properties), increments and decrements its rating, offers a
// custom action, and announces changes. A second view, a seat map, describes the seats it draws
// with UIAccessibilityElements in its own order.

final class AccessibleRatingView: UIView {
    private(set) var rating = 3
    var announcements: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Clear rating") { [weak self] _ in
                self?.rating = 0
                return true
            }
        ]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var accessibilityLabel: String? {
        get { "Rating" }
        set {}
    }

    override var accessibilityValue: String? {
        get { rating == 1 ? "1 star" : "\(rating) stars" }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable) }
        set { super.accessibilityTraits = newValue }
    }

    override func accessibilityIncrement() {
        rating = min(rating + 1, 5)
        UIAccessibility.post(notification: .announcement, argument: accessibilityValue)
    }

    override func accessibilityDecrement() {
        rating = max(rating - 1, 0)
        UIAccessibility.post(notification: .announcement, argument: accessibilityValue)
    }
}

final class SeatMapView: UIView {
    private var seats: [UIAccessibilityElement] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (index, name) in ["A1", "A2", "B1"].enumerated() {
            let seat = UIAccessibilityElement(accessibilityContainer: self)
            seat.accessibilityLabel = "Seat \(name)"
            seat.accessibilityTraits = .button
            seat.accessibilityFrameInContainerSpace = CGRect(
                x: CGFloat(index % 2) * 60, y: CGFloat(index / 2) * 60, width: 50, height: 50)
            seats.append(seat)
        }
        // Read B1 first: it is the accessible seat.
        accessibilityElements = [seats[2], seats[0], seats[1]]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func accessibilityPerformEscape() -> Bool {
        isHidden = true
        return true
    }
}
