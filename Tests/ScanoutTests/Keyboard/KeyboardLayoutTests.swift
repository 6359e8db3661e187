import Testing

@testable import Scanout

/// The keyboard's pages as data: which keys, with which titles, placed where.
@Suite struct KeyboardLayoutTests {
    static let bounds = CGRect(x: 0, y: 0, width: 800, height: 182)

    static func titles(
        _ page: KeyboardLayout.Page, _ type: UIKeyboardType = .default,
        uppercase: Bool = false, returnKey: UIReturnKeyType = .default
    ) -> [[String]] {
        KeyboardLayout(page: page, type: type, uppercase: uppercase, returnKeyType: returnKey).rows.map {
            $0.map(\.title)
        }
    }

    @Test func lettersAreQwertyWithShiftBackspaceAndABottomRow() {
        let rows = KeyboardLayoutTests.titles(.letters)
        #expect(rows[0].joined() == "qwertyuiop")
        #expect(rows[1].joined() == "asdfghjkl")
        #expect(rows[2] == ["⇧", "z", "x", "c", "v", "b", "n", "m", "⌫"])
        #expect(rows[3] == ["123", "space", "return"])
        #expect(KeyboardLayoutTests.titles(.letters, uppercase: true)[1].joined() == "ASDFGHJKL")
    }

    @Test func emailAndURLKeyboardsTradeSpaceForTheirPunctuation() {
        #expect(KeyboardLayoutTests.titles(.letters, .emailAddress)[3] == ["123", "space", "@", ".", "return"])
        #expect(KeyboardLayoutTests.titles(.letters, .URL)[3] == ["123", "/", ".", ".com", "return"])
        #expect(KeyboardLayoutTests.titles(.numbers, .emailAddress)[3].first == "ABC")
    }

    @Test func numbersAndSymbolsPagesLinkToEachOther() {
        let numbers = KeyboardLayoutTests.titles(.numbers)
        #expect(numbers[0].joined() == "1234567890")
        #expect(numbers[2].first == "#+=")
        let symbols = KeyboardLayoutTests.titles(.symbols)
        #expect(symbols[0].contains("{"))
        #expect(symbols[2].first == "123")
        #expect(symbols[3].first == "ABC")
    }

    @Test func padsForNumberDecimalAndPhone() {
        #expect(KeyboardLayout.initialPage(for: .numberPad) == .numberPad)
        #expect(KeyboardLayout.initialPage(for: .decimalPad) == .decimalPad)
        #expect(KeyboardLayout.initialPage(for: .phonePad) == .phonePad)
        #expect(KeyboardLayout.initialPage(for: .emailAddress) == .letters)
        #expect(
            KeyboardLayoutTests.titles(.numberPad) == [
                ["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["", "0", "⌫"],
            ])
        #expect(KeyboardLayoutTests.titles(.decimalPad)[3] == [".", "0", "⌫"])
        #expect(KeyboardLayoutTests.titles(.phonePad)[3] == ["+", "0", "⌫"])
        let phone = KeyboardLayout(page: .phonePad, type: .phonePad, uppercase: false, returnKeyType: .default)
        #expect(phone.rows[0].map(\.subtitle) == [nil, "ABC", "DEF"])
        let blank = KeyboardLayout(page: .numberPad, type: .numberPad, uppercase: false, returnKeyType: .default).rows[
            3][0]
        #expect(blank.action == .none, "the number pad's corner does nothing")
    }

    @Test func returnKeyIsTitledByItsType() {
        let expected: [(UIReturnKeyType, String)] = [
            (.default, "return"), (.go, "Go"), (.search, "Search"),
            (.next, "Next"), (.send, "Send"), (.done, "Done"), (.join, "Join"), (.continue, "Continue"),
        ]
        for (type, title) in expected {
            #expect(KeyboardLayoutTests.titles(.letters, returnKey: type)[3].last == title)
        }
    }

    @Test func keysFillTheWidthWithoutOverlapping() {
        for page in [KeyboardLayout.Page.letters, .numbers, .symbols, .numberPad] {
            let placed = KeyboardLayout(page: page, type: .default, uppercase: false, returnKeyType: .default)
                .placedKeys(in: KeyboardLayoutTests.bounds)
            for (index, key) in placed.enumerated() {
                #expect(KeyboardLayoutTests.bounds.contains(key.frame))
                #expect(key.touchArea.contains(key.frame))
                for other in placed[(index + 1)...] {
                    #expect(
                        !key.touchArea.intersects(other.touchArea.insetBy(dx: 0.01, dy: 0.01)),
                        "\(key.key.title) and \(other.key.title) overlap on \(page)")
                }
            }
            // The bottom row's touch areas reach both edges: no dead margin.
            let bottom = placed.filter { $0.touchArea.maxY == KeyboardLayoutTests.bounds.maxY }
            #expect(bottom.map(\.touchArea.minX).min() == 0)
            #expect(bottom.map(\.touchArea.maxX).max() == 800)
        }
        let letters = KeyboardLayout(page: .letters, type: .default, uppercase: false, returnKeyType: .default)
            .placedKeys(in: KeyboardLayoutTests.bounds)
        let q = letters.first { $0.key.title == "q" }!
        let a = letters.first { $0.key.title == "a" }!
        #expect(a.frame.midX > q.frame.midX + q.frame.width / 3, "the middle row is offset by half a key")
    }
}
