import Scanout
import ScanoutTesting

// scanout-bench: medians of the costs that decide whether a kiosk feels instant, at three
// screen sizes, each compared with one full-frame memcpy on the same machine in the same run.
//
//   swift run -c release scanout-bench [--only LETTERS] [--size WIDTHxHEIGHT]
//
// `--only be` runs (b) and (e) alone (for profiling); `--size` runs one size.
//
// (a) a full frame of the demo screen; (b) a full frame of 200 overlapping translucent rounded
// cards with labels, and (b′) the same picture drawn with raw cairo and pango calls, which is what
// Scanout's own overhead is judged against; (c) a frame where only one small label changed;
// (d) one hit-test through a tree of 10,000 views; (e) dispatching 100,000 touch events through
// a 20-deep responder chain; (f) one tap on the on-screen keyboard, from the touch to the
// rendered frame that shows the typed letter (the key's press, the field's text and caret);
// (g) one frame of scrolling a 10,000-row list: the offset moves 7 points, rows are laid out
// (cells reused), and the frame made (the list's pixels moved, the uncovered strip and the rows
// coming on painted); (h) last, the CPU an idle app uses on the
// device's own loop over 10 s. Auto Layout: (i) the first layout of a 60-view form (about 250
// constraints): activating them and laying out; (j) one constant changed and laid out again;
// (k) the layout part of one frame scrolling a list of self-sizing cells (7 points, cells reused
// and measured the first time a row shows). Text view: (l) setting a 10,000-line text and
// rendering the first frame; (m) one key typed with a hardware keyboard in the middle of it, to the
// rendered frame. Small changes, each beside a raw cairo program drawing the same pixels (′):
// (n) the caret blinking in a text field; (o) a key typed into a field with a hardware keyboard;
// (p) a frame where nothing changes (a layout pass that moves nothing: the cost of deciding there
// is nothing to draw); (q) a button's highlight on a touch down and its release on the touch up.
// (r) one frame of an alert's dimming fading in over a full-screen list: the whole screen
// composited again (the rows from their kept drawing, the dimming blended over them), the work
// that runs on every core (`--one-core` runs it on the main thread alone, for comparison).
// Once, not per size: (s) a chain of 10,000 nested views and a window of 100,000 siblings, each
// step of their life timed; (t) 10,000 screens opened and closed (`--screens N` for another
// count), resident memory every thousand and what each cache holds; (u) a 10,000-item snapshot
// that changes 10 items applied to a table by its diffable data source. Collections, per size:
// (v) one frame of scrolling a 10,000-item grid of image-and-label tiles (7 points; cells reused,
// the grid's pixels moved and the strip uncovered painted); (w) the first layout of a collection view of
// 1,000 items in a compositional layout (a carousel, a two-column grid, badged fifths, an
// inset-grouped list): added to the window and laid out, sections worked out and the visible cells
// made. (z) the accessibility tree of the demo screen as the screen reader reads it: every
// element in reading order with its label, value, traits and frame. Once: (x) speech latency,
// from `speak` to the first sound buffer handed to the output; (y) the screen reader, from a Tab
// key event to the first sound buffer of what it says. The pinyin keyboard (with (f)): (f2) a key
// tap with candidates showing, touch to frame; (f3) switching layouts with the globe key; and once,
// first, the engine's start (librime and its first session). See PinyinBenchmark.swift. (R) the remote screen's (VNC)
// main-thread cost per frame, with no viewer and with one connected.

