/// The look of one run of an attributed string, resolved for drawing: what `TextLayout` hands
/// pango for those characters, beyond the layout's own font and colour.
///
/// Made by `TextRunStyle.runs(of:linkAttributes:)`, which reads every run of an attributed string;
/// views pass the attributes their links get (a text view's `linkTextAttributes`). Equatable, so a
/// layout given the same runs again lays nothing out again. Main actor (it holds images and
/// fonts, which are `Sendable`, but is made and read with the views).
struct TextRunStyle: Equatable {
    /// The characters, as UTF-16 offsets.
    var range: Range<Int>
    var font: UIFont?
    var foregroundColor: UIColor?
    var backgroundColor: UIColor?
    var underline: NSUnderlineStyle = []
    var underlineColor: UIColor?
    var strikethrough: NSUnderlineStyle = []
    var strikethroughColor: UIColor?
    var kern: CGFloat?
    var baselineOffset: CGFloat = 0
    var shadow: Shadow?
    var attachment: Attachment?
    /// Whether the characters are a link (`.link`).
    var isLink = false

    struct Shadow: Equatable {
        var offset: CGSize
        var color: UIColor
    }

    /// An inline image: what to draw and the box it takes, with its bottom `box.minY` above the
    /// baseline.
    struct Attachment: Equatable {
        var image: UIImage?
        var box: CGRect

        static func == (lhs: Attachment, rhs: Attachment) -> Bool {
            lhs.image === rhs.image && lhs.box == rhs.box
        }
    }

    /// The drawn look of each run of `text` that has one (runs with only the attributes the whole
    /// layout takes are left out, so plain text yields no runs). Link runs take `linkAttributes`
    /// over their own.
    static func runs(of text: NSAttributedString, linkAttributes: [NSAttributedString.Key: Any]) -> [TextRunStyle] {
        var runs: [TextRunStyle] = []
        text.enumerateAttributes { attributes, range in
            var attributes = attributes
            if attributes[.link] != nil { attributes.merge(linkAttributes) { _, link in link } }
            let run = TextRunStyle(range: range, attributes: attributes)
            if run.drawsDifferently { runs.append(run) }
        }
        return runs
    }

    init(range: Range<Int>, attributes: [NSAttributedString.Key: Any]) {
        self.range = range
        font = attributes[.font] as? UIFont
        foregroundColor = TextStyle.color(attributes[.foregroundColor])
        backgroundColor = TextStyle.color(attributes[.backgroundColor])
        underline = TextRunStyle.lineStyle(attributes[.underlineStyle])
        underlineColor = TextStyle.color(attributes[.underlineColor])
        strikethrough = TextRunStyle.lineStyle(attributes[.strikethroughStyle])
        strikethroughColor = TextStyle.color(attributes[.strikethroughColor])
        kern = TextStyle.number(attributes[.kern] ?? attributes[.tracking])
        baselineOffset = TextStyle.number(attributes[.baselineOffset]) ?? 0
        if let shadow = attributes[.shadow] as? NSShadow, shadow.shadowOffset.width.isFinite,
            shadow.shadowOffset.height.isFinite
        {
            let color = TextStyle.color(shadow.shadowColor) ?? UIColor(white: 0, alpha: 1.0 / 3)
            self.shadow = Shadow(offset: shadow.shadowOffset, color: color)
        }
        if let attachment = attributes[.attachment] as? NSTextAttachment {
            let bounds = attachment.layoutBounds
            let finite = [bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite)
            self.attachment = Attachment(image: attachment.image, box: finite ? bounds : .zero)
        }
        isLink = attributes[.link] != nil
    }

    /// Whether one of the run's colours is dynamic: pango holds them resolved, so they are
    /// given again when the appearance they were resolved in is no longer the one drawn in.
    var hasDynamicColor: Bool {
        [foregroundColor, backgroundColor, underlineColor, strikethroughColor].contains { $0?.isDynamic == true }
    }

    /// Whether the run asks for anything the layout's own settings do not give it.
    var drawsDifferently: Bool {
        font != nil || foregroundColor != nil || backgroundColor != nil || !underline.isEmpty
            || !strikethrough.isEmpty || kern != nil || baselineOffset != 0 || shadow != nil || attachment != nil
    }

    /// The run as pango is asked for it. `font`'s description is borrowed: the span is used while
    /// this run (and so its font) lives.
    var span: TextSpan {
        var span = TextSpan(utf16Range: range)
        span.font = font?.fontDescription.pangoPointer
        span.foreground = foregroundColor?.cgColor
        span.background = backgroundColor?.cgColor
        span.underline = TextRunStyle.pangoLine(underline)
        span.underlineColor = underlineColor?.cgColor
        span.strikethrough = !strikethrough.isEmpty
        span.strikethroughColor = strikethroughColor?.cgColor
        span.letterSpacing = kern
        span.rise = baselineOffset
        if let attachment {
            span.inlineBox = (attachment.box.size, attachment.box.minY)
        }
        return span
    }

    /// A line style from an attribute's value: a number (the raw value UIKit code passes) or the
    /// style itself.
    static func lineStyle(_ value: Any?) -> NSUnderlineStyle {
        if let style = value as? NSUnderlineStyle { return style }
        guard let number = NumberBoxing.double(from: value), number.isFinite, abs(number) < Double(Int32.max) else {
            return []
        }
        return NSUnderlineStyle(rawValue: Int(number))
    }

    private static func pangoLine(_ style: NSUnderlineStyle) -> TextSpan.Underline {
        // The style is the low byte: 0 none, 1 single, 2 thick, 9 double; patterns draw solid.
        switch style.rawValue & 0xFF {
        case 0: .none
        case 0x09: .double
        case 0x02: .thick
        default: .single
        }
    }
}
