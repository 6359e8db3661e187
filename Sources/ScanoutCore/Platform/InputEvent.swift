/// Raw input as a backend reports it, before the application turns it into `UIEvent`s.
///
/// The vocabulary is the platform's own, so backends depend on this module alone: touch kinds,
/// press types and event subtypes are defined here, and the framework's `UITouch.TouchType`,
/// `UIPress.PressType` and `UIEvent.EventSubtype` are these types; keys carry USB HID usages and
/// modifier bits (`UIKeyboardHIDUsage`, `UIKeyModifierFlags`: value tables, kept here).
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
    case motion(Subtype)
    /// A media key (`.remoteControlPlay`, `.remoteControlNextTrack`, ...).
    case remoteControl(Subtype)
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
    /// The detail of a motion or a media key, with UIKit's raw values (`UIEvent.EventSubtype` is
    /// this type); `.none` for other events.
    public enum Subtype: Int, Sendable, Equatable, CaseIterable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
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
    /// What touched: the framework's `UITouch.TouchType`, which is this type.
    public var type: Kind

    /// What made a contact, with UIKit's raw values (`UITouch.TouchType` is this type).
    public enum Kind: Int, Sendable, Equatable, CaseIterable {
        /// A finger on a touchscreen.
        case direct
        /// A touch not on the screen (a trackpad).
        case indirect
        /// A stylus.
        case pencil
        /// A mouse or tablet button acting as a touch.
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
    /// A press type for buttons that are not keyboard keys (remote arrows, select, menu): the
    /// framework's `UIPress.PressType`, which is this type.
    public var pressType: PressType

    /// What was pressed, with UIKit's raw values (`UIPress.PressType` is this type): a keyboard
    /// key, or a button or switch that is not one. A switch's report carries its raw value in its
    /// key code.
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
        /// A keyboard key; look at the press's `key`. (UIKit reports other values for keyboard
        /// keys; Scanout reports every keyboard key as `.keyboardKey`.)
        case keyboardKey = 1000
        /// Scanout: a device's lid switch (libinput's `SW_LID`; no UIKit equivalent). Closing the
        /// lid begins the press, opening it ends it, so "the lid is closed" is "the press is held".
        case lidSwitch = 2000
        /// Scanout: a convertible's tablet-mode switch (`SW_TABLET_MODE`); the press is held while
        /// in tablet mode.
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
