import UIKit

// A badge written as iOS code writes one (Swift 5, `import UIKit` alone): a supplementary view that
// keeps its corner radius half its height by overriding `frame` and `bounds` with observers, and a
// view that overrides `center` and `transform` to record how it was moved.

final class RoundBadgeView: UICollectionReusableView {
    static let reuseIdentifier = "badge"
    let label = UILabel()
    private(set) var borderUpdates = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        addSubview(label)
        backgroundColor = .systemRed
        configureBorder()
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }

    override var frame: CGRect {
        didSet { configureBorder() }
    }

    override var bounds: CGRect {
        didSet { configureBorder() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    private func configureBorder() {
        borderUpdates += 1
        layer.cornerRadius = bounds.height / 2
        layer.borderWidth = 1
        layer.borderColor = UIColor.black.cgColor
    }
}

final class MoveRecordingView: UIView {
    private(set) var moves: [String] = []

    override var center: CGPoint {
        get { super.center }
        set {
            moves.append("center \(Int(newValue.x)),\(Int(newValue.y))")
            super.center = newValue
        }
    }

    override var transform: CGAffineTransform {
        didSet { moves.append("transform \(transform.a)") }
    }
}
