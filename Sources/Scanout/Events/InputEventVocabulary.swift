// The platform's input vocabulary (ScanoutCore's `InputEvent`) and UIKit's, one to one. Backends
// speak the first so they need not import the framework; the dispatcher turns it into the second.
// Both directions, so a test or a replay that holds UIKit values can build raw input from them.

extension UIEvent.EventSubtype {
    /// The subtype a device motion is delivered as.
    public init(_ motion: InputEvent.Motion) {
        switch motion {
        case .motionShake: self = .motionShake
        }
    }

    /// The subtype a media key's command is delivered as.
    public init(_ command: InputEvent.RemoteControlCommand) {
        switch command {
        case .remoteControlPlay: self = .remoteControlPlay
        case .remoteControlPause: self = .remoteControlPause
        case .remoteControlStop: self = .remoteControlStop
        case .remoteControlTogglePlayPause: self = .remoteControlTogglePlayPause
        case .remoteControlNextTrack: self = .remoteControlNextTrack
        case .remoteControlPreviousTrack: self = .remoteControlPreviousTrack
        case .remoteControlBeginSeekingBackward: self = .remoteControlBeginSeekingBackward
        case .remoteControlEndSeekingBackward: self = .remoteControlEndSeekingBackward
        case .remoteControlBeginSeekingForward: self = .remoteControlBeginSeekingForward
        case .remoteControlEndSeekingForward: self = .remoteControlEndSeekingForward
        }
    }
}

extension InputEvent.RemoteControlCommand {
    /// The command of a remote-control subtype; nil for `.none` and `.motionShake`.
    public init?(_ subtype: UIEvent.EventSubtype) {
        guard let command = Self.allCases.first(where: { UIEvent.EventSubtype($0) == subtype }) else { return nil }
        self = command
    }
}

extension UITouch.TouchType {
    /// The touch type a contact of `kind` is delivered as.
    public init(_ kind: TouchContact.Kind) {
        switch kind {
        case .direct: self = .direct
        case .indirect: self = .indirect
        case .pencil: self = .pencil
        case .indirectPointer: self = .indirectPointer
        }
    }
}

extension TouchContact.Kind {
    /// The contact kind a touch of `type` comes from.
    public init(_ type: UITouch.TouchType) {
        switch type {
        case .direct: self = .direct
        case .indirect: self = .indirect
        case .pencil: self = .pencil
        case .indirectPointer: self = .indirectPointer
        }
    }
}

extension UIPress.PressType {
    /// The press type a key report of `type` is delivered as.
    public init(_ type: KeyReport.PressType) {
        switch type {
        case .upArrow: self = .upArrow
        case .downArrow: self = .downArrow
        case .leftArrow: self = .leftArrow
        case .rightArrow: self = .rightArrow
        case .select: self = .select
        case .menu: self = .menu
        case .playPause: self = .playPause
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .keyboardKey: self = .keyboardKey
        case .lidSwitch: self = .lidSwitch
        case .tabletModeSwitch: self = .tabletModeSwitch
        }
    }
}

extension KeyReport.PressType {
    /// The report press type of a `UIPress.PressType`.
    public init(_ type: UIPress.PressType) {
        self = Self.allCases.first { UIPress.PressType($0) == type } ?? .keyboardKey
    }
}
