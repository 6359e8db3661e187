/// Raw input as a backend reports it, before the application turns it into `UIEvent`s.
///
/// The vocabulary is the platform's own, so backends depend on this module alone: touch kinds,
/// motions, media commands and button kinds are spelled as UIKit spells the values they become
/// (`.direct`, `.motionShake`, `.remoteControlPlay`, `.lidSwitch`), and keys carry USB HID usages
/// and modifier bits (`UIKeyboardHIDUsage`, `UIKeyModifierFlags`: value tables, kept here).
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
    case motion(Motion)
    /// A media key (`.remoteControlPlay`, `.remoteControlNextTrack`, ...).
    case remoteControl(RemoteControlCommand)
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

extension InputEvent {
    /// A motion of the whole device; becomes the `UIEvent.EventSubtype` of the same name.
    public enum Motion: Sendable, Equatable {
        case motionShake
    }

    /// A media key's command; becomes the `UIEvent.EventSubtype` of the same name.
    public enum RemoteControlCommand: Sendable, Equatable, CaseIterable {
        case remoteControlPlay
        case remoteControlPause
        case remoteControlStop
        case remoteControlTogglePlayPause
        case remoteControlNextTrack
        case remoteControlPreviousTrack
        case remoteControlBeginSeekingBackward
        case remoteControlEndSeekingBackward
        case remoteControlBeginSeekingForward
        case remoteControlEndSeekingForward
    }
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
    /// What touched; becomes the `UITouch.TouchType` of the same name.
    public var type: Kind

    /// What made a contact: a finger on the screen, something off it, a stylus, a pointer.
    public enum Kind: Sendable, Equatable, CaseIterable {
        case direct
        case indirect
        case pencil
        case indirectPointer
    }

    public init(
        id: Int, change: Change, location: CGPoint, majorRadius: CGFloat = 0, type: Kind = .direct
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
    /// A press type for buttons that are not keyboard keys (remote arrows, select, menu);
    /// becomes the `UIPress.PressType` of the same name.
    public var pressType: PressType

    /// What was pressed: a keyboard key, or a button or switch that is not one.
    /// Raw values are UIKit's (`UIPress.PressType`), so a button's number reads the same on both
    /// sides (a switch's report carries it in its key code).
    public enum PressType: Int, Sendable, Equatable, CaseIterable {
        case upArrow
        case downArrow
        case leftArrow
        case rightArrow
        case select
        case menu
        case playPause
        case pageUp = 30
        case pageDown = 31
        case keyboardKey = 1000
        /// A laptop-style lid switch (libinput's `SW_LID`): down when closed.
        case lidSwitch = 2000
        /// A convertible's tablet-mode switch (`SW_TABLET_MODE`): down in tablet mode.
        case tabletModeSwitch = 2001
    }

    public init(
        keyCode: UIKeyboardHIDUsage, change: Change, characters: String, charactersIgnoringModifiers: String,
        modifierFlags: UIKeyModifierFlags, pressType: PressType = .keyboardKey
    ) {
        self.keyCode = keyCode
        self.change = change
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.pressType = pressType
    }
}
