import Foundation
import ScanoutInput
import Testing

/// Inputs are stamped with when they happened (libinput's event time), not when the app read
/// them, so a pan measures the speed a drag had even when the app read its moves late.
struct InputEventTimeTests {
    @Test func aDragReadLateKeepsTheSpacingOfItsMoves() {
        var time = InputEventTime()
        // Three moves 14 ms apart, all read at once 0.9 s after the first (a long frame).
        let stamps = [1_000_000, 1_014_000, 1_028_000].map {
            time.timestamp(microseconds: UInt64($0), now: 1.9)
        }
        #expect(stamps.map { ($0 * 1000).rounded() } == [1000, 1014, 1028])
    }

    @Test func aTimeNotOnTheApplicationClockIsReplacedByTheReadingTime() {
        var time = InputEventTime()
        // No stamp, a stamp from the future, one from long ago: the reading time.
        #expect(time.timestamp(microseconds: nil, now: 100) == 100)
        #expect(time.timestamp(microseconds: 101_000_000, now: 100.5) == 100.5)
        #expect(time.timestamp(microseconds: 1_000_000, now: 200) == 200)
    }

    @Test func timestampsNeverGoBackwards() {
        var time = InputEventTime()
        #expect(time.timestamp(microseconds: 5_000_000, now: 5.5) == 5)
        // An earlier stamp from another device, read after it.
        #expect(time.timestamp(microseconds: 4_900_000, now: 5.6) == 5)
        #expect(time.timestamp(microseconds: 5_200_000, now: 5.7) == 5.2)
    }
}
