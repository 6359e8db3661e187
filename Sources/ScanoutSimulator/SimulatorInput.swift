import CSDLLoader
import Dispatch
import FoundationEssentials
import Scanout
import ScanoutInput

#if canImport(Glibc)
import Glibc
#endif

/// The simulator window's mouse and keyboard as a touchscreen and a hardware keyboard: the
/// `InputSource` of the simulator platform.
///
/// The left button is a finger: down, moves while held, up. With Alt held when it goes down it is
/// two fingers, mirrored around the screen's centre, for pinching and rotating — as in Xcode's
/// simulator. Keys go through xkbcommon (the board's keymap, else US) as a USB keyboard's would; F1 shakes the device and F2 saves a screenshot into the working directory.
/// Closing the window stops the app as SIGTERM does. SDL is polled on the main queue every 4 ms
/// while the app runs. Main actor.
@MainActor
public final class SimulatorInput: InputSource {
    private let window: SimulatorWindow
    private var sink: InputEventSink?
    private var timer: DispatchSourceTimer?
    private let keyboard: KeyboardTranslator?
    /// While the button is down: whether it is two fingers.
    private var pressedAsTwoFingers: Bool?
    private var screenshotCount = 0

    /// The window's input, with keys translated by `keymap`.
    public init(window: SimulatorWindow, keymap: KeyboardTranslator.Keymap = KeyboardTranslator.Keymap()) {
        self.window = window
        keyboard = try? KeyboardTranslator(keymap: keymap)
    }

    public func start(delivering sink: InputEventSink) throws {
        self.sink = sink
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now(), repeating: .milliseconds(4))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.poll() }
        }
        timer.resume()
        self.timer = timer
    }

    public func stop() {
        timer?.cancel()
        timer = nil
    }

    // MARK: - Private

    private func poll() {
        var event = SDL_Event()
        while window.sdl.pointee.PollEvent(&event) != 0 {
            handle(event)
        }
    }

    private func handle(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            // As a stop asked for: the app is told it terminates and exits with status 0.
            raise(SIGTERM)
        case SDL_WINDOWEVENT:
            window.redraw()
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            pressedAsTwoFingers = keyboard?.modifierFlags.contains(.alternate) ?? false
            touch(.down, at: window.screenPoint(windowX: event.button.x, y: event.button.y))
        case SDL_MOUSEMOTION where pressedAsTwoFingers != nil:
            touch(.move, at: window.screenPoint(windowX: event.motion.x, y: event.motion.y))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && pressedAsTwoFingers != nil:
            touch(.up, at: window.screenPoint(windowX: event.button.x, y: event.button.y))
            pressedAsTwoFingers = nil
        case SDL_KEYDOWN, SDL_KEYUP:
            key(event.key, isDown: SDL_EventType(event.type) == SDL_KEYDOWN)
        default:
            break
        }
    }

    private func touch(_ change: TouchContact.Change, at point: CGPoint) {
        guard let sink, let twoFingers = pressedAsTwoFingers else { return }
        var contacts = [TouchContact(id: 0, change: change, location: point)]
        if twoFingers {
            let mirrored = CGPoint(x: window.screenSize.width - point.x, y: window.screenSize.height - point.y)
            contacts.append(TouchContact(id: 1, change: change, location: mirrored))
        }
        sink.enqueue(.touches(TouchFrame(contacts)))
        window.touchPoints = change == .up ? [] : contacts.map(\.location)
    }

    private func key(_ event: SDL_KeyboardEvent, isDown: Bool) {
        // The app repeats held keys itself, on its clock.
        guard event.repeat == 0, let sink else { return }
        let usage = UIKeyboardHIDUsage(rawValue: Int(event.keysym.scancode.rawValue))
        if isDown, usage == .keyboardF1 {
            sink.enqueue(.motion(.motionShake))
            return
        }
        if isDown, usage == .keyboardF2 {
            saveScreenshot()
            return
        }
        guard let code = LinuxKeyCode.evdevKeyCode(for: usage),
            let report = keyboard?.translate(evdevCode: code, isDown: isDown)
        else { return }
        sink.enqueue(.key(report))
    }

    private func saveScreenshot() {
        guard let frame = window.latestFrame else { return }
        screenshotCount += 1
        let path = FileManager.default.currentDirectoryPath + "/simulator-screenshot-\(screenshotCount).png"
        do {
            try frame.snapshot().pngData().write(to: URL(fileURLWithPath: path))
            print("Scanout: screenshot written to \(path)")
        } catch {
            print("Scanout: the screenshot could not be written to \(path): \(error)")
        }
    }
}
