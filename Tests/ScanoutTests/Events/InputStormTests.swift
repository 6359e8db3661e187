import ScanoutTesting
import Testing

@testable import Scanout

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// 200,000 random inputs — one to five fingers landing, moving, lifting and being cancelled
/// (several per frame), keys, typing, shakes, time passing, renders — over a screen with the
/// usual controls, recognizers, a table, a scroll view, an overlay window whose button hides it
/// and a button that ignores interaction for a while. Every view checks the touch promise
/// (`TouchLedger`); a trap anywhere fails the run.
///
/// Seeded and deterministic: the seed is printed; `SCANOUT_STORM_SEED=<number>` replays one,
/// `SCANOUT_STORM_SEED=random` draws a new one, `SCANOUT_STORM_EVENTS=<count>` changes the length.
@MainActor
@Suite struct InputStormTests {
    @Test func everyTouchThatBeginsEndsOnceThroughAStormOfInput() {
        let seed = Self.seed()
        let count = Self.environmentInteger("SCANOUT_STORM_EVENTS") ?? 200_000
        print("Input storm: seed \(seed), \(count) events (SCANOUT_STORM_SEED=\(seed) replays it)")
        let start = ContinuousClock.now
        let storm = InputStorm(seed: seed)
        for step in 0..<count {
            storm.ledger.context = "seed \(seed), step \(step)"
            storm.step()
            if storm.ledger.violations.count > 20 { break }
        }
        storm.ledger.context = "seed \(seed), after the storm"
        storm.finish()
        print("Input storm: \(count) events in \(ContinuousClock.now - start); \(storm.summary)")

        #expect(storm.ledger.violations.isEmpty, "\(storm.ledger.violations.prefix(20).joined(separator: "\n"))")
        #expect(storm.ledger.unended.isEmpty, "seed \(seed): \(storm.ledger.unended.prefix(20))")
        #expect(storm.leftovers.isEmpty, "seed \(seed): \(storm.leftovers)")
        // The storm reached what it is meant to shake.
        let ledger = storm.ledger
        #expect((ledger.counts[.began] ?? 0) > count / 20 && (ledger.counts[.cancelled] ?? 0) > 0)
        #expect(storm.buttonTaps > 0 && storm.overlayHides > 0 && storm.ignoringPresses > 0)
        #expect(storm.pans > 0 && storm.doubleTaps > 0 && storm.longPresses > 0 && storm.rowsSelected > 0)
    }

    private static func seed() -> UInt64 {
        guard let text = getenv("SCANOUT_STORM_SEED").map({ String(cString: $0) }) else { return 0x5CA1_AB1E }
        if text == "random" { return UInt64.random(in: 0...UInt64.max) }
        guard let seed = UInt64(text) else {
            preconditionFailure("SCANOUT_STORM_SEED=\(text) is not a seed: give a number, or 'random' for a new one")
        }
        return seed
    }

    private static func environmentInteger(_ name: String) -> Int? {
        getenv(name).flatMap { Int(String(cString: $0)) }
    }
}

/// The screen under the storm, and the storm's moves.
@MainActor
final class InputStorm: UITableViewDataSource, UITableViewDelegate {
    let host = TestHost()
    let ledger = TouchLedger()
    private(set) var buttonTaps = 0
    private(set) var overlayHides = 0
    private(set) var ignoringPresses = 0
    private(set) var pans = 0
    private(set) var doubleTaps = 0
    private(set) var longPresses = 0
    private(set) var rowsSelected = 0