let options = BenchmarkOptions(arguments: CommandLine.arguments.dropFirst())
benchmarkPixelPaths = options.pixelPaths
let sizes = options.sizes
var rows: [(name: String, seconds: [Double])] = [
    ("memcpy of one full frame (reference)", []),
    ("(a) full frame, demo screen", []),
    ("(b) full frame, 200 translucent rounded cards with labels", []),
    ("(b′) the same cards and text drawn by raw cairo and pango calls", []),
    ("(c) one small label changed (damage-limited frame)", []),
    ("(d) hit-test through 10,000 views (one touch)", []),
    ("(e) 100,000 touch events through a 20-deep chain", []),
    ("(f) one key tap on the on-screen keyboard, touch to rendered frame", []),
    ("(g) one frame of scrolling a 10,000-row list", []),
    ("(i) Auto Layout: first layout of a 60-view form (250 constraints)", []),
    ("(j) Auto Layout: one constant changed, laid out again", []),
    ("(k) Auto Layout: layout of one frame scrolling self-sizing cells", []),
    ("(l) text view: a 10,000-line text set and its first frame", []),
    ("(m) text view: one key typed in the middle of 10,000 lines, to the frame", []),
    ("(n) caret blink: the timer fires, the caret's frame", []),
    ("(n′) the same caret drawn by raw cairo, copied out", []),
    ("(o) a key typed into a text field with a hardware keyboard, to the frame", []),
    ("(o′) the same field drawn by raw cairo and pango (text laid out again), copied out", []),
    ("(p) an idle frame: a layout pass on the demo screen that moves nothing", []),
    ("(q) a button highlighted and released: touch to the frame (per change)", []),
    ("(q′) the same button drawn by raw cairo and pango, copied out", []),
    ("(r) one frame of a screen dimming behind an alert (a full-screen list under it)", []),
    ("(v) one frame of scrolling a 10,000-item grid of image-and-label tiles", []),
    ("(w) first layout of a compositional layout of 1,000 items", []),
    ("(z) the demo screen's accessibility tree, read in reading order", []),
    ("(f2) one key tap on the pinyin keyboard with candidates shown, touch to frame", []),
    ("(f3) switching layouts with the globe key (pinyin ⇄ English), touch to frame", []),
]

// Before anything else starts librime in this process.
let pinyinStart = options.selected.contains("f") ? PinyinBenchmark.start() : nil

