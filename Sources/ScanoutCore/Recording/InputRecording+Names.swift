// The names a recording gives the cases of the input vocabulary: spelled out here, once, rather
// than taken from `String(describing:)`, so the file format cannot change when a type gains a
// description. The names are UIKit's case names.

extension InputRecording {
    static let touchKindNames: [(TouchContact.Kind, String)] = [
        (.direct, "direct"), (.indirect, "indirect"), (.pencil, "pencil"), (.indirectPointer, "indirectPointer"),
    ]

    static let pressTypeNames: [(KeyReport.PressType, String)] = [
        (.upArrow, "upArrow"), (.downArrow, "downArrow"), (.leftArrow, "leftArrow"), (.rightArrow, "rightArrow"),
        (.select, "select"), (.menu, "menu"), (.playPause, "playPause"), (.pageUp, "pageUp"),
        (.pageDown, "pageDown"), (.keyboardKey, "keyboardKey"), (.lidSwitch, "lidSwitch"),
        (.tabletModeSwitch, "tabletModeSwitch"),
    ]

    static let subtypeNames: [(InputEvent.Subtype, String)] = [
        (.none, "none"), (.motionShake, "motionShake"), (.remoteControlPlay, "remoteControlPlay"),
        (.remoteControlPause, "remoteControlPause"), (.remoteControlStop, "remoteControlStop"),
        (.remoteControlTogglePlayPause, "remoteControlTogglePlayPause"),
        (.remoteControlNextTrack, "remoteControlNextTrack"),
        (.remoteControlPreviousTrack, "remoteControlPreviousTrack"),
        (.remoteControlBeginSeekingBackward, "remoteControlBeginSeekingBackward"),
        (.remoteControlEndSeekingBackward, "remoteControlEndSeekingBackward"),
        (.remoteControlBeginSeekingForward, "remoteControlBeginSeekingForward"),
        (.remoteControlEndSeekingForward, "remoteControlEndSeekingForward"),
    ]

    static let touchChangeNames: [(TouchContact.Change, String)] = [
        (.down, "down"), (.move, "move"), (.up, "up"), (.cancel, "cancel"),
    ]

    static let keyChangeNames: [(KeyReport.Change, String)] = [(.down, "down"), (.up, "up")]

    /// `value`'s name in `table`.
    static func name<Value: Equatable>(of value: Value, in table: [(Value, String)]) -> String {
        for (candidate, name) in table where candidate == value { return name }
        preconditionFailure("InputRecording's name table lacks \(value): add it to InputRecording+Names.swift.")
    }

    /// The value named `name` in `table`.
    static func value<Value>(named name: String, in table: [(Value, String)]) -> Value? {
        for (value, candidate) in table where candidate == name { return value }
        return nil
    }
}
