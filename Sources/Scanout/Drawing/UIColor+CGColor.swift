extension UIColor {
    /// The colour `cgColor` stands for (its components clamped to 0...1, as every UIColor's are;
    /// a pattern colour's pattern kept).
    public convenience init(cgColor: CGColor) {
        if cgColor.pattern != nil {
            self.init(storage: .fixed(cgColor))
            return
        }
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// Makes this the fill and stroke colour of the current context.
    @preconcurrency @MainActor
    public func set() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Makes this the fill colour of the current context.
    @preconcurrency @MainActor
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this the stroke colour of the current context.
    @preconcurrency @MainActor
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
