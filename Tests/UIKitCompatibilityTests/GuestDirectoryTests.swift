import ScanoutTesting
import Testing
import UIKit

/// `GuestDirectory.swift` compiles in Swift 5 mode as on iOS; this taps its rows, its
/// display-mode button, and resizes its window across the compact width as a kiosk rotated or
/// split would.
@MainActor
@Suite struct GuestDirectoryTests {
    /// Taps row `row` of the list.
    func tapRow(_ row: Int, of directory: GuestDirectoryViewController, in host: TestHost) throws {
        let cell = try #require(directory.list.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
        host.tap(at: cell.convert(CGPoint(x: 40, y: cell.bounds.midY), to: nil))
        host.advance(by: 1)
    }

    @Test func wideTheListSitsBesideTheDetailAndARowReplacesIt() throws {
        let host = TestHost(size: CGSize(width: 1024, height: 600))
        let directory = GuestDirectoryViewController()
        host.window.rootViewController = directory
        host.advance(by: 0.1)
        #expect(directory.displayMode == .allVisible)
        #expect(!directory.isCollapsed)
        #expect(host.visibleElementLabels.contains("Select a guest"))
        #expect(directory.list.view.window != nil)

        try tapRow(1, of: directory, in: host)
        #expect(directory.shownGuest?.name == "Grace Hopper")
        #expect(directory.viewControllers.count == 2)
        #expect(host.visibleElementLabels.contains("Grace Hopper"))
        #expect(!host.visibleElementLabels.contains("Select a guest"))

        // The detail's display-mode button hides the list, and brings it back.
        try host.tap("Toggle Sidebar")
        host.advance(by: 1)
        #expect(directory.displayMode == .primaryHidden)
        #expect(directory.list.view.window == nil)
        try host.tap("Toggle Sidebar")
        host.advance(by: 1)
        #expect(directory.displayMode == .allVisible)
    }

    @Test func narrowTheEmptyDetailIsDroppedAndASelectionIsPushed() throws {
        let host = TestHost(size: CGSize(width: 600, height: 800))
        let directory = GuestDirectoryViewController()
        host.window.rootViewController = directory
        host.advance(by: 0.1)
        #expect(directory.isCollapsed)
        let listNavigation = try #require(directory.list.navigationController)
        #expect(listNavigation.viewControllers == [directory.list], "the empty detail was dropped")
        #expect(!host.visibleElementLabels.contains("Select a guest"))

        try tapRow(2, of: directory, in: host)
        let pushed = listNavigation.viewControllers.last as? GuestDetailViewController
        #expect(pushed?.guest?.name == "Alan Turing")
        #expect(host.visibleElementLabels.contains("Alan Turing"))

        // Wide again: the pushed detail becomes the secondary column.
        host.window.frame = CGRect(x: 0, y: 0, width: 1024, height: 800)
        host.advance(by: 0.1)
        #expect(!directory.isCollapsed)
        #expect(listNavigation.viewControllers == [directory.list])
        #expect(directory.shownGuest?.name == "Alan Turing")
        #expect(host.visibleElementLabels.contains("Alan Turing"))
        #expect(directory.list.view.window != nil)
    }

    @Test func aSelectionMadeWideIsPushedOnTheListWhenTheWindowNarrows() throws {
        let host = TestHost(size: CGSize(width: 1024, height: 600))
        let directory = GuestDirectoryViewController()
        host.window.rootViewController = directory
        host.advance(by: 0.1)
        try tapRow(0, of: directory, in: host)
        host.window.frame = CGRect(x: 0, y: 0, width: 600, height: 600)
        host.advance(by: 0.1)
        #expect(directory.isCollapsed)
        let listNavigation = try #require(directory.list.navigationController)
        #expect((listNavigation.topViewController as? GuestDetailViewController)?.guest?.name == "Ada Lovelace")
        #expect(host.visibleElementLabels.contains("Ada Lovelace"))
    }
}
