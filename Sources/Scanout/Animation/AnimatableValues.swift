// Interpolation between two values of an animatable property.

extension AnimatableChange {
    /// The value `progress` of the way from `self` to `target` (same property).
    func interpolated(to target: AnimatableChange, progress: Double) -> AnimatableChange {
        switch (self, target) {
        case (.center(let from), .center(let to)):
            return .center(lerp(from, to, progress))
        case (.bounds(let from), .bounds(let to)):
            return .bounds(
                CGRect(
                    origin: lerp(from.origin, to.origin, progress),
                    size: CGSize(
                        width: lerp(from.size.width, to.size.width, progress),
                        height: lerp(from.size.height, to.size.height, progress))))
        case (.transform(let from), .transform(let to)):
            return .transform(
                DecomposedTransform(from).interpolated(to: DecomposedTransform(to), progress: progress).transform)
        case (.alpha(let from), .alpha(let to)):
            // A spring's overshoot moves positions past their end; opacity stops at its limits.
            return .alpha(min(max(lerp(from, to, progress), 0), 1))
        case (.backgroundColor(let from), .backgroundColor(let to)):
            // A missing colour animates as the other colour fully transparent, as Core Animation does.
            let start = from ?? to?.withAlphaComponent(0) ?? .clear
            let end = to ?? from?.withAlphaComponent(0) ?? .clear
            func channel(_ from: CGFloat, _ to: CGFloat) -> CGFloat { min(max(lerp(from, to, progress), 0), 1) }
            return .backgroundColor(
                UIColor(
                    red: channel(start.red, end.red), green: channel(start.green, end.green),
                    blue: channel(start.blue, end.blue), alpha: channel(start.alpha, end.alpha)))
        default:
            return target
        }
    }
}

private func lerp(_ from: CGFloat, _ to: CGFloat, _ progress: Double) -> CGFloat {
    from + (to - from) * progress
}

private func lerp(_ from: CGPoint, _ to: CGPoint, _ progress: Double) -> CGPoint {
    CGPoint(x: lerp(from.x, to.x, progress), y: lerp(from.y, to.y, progress))
}

/// A transform as translation, rotation, scale and skew, so that a rotation animates as a turn
/// rather than as a shrink through the middle.
struct DecomposedTransform {
    var translation: CGPoint
    var rotation: CGFloat
    var scaleX: CGFloat
    var scaleY: CGFloat
    var skew: CGFloat

    init(_ t: CGAffineTransform) {
        translation = CGPoint(x: t.tx, y: t.ty)
        scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        rotation = scaleX == 0 ? 0 : atan2Value(t.b, t.a)
        let determinant = t.a * t.d - t.b * t.c
        scaleY = scaleX == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : determinant / scaleX
        skew = scaleX == 0 ? 0 : (t.a * t.c + t.b * t.d) / (scaleX * scaleX)
    }

    var transform: CGAffineTransform {
        // Scale and skew, then rotate, then translate: the inverse of the decomposition above.
        let scaleAndSkew = CGAffineTransform(a: scaleX, b: 0, c: skew * scaleX, d: scaleY, tx: 0, ty: 0)
        return
            scaleAndSkew
            .concatenating(CGAffineTransform(rotationAngle: rotation))
            .concatenating(CGAffineTransform(translationX: translation.x, y: translation.y))
    }

    func interpolated(to other: DecomposedTransform, progress: Double) -> DecomposedTransform {
        var result = self
        var turn = other.rotation - rotation
        // The short way round.
        if turn > .pi { turn -= 2 * .pi }
        if turn < -.pi { turn += 2 * .pi }
        result.rotation = rotation + turn * progress
        result.translation = lerp(translation, other.translation, progress)
        result.scaleX = lerp(scaleX, other.scaleX, progress)
        result.scaleY = lerp(scaleY, other.scaleY, progress)
        result.skew = lerp(skew, other.skew, progress)
        return result
    }
}
