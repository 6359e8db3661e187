import FoundationEssentials

// A text view's attributed text: the runs its `textStorage` holds, drawn paragraph by paragraph,
// kept in step with editing (typed text takes the typing attributes), and links that answer taps.

extension UITextView: TextStorageOwner {
    // MARK: The storage, following edits

    /// An edit the editor made: the storage replaces the same characters, the new ones with the
    /// typing attributes.
    func followEdit(_ change: TextChange) {
        let state = editor.state
        let inserted = state.substring(exactly: change.newRange.clamped(to: 0..<state.length))
        let attributes = change.newLength > 0 ? insertionAttributes(at: change.location) : [:]
        textStorage.follow(replacing: change.oldRange, with: inserted, attributes: attributes)
    }

    /// The text was set: the storage takes it without attributes of its own (an attributed text
    /// being set brings its own right after).
    func followReset() {
        textStorage.follow(settingTo: NSAttributedString(string: editor.state.text))
    }

    func textStorageDidChangeAttributes() {
        textLayout.invalidateLayouts()
        contentDidChange(scrollingToCaret: false, damage: nil)
    }

    func textStorageDidReplaceCharacters() {
        // The app edited the characters: the view's text becomes the storage's, as when set.
        let attributed = NSAttributedString(attributedString: textStorage)
        editor.setText(textStorage.string)
        textStorage.follow(settingTo: attributed)
        textStorageDidChangeAttributes()
    }

    // MARK: Attributed text and typing attributes

    func attributedTextWithDefaults() -> NSAttributedString {
        textStorage.length > 0
            ? textStorage.filling(baseAttributes) : NSAttributedString(string: "", attributes: baseAttributes)
    }

    func setAttributedText(_ newValue: NSAttributedString?) {
        if let newValue, newValue.length > 0 {
            let attributes = newValue.attributes(at: 0)
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = TextStyle.color(attributes[.foregroundColor]) { textColor = color }
            if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
        }
        text = newValue?.string
        textStorage.follow(settingTo: newValue ?? NSAttributedString(string: ""))
        textStorageDidChangeAttributes()
    }

    func currentTypingAttributes() -> [NSAttributedString.Key: Any] {
        storedTypingAttributes
            ?? insertionAttributes(at: editor.state.selectedRange.lowerBound)
            .merging(baseAttributes) { own, _ in own }
    }

    func setTypingAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        storedTypingAttributes = attributes
        if textStorage.length == 0 {
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = TextStyle.color(attributes[.foregroundColor]) { textColor = color }
        }
    }

    /// The caret moved: typing attributes set before no longer apply.
    func forgetTypingAttributes() {
        storedTypingAttributes = nil
    }

    /// The runs of the characters in `range` (a paragraph), with ranges from its start.
    func runStyles(in range: Range<Int>) -> [TextRunStyle] {
        guard textStorage.length > 0, !range.isEmpty else { return [] }
        let paragraph = textStorage.attributedSubstring(from: NSRange(range))
        return TextRunStyle.runs(of: paragraph, linkAttributes: linkTextAttributes)
    }

    // MARK: Links

    /// A tap on a link in a text view that is not editable: the delegate may refuse it or replace
    /// its action; by default the URL goes to `UIApplication.open(_:)`. Returns whether the tap
    /// was a link's.
    func interactWithLink(at location: CGPoint) -> Bool {
        guard let (value, range) = link(at: location) else { return false }
        let url: URL? = (value as? URL) ?? (value as? String).flatMap { URL(string: $0) }
        guard let url else { return false }
        let delegate = textViewDelegate
        guard
            delegate?.textView(self, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction) ?? true
        else { return true }
        let application = window?.application
        let item = UITextItem(content: .link(url), range: range)
        let defaultAction = UIAction(title: url.absoluteString) { _ in
            (application ?? UIApplication.shared).open(url)
        }
        let action =
            delegate.map { $0.textView(self, primaryActionFor: item, defaultAction: defaultAction) }
            ?? defaultAction
        action?.perform(sender: self)
        return true
    }

    /// The link under `location` (view coordinates) and its range, if the point is on one of its
    /// characters.
    func link(at location: CGPoint) -> (Any, NSRange)? {
        guard textStorage.length > 0 else { return nil }
        let offset = textOffset(at: location)
        for candidate in [offset, offset - 1] where candidate >= 0 && candidate < textStorage.length {
            var range = NSRange(location: 0, length: 0)
            guard let value = textStorage.attribute(.link, at: candidate, effectiveRange: &range) else { continue }
            let hit = selectionRects(for: candidate..<candidate + 1).contains {
                $0.insetBy(dx: -4, dy: -4).contains(location)
            }
            if hit { return (value, range) }
        }
        return nil
    }

    // MARK: - Private

    /// The attributes text typed at `location` takes: the character's before it (after it, at the
    /// start), or the typing attributes set since the caret last moved.
    private func insertionAttributes(at location: Int) -> [NSAttributedString.Key: Any] {
        storedTypingAttributes ?? textStorage.attributesForTyping(at: location)
    }

    /// The view's own font, colour and alignment, as attributes.
    private var baseAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        return [.font: textLayout.font, .foregroundColor: textLayout.textColor, .paragraphStyle: paragraph]
    }
}

/// Something in a text view's text the reader can act on: a link, an attachment or a tag
/// (UIKit's `UITextItem`, iOS 17).
@preconcurrency @MainActor
public final class UITextItem {
    /// What the item is.
    public enum Content {
        case link(URL)
        case textAttachment(NSTextAttachment)
        case tag(String)
    }

    public let content: Content
    /// Its characters.
    public let range: NSRange

    init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
    }

    /// The link's URL, for a link.
    public var link: URL? {
        if case .link(let url) = content { return url }
        return nil
    }
}

/// How the reader acted on a link or attachment.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap.
    case invokeDefaultAction = 0
    /// A long press for its menu.
    case presentActions = 1
    /// A preview (3D Touch on iOS).
    case preview = 2
}
