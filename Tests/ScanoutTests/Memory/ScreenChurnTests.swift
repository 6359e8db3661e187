import ScanoutTesting
import Testing

#if canImport(Glibc)
import Glibc
#endif

@testable import Scanout

/// A kiosk opens thousands of screens a day for months: what a closed screen leaves behind must be
/// released, and every cache must stay within its bound and come back to where it was. RSS over
/// 10,000 screens is measured by `make bench` (the memory rows); this test checks the caches.
@MainActor
@Suite struct ScreenChurnTests {
    /// 300 screens by default, so the suite stays quick in a debug build (a screen there takes
    /// about a second: every frame of its transitions is drawn); `SCANOUT_CHURN_SCREENS=2000`
    /// runs the 2,000.
    static let screens = getenv("SCANOUT_CHURN_SCREENS").flatMap { Int(String(cString: $0)) } ?? 300

    @Test func everyCacheReturnsToItsSizeAfterManyScreens() {
        let host = TestHost()
        let churn = ScreenChurn(host: host)
        // The first hundred screens fill what is filled once (fonts, glyphs, action tables, the
        // keyboard's keys) and reach every bound.
        for _ in 0..<100 { churn.churnOne() }
        let settled = CacheCensus.take(of: host.application)
        for _ in 100..<max(Self.screens, 200) { churn.churnOne() }
        let after = CacheCensus.take(of: host.application)
        #expect(churn.survivors == 0, "every closed screen is released")
        for (name, count) in after.counts {
            let before = settled.counts[name] ?? 0
            #expect(count <= max(before, CacheCensus.bounds[name] ?? before), "\(name): \(before) → \(count)")
        }
        #expect(after.backingStoreBytes <= host.application.compositor.backingStores.byteLimit)
    }
}
