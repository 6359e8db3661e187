import UIKit

protocol RatingViewDelegate: AnyObject {
    func ratingView(_ view: RatingView, didChange rating: Int)
    func ratingViewDidBeginEditing(_ view: RatingView)
    func ratingView(_ view: RatingView, titleFor rating: Int) -> String?
}

// What were `@objc optional` requirements: conformers that do not implement them get these.
extension RatingViewDelegate {
    func ratingViewDidBeginEditing(_ view: RatingView) {}
    func ratingView(_ view: RatingView, titleFor rating: Int) -> String? { nil }
}

@IBDesignable
final class RatingView: UIControl {
    weak var delegate: RatingViewDelegate?

    @IBInspectable var maximum: Int = 5
    private(set) var lastTitle = ""
    @IBInspectable dynamic var rating: Int = 0 {
        didSet { delegate?.ratingView(self, didChange: rating) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        delegate?.ratingViewDidBeginEditing(self)
        let title = delegate?.ratingView(self, titleFor: rating) ?? "\(rating)"
        lastTitle = title
    }
}

/// Implements only the required method; the others were optional.
final class RatingLog: RatingViewDelegate {
    private(set) var ratings: [Int] = []

    func ratingView(_ view: RatingView, didChange rating: Int) {
        ratings.append(rating)
    }
}
