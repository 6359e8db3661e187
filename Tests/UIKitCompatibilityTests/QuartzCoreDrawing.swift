// A drawing helper as iOS code writes it without UIKit: only CoreGraphics, QuartzCore and
// Foundation imported, and their names unambiguous.
import CoreGraphics
import Foundation
import QuartzCore

@MainActor
func makeRoundBadge(_ layer: CALayer, diameter: CGFloat) {
    layer.cornerRadius = diameter / 2
    layer.borderWidth = 1
}

func inset(_ rect: CGRect, by amount: CGFloat) -> CGRect {
    rect.insetBy(dx: amount, dy: amount)
}

func scaledSize(_ size: CGSize, factor: CGFloat) -> CGSize {
    size.applying(CGAffineTransform(scaleX: factor, y: factor))
}
