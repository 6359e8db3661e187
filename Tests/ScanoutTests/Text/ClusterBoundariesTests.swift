import Testing

@testable import Scanout

/// The gap buffer of cluster boundaries behaves as the plain array it replaces.
@Suite struct ClusterBoundariesTests {
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomEditsMatchAPlainArray(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var plain = Array(0...40)
        var buffer = ClusterBoundaries(plain)
        for step in 0..<400 {
            // Replace a run of up to 4 boundaries (anywhere, often near the last edit) by 0 to 5
            // new ones, and move everything after by the change.
            let lower = Int.random(in: 1..<plain.count, using: &random)
            let upper = min(plain.count, lower + Int.random(in: 0...4, using: &random))
            let start = plain[lower - 1]
            let replacement = (0..<Int.random(in: 0...5, using: &random)).map { start + $0 + 1 }
            let oldEnd = upper > lower ? plain[upper - 1] : start
            let newEnd = replacement.last ?? start
            let delta = newEnd - oldEnd
            plain.replaceSubrange(lower..<upper, with: replacement)
            for index in (lower + replacement.count)..<plain.count { plain[index] += delta }
            buffer.replaceSubrange(lower..<upper, with: replacement, shiftingFollowingBy: delta)
            #expect(buffer.count == plain.count, "seed \(seed), step \(step)")
            let read = (0..<buffer.count).map { buffer[$0] }
            #expect(read == plain, "seed \(seed), step \(step)")
            #expect(buffer == ClusterBoundaries(plain), "equal to the same boundaries stored plainly")
            #expect(buffer.last == plain.last)
        }
    }
}
