/// Raw input as a backend reports it, before the application turns it into `UIEvent`s.
///
/// Input backends (libinput on a device, `TestHost` in tests) append these to the application's
/// queue with `UIApplication.enqueue(_:)`. The application dispatches them first in, first out;
/// hit-testing and first-responder lookup happen at dispatch time, against the view tree as it
/// is then. Pure values; `Sendable`, so a backend may build them anywhere.
public enum InputEvent: Sendable, Equatable {
    /// One frame of a touchscreen (or a pointer acting as one): every contact that changed.
    /// Contacts that land in the same frame arrive in one `touchesBegan`.
    case touches(TouchFrame)
    /// A key or button went down or up.
    case key(KeyReport)
    /// The device was shaken (`.motionShake`): delivered as `motionBegan` then `motionEnded`.
    case motion(UIEvent.EventSubtype)
    /// A media key (`.remoteControlPlay`, `.remoteControlNextTrack`, ...).
    case remoteControl(UIEvent.EventSubtype)
    /// The last hardware keyboard was unplugged: the on-screen keyboard comes back for text
    /// input. (A keyboard being used is known from its keys; being plugged in changes nothing.)
    case hardwareKeyboardRemoved
    /// A mouse or tablet pointer is at this location (screen points): its cursor is shown there.
    /// Not activity: it neither wakes a blanked screen nor keeps one awake, as before it was queued.
    case pointerMoved(CGPoint)
    /// No pointer cursor: the last pointing device went away, or a finger touched the screen (the
    /// cursor comes back with the next `pointerMoved`).
    case pointerCursorHidden
    /// The input devices went away for a while (another VT took the screen): every touch and key
    /// in progress is cancelled, as UIKit does when the system takes over.
    case inputCancelled
}

/// The contacts that changed in one touchscreen frame (libinput's `TOUCH_FRAME`).
public struct TouchFrame: Sendable, Equatable {
    public var contacts: [TouchContact]

    public init(_ contacts: [TouchContact]) {
        self.contacts = contacts
    }
}

/// One finger's change within a frame, in screen points (already rotated and calibrated).
public struct TouchContact: Sendable, Equatable {
    public enum Change: Sendable, Equatable {
        case down
        case move
        case up
        /// The system took the contact away (device unplugged, palm rejected).
        case cancel
    }

    /// Identifies the finger from down to up (the libinput slot, or the test's finger number).
    public var id: Int
    public var change: Change
    public var location: CGPoint
    public var majorRadius: CGFloat
    public var type: UITouch.TouchType

    public init(
        id: Int, change: Change, location: CGPoint, majorRadius: CGFloat = 0, type: UITouch.TouchType = .direct
    ) {
        self.id = id
        self.change = change
        self.location = location
        self.majorRadius = majorRadius
        self.type = type
    }
}

/// A key or button change, already translated through the keymap.
public struct KeyReport: Sendable, Equatable {
    public enum Change: Sendable, Equatable {
        case down
        case up
    }

    public var keyCode: UIKeyboardHIDUsage
    public var change: Change
    /// The text the key produces with the modifiers held ("" for keys without text).
    public var characters: String
    public var charactersIgnoringModifiers: String
    public var modifierFlags: UIKeyModifierFlags
    /// A press type for buttons that are not keyboard keys (remote arrows, select, menu).
    public var pressType: UIPress.PressType

    public init(
        keyCode: UIKeyboardHIDUsage, change: Change, characters: String, charactersIgnoringModifiers: String,
        modifierFlags: UIKeyModifierFlags, pressType: UIPress.PressType = .keyboardKey
    ) {
        self.keyCode = keyCode
        self.change = change
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.pressType = pressType
    }
}
