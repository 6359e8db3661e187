import Foundation
import ScanoutTesting
import Testing

@testable import Scanout

/// A kiosk opens thousands of screens a day for months: what a closed screen leaves behind must be
/// released, and every cache must stay within its bound and come back to where it was. RSS over
/// 10,000 screens is measured by `make bench` (the memory rows); this test checks the caches.
@MainActor
@Suite struct ScreenChurnTests {
    /// 2,000 screens by default (`SCANOUT_CHURN_SCREENS` for another count). They run in a child
    /// process, which takes the second core while the rest of the suite runs on the first: in a
    /// debug build a screen costs a fraction of a second, every frame of its transitions drawn.
    static let screens = ProcessInfo.processInfo.environment["SCANOUT_CHURN_SCREENS"].flatMap { Int($0) } ?? 2_000

    @Test func everyCacheReturnsToItsSizeAfterThousandsOfScreens() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let problems = ScreenChurnTests.churn(screens: ScreenChurnTests.screens)
                exitUnless(problems.isEmpty, problems.joined(separator: "\n"))
            }
        }
        if let result, result.exitStatus != .exitCode(0) {
            Issue.record("\(String(decoding: result.standardErrorContent, as: UTF8.self))")
        }
    }

    /// Opens and closes `screens` screens; what did not come back: screens still alive, caches
    /// past where the first hundred screens left them (or past their bound), backing stores past
    /// their byte limit.
    static func churn(screens: Int) -> [String] {
        let host = TestHost()
        let churn = ScreenChurn(host: host)
        // The first hundred screens fill what is filled once (fonts, glyphs, action tables, the
        // keyboard's keys) and reach every bound.
        for _ in 0..<100 { churn.churnOne() }
        let settled = CacheCensus.take(of: host.application)
        for _ in 100..<max(screens, 200) { churn.churnOne() }
        let after = CacheCensus.take(of: host.application)
        var problems: [String] = []
        if churn.survivors != 0 { problems.append("\(churn.survivors) closed screens are still alive") }
        for (name, count) in after.counts.sorted(by: { $0.key < $1.key }) {
            let before = settled.counts[name] ?? 0
            if count > max(before, CacheCensus.bounds[name] ?? before) {
                problems.append("\(name): \(before) after 100 screens, \(count) after \(churn.screensOpened)")
            }
        }
        let limit = host.application.compositor.backingStores.byteLimit
        if after.backingStoreBytes > limit {
            problems.append("backing stores hold \(after.backingStoreBytes) bytes, past their limit of \(limit)")
        }
        return problems
    }

    /// The census itself can fail: a screen kept alive is seen, so the test above is not vacuous.
    @Test func aScreenKeptAliveIsSeen() {
        let host = TestHost()
        let churn = ScreenChurn(host: host)
        churn.keepsScreensAlive = true
        for _ in 0..<3 { churn.churnOne() }
        #expect(churn.survivors == 3)
    }
}
