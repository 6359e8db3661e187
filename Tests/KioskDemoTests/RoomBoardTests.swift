import KioskDemo
import Scanout
import ScanoutTesting
import Testing

/// The demo's room board, pushed from today's list: a row of free rooms that pages sideways, a
/// list of every room whose rows swipe to book, search with the on-screen keyboard, and pull to
/// refresh — used by touch as reception would.
@MainActor
@Suite struct RoomBoardTests {
    static func showRooms(in host: TestHost) throws -> RoomBoardViewController {
        let list = VisitorListViewController { _ in }
        host.window.rootViewController = UINavigationController(rootViewController: list)
        host.drain()
        try host.tap("Rooms")
        host.advance(by: 0.6)
        return try #require(list.navigationController?.topViewController as? RoomBoardViewController)
    }

    /// The middle of the board's cell for an item, on screen.
    static func point(_ board: RoomBoardViewController, item: Int, section: Int) throws -> CGPoint {
        let cell = try #require(board.collectionView.cellForItem(at: IndexPath(item: item, section: section)))
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }

    @Test func theBoardShowsFreeRoomsInARowAndEveryRoomInAList() throws {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let board = try RoomBoardTests.showRooms(in: host)
        let free = board.rooms.filter(\.isFree).map(\.name)
        #expect(board.shownRooms(inSection: 0) == free)
        #expect(board.shownRooms(inSection: 1) == board.rooms.map(\.name))
        // The row's cards live in its own scroll view; a quick stroke pages one card on.
        let card = try #require(board.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let row = try #require(card.superview as? UIScrollView)
        #expect(row !== board.collectionView)
        host.drag(from: try RoomBoardTests.point(board, item: 1, section: 0), by: CGPoint(x: -120, y: 0), steps: 4)
        host.advance(by: 1.5)
        #expect(row.contentOffset.x == 232, "one 220-point card and its 12-point gap")
        #expect(board.collectionView.contentOffset.y == 0)
    }

    @Test func swipingARowBooksTheRoomAndTheRowOfFreeRoomsLosesIt() throws {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let board = try RoomBoardTests.showRooms(in: host)
        let first = try #require(board.rooms.first)
        #expect(first.isFree)
        let start = try RoomBoardTests.point(board, item: 0, section: 1)
        host.drag(from: CGPoint(x: start.x + 200, y: start.y), by: CGPoint(x: -160, y: 0), steps: 6)
        host.advance(by: 0.5)
        try host.tap("Book")
        host.advance(by: 1)
        #expect(board.rooms.first?.bookedBy == "Reception")
        #expect(!board.shownRooms(inSection: 0).contains(first.name))
        #expect(board.shownRooms(inSection: 1).first == first.name)
    }

    @Test func searchFiltersBothSectionsAsTheVisitorTypes() throws {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let board = try RoomBoardTests.showRooms(in: host)
        let field = board.searchController.searchBar.searchTextField
        let frame = field.convert(field.bounds, to: nil)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.advance(by: 0.5)
        try host.typeOnKeyboard("lab")
        host.advance(by: 0.5)
        #expect(board.shownRooms(inSection: 1) == ["Lab A", "Lab B"])
        #expect(board.shownRooms(inSection: 0).allSatisfy { $0.hasPrefix("Lab") })
        try host.tap("Cancel")
        host.advance(by: 0.5)
        #expect(board.shownRooms(inSection: 1).count == board.rooms.count)
    }

    @Test func pullingTheListDownRefreshesTheBookings() throws {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let board = try RoomBoardTests.showRooms(in: host)
        let before = board.rooms.map(\.bookedBy)
        let refresh = try #require(board.collectionView.refreshControl)
        host.drag(
            from: try RoomBoardTests.point(board, item: 0, section: 0), by: CGPoint(x: 0, y: 260), steps: 12,
            interval: 0.05)
        host.advance(by: 0.1)
        #expect(refresh.isRefreshing)
        #expect(board.refreshes == 1)
        #expect(board.rooms.map(\.bookedBy) != before)
        #expect(board.shownRooms(inSection: 0) == board.rooms.filter(\.isFree).map(\.name))
        host.advance(by: 1.5)
        #expect(!refresh.isRefreshing)
        #expect(board.collectionView.contentOffset.y == -board.collectionView.adjustedContentInset.top)
    }
}
