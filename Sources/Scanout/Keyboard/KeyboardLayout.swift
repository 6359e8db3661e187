/// What the system keyboard shows: rows of keys for one page of one keyboard type in one
/// language, and where each key sits in a given size. A value; the keyboard view rebuilds it when
/// its page, type, language, shift state or return key changes. Kept free of views so it can be
/// checked on its own. The keys come from a `KeyboardLayoutDefinition` (layout text); the bottom
/// row (page key, globe, space, return) and the pads are the same in every language.
package struct KeyboardLayout: Equatable {
    /// The pages the keyboard can show. Text keyboards move between the first three; the pads
    /// are whole keyboards of their own.
    package enum Page: Equatable, Sendable {
        case letters, numbers, symbols
        case numberPad, decimalPad, phonePad
    }

    /// One key: what it does, what it says, and how wide it is relative to a letter key.
    struct Key: Equatable {
        enum Action: Equatable {
            /// Types `text`.
            case insert(String)
            case shift
            case backspace
            /// Switches to another page.
            case page(Page)
            case `return`
            /// The globe: the next active input mode.
            case nextInputMode
            /// A blank space in a pad's corner: drawn as background, does nothing.
            case none
        }

        var action: Action
        /// The title drawn on the key (and the name tests and scripts find it by).
        var title: String
        /// Width in letter-key units.
        var width: CGFloat = 1
        /// A second, smaller line under the title (the letters on a phone pad's digits).
        var subtitle: String? = nil
        /// What a long press offers besides the key's own text (é è ê ... for e), in order.
        var alternatives: [String] = []

        /// Keys that type are white; keys that change the keyboard (shift, pages, backspace,
        /// return, globe) are the darker function colour.
        var isFunctionKey: Bool {
            switch action {
            case .insert, .none: return false
            default: return true
            }
        }

        /// Whether pressing shows the enlarged preview above the finger (typing keys other than
        /// space, on the text pages).
        var showsPreview: Bool {
            guard case .insert(let text) = action else { return false }
            return text != " " && width <= 1.5
        }
    }

    /// A key placed in the keyboard's coordinates.
    struct PlacedKey: Equatable {
        var key: Key
        /// The key cap as drawn.
        var frame: CGRect
        /// The area that reaches this key when touched: the cap plus the gaps around it, so a
        /// touch between keys still types something.
        var touchArea: CGRect
    }

    var page: Page
    var rows: [[Key]]
    /// How many letter-key widths the widest row needs: 10 for most Latin layouts, 11 for
    /// ЙЦУКЕН or QWERTZ with umlauts, 3 for the pads. Keys are sized against it.
    private(set) var columns: CGFloat = 10
    /// The layout's language reads right to left (its letter rows are placed mirrored).
    private(set) var isRightToLeft = false

    /// The layout of `page` of `definition` for a keyboard of `type`, with letters in upper case
    /// when `uppercase`, the return key titled for `returnKeyType`, and a globe key when
    /// `showsGlobe` (more than one input mode is active).
    init(
        page: Page, type: UIKeyboardType, uppercase: Bool, returnKeyType: UIReturnKeyType,
        definition: KeyboardLayoutDefinition = BuiltInKeyboardLayouts.fallback, showsGlobe: Bool = false
    ) {
        self.page = page
        let returnKey = Key(action: .return, title: definition.returnKeyTitle(for: returnKeyType), width: 2)
        switch page {
        case .letters, .numbers, .symbols:
            let source =
                page == .letters ? definition.letters : page == .numbers ? definition.numbers : definition.symbols
            let columns = max(10, source.map { CGFloat($0.count) }.max() ?? 10)
            self.columns = columns
            rows = source.map { tokens in
                KeyboardLayout.row(
                    tokens, page: page, columns: columns, uppercase: uppercase, definition: definition)
            }
            if page == .letters, definition.isRightToLeft {
                isRightToLeft = true
                rows = rows.map { $0.reversed() }
            }
            rows.append(
                KeyboardLayout.bottomRow(
                    page: page, type: type, returnKey: returnKey, definition: definition, showsGlobe: showsGlobe))
        case .numberPad, .decimalPad, .phonePad:
            columns = 3
            let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
            var digits: [Key] = (1...9).map { digit in
                Key(
                    action: .insert(String(digit)), title: String(digit),
                    subtitle: page == .phonePad && digit > 1 ? letters[digit - 1] : nil)
            }
            let corner: Key
            switch page {
            case .decimalPad:
                let separator = definition.decimalSeparator
                corner = Key(action: .insert(separator), title: separator)
            case .phonePad: corner = Key(action: .insert("+"), title: "+")
            default: corner = Key(action: .none, title: "")
            }
            digits.append(contentsOf: [
                corner, Key(action: .insert("0"), title: "0"),
                Key(action: .backspace, title: "⌫"),
            ])
            rows = stride(from: 0, to: 12, by: 3).map { Array(digits[$0..<$0 + 3]) }
        }
    }

    /// One row of a text page: typing keys one unit wide (wider on the punctuation row of the
    /// numbers pages, as on iOS), shift and backspace sharing what is left, up to one and a half.
    private static func row(
        _ tokens: [KeyboardLayoutDefinition.Token], page: Page, columns: CGFloat, uppercase: Bool,
        definition: KeyboardLayoutDefinition
    ) -> [Key] {
        let typing = CGFloat(tokens.count { if case .character = $0 { true } else { false } })
        let functions = CGFloat(tokens.count) - typing
        var typingWidth: CGFloat = 1
        if page != .letters, functions > 0, typing > 0 {
            typingWidth = min(1.4, max(1, (columns - 3) / typing))
        }
        let functionWidth = functions > 0 ? min(1.5, max(1, (columns - typing * typingWidth) / functions)) : 1
        return tokens.map { token in
            switch token {
            case .character(let lower, let upper):
                let text = uppercase ? upper : lower
                return Key(
                    action: .insert(text), title: text, width: typingWidth,
                    alternatives: definition.alternatives(for: lower, uppercase: uppercase))
            case .shift:
                return Key(action: .shift, title: "⇧", width: functionWidth)
            case .backspace:
                return Key(action: .backspace, title: "⌫", width: functionWidth)
            case .morePage:
                return page == .symbols
                    ? Key(action: .page(.numbers), title: "123", width: functionWidth)
                    : Key(action: .page(.symbols), title: "#+=", width: functionWidth)
            }
        }
    }

    /// Whether this is a page of a text keyboard (letters, numbers, symbols) rather than a pad.
    var isTextPage: Bool {
        page == .letters || page == .numbers || page == .symbols
    }

    /// The page a keyboard of `type` opens on.
    static func initialPage(for type: UIKeyboardType) -> Page {
        switch type {
        case .numberPad, .asciiCapableNumberPad: return .numberPad
        case .decimalPad: return .decimalPad
        case .phonePad: return .phonePad
        case .numbersAndPunctuation: return .numbers
        default: return .letters
        }
    }

    /// Every key with its frame, laid out in `bounds`: rows of equal height, each row's keys
    /// sized in proportion to their widths against the widest row, and centred.
    func placedKeys(in bounds: CGRect) -> [PlacedKey] {
        let padding = KeyboardLayout.padding
        let area = bounds.insetBy(dx: padding, dy: padding)
        let rowHeight = area.height / CGFloat(rows.count)
        let isPad = !isTextPage
        // Letter keys are a tenth of the width on most text pages (an eleventh or twelfth when a
        // row has more keys); pad keys a third.
        let unit = area.width / columns
        var placed: [PlacedKey] = []
        for (rowIndex, row) in rows.enumerated() {
            let totalUnits = row.reduce(0) { $0 + $1.width }
            // Rows narrower than the keyboard are centred; the bottom row stretches its widest key.
            var widths = row.map { $0.width * unit }
            if rowIndex == rows.count - 1, !isPad, totalUnits * unit < area.width,
                let stretch = row.firstIndex(where: { $0.action == .insert(" ") }) ?? widths.indices.last
            {
                widths[stretch] += area.width - totalUnits * unit
            }
            let rowWidth = widths.reduce(0, +)
            var x = area.minX + (area.width - rowWidth) / 2
            let y = area.minY + CGFloat(rowIndex) * rowHeight
            for (key, width) in zip(row, widths) {
                let cell = CGRect(x: x, y: y, width: width, height: rowHeight)
                let gap = KeyboardLayout.keyGap / 2
                let cap = cell.insetBy(dx: gap, dy: gap)
                placed.append(PlacedKey(key: key, frame: cap, touchArea: cell))
                x += width
            }
        }
        // The outermost keys reach to the keyboard's edges, so touches at the margins still count.
        return placed.map { item in
            var item = item
            let area = item.touchArea
            let minX = area.minX <= bounds.minX + padding + 0.5 ? bounds.minX : area.minX
            let maxX = area.maxX >= bounds.maxX - padding - 0.5 ? bounds.maxX : area.maxX
            let minY = area.minY <= bounds.minY + padding + 0.5 ? bounds.minY : area.minY
            let maxY = area.maxY >= bounds.maxY - padding - 0.5 ? bounds.maxY : area.maxY
            item.touchArea = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            return item
        }
    }

    /// Space around the keys, and between two keys.
    static let padding: CGFloat = 3
    static let keyGap: CGFloat = 6

    // MARK: - Private

    /// Page switch, globe (when several input modes are active), space and return, with `@`/`.`
    /// for email and `/`/`.` for URLs in place of part of the space bar.
    private static func bottomRow(
        page: Page, type: UIKeyboardType, returnKey: Key, definition: KeyboardLayoutDefinition, showsGlobe: Bool
    ) -> [Key] {
        let pageWidth: CGFloat = showsGlobe ? 1.25 : 2
        let pageKey =
            page == .letters
            ? Key(action: .page(.numbers), title: "123", width: pageWidth)
            : Key(action: .page(.letters), title: definition.lettersKeyTitle, width: pageWidth)
        let leading = showsGlobe ? [pageKey, Key(action: .nextInputMode, title: "🌐", width: 1.25)] : [pageKey]
        let space = Key(action: .insert(" "), title: definition.spaceTitle, width: 4)
        switch type {
        case .emailAddress:
            return leading + [
                space, Key(action: .insert("@"), title: "@"), Key(action: .insert("."), title: "."), returnKey,
            ]
        case .URL:
            return leading + [
                Key(action: .insert("/"), title: "/"), Key(action: .insert("."), title: "."),
                Key(action: .insert(".com"), title: ".com", width: 2), returnKey,
            ]
        default:
            return leading + [space, returnKey]
        }
    }
}
