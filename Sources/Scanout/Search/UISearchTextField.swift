/// The text field inside a search bar (`UISearchBar.searchTextField`): a rounded grey field with
/// a magnifying glass before the text and a clear button while editing, whose Return key reads
/// Search.
///
/// Behaves as UIKit's `UISearchTextField` (iOS 13) for text, placeholder and input traits; its
/// delegate belongs to the search bar (set the bar's delegate instead). Tokens are not
/// supported. Main actor.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The field's corner radius, as iOS 13 draws it.
    static let cornerRadius: CGFloat = 10
    /// The space at each side, between the edge and the glass or clear button.
    private static let sideInset: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .none
        backgroundColor = .clear
        isOpaque = false
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        let glass = UIImageView(
            image: UIImage(
                systemName: "magnifyingglass", withConfiguration: UIImage.SymbolConfiguration(pointSize: 15)))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame.size = CGSize(width: 20, height: 20)
        leftView = glass
        leftViewMode = .always
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        super.leftViewRect(forBounds: bounds).offsetBy(dx: 6, dy: 0)
    }

    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -UISearchTextField.sideInset + 1, dy: 0)
    }

    open override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        super.rightViewRect(forBounds: bounds).offsetBy(dx: -UISearchTextField.sideInset + 2, dy: 0)
    }

    /// After the glass, with room before the edge (or the clear button).
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        let leading = rect.minX + 6
        let trailing = min(rect.maxX, bounds.maxX - UISearchTextField.sideInset)
        rect.origin.x = leading
        rect.size.width = max(trailing - leading, 0)
        return rect
    }

    open override func draw(_ rect: CGRect) {
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: UISearchTextField.cornerRadius).fill()
        super.draw(rect)
    }
}
