import UIKit

// Helpers as iOS apps write them in Swift 5 mode, outside any actor: image helpers in a `UIImage`
// extension, an animation made in a protocol extension. UIKit's Objective-C API is imported as
// `@preconcurrency`, so on iOS these compile without a word about the main actor; Scanout declares
// the drawing functions and methods, bezier paths and animations `@preconcurrency` for the same
// reason. That this file compiles is half the test; `NonisolatedHelpersTests` runs it.

extension UIImage {
    /// The image clipped to rounded corners, drawn through the image context functions.
    func roundedCorners(radius: CGFloat) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(size, false, scale)
        defer { UIGraphicsEndImageContext() }
        let rect = CGRect(origin: .zero, size: size)
        UIBezierPath(
            roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: radius, height: radius)
        ).addClip()
        draw(at: .zero, blendMode: .normal, alpha: 1)
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    /// A one-colour image, as a button's background for a state.
    static func filled(with color: UIColor, size: CGSize) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(size, true, 1)
        color.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image
    }
}

protocol ShimmerLoadable {}

extension ShimmerLoadable {
    /// A placeholder's pulse, made outside any actor.
    func makePulse(after delay: TimeInterval) -> CABasicAnimation {
        let pulse = CABasicAnimation(keyPath: "backgroundColor")
        pulse.fromValue = UIColor.systemGray5.cgColor
        pulse.toValue = UIColor.systemGray4.cgColor
        pulse.duration = 1.5
        pulse.beginTime = delay
        return pulse
    }
}

struct PlaceholderRow: ShimmerLoadable {}

/// A style helper as UIKit apps write them: a plain struct (no actor) whose static functions
/// configure views and layers. UIKit imports these classes as `@preconcurrency`, so Swift 5 code
/// like this compiles on iOS; it must here too.
struct FormStyle {
    static func title(_ label: UILabel, text: String) {
        label.text = text
        label.font = UIFont.boldSystemFont(ofSize: 24)
        label.textAlignment = .center
        label.layer.cornerRadius = 4
        label.layer.borderWidth = 1
    }

    static func amount(_ field: UITextField) {
        field.keyboardType = .decimalPad
        field.borderStyle = .roundedRect
        field.placeholder = "0.00"
    }

    static func percentages(_ control: UISegmentedControl, values: [String]) {
        for (index, value) in values.enumerated() {
            control.insertSegment(withTitle: value, at: index, animated: false)
        }
        control.selectedSegmentIndex = 0
    }

    static func ring(_ layer: CAShapeLayer, radius: CGFloat) {
        layer.path = UIBezierPath(
            arcCenter: .zero, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true
        ).cgPath
        layer.lineWidth = 4
        layer.strokeEnd = 0.5
    }
}