for size in sizes {
    let width = Int(size.width)
    let height = Int(size.height)
    let copy = FrameCopy(width: width, height: height)
    rows[0].seconds.append(Measurement.median(runs: 50) { copy.copy() })
    copy.deallocate()

    let (demoHost, demo) = Scenes.demoScreen(size: size)
    rows[1].seconds.append(
        options.run("a") {
            Measurement.median(runs: 30) {
                demoHost.window.setNeedsDisplay()
                demoHost.advanceToNextFrame()
            }
        })

    rows[24].seconds.append(
        options.run("z") {
            Measurement.median(runs: 200) {
                precondition(!AccessibilityTree.nodes(in: demoHost.application.windows.reversed()).isEmpty)
            }
        })

    rows[2].seconds.append(
        options.run("b") {
            let cards = Scenes.translucentCards(size: size)
            return Measurement.median(runs: 15) {
                cards.window.setNeedsDisplay()
                cards.advanceToNextFrame()
            }
        })

    rows[3].seconds.append(
        options.run("b") {
            let raw = RawCairoCards(size: size)
            defer { raw.destroy() }
            return Measurement.median(runs: 15) { raw.draw() }
        })

    var flip = false
    rows[4].seconds.append(
        options.run("c") {
            Measurement.median(runs: 50) {
                flip.toggle()
                demo.visitLengthLabel.text = flip ? "2.5 hours" : "3 hours"
                demoHost.advanceToNextFrame()
            }
        })

    rows[5].seconds.append(
        options.run("d") {
            let grid = Scenes.viewGrid(size: size)
            let points = (0..<1000).map { index in
                CGPoint(x: CGFloat(index * 37 % width), y: CGFloat(index * 53 % height))
            }
            let hitTests = Measurement.median(runs: 15) {
                for point in points { _ = grid.window.hitTest(point, with: nil) }
            }
            return hitTests / Double(points.count)
        })

    rows[6].seconds.append(
        options.run("e") {
            let (chainHost, deepest) = Scenes.deepChain(size: size)
            let location = deepest.convert(CGPoint(x: 5, y: 5), to: nil)
            let down = InputEvent.touches(TouchFrame([TouchContact(id: 0, change: .down, location: location)]))
            let up = InputEvent.touches(TouchFrame([TouchContact(id: 0, change: .up, location: location)]))
            let seconds = Measurement.median(runs: 3, warmUp: 1) {
                for index in 0..<100_000 {
                    chainHost.application.enqueue(index % 2 == 0 ? down : up, timestamp: Double(index))
                }
                chainHost.application.dispatchQueuedEvents()
            }
            precondition(deepest.touches >= 100_000, "every event reached the deepest link")
            return seconds
        })

    rows[7].seconds.append(
        options.run("f") {
            let (typingHost, field) = Scenes.keyboardTyping(size: size)
            // Type a letter, then delete it, so the text (and the cost) stays the same run to run.
            let taps = ["a", "⌫"].map { title -> [InputEvent] in
                let frame = typingHost.keyboardKeyFrame(title)!
                let point = CGPoint(x: frame.midX, y: frame.midY)
                return [
                    .touches(TouchFrame([TouchContact(id: 0, change: .down, location: point)])),
                    .touches(TouchFrame([TouchContact(id: 0, change: .up, location: point)])),
                ]
            }
            let pair = Measurement.median(runs: 50) {
                for tap in taps {
                    for event in tap { typingHost.application.enqueue(event) }
                    typingHost.advanceToNextFrame()
                }
            }
            precondition(field.text == "Visitor", "each pair types a letter and deletes it")
            return pair / 2
        })

    rows[25].seconds.append(options.run("f") { PinyinBenchmark.keyTap(size: size) })
    rows[26].seconds.append(options.run("f") { PinyinBenchmark.layoutSwitch(size: size) })

    rows[8].seconds.append(
        options.run("g") {
            let (listHost, table, source) = Scenes.scrollingList(size: size)
            var step: CGFloat = 7
            let seconds = Measurement.median(runs: 60) {
                // Back and forth over the same stretch, so every run draws a comparable frame.
                if table.contentOffset.y > 20_000 { step = -7 } else if table.contentOffset.y < 10_000 { step = 7 }
                table.contentOffset.y += step
                listHost.advanceToNextFrame()
            }
            withExtendedLifetime(source) {}
            return seconds
        })

    rows[9].seconds.append(
        options.run("i") {
            let clock = ContinuousClock()
            var samples: [Double] = []
            for _ in 0..<23 {
                let host = benchmarkHost(size: size)
                let (container, constraints, _) = AutoLayoutScenes.form(in: host)
                let elapsed = clock.measure {
                    NSLayoutConstraint.activate(constraints)
                    host.window.layoutIfNeeded()
                }
                precondition(container.subviews.count == 60 && constraints.count >= 240, "the form as described")
                samples.append(Measurement.seconds(elapsed))
            }
            return samples.dropFirst(3).sorted()[10]
        })

    rows[10].seconds.append(
        options.run("j") {
            let host = benchmarkHost(size: size)
            let (_, constraints, spacing) = AutoLayoutScenes.form(in: host)
            NSLayoutConstraint.activate(constraints)
            host.window.layoutIfNeeded()
            var flip = false
            return Measurement.median(runs: 200) {
                flip.toggle()
                spacing.constant = flip ? 20 : 12
                host.window.layoutIfNeeded()
            }
        })

    rows[11].seconds.append(
        options.run("k") {
            let (listHost, table, source) = AutoLayoutScenes.selfSizingList(size: size)
            var step: CGFloat = 7
            let seconds = Measurement.median(runs: 200) {
                if table.contentOffset.y > 60_000 { step = -7 } else if table.contentOffset.y < 10_000 { step = 7 }
                table.contentOffset.y += step
                listHost.window.layoutIfNeeded()
            }
            withExtendedLifetime(source) {}
            return seconds
        })

    let longText = (1...10_000).map { "Line \($0): the visitor signed in at the front desk" }.joined(separator: "\n")
    rows[12].seconds.append(
        options.run("l") {
            let (textHost, textView) = Scenes.textView(size: size)
            var flip = false
            return Measurement.median(runs: 15) {
                flip.toggle()
                // A different text each run, so nothing laid out before is reused.
                textView.text = flip ? longText : longText + "."
                textHost.advanceToNextFrame()
            }
        })

    rows[13].seconds.append(
        options.run("m") {
            let (textHost, textView) = Scenes.textView(size: size)
            textView.text = longText
            textView.becomeFirstResponder()
            textView.selectedRange = NSRange(location: longText.utf16.count / 2, length: 0)
            textHost.advanceToNextFrame()
            let pair = Measurement.median(runs: 50) {
                textHost.press(.keyboardA)
                textHost.advanceToNextFrame()
                textHost.press(.keyboardDeleteOrBackspace)
                textHost.advanceToNextFrame()
            }
            precondition(textView.text == longText, "each pair types a letter and deletes it")
            return pair / 2
        })

    let fieldScene = Scenes.hardwareKeyboardField(size: size)
    rows[14].seconds.append(
        options.run("n") {
            // Each run: half a second on the clock, the blink timer toggles the caret, one frame.
            Measurement.median(runs: 60) {
                fieldScene.host.advance(by: 0.5)
                fieldScene.host.advanceToNextFrame()
            }
        })
    let raw = RawCairoWidgets(size: size)
    var caretOn = false
    rows[15].seconds.append(
        options.run("n") {
            Measurement.median(runs: 200) {
                caretOn.toggle()
                raw.caretBlink(on: caretOn)
            }
        })
    rows[16].seconds.append(
        options.run("o") {
            let pair = Measurement.median(runs: 100) {
                fieldScene.host.press(.keyboardA)
                fieldScene.host.advanceToNextFrame()
                fieldScene.host.press(.keyboardDeleteOrBackspace)
                fieldScene.host.advanceToNextFrame()
            }
            precondition(fieldScene.field.text == Scenes.fieldText, "each pair types a letter and deletes it")
            return pair / 2
        })
    var typed = false
    rows[17].seconds.append(
        options.run("o") {
            Measurement.median(runs: 200) {
                typed.toggle()
                raw.typedKey(text: typed ? Scenes.fieldText + "a" : Scenes.fieldText)
            }
        })
    rows[18].seconds.append(
        options.run("p") {
            Measurement.median(runs: 100) {
                demo.view.setNeedsLayout()
                demoHost.advanceToNextFrame()
            }
        })
    let (buttonHost, button) = Scenes.button(size: size)
    let buttonCentre = CGPoint(x: button.frame.midX, y: button.frame.midY)
    rows[19].seconds.append(
        options.run("q") {
            let pair = Measurement.median(runs: 100) {
                buttonHost.application.enqueue(
                    .touches(TouchFrame([TouchContact(id: 0, change: .down, location: buttonCentre)])))
                buttonHost.advanceToNextFrame()
                buttonHost.application.enqueue(
                    .touches(TouchFrame([TouchContact(id: 0, change: .up, location: buttonCentre)])))
                buttonHost.advanceToNextFrame()
            }
            precondition(!button.isHighlighted, "each pair presses and releases the button")
            return pair / 2
        })
    var highlighted = false
    rows[20].seconds.append(
        options.run("q") {
            Measurement.median(runs: 200) {
                highlighted.toggle()
                raw.buttonHighlight(highlighted: highlighted)
            }
        })
    raw.destroy()

    rows[21].seconds.append(
        options.run("r") {
            let (dimHost, dimming, source) = Scenes.dimmedList(size: size)
            var step: CGFloat = 0.02
            let seconds = Measurement.median(runs: 60) {
                // Back and forth, as a presentation's fade would go: every frame a new alpha.
                if dimming.alpha >= 0.95 { step = -0.02 } else if dimming.alpha <= 0.05 { step = 0.02 }
                dimming.alpha += step
                dimHost.advanceToNextFrame()
            }
            withExtendedLifetime(source) {}
            return seconds
        })

    rows[22].seconds.append(
        options.run("v") {
            let (gridHost, grid, tiles) = CollectionScenes.scrollingGrid(size: size)
            var step: CGFloat = 7
            let seconds = Measurement.median(runs: 60) {
                // Back and forth over the same stretch, as (g) does for the list.
                if grid.contentOffset.y > 20_000 { step = -7 } else if grid.contentOffset.y < 10_000 { step = 7 }
                grid.contentOffset.y += step
                gridHost.advanceToNextFrame()
            }
            withExtendedLifetime(tiles) {}
            return seconds
        })

    rows[23].seconds.append(
        options.run("w") {
            let clock = ContinuousClock()
            var samples: [Double] = []
            for _ in 0..<23 {
                let host = benchmarkHost(size: size)
                let (collection, source) = CompositionalScenes.thousandItems(size: size)
                let elapsed = clock.measure {
                    host.window.addSubview(collection)
                    host.window.layoutIfNeeded()
                }
                precondition(
                    collection.contentSize.height > size.height && !collection.visibleCells.isEmpty, "laid out")
                withExtendedLifetime(source) {}
                samples.append(Measurement.seconds(elapsed))
            }
            return samples.dropFirst(3).sorted()[10]
        })
}

Report.print(rows: rows, sizes: sizes)
if let pinyinStart {
    print(
        "pinyin engine start (once per process: librime loaded and started, first session and schema): "
            + "\(formatMilliseconds(pinyinStart.first)); another session: \(formatMilliseconds(pinyinStart.second))")
}

func formatMilliseconds(_ value: Double) -> String {
    value >= 10 ? "\(Int(value.rounded())) ms" : "\(Double(Int(value * 10)) / 10) ms"
}
if options.selected.contains("s") { TreeBenchmarks.run() }
if options.selected.contains("t") { ChurnBenchmark.run(screens: options.churnScreens) }
if options.selected.contains("u") { DiffableBenchmark.run() }
if options.selected.contains("x") { SpeechBenchmark.run() }
if options.selected.contains("y") { ScreenReaderBenchmark.run() }
if options.selected.contains("R") { RemoteScreenBenchmark.run() }
if options.selected.contains("h") {
    IdleMeasurement.runThenExit(seconds: 10)
}
