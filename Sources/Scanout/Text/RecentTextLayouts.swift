// The layouts string drawing keeps (`StringDrawing.unwrappedLayout`): what one depends on, and
// a bounded set of them.

/// What an unwrapped layout depends on: the string and every style setting but the colours.
struct UnwrappedLayoutKey: Hashable {
    let string: String
    let font: UIFont
    let alignment: NSTextAlignment
    let lineBreakMode: NSLineBreakMode
    let lineSpacing: CGFloat
    let lineHeightMultiple: CGFloat
    let kern: CGFloat

    init(string: String, style: TextStyle) {
        self.string = string
        font = style.font
        alignment = style.alignment
        lineBreakMode = style.lineBreakMode
        lineSpacing = style.lineSpacing
        lineHeightMultiple = style.lineHeightMultiple
        kern = style.kern
    }
}

/// A bounded set of laid-out strings, least recently used dropped first (half of them at once
/// when full, so keeping order costs nothing per use but a counter).
@preconcurrency @MainActor
struct RecentTextLayouts {
    let capacity: Int
    private var entries: [UnwrappedLayoutKey: (layout: TextLayout, lastUse: Int)] = [:]
    private var clock = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a layout cache holds at least one layout")
        self.capacity = capacity
    }

    var count: Int { entries.count }

    mutating func layout(for key: UnwrappedLayoutKey) -> TextLayout? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.layout, clock)
        return entry.layout
    }

    mutating func insert(_ layout: TextLayout, for key: UnwrappedLayoutKey) {
        if entries.count >= capacity {
            let keep = entries.sorted { $0.value.lastUse > $1.value.lastUse }.prefix(capacity / 2)
            entries = Dictionary(uniqueKeysWithValues: keep.map { ($0.key, $0.value) })
        }
        clock += 1
        entries[key] = (layout, clock)
    }

    mutating func removeAll() {
        entries = [:]
    }
}
