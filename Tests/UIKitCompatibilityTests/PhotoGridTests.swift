import ScanoutTesting
import Testing
import UIKit

/// `PhotoGrid.swift`: a collection view controller written as iOS code, compiled in Swift 5 mode
/// with `import UIKit` alone, laid out, tapped, long-pressed and updated.
@MainActor
@Suite struct PhotoGridTests {
    @Test func theGridLaysOutTapsPushesAndDeletesFromItsContextMenu() throws {
        let host = TestHost(size: CGSize(width: 360, height: 640))
        let grid = PhotoGridViewController()
        let navigation = UINavigationController(rootViewController: grid)
        host.window.rootViewController = navigation
        host.advance(by: 0.1)
        let first = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        // (360 - 16 - 32) / 3 = 104 wide, 124 tall, 16 in from the edge, below the 44-point header.
        #expect(first.frame == CGRect(x: 16, y: 52, width: 104, height: 124))
        #expect(host.visibleElementLabels.contains("lobby-5"))
        try host.tap("lobby-2")
        host.advance(by: 1)
        #expect(grid.opened == ["lobby-2"])
        #expect(navigation.topViewController?.title == "lobby-2")
        navigation.popViewController(animated: false)
        host.advance(by: 0.5)
        // A long press on a photo shows its menu; Delete removes it.
        let frame = try #require(host.frameOfElement(labelled: "lobby-1"))
        host.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
        host.advance(by: 0.8)
        host.touchUp()
        host.advance(by: 0.3)
        try host.tap("Delete")
        host.advance(by: 1)
        #expect(grid.albums[0].photos.first == "lobby-2")
        #expect(!host.visibleElementLabels.contains("lobby-1"))
        #expect(host.warnings.isEmpty)
    }
}
