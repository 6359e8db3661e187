import Scanout
import ScanoutTesting
import Testing

/// A view whose layout never settles — it changes a constraint's constant on every pass, or
/// flips between two intrinsic sizes — costs a few passes per frame, not thousands in one turn of
/// the loop: the frame goes out, the warning names the view and the cause once, and the app keeps
/// drawing frames and taking taps.
@MainActor
@Suite struct LayoutFeedbackLoopTests {
    /// Changes its subview's width on every layout pass (until `limit`, so that code without a
    /// bound on passes per turn still ends and the test can report the count).
    final class Restless: UIView {
        let bar = UIView()
        var barWidth: NSLayoutConstraint?
        var passes = 0
        let limit = 2000

        override init(frame: CGRect) {
            super.init(frame: frame)
            bar.translatesAutoresizingMaskIntoConstraints = false
            addSubview(bar)
            let width = bar.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: leadingAnchor), bar.topAnchor.constraint(equalTo: topAnchor),
                bar.heightAnchor.constraint(equalToConstant: 10), width,
            ])
            barWidth = width
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
            guard passes < limit, let barWidth else { return }
            barWidth.constant = barWidth.constant == 10 ? 20 : 10
        }
    }

    /// Flips between two intrinsic sizes on every layout pass (until `limit`).
    final class Flipper: UIView {
        var isWide = false
        var passes = 0
        let limit = 2000

        override var intrinsicContentSize: CGSize { CGSize(width: isWide ? 200 : 100, height: 40) }

        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
            guard passes < limit else { return }
            isWide.toggle()
            invalidateIntrinsicContentSize()
        }
    }

    final class Counter {
        var taps = 0
    }

    /// A button beside the restless view: taps must still arrive.
    func addButton(to host: TestHost, counter: Counter) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 600, y: 300, width: 120, height: 60)
        button.addAction(UIAction { _ in counter.taps += 1 }, for: .touchUpInside)
        host.window.addSubview(button)
        return button
    }

    /// The passes a never-settling view runs: at most one commit's rounds per turn of the loop
    /// and per frame, and one warning naming it and its cause however long it lasts.
    func checkBounded(
        host: TestHost, passes: () -> Int, name: String, cause: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let rounds = 8
        host.drain()
        // The commit that follows adding it, and the frame it asks for (due at once).
        #expect(passes() <= 2 * rounds, "Passes in the first turn: \(passes())", sourceLocation: sourceLocation)
        for _ in 0..<30 {
            let before = passes()
            let frames = host.presentedFrameCount
            host.advance(by: 1.0 / 60)
            // Measured: 16 a frame (two bounded rounds' worth; before, thousands in one turn).
            #expect(
                passes() - before <= 2 * rounds * max(1, host.presentedFrameCount - frames),
                "Passes in one frame: \(passes() - before)", sourceLocation: sourceLocation)
        }
        #expect(passes() > 30, "Layout carries on frame after frame", sourceLocation: sourceLocation)
        let warnings = host.warnings.filter { $0.contains("did not settle") }
        #expect(warnings.count == 1, "\(warnings)", sourceLocation: sourceLocation)
        #expect(warnings.first?.contains(name) == true, "\(warnings)", sourceLocation: sourceLocation)
        #expect(warnings.first?.contains(cause) == true, "\(warnings)", sourceLocation: sourceLocation)
    }

    @Test func aConstantChangedOnEveryPassCostsAFewPassesPerFrame() {
        let host = TestHost()
        let counter = Counter()
        let button = addButton(to: host, counter: counter)
        let restless = Restless(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        host.window.addSubview(restless)
        checkBounded(
            host: host, passes: { restless.passes }, name: "Restless", cause: "changes a constraint's constant")

        // The app is alive: taps arrive, and later frames draw what changed.
        host.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        #expect(counter.taps == 1)
        let frames = host.presentedFrameCount
        button.backgroundColor = .red
        host.advance(by: 0.1)
        #expect(host.presentedFrameCount > frames)
    }

    @Test func flippingIntrinsicSizesCostAFewPassesPerFrame() {
        let host = TestHost()
        let counter = Counter()
        let button = addButton(to: host, counter: counter)
        let flipper = Flipper()
        flipper.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(flipper)
        NSLayoutConstraint.activate([
            flipper.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
            flipper.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 10),
        ])
        checkBounded(
            host: host, passes: { flipper.passes }, name: "Flipper", cause: "invalidates an intrinsic content size")

        host.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        #expect(counter.taps == 1)
        let frames = host.presentedFrameCount
        button.backgroundColor = .red
        host.advance(by: 0.1)
        #expect(host.presentedFrameCount > frames)
    }

    @Test func layoutThatSettlesInAFewRoundsStillSettlesInOneTurn() {
        // A view that needs one more round (it learns its size, then sets a constant once) is
        // laid out completely in the turn that changed it: no frame shows the half-done layout.
        final class OnceMore: UIView {
            let bar = UIView()
            lazy var width = bar.widthAnchor.constraint(equalToConstant: 10)
            override func layoutSubviews() {
                super.layoutSubviews()
                width.constant = bounds.width / 2
            }
        }
        let host = TestHost()
        let view = OnceMore(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(view.bar)
        NSLayoutConstraint.activate([
            view.bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            view.bar.topAnchor.constraint(equalTo: view.topAnchor),
            view.bar.heightAnchor.constraint(equalToConstant: 10), view.width,
        ])
        host.window.addSubview(view)
        host.drain()
        #expect(view.bar.frame.width == 150)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        host.drain()
        #expect(view.bar.frame.width == 100)
        #expect(!host.warnings.contains { $0.contains("did not settle") })
    }
}
