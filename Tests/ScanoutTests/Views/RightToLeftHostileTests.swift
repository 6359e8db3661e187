import ScanoutTesting
import Testing

@testable import Scanout

/// Right to left under abuse: the direction flipped (by `semanticContentAttribute` and the app's
/// language) in the middle of pushes, pops, edge swipes, row swipes and slider drags; random
/// mixed Arabic, Hebrew and Latin strings walked with the arrow keys. Nothing traps, the caret
/// always stands at a valid position, and over a long loop nothing piles up.
@MainActor
@Suite struct RightToLeftHostileTests {
    static let attributes: [UISemanticContentAttribute] = [
        .unspecified, .forceRightToLeft, .forceLeftToRight, .playback, .spatial,
    ]

    @Test func flippingTheDirectionMidTransitionAndMidGestureNeverTraps() {
        let host = TestHost(size: CGSize(width: 600, height: 400))
        var random = SplitMix64(seed: 0x5254_4C)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.drain()
        let slider = UISlider(frame: CGRect(x: 40, y: 300, width: 300, height: 31))
        root.view.addSubview(slider)
        let toggle = UISwitch(frame: CGRect(x: 400, y: 300, width: 51, height: 31))
        root.view.addSubview(toggle)
        var fingerDown = false
        for _ in 0..<1500 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                navigation.pushViewController(UIViewController(), animated: Bool.random(using: &random))
            case 1:
                navigation.popViewController(animated: Bool.random(using: &random))
            case 2:
                navigation.view.semanticContentAttribute = Self.attributes.randomElement(using: &random)!
            case 3:
                host.userInterfaceLayoutDirection = Bool.random(using: &random) ? .rightToLeft : .leftToRight
            case 4:
                slider.semanticContentAttribute = Self.attributes.randomElement(using: &random)!
                toggle.semanticContentAttribute = Self.attributes.randomElement(using: &random)!
            case 5, 6:
                let x: CGFloat = [0, 3, 597, 600, .nan, .infinity, -1e300, CGFloat.random(in: 0...600, using: &random)]
                    .randomElement(using: &random)!
                let point = CGPoint(x: x, y: CGFloat.random(in: 0...400, using: &random))
                if fingerDown { host.touchMove(to: point) } else { host.touchDown(at: point) }
                fingerDown = true
            case 7:
                if fingerDown { Bool.random(using: &random) ? host.touchUp() : host.touchCancel() }
                fingerDown = false
            default:
                host.advance(by: Double.random(in: 0...0.2, using: &random))
            }
            #expect(slider.value >= slider.minimumValue && slider.value <= slider.maximumValue)
        }
        if fingerDown { host.touchUp() }
        host.advance(by: 2)
        #expect(!navigation.viewControllers.isEmpty)
        let top = navigation.topViewController?.view
        #expect(top?.frame.minX == 0, "the top screen settles in place: \(String(describing: top?.frame))")
        #expect(navigation.view.subviews.filter { $0 === top }.count <= 1)
    }

    @Test func arrowKeysThroughRandomMixedTextKeepAValidCaret() {
        let pieces = ["abc", "Visit", " ", "القاهرة", "שלום", "١٢٣", "42", "é", "👩🏽‍💻", "\u{200F}", "\u{202E}", ".", "ء"]
        var random = SplitMix64(seed: 39)
        let host = TestHost(size: CGSize(width: 600, height: 400))
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 300, height: 40))
        let textView = UITextView(frame: CGRect(x: 20, y: 120, width: 300, height: 200))
        host.window.addSubview(field)
        host.window.addSubview(textView)
        host.drain()
        let keys: [UIKeyboardHIDUsage] = [
            .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow,
        ]
        for round in 0..<120 {
            let count = Int.random(in: 0...8, using: &random)
            let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
            host.userInterfaceLayoutDirection = round % 3 == 0 ? .rightToLeft : .leftToRight
            let input: any UITextInput & UIView
            if round.isMultiple(of: 2) {
                field.text = text
                field.semanticContentAttribute = Self.attributes.randomElement(using: &random)!
                input = field
            } else {
                textView.text = text + (Bool.random(using: &random) ? "\nשורה abc\n" + text : "")
                input = textView
            }
            _ = input.becomeFirstResponder()
            let length = input.offset(from: input.beginningOfDocument, to: input.endOfDocument)
            for _ in 0..<30 {
                let modifiers: UIKeyModifierFlags =
                    [[], [.shift], [.alternate], [.control, .shift]].randomElement(using: &random)!
                host.press(keys.randomElement(using: &random)!, modifiers: modifiers)
                guard let range = input.selectedTextRange else {
                    Issue.record("no selection after an arrow key in \(text.debugDescription)")
                    break
                }
                let start = input.offset(from: input.beginningOfDocument, to: range.start)
                let end = input.offset(from: input.beginningOfDocument, to: range.end)
                #expect(0 <= start && start <= end && end <= length, "\(start)..<\(end) in \(text.debugDescription)")
                let caret = input.caretRect(for: range.start)
                #expect(caret.minX.isFinite && caret.minY.isFinite)
            }
        }
    }

    @Test func aLongLoopOfMirroredScreensStaysFlat() {
        let host = TestHost(size: CGSize(width: 600, height: 400))
        host.userInterfaceLayoutDirection = .rightToLeft
        weak var firstDetails: UIViewController?
        var windowSubviews: Int?
        for round in 0..<150 {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            let details = UIViewController()
            if round == 0 { firstDetails = details }
            navigation.pushViewController(details, animated: true)
            host.advance(by: 0.2)
            details.view.semanticContentAttribute = round.isMultiple(of: 2) ? .forceLeftToRight : .unspecified
            // Swiped back from the right edge.
            host.drag(from: CGPoint(x: 597, y: 200), by: CGPoint(x: -450, y: 0), steps: 8, interval: 0.03)
            host.advance(by: 0.8)
            let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            root.present(alert, animated: false)
            host.drain()
            alert.dismiss(animated: false)
            host.drain()
            if round == 10 { windowSubviews = host.window.subviews.count }
            if round > 10 { #expect(host.window.subviews.count == windowSubviews) }
        }
        host.window.rootViewController = nil
        host.advance(by: 1)
        #expect(firstDetails == nil, "a popped, mirrored screen is freed")
    }
}
