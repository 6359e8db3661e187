import CInput
import Dispatch
import ScanoutBoard
import ScanoutCore

#if canImport(Glibc)
import Glibc
#endif

/// Real input devices through libinput: touchscreens, mice and tablets, keyboards, switches —
/// found on the board's seat through udev (following hotplug) or opened from the board's device
/// list. Events become the application's input events: touch frames (rotated, scaled, through
/// the board's calibration), pointer touches, key reports through xkbcommon, media keys as
/// remote-control events, and `hardwareKeyboardRemoved` when the last keyboard goes.
///
/// Main actor: libinput's fd is read on the main queue.
@MainActor
public final class LibinputSource: InputSource {
    /// Where events come from, and how touches map to the screen; devices are opened through
    /// `access` (directly unless a seat manager hands them out).
    ///
    /// `keyboard`, when given, is the board's keymap already compiling (started early, so it
    /// overlaps opening the display and the app's first frame); otherwise it starts compiling
    /// here. Nothing waits for it, and no device is opened, before `start(delivering:)`.
    public init(
        board: BoardConfiguration, panelSize: CGSize, access: DeviceAccess = DirectDeviceAccess(),
        keyboard: KeyboardTranslator.Compilation? = nil
    ) throws(InputError) {
        self.board = board
        self.access = access
        self.assembler = TouchFrameAssembler(
            rotation: board.display.rotation, panelSize: panelSize,
            scale: board.display.scale)
        self.panelSize = panelSize
        self.keyboard = keyboard ?? KeyboardTranslator.Compilation.start(keymap: board.translatorKeymap)
    }

