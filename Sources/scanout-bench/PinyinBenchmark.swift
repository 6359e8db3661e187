import Scanout
import ScanoutRime
import ScanoutTesting

/// The Chinese (pinyin) keyboard. Per size: (f2) one key tap with candidates showing — a letter
/// added to the composition "nihao" and taken away again, each from the touch to the rendered
/// frame (librime composing, the field's marked text, the candidate bar's new candidates drawn);
/// (f3) switching layouts with the globe key, pinyin to English and back, each to its frame (the
/// keyboard re-laid out and resized, the candidate bar shown or hidden). Once, first in the run:
/// the engine's start — librime loaded, started on the deployed data and its first session open
/// with the schema loaded — which the first showing of the Chinese keyboard pays, and a second
/// session (another application's keyboard).
@MainActor
enum PinyinBenchmark {
    /// A field being edited on the pinyin keyboard (English as the second mode), "nihao"
    /// composed so the candidate bar is full, settled and rendered once.
    static func composing(size: CGSize) -> (TestHost, UITextField) {
        let host = TestHost(size: size)
        host.window.backgroundColor = .systemGroupedBackground
        let modes = ["zh-Hans", "en-US"].compactMap { UITextInputMode.inputMode(forLanguage: $0) }
        UITextInputMode.setActiveInputModes(modes)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: size.width - 40, height: 44))
        field.borderStyle = .roundedRect
        field.text = "访客"
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        // English, the locale's keyboard, stays showing when the set changes: round to pinyin.
        if host.keyboardInputMode.primaryLanguage != "zh-Hans" { try? host.tapKeyboardKey("🌐") }
        try? host.typeOnKeyboard("nihao")
        host.advance(by: 0.5)
        _ = host.render()
        return (host, field)
    }

    /// Touch down and up on each key in turn, each followed by its frame; the median per tap.
    static func tapPairs(_ host: TestHost, _ titles: [String], check: () -> Void) -> Double {
        let pair = Measurement.median(runs: 50) {
            for title in titles {
                let frame = host.keyboardKeyFrame(title)!
                let point = CGPoint(x: frame.midX, y: frame.midY)
                host.application.enqueue(.touches(TouchFrame([TouchContact(id: 0, change: .down, location: point)])))
                host.application.enqueue(.touches(TouchFrame([TouchContact(id: 0, change: .up, location: point)])))
                host.advanceToNextFrame()
            }
        }
        check()
        return pair / Double(titles.count)
    }

    static func keyTap(size: CGSize) -> Double {
        let (host, field) = composing(size: size)
        precondition(!host.keyboardCandidates.isEmpty, "candidates show: \(RimeInputMethod().summary)")
        return tapPairs(host, ["a", "⌫"]) {
            precondition(
                field.text == "访客ni hao" && field.markedTextRange != nil, "each pair adds a letter and takes it away")
        }
    }

    static func layoutSwitch(size: CGSize) -> Double {
        let (host, field) = composing(size: size)
        try? host.tapKeyboardKey("换行")
        host.advance(by: 0.5)
        return tapPairs(host, ["🌐", "🌐"]) {
            precondition(field.text == "访客nihao", "switching types nothing")
            precondition(host.keyboardInputMode.primaryLanguage == "zh-Hans", "each pair comes back to pinyin")
        }
    }

    /// The engine's start and a second session, in milliseconds; run before anything else
    /// starts librime in this process.
    static func start() -> (first: Double, second: Double) {
        let clock = ContinuousClock()
        var first: RimeInputMethod? = RimeInputMethod()
        let cold = clock.measure { precondition(first!.isAvailable, first!.summary) }
        let second = RimeInputMethod()
        let warm = clock.measure { precondition(second.isAvailable, second.summary) }
        first = nil
        return (Measurement.seconds(cold) * 1000, Measurement.seconds(warm) * 1000)
    }
}
