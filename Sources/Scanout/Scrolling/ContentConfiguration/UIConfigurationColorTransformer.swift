/// A change applied to a configuration's colour where it is used: a cell's text drawn lighter
/// when selected, a symbol in grey.
public struct UIConfigurationColorTransformer: Sendable {
    private let body: @Sendable (UIColor) -> UIColor

    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        body = transform
    }

    public func callAsFunction(_ input: UIColor) -> UIColor { body(input) }

    func transform(_ input: UIColor) -> UIColor { body(input) }

    /// The colour's grey of the same brightness (Rec. 709 luma), alpha kept.
    public static let grayscale = UIConfigurationColorTransformer { color in
        let luma = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        return UIColor(red: luma, green: luma, blue: luma, alpha: color.alpha)
    }
}
