import Scanout

/// A headless Scanout application for tests: an application with its own screen, virtual clock
/// and a key, visible, full-screen window, plus synthetic input.
///
/// ```swift
/// @MainActor @Test func tapSendsAction() {
///     let host = TestHost()
///     let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
///     host.window.addSubview(button)
///     var taps = 0
///     button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
///     host.tap(at: CGPoint(x: 50, y: 30))
///     #expect(taps == 1)
/// }
/// ```
///
/// Every injection method appends raw input to the application's queue and dispatches it at once
/// (inside `batch`, at the end of the batch), then commits (runs layout). Time is virtual: it moves
/// only with `advance(by:)`, which fires the timers that fall due. Each host has its own
/// application, so hosts do not share state and tests may run in parallel; while a host injects
/// input, its application is `UIApplication.shared`.
///
/// Main actor.
@MainActor
public final class TestHost {
    /// The host's application; `UIApplication.shared` while the host dispatches.
    public let application: UIApplication
    /// A key, visible window covering the screen.
    public let window: UIWindow
    /// The host's clock.
    public let clock: VirtualClock

    /// The pixel rectangles the last `render()` repainted.
    public internal(set) var lastRenderedDamage: [PixelRect] = []

    private var batchDepth = 0
    private var fingerLocations: [Int: CGPoint] = [:]

    /// A host whose screen is `size` points at `scale` pixels per point.
    public init(size: CGSize = CGSize(width: 800, height: 480), scale: CGFloat = 1) {
        clock = VirtualClock()
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        application = UIApplication(screen: screen, clock: clock)
        application.schedulesWork = false
        UIApplication.makeCurrent(application)
        window = UIWindow(frame: screen.bounds)
        window.makeKeyAndVisible()
        application.commit()
    }

    // MARK: Touches

    /// A finger lands at `point` (screen coordinates).
    public func touchDown(at point: CGPoint, finger: Int = 0) {
        fingerLocations[finger] = point
        touches([TouchContact(id: finger, change: .down, location: point)])
    }

    /// A finger that is down moves to `point`.
    public func touchMove(to point: CGPoint, finger: Int = 0) {
        fingerLocations[finger] = point
        touches([TouchContact(id: finger, change: .move, location: point)])
    }

    /// A finger lifts where it last was.
    public func touchUp(finger: Int = 0) {
        let point = fingerLocations.removeValue(forKey: finger) ?? .zero
        touches([TouchContact(id: finger, change: .up, location: point)])
    }

    /// The system takes a finger away (the touch is cancelled).
    public func touchCancel(finger: Int = 0) {
        let point = fingerLocations.removeValue(forKey: finger) ?? .zero
        touches([TouchContact(id: finger, change: .cancel, location: point)])
    }

    /// One touchscreen frame with several contacts: fingers that land (or lift) together.
    public func touches(_ contacts: [TouchContact]) {
        for contact in contacts {
            switch contact.change {
            case .down, .move: fingerLocations[contact.id] = contact.location
            case .up, .cancel: fingerLocations[contact.id] = nil
            }
        }
        inject(.touches(TouchFrame(contacts)))
    }

    /// `count` quick taps at `point` with finger 0; the taps' `tapCount`s run from 1 to `count`.
    public func tap(at point: CGPoint, count: Int = 1) {
        for _ in 0..<count {
            touchDown(at: point)
            touchUp()
        }
    }

    // MARK: Keys

    /// A key pressed and released on a US keyboard, with `modifiers` held.
    public func press(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        batch {
            keyDown(key, modifiers: modifiers)
            keyUp(key, modifiers: modifiers)
        }
    }

    /// A key going down on a US keyboard and staying down (it repeats once the clock advances
    /// past the repeat delay) until `keyUp`.
    public func keyDown(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        inject(.key(report(key, .down, modifiers: modifiers)))
    }

    /// The key going up again.
    public func keyUp(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        inject(.key(report(key, .up, modifiers: modifiers)))
    }

    /// Types `text` as from a hardware keyboard: one press per character, with Shift for the
    /// characters that need it on a US layout. Characters the layout has no key for (é, 中, emoji)
    /// arrive as a press of an unidentified key carrying the character, as an input method would
    /// deliver them.
    public func type(_ text: String) {
        batch {
            for character in text {
                if let (key, shift) = USKeyboardLayout.keystroke(for: character) {
                    press(key, modifiers: shift ? .shift : [])
                } else {
                    keyStroke(
                        .keyboardErrorUndefined, characters: String(character),
                        charactersIgnoringModifiers: String(character), modifiers: [])
                }
            }
        }
    }

    // MARK: Motion and media keys

    /// The device is shaken.
    public func shake() {
        inject(.motion(.motionShake))
    }

    /// A media key (`.remoteControlPlay`, `.remoteControlNextTrack`, ...).
    public func sendRemoteControl(_ subtype: UIEvent.EventSubtype) {
        inject(.remoteControl(subtype))
    }

    // MARK: Time and dispatch

    /// Moves the virtual clock forward, firing the timers that fall due, then dispatches and commits.
    public func advance(by seconds: Double) {
        UIApplication.makeCurrent(application)
        clock.advance(by: seconds)
        application.dispatchQueuedEvents()
    }

    /// Dispatches everything queued, then commits.
    public func drain() {
        UIApplication.makeCurrent(application)
        application.dispatchQueuedEvents()
    }

    /// Runs `body`, queueing the input it injects, then dispatches it all in order.
    public func batch(_ body: () -> Void) {
        batchDepth += 1
        body()
        batchDepth -= 1
        if batchDepth == 0 { drain() }
    }

    // MARK: - Private

    private func keyStroke(
        _ key: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
        modifiers: UIKeyModifierFlags
    ) {
        batch {
            for change in [KeyReport.Change.down, .up] {
                inject(.key(KeyReport(
                    keyCode: key, change: change, characters: characters,
                    charactersIgnoringModifiers: charactersIgnoringModifiers, modifierFlags: modifiers)))
            }
        }
    }

    private func report(_ key: UIKeyboardHIDUsage, _ change: KeyReport.Change, modifiers: UIKeyModifierFlags)
        -> KeyReport
    {
        KeyReport(keyCode: key, change: change,
            characters: USKeyboardLayout.characters(
                for: key, shift: modifiers.contains(.shift), capsLock: modifiers.contains(.alphaShift)),
            charactersIgnoringModifiers: USKeyboardLayout.charactersIgnoringModifiers(for: key),
            modifierFlags: modifiers)
    }

    private func inject(_ event: InputEvent) {
        UIApplication.makeCurrent(application)
        application.enqueue(event)
        if batchDepth == 0 { drain() }
    }
}
