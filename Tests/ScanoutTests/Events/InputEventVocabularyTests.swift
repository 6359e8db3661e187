import Testing

@testable import Scanout

/// Backends speak the platform's input vocabulary (ScanoutCore), the framework UIKit's; every
/// value must cross one to one, both ways, with UIKit's raw values where UIKit has them.
@MainActor
@Suite struct InputEventVocabularyTests {
    @Test func everyPressTypeCrossesBothWaysWithUIKitsRawValue() {
        for type in KeyReport.PressType.allCases {
            let pressType = UIPress.PressType(type)
            #expect(pressType.rawValue == type.rawValue, "\(type)")
            #expect(KeyReport.PressType(pressType) == type)
        }
    }

    @Test func everyTouchKindCrossesBothWays() {
        var seen: Set<Int> = []
        for kind in TouchContact.Kind.allCases {
            let type = UITouch.TouchType(kind)
            #expect(TouchContact.Kind(type) == kind)
            seen.insert(type.rawValue)
        }
        #expect(seen.count == TouchContact.Kind.allCases.count, "no two kinds become one type")
    }

    @Test func everyMediaCommandCrossesBothWaysAndNothingElseIsOne() {
        var subtypes: Set<Int> = []
        for command in InputEvent.RemoteControlCommand.allCases {
            let subtype = UIEvent.EventSubtype(command)
            #expect(InputEvent.RemoteControlCommand(subtype) == command)
            subtypes.insert(subtype.rawValue)
        }
        #expect(subtypes.count == InputEvent.RemoteControlCommand.allCases.count)
        #expect(InputEvent.RemoteControlCommand(.none) == nil)
        #expect(InputEvent.RemoteControlCommand(.motionShake) == nil)
        #expect(UIEvent.EventSubtype(InputEvent.Motion.motionShake) == .motionShake)
    }
}
