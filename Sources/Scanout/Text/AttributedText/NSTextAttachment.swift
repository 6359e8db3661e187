/// An image inside attributed text: put on the attachment character (U+FFFC) with the
/// `.attachment` key, or made into a one-character string with `NSAttributedString(attachment:)`.
///
/// ```swift
/// let icon = NSTextAttachment(image: UIImage(systemName: "star.fill")!)
/// icon.bounds = CGRect(x: 0, y: -2, width: 16, height: 16)
/// let text = NSMutableAttributedString(attachment: icon)
/// text.append(NSAttributedString(string: " Favourites"))
/// ```
///
/// The image takes `bounds.size` (its own size when `bounds` is empty) on the line, with its bottom
/// `bounds.origin.y` points above the baseline (negative: below), as in UIKit. Its rendering mode
/// decides whether it is tinted with the text's colour. File wrappers and `contents` data are kept
/// but not decoded into images unless `image` is set.
open class NSTextAttachment: NSObject {
    /// The character an attachment stands on: U+FFFC OBJECT REPLACEMENT CHARACTER.
    public static let character = 0xFFFC

    /// The image drawn.
    open var image: UIImage?
    /// The image's size and its offset from the baseline; `.zero` uses the image's size on the
    /// baseline.
    open var bounds: CGRect = .zero
    /// Data the attachment was made from (kept).
    open var contents: Data?
    /// The type of `contents` (kept).
    open var fileType: String?

    /// An attachment with nothing to draw until `image` is set.
    public override init() {
        super.init()
    }

    /// An attachment drawing `image`.
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// An attachment holding `contents` of type `uti`; an image is made from the data when it is a
    /// format Scanout decodes (PNG).
    public convenience init(data contents: Data?, ofType uti: String?) {
        self.init()
        self.contents = contents
        self.fileType = uti
        if let contents { image = UIImage(data: contents) }
    }

    /// The rectangle the attachment takes on its line, relative to its baseline origin (y up).
    var layoutBounds: CGRect {
        guard bounds.width <= 0 || bounds.height <= 0 else { return bounds.standardized }
        let size = image?.size ?? .zero
        return CGRect(origin: bounds.origin, size: size)
    }
}

extension NSAttributedString {
    /// One attachment character carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(
            string: String(UnicodeScalar(UInt32(NSTextAttachment.character))!),
            attributes: [.attachment: attachment])
    }
}
