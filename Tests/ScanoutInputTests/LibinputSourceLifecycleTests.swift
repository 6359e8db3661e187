import Scanout
import ScanoutBoard
import ScanoutInput
import ScanoutTesting
import Testing

/// The libinput source's life as the launcher drives it: made before the app's first frame
/// (nothing opened, nothing waited for), started after it, and suspended and resumed by VT
/// switches that may come before it starts. Through libinput's path backend, which opens exactly
/// the board file's devices: none here, or one that does not exist.
@MainActor
@Suite struct LibinputSourceLifecycleTests {
    /// Where the source delivers: a queue the test can read.
    final class Sink: InputEventSink {
        let clock: ApplicationClock = VirtualClock()
        var events: [InputEvent] = []
        func enqueue(_ event: InputEvent, timestamp: TimeInterval?) { events.append(event) }
    }

    private func board(devices: [String] = [], layout: String = "us") -> BoardConfiguration {
        var board = BoardConfiguration(name: "test")
        board.input.backend = .path
        board.input.devices = devices
        board.keymapLayout = layout
        return board
    }

    /// A VT switch away before the devices open (the first frame still drawing) and back after:
    /// the source starts suspended, lets go at once, and takes the devices on resume. Every order
    /// of the calls, repeated and after stopping, is harmless.
    @Test func switchesBeforeAndAfterTheStartAreHarmless() throws {
        let sink = Sink()
        let source = try LibinputSource(board: board(), panelSize: CGSize(width: 800, height: 480))
        source.suspend()
        source.suspend()
        try source.start(delivering: sink)
        source.resume()
        source.resume()
        source.suspend()
        source.resume()
        source.stop()
        source.stop()
        source.suspend()
        source.resume()
        #expect(sink.events.isEmpty, "no devices, so nothing to read: \(sink.events)")

        // Resumed before it ever started, and stopped without starting.
        let unstarted = try LibinputSource(board: board(), panelSize: CGSize(width: 800, height: 480))
        unstarted.resume()
        unstarted.stop()
    }

    /// A device the board file names but the machine lacks is named when the source starts, with
    /// the fix; nothing of it is opened at init.
    @Test func aMissingDeviceIsNamedWhenTheSourceStarts() throws {
        let path = "/dev/input/scanout-test-no-such-device"
        let source = try LibinputSource(board: board(devices: [path]), panelSize: CGSize(width: 800, height: 480))
        let error = #expect(throws: InputError.self) { try source.start(delivering: Sink()) }
        let text = error.map { "\($0)" } ?? ""
        #expect(text.contains(path), "\(text)")
        #expect(text.contains("seat manager"), "\(text)")
        source.stop()
    }

    /// A keymap xkbcommon cannot compile does not fail the source's making (the launcher makes it
    /// before the first frame, while the keymap still compiles on another core): starting it says
    /// what is wrong and how to fix it, and opens nothing.
    @Test func aKeymapThatDoesNotCompileFailsTheStartNotTheInit() throws {
        let source = try LibinputSource(
            board: board(layout: "scanout-no-such-layout"), panelSize: CGSize(width: 800, height: 480))
        let error = #expect(throws: InputError.self) { try source.start(delivering: Sink()) }
        let text = error.map { "\($0)" } ?? ""
        #expect(text.contains("scanout-no-such-layout"), "\(text)")
        #expect(text.contains("evdev.lst"), "\(text)")
        source.stop()
    }
}
