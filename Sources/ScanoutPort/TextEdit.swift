import SwiftSyntax

/// A replacement of a byte range of the original file. The rewriter works by edits rather than
/// by rebuilding the tree, so every byte it does not replace — comments, blank lines, indentation,
/// the author's line breaks — is kept exactly.
struct TextEdit {
    var start: Int
    var end: Int
    var replacement: String

    static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(start: offset, end: offset, replacement: text)
    }

    /// Removes an attribute or modifier with the space after it; when it stands on a line of its
    /// own, the line break and indentation after it go too, so `@objc\n    func f()` becomes
    /// `    func f()`. Comments beside it are kept.
    static func remove(_ node: some SyntaxProtocol) -> TextEdit {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let endOfNode = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard let next = node.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) else {
            return TextEdit(start: start, end: endOfNode, replacement: "")
        }
        let between = node.trailingTrivia + next.leadingTrivia
        if between.contains(where: \.isComment) {
            let spaces = node.trailingTrivia.pieces.prefix { if case .spaces = $0 { true } else { false } }
            let length = spaces.reduce(0) { $0 + $1.sourceLength.utf8Length }
            return TextEdit(start: start, end: endOfNode + length, replacement: "")
        }
        return TextEdit(start: start, end: next.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "")
    }

    /// `text` with `edits` applied. Edits must not overlap, except that insertions may share
    /// their offset with the start of a removal (`@MainActor ` where `@objcMembers` is removed):
    /// the removal is applied first, so it cannot take the inserted text. Insertions at one
    /// offset keep their order.
    static func apply(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        // Applied from the end of the file back, so earlier offsets stay valid.
        let ordered = edits.enumerated().sorted { first, second in
            let (a, b) = (first.element, second.element)
            if a.start != b.start { return a.start > b.start }
            let (aInserts, bInserts) = (a.start == a.end, b.start == b.end)
            if aInserts != bInserts { return !aInserts }
            return first.offset > second.offset
        }
        for (_, edit) in ordered {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension TriviaPiece {
    var isComment: Bool {
        switch self {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: true
        default: false
        }
    }
}

extension Trivia {
    /// The indentation of the last line in this trivia (the spaces or tabs after its last newline).
    var indentationOfLastLine: String? {
        guard let lastNewline = pieces.lastIndex(where: \.isNewline) else { return nil }
        return pieces[(lastNewline + 1)...].map { piece -> String in
            switch piece {
            case .spaces(let count): String(repeating: " ", count: count)
            case .tabs(let count): String(repeating: "\t", count: count)
            default: ""
            }
        }.joined()
    }
}