    private var random: SplitMix64
    private let field = LedgerTextField(frame: CGRect(x: 20, y: 84, width: 580, height: 44))
    private let table = UITableView(frame: CGRect(x: 20, y: 148, width: 280, height: 320))
    private let scroller = UIScrollView(frame: CGRect(x: 320, y: 148, width: 280, height: 320))
    private var controls: [UIControl] = []
    private var recognizers: [UIGestureRecognizer] = []
    private let overlay = UIWindow(frame: CGRect(x: 0, y: 380, width: 800, height: 100))
    /// Where the storm aims most touches (screen coordinates): the controls and recognizers.
    private var targets: [CGRect] = []
    /// The fingers down, and where.
    private var fingers: [Int: CGPoint] = [:]
    private static let keys: [UIKeyboardHIDUsage] = [
        .keyboardA, .keyboardB, .keyboardDeleteOrBackspace, .keyboardLeftArrow, .keyboardRightArrow,
        .keyboardReturnOrEnter, .keyboardSpacebar, .keyboardTab, .keyboardEscape,
    ]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        buildScreen()
    }

    /// One random input.
    func step() {
        switch Int.random(in: 0..<1000, using: &random) {
        case 0..<700: touchFrame()
        case 700..<720: quickTaps()
        case 720..<820: host.advance(by: Double.random(in: 0...0.06, using: &random))
        case 820..<860: host.advance(by: Double.random(in: 0.06...0.8, using: &random))
        case 860..<930: host.press(Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)])
        case 930..<950: host.type(["x", "Hi", "é", "a b"][Int.random(in: 0..<4, using: &random)])
        case 950..<955: host.shake()
        case 955..<960: _ = host.render()
        case 960..<975: overlay.isHidden = false
        case 975..<978: overlay.isHidden = true
        default: host.advance(by: 0)
        }
        // Typing grows the field; a long text would only make each keystroke slower.
        if field.text?.count ?? 0 > 40 { field.text = "Storm" }
    }

    /// Lifts every finger, lets every timer run, and tidies up the ignoring the storm began.
    func finish() {
        host.touches(fingers.keys.sorted().map { TouchContact(id: $0, change: .up, location: fingers[$0]!) })
        fingers.removeAll()
        host.advance(by: 2)
        while host.application.isIgnoringInteractionEvents { host.application.endIgnoringInteractionEvents() }
    }

    /// What is still pressed, tracking or remembered once every finger lifted and every timer
    /// ran: nothing should be.
    var leftovers: [String] {
        var found: [String] = []
        for control in controls where control.isHighlighted || control.isTracking {
            found.append("\(control) still highlighted or tracking")
        }
        for scrollView in [table, scroller] where scrollView.isTracking || scrollView.isDragging {
            found.append("\(scrollView): tracking \(scrollView.isTracking), dragging \(scrollView.isDragging)")
        }
        for cell in table.visibleCells where cell.isHighlighted { found.append("\(cell) still highlighted") }
        for recognizer in recognizers where recognizer.state != .possible || recognizer.numberOfTouches != 0 {
            found.append("\(recognizer) not reset (\(recognizer.numberOfTouches) touches)")
        }
        let arena = host.application.gestureArena
        if !arena.event.touches.isEmpty { found.append("touches kept: \(arena.event.touches)") }
        if !arena.participants.isEmpty { found.append("recognizers kept: \(arena.participants)") }
        return found
    }

    var summary: String {
        "\(ledger.counts[.began] ?? 0) touches began, \(ledger.counts[.cancelled] ?? 0) cancelled; "
            + "\(buttonTaps) button taps, \(overlayHides) overlay hides, \(ignoringPresses) ignoring presses, "
            + "\(pans) pans, \(doubleTaps) double taps, \(longPresses) long presses, \(rowsSelected) rows selected"
    }

    // MARK: UITableViewDataSource, UITableViewDelegate

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        (cell as? LedgerCell)?.ledger = ledger
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        rowsSelected += 1
    }

    // MARK: - Private

    /// One frame: one to three fingers change (mostly different ones; now and then one lands
    /// and lifts within the frame).
    private func touchFrame() {
        var contacts: [TouchContact] = []
        let changes = [1, 1, 1, 1, 1, 1, 1, 2, 2, 3][Int.random(in: 0..<10, using: &random)]
        for _ in 0..<changes {
            let finger = Int.random(in: 0..<5, using: &random)
            if contacts.contains(where: { $0.id == finger }), Int.random(in: 0..<8, using: &random) != 0 { continue }
            if let location = fingers[finger] {
                let roll = Int.random(in: 0..<100, using: &random)
                if roll < 72 {
                    let moved = move(location)
                    fingers[finger] = moved
                    contacts.append(TouchContact(id: finger, change: .move, location: moved))
                } else {
                    fingers[finger] = nil
                    contacts.append(TouchContact(id: finger, change: roll < 96 ? .up : .cancel, location: location))
                }
            } else {
                let location = landingPoint()
                fingers[finger] = location
                contacts.append(TouchContact(id: finger, change: .down, location: location))
            }
        }
        host.touches(contacts)
    }

    /// One to three quick taps of a free finger at one place (taps, double taps, tap counts).
    private func quickTaps() {
        guard let finger = (0..<5).first(where: { fingers[$0] == nil }) else { return }
        let location = landingPoint()
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            host.touches([TouchContact(id: finger, change: .down, location: location)])
            host.advance(by: Double.random(in: 0...0.1, using: &random))
            host.touches([TouchContact(id: finger, change: .up, location: location)])
            host.advance(by: Double.random(in: 0...0.1, using: &random))
        }
    }

    /// Mostly on a control or recognizer's view, sometimes anywhere.
    private func landingPoint() -> CGPoint {
        let area =
            Int.random(in: 0..<10, using: &random) < 8
            ? targets[Int.random(in: 0..<targets.count, using: &random)]
            : host.window.bounds
        return CGPoint(
            x: CGFloat.random(in: area.minX..<area.maxX, using: &random),
            y: CGFloat.random(in: area.minY..<area.maxY, using: &random))
    }

    /// Small steps mostly (taps that wobble), long ones sometimes (drags, flicks, pans).
    private func move(_ point: CGPoint) -> CGPoint {
        let reach: CGFloat = Int.random(in: 0..<4, using: &random) == 0 ? 120 : 6
        let x = point.x + CGFloat.random(in: -reach...reach, using: &random)
        let y = point.y + CGFloat.random(in: -reach...reach, using: &random)
        return CGPoint(x: min(max(x, 0), 799), y: min(max(y, 0), 479))
    }

    private func buildScreen() {
        let background = LedgerView(frame: host.window.bounds)
        background.ledger = ledger
        let watcher = LedgerRecognizer(ledger: ledger)
        background.addGestureRecognizer(watcher)
        host.window.addSubview(background)

        let button = LedgerButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
        button.addAction(UIAction { [unowned self] _ in buttonTaps += 1 }, for: .touchUpInside)
        let ignoring = LedgerButton(frame: CGRect(x: 160, y: 20, width: 120, height: 44))
        ignoring.addAction(UIAction { [unowned self] _ in ignoreInteractionForAWhile() }, for: .touchUpInside)
        let toggle = LedgerSwitch(frame: CGRect(x: 300, y: 26, width: 0, height: 0))
        let slider = LedgerSlider(frame: CGRect(x: 380, y: 20, width: 220, height: 44))
        field.text = "Storm"
        (button.ledger, ignoring.ledger, toggle.ledger) = (ledger, ledger, ledger)
        (slider.ledger, field.ledger) = (ledger, ledger)
        for control in [button, ignoring, toggle, slider, field] as [UIView] { background.addSubview(control) }

        let panned = LedgerView(frame: CGRect(x: 620, y: 20, width: 160, height: 150))
        let pan = UIPanGestureRecognizer()
        pan.addTarget { [unowned self] recognizer in if recognizer.state == .began { pans += 1 } }
        panned.addGestureRecognizer(pan)
        let tapped = LedgerView(frame: CGRect(x: 620, y: 190, width: 160, height: 170))
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget { [unowned self] _ in doubleTaps += 1 }
        let longPress = UILongPressGestureRecognizer()
        longPress.addTarget { [unowned self] recognizer in if recognizer.state == .began { longPresses += 1 } }
        tapped.addGestureRecognizer(doubleTap)
        tapped.addGestureRecognizer(longPress)

        table.register(LedgerCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self

        scroller.contentSize = CGSize(width: 280, height: 960)
        for index in 0..<8 {
            let tile = LedgerView(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 120, width: 260, height: 100))
            tile.ledger = ledger
            scroller.addSubview(tile)
        }
        let scrolledButton = LedgerButton(frame: CGRect(x: 20, y: 30, width: 120, height: 44))
        scrolledButton.ledger = ledger
        // From the main window, it hides the overlay: touches there in the same frame are cancelled.
        scrolledButton.addAction(
            UIAction { [unowned self] _ in
                buttonTaps += 1
                overlay.isHidden = true
            }, for: .touchUpInside)
        scroller.subviews.first?.addSubview(scrolledButton)

        (panned.ledger, tapped.ledger) = (ledger, ledger)
        for view in [panned, tapped, table, scroller] as [UIView] { background.addSubview(view) }

        overlay.windowLevel = .alert
        let overlayBackground = LedgerView(frame: overlay.bounds)
        overlayBackground.ledger = ledger
        let hide = LedgerButton(frame: CGRect(x: 600, y: 20, width: 160, height: 60))
        hide.ledger = ledger
        hide.addAction(
            UIAction { [unowned self] _ in
                overlay.isHidden = true
                overlayHides += 1
            }, for: .touchUpInside)
        overlay.addSubview(overlayBackground)
        overlayBackground.addSubview(hide)
        overlay.isHidden = false

        controls = [button, ignoring, toggle, slider, field, scrolledButton, hide]
        recognizers = [pan, doubleTap, longPress, table.panGestureRecognizer, scroller.panGestureRecognizer, watcher]
        targets = [button, ignoring, toggle, slider, field, panned, tapped, table, scroller, hide, scrolledButton]
            .map { view in
                let window = view.window?.frame.origin ?? .zero
                return view.convert(view.bounds, to: nil).offsetBy(dx: window.x, dy: window.y)
            }
        host.drain()
    }

    /// The ignoring button: input is dropped for a tenth of a second (touches in progress are
    /// cancelled).
    private func ignoreInteractionForAWhile() {
        ignoringPresses += 1
        let application = host.application
        application.beginIgnoringInteractionEvents()
        host.clock.schedule(after: 0.1) { application.endIgnoringInteractionEvents() }
    }
}