    /// Takes the compiled keymap (waiting for it if it is still compiling), then opens the seat's
    /// or the board file's devices. Started while another VT has the screen (`suspend()` came
    /// first), it lets go of the devices at once, and `resume()` opens them.
    public func start(delivering sink: InputEventSink) throws {
        if translator == nil { translator = try KeyboardTranslator(compiled: keyboard) }
        self.sink = sink
        switch board.input.backend {
        case .udev:
            guard let udev = udev_new() else {
                let reason = SystemCall.errorText(errno)
                throw InputError.start(
                    "udev_new failed (\(reason)): libudev could not start. "
                        + "Is /run/udev there (systemd-udevd running)? Or list the devices: input.backend \"path\" and "
                        + "input.devices in the board file.")
            }
            self.udev = udev
            guard
                let context = libinput_udev_create_context(
                    InputSystemCalls.interface, InputSystemCalls.userData(for: access), udev)
            else {
                throw InputError.start(
                    "libinput_udev_create_context failed: libinput could not create its context "
                        + "(out of memory, or a libinput that does not match libudev). Reinstall libinput10 and libudev1."
                )
            }
            self.context = context
            guard libinput_udev_assign_seat(context, board.input.seat) == 0 else {
                throw InputError.start(
                    "libinput could not use seat \"\(board.input.seat)\". Is systemd-udevd "
                        + "running (libinput only sees devices udev tagged ID_INPUT)? Check input.seat in the board file."
                )
            }
        case .path:
            guard
                let context = libinput_path_create_context(
                    InputSystemCalls.interface, InputSystemCalls.userData(for: access))
            else {
                throw InputError.start(
                    "libinput_path_create_context failed: libinput could not create its context "
                        + "(out of memory, or a broken libinput install). Reinstall libinput10.")
            }
            self.context = context
            for path in board.input.devices where libinput_path_add_device(context, path) == nil {
                throw InputError.start(
                    "cannot open input device \(path): \(SystemCall.errorText(errno)). "
                        + "Run under a seat manager (seatd or logind), as a member of the 'input' group, or as root; or fix "
                        + "input.devices in the board file.")
            }
        }
        guard let context else { return }
        if isSuspended { libinput_suspend(context) }
        let source = DispatchSource.makeReadSource(fileDescriptor: libinput_get_fd(context), queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readEvents() }
        }
        source.resume()
        readSource = source
        readEvents()
    }

    /// Another VT has the screen: libinput lets go of the devices (so keys typed there are not
    /// ours) until `resume()`.
    public func suspend() {
        guard !isSuspended else { return }
        isSuspended = true
        guard let context else { return }
        libinput_suspend(context)
        readEvents()
    }

    /// The devices back after `suspend()`; the VT is ours again.
    public func resume() {
        guard isSuspended else { return }
        isSuspended = false
        guard let context else { return }
        _ = libinput_resume(context)
        readEvents()
    }

    public func stop() {
        readSource?.cancel()
        readSource = nil
        if let context { libinput_unref(context) }
        if let udev { udev_unref(udev) }
        context = nil
        udev = nil
    }

    // MARK: - Private

    private let board: BoardConfiguration
    /// Opens and closes the devices; kept for as long as the context that calls it.
    private let access: DeviceAccess
    private let panelSize: CGSize
    private var assembler: TouchFrameAssembler
    /// The board's keymap, compiling until `start` takes it for the translator.
    private let keyboard: KeyboardTranslator.Compilation
    private var translator: KeyboardTranslator?
    private weak var sink: InputEventSink?
    private var udev: OpaquePointer?
    private var context: OpaquePointer?
    private var readSource: DispatchSourceRead?
    private var keyboards: Set<OpaquePointer> = []
    private var pointers: Set<OpaquePointer> = []
    /// While suspended, devices "removed" by libinput_suspend are not really gone: the keyboard
    /// state and the cursor stay as they are.
    private var isSuspended = false
    /// The rotary encoder's turn not yet a whole detent, in libinput's 120ths.
    private var rotaryRemainder: Double = 0
    private var eventTime = InputEventTime()
    /// libinput's time of the event `handle` is working on (nil: it carries none).
    private var handledMicroseconds: UInt64?

    /// Pointer motion moves the cursor, when the board wants one (`input.cursor`).
    private func showCursor() {
        guard board.input.cursor else { return }
        enqueue(.pointerMoved(assembler.pointerLocation))
    }

    private func readEvents() {
        guard let context else { return }
        libinput_dispatch(context)
        while let event = libinput_get_event(context) {
            handle(event)
            libinput_event_destroy(event)
        }
    }

    /// Queues `event` with the time of the libinput event being handled (see `InputEventTime`).
    private func enqueue(_ event: InputEvent) {
        guard let sink else { return }
        sink.enqueue(event, timestamp: eventTime.timestamp(microseconds: handledMicroseconds, now: sink.clock.now))
    }

    /// libinput's time of `event` in microseconds, for the kinds this source turns into input.
    /// By type first: libinput logs a "client bug" for an event passed to the wrong
    /// `libinput_event_get_*_event`.
    private static func microseconds(of event: OpaquePointer) -> UInt64? {
        switch libinput_event_get_type(event) {
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP,
            LIBINPUT_EVENT_TOUCH_CANCEL, LIBINPUT_EVENT_TOUCH_FRAME:
            libinput_event_get_touch_event(event).map { libinput_event_touch_get_time_usec($0) }
        case LIBINPUT_EVENT_POINTER_MOTION, LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE, LIBINPUT_EVENT_POINTER_BUTTON:
            libinput_event_get_pointer_event(event).map { libinput_event_pointer_get_time_usec($0) }
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            libinput_event_get_keyboard_event(event).map { libinput_event_keyboard_get_time_usec($0) }
        case LIBINPUT_EVENT_SWITCH_TOGGLE:
            libinput_event_get_switch_event(event).map { libinput_event_switch_get_time_usec($0) }
        default:
            nil
        }
    }

    private func handle(_ event: OpaquePointer) {
        handledMicroseconds = LibinputSource.microseconds(of: event)
        let device = libinput_event_get_device(event)
        switch libinput_event_get_type(event) {
        case LIBINPUT_EVENT_DEVICE_ADDED:
            guard let device else { return }
            if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_KEYBOARD) != 0 { keyboards.insert(device) }
            if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_POINTER) != 0 { pointers.insert(device) }
            if libinput_device_config_calibration_has_matrix(device) != 0 {
                var matrix = board.input.calibration.values.map { Float($0) }
                _ = libinput_device_config_calibration_set_matrix(device, &matrix)
            }
        case LIBINPUT_EVENT_DEVICE_REMOVED:
            guard let device else { return }
            if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_TOUCH) != 0,
                let frame = assembler.deviceRemoved()
            {
                enqueue(.touches(frame))
            }
            if keyboards.remove(device) != nil, keyboards.isEmpty, !isSuspended { enqueue(.hardwareKeyboardRemoved) }
            if pointers.remove(device) != nil, pointers.isEmpty, !isSuspended { enqueue(.pointerCursorHidden) }
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            guard let keyboard = libinput_event_get_keyboard_event(event) else { return }
            let code = libinput_event_keyboard_get_key(keyboard)
            let isDown = libinput_event_keyboard_get_key_state(keyboard) == LIBINPUT_KEY_STATE_PRESSED
            if let media = LibinputSource.remoteControl[code] {
                if isDown { enqueue(.remoteControl(media)) }
                return
            }
            if let report = translator?.translate(evdevCode: code, isDown: isDown) { enqueue(.key(report)) }
        case LIBINPUT_EVENT_SWITCH_TOGGLE:
            guard let toggle = libinput_event_get_switch_event(event) else { return }
            let which = libinput_event_switch_get_switch(toggle)
            let isOn = libinput_event_switch_get_switch_state(toggle) == LIBINPUT_SWITCH_STATE_ON
            let type: KeyReport.PressType? =
                switch which {
                case LIBINPUT_SWITCH_LID: .lidSwitch
                case LIBINPUT_SWITCH_TABLET_MODE: .tabletModeSwitch
                default: nil
                }
            if let type, let report = LibinputSource.switchReport(type, isOn: isOn) { enqueue(.key(report)) }
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
            guard let touch = libinput_event_get_touch_event(event) else { return }
            let slot = libinput_event_touch_get_seat_slot(touch)
            let point = CGPoint(
                x: libinput_event_touch_get_x_transformed(touch, panelSize.width.clampedInteger(UInt32.self)),
                y: libinput_event_touch_get_y_transformed(touch, panelSize.height.clampedInteger(UInt32.self)))
            if libinput_event_get_type(event) == LIBINPUT_EVENT_TOUCH_DOWN {
                enqueue(.pointerCursorHidden)
                assembler.touchDown(slot: slot, at: point)
            } else {
                assembler.touchMotion(slot: slot, to: point)
            }
        case LIBINPUT_EVENT_TOUCH_UP:
            guard let touch = libinput_event_get_touch_event(event) else { return }
            assembler.touchUp(slot: libinput_event_touch_get_seat_slot(touch))
        case LIBINPUT_EVENT_TOUCH_CANCEL:
            assembler.touchCancel()
        case LIBINPUT_EVENT_TOUCH_FRAME:
            if let frame = assembler.frame() { enqueue(.touches(frame)) }
        case LIBINPUT_EVENT_POINTER_MOTION:
            guard let pointer = libinput_event_get_pointer_event(event) else { return }
            let delta = CGPoint(x: libinput_event_pointer_get_dx(pointer), y: libinput_event_pointer_get_dy(pointer))
            if let frame = assembler.pointerMoved(by: delta) { enqueue(.touches(frame)) }
            showCursor()
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            guard let pointer = libinput_event_get_pointer_event(event) else { return }
            let point = CGPoint(
                x: libinput_event_pointer_get_absolute_x_transformed(
                    pointer, panelSize.width.clampedInteger(UInt32.self)),
                y: libinput_event_pointer_get_absolute_y_transformed(
                    pointer, panelSize.height.clampedInteger(UInt32.self)))
            if let frame = assembler.pointerMoved(toPanel: point) { enqueue(.touches(frame)) }
            showCursor()
        case LIBINPUT_EVENT_POINTER_SCROLL_WHEEL:
            guard let device, let pointer = libinput_event_get_pointer_event(event), isRotary(device) else { return }
            let value = libinput_event_pointer_get_scroll_value_v120(pointer, LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL)
            for report in rotaryDetents(adding: value) { enqueue(.key(report)) }
        case LIBINPUT_EVENT_POINTER_BUTTON:
            guard let pointer = libinput_event_get_pointer_event(event),
                libinput_event_pointer_get_button(pointer) == UInt32(BTN_LEFT)
            else { return }
            let isDown = libinput_event_pointer_get_button_state(pointer) == LIBINPUT_BUTTON_STATE_PRESSED
            if let frame = assembler.pointerButton(isDown: isDown) { enqueue(.touches(frame)) }
        default:
            break
        }
    }

    /// Whether the board names `device` a rotary encoder (`focus.rotary`).
    private func isRotary(_ device: OpaquePointer) -> Bool {
        guard !board.focus.rotaryDevices.isEmpty, let name = libinput_device_get_name(device) else { return false }
        return board.focus.rotaryDevices.contains(String(cString: name))
    }

    /// A rotary encoder turned by `value120` (120 a detent, as libinput reports wheels; high-
    /// resolution wheels send parts): each whole detent is a press of Tab, clockwise, or
    /// Shift-Tab, anticlockwise — focus moves to the next or the previous item.
    private func rotaryDetents(adding value120: Double) -> [KeyReport] {
        guard value120.isFinite else { return [] }
        rotaryRemainder = max(-120 * 64, min(120 * 64, rotaryRemainder + value120))
        var reports: [KeyReport] = []
        while abs(rotaryRemainder) >= 120 {
            let forward = rotaryRemainder > 0
            rotaryRemainder += forward ? -120 : 120
            for change in [KeyReport.Change.down, .up] {
                reports.append(
                    KeyReport(
                        keyCode: .keyboardTab, change: change, characters: change == .down ? "\t" : "",
                        charactersIgnoringModifiers: change == .down ? "\t" : "",
                        modifierFlags: forward ? [] : .shift, pressType: .keyboardKey))
            }
        }
        return reports
    }

    /// A switch turning on (lid closed, tablet mode entered) or off, as the press of a button
    /// with no text: on begins it, off ends it. Nil for a type that is not a switch.
    public static func switchReport(_ type: KeyReport.PressType, isOn: Bool) -> KeyReport? {
        guard type == .lidSwitch || type == .tabletModeSwitch else { return nil }
        // Not a keyboard key, so the on-screen keyboard stays (a hardware key would step it
        // aside). Each switch gets a code of its own from the keyboard page's reserved range, so
        // two switches can be on at once.
        return KeyReport(
            keyCode: UIKeyboardHIDUsage(rawValue: 0xF000 + type.rawValue), change: isOn ? .down : .up,
            characters: "",
            charactersIgnoringModifiers: "", modifierFlags: [], pressType: type)
    }

    /// Media keys (evdev codes) and the remote-control events they send.
    private static let remoteControl: [UInt32: InputEvent.Subtype] = [
        UInt32(KEY_PLAYPAUSE): .remoteControlTogglePlayPause,
        UInt32(KEY_NEXTSONG): .remoteControlNextTrack,
        UInt32(KEY_PREVIOUSSONG): .remoteControlPreviousTrack,
        UInt32(KEY_STOPCD): .remoteControlStop,
        UInt32(KEY_PLAYCD): .remoteControlPlay,
        UInt32(KEY_PAUSECD): .remoteControlPause,
    ]
}
