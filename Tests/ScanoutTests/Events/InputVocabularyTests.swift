import Testing

@testable import Scanout

/// Backends speak the platform's input vocabulary (ScanoutCore) and the framework UIKit's: press
/// types, touch types and event subtypes are one type on both sides, with UIKit's raw values.
@MainActor
@Suite struct InputVocabularyTests {
    @Test func uikitsInputTypesAreTheCoresTypesWithUIKitsRawValues() {
        #expect(UIPress.PressType.self == KeyReport.PressType.self)
        #expect(UITouch.TouchType.self == TouchContact.Kind.self)
        #expect(UIEvent.EventSubtype.self == InputEvent.Subtype.self)
        let pressRawValues: [UIPress.PressType: Int] = [
            .upArrow: 0, .downArrow: 1, .leftArrow: 2, .rightArrow: 3, .select: 4, .menu: 5, .playPause: 6,
            .pageUp: 30, .pageDown: 31, .keyboardKey: 1000, .lidSwitch: 2000, .tabletModeSwitch: 2001,
        ]
        #expect(pressRawValues.count == UIPress.PressType.allCases.count)
        for (type, rawValue) in pressRawValues { #expect(type.rawValue == rawValue, "\(type)") }
        #expect(UITouch.TouchType.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(UITouch.TouchType.allCases == [.direct, .indirect, .pencil, .indirectPointer])
        #expect(UIEvent.EventSubtype.allCases.map(\.rawValue) == [0, 1] + Array(100...109))
        #expect(UIEvent.EventSubtype.remoteControlPlay.rawValue == 100)
        #expect(UIEvent.EventSubtype.remoteControlEndSeekingForward.rawValue == 109)
    }
}
