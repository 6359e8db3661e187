import Scanout

/// A rounded card filled with a diagonal gradient and lifted by a soft shadow: the settings
/// screen's header. Its layers follow its size in `layoutSubviews`, as UIKit views keep added
/// layers in step with their bounds.
@MainActor
final class GradientCardView: UIView {
    let gradient = CAGradientLayer()

    init(colors: [UIColor], cornerRadius: CGFloat) {
        super.init(frame: .zero)
        layer.cornerRadius = cornerRadius
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 4)
        gradient.colors = colors.map(\.cgColor)
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.cornerRadius = cornerRadius
        layer.addSublayer(gradient)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
    }
}
