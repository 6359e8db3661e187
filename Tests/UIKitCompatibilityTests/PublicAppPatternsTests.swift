import ScanoutTesting
import Testing
import UIKit

/// Lines from the public iOS apps measured on 2026-11-29 (docs/ARCHITECTURE.md, "Known gaps")
/// that stopped them building, written as those apps write them (Swift 5, `import UIKit` alone).
@MainActor
@Suite struct PublicAppPatternsTests {
    final class ItemCell: UITableViewCell {
        var onToggle: ((UITableViewCell) -> Void)?
    }

    final class ListController: UITableViewController {
        var toggled: [IndexPath] = []

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = ItemCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Item \(indexPath.row)"
            cell.onToggle = { [weak self] cell in
                // The cell asks its table which row it is, as a cell's button action does.
                guard let indexPath = self?.tableView.indexPath(for: cell) else { return }
                self?.toggled.append(indexPath)
            }
            return cell
        }
    }

    @Test func aSceneDelegateSizesItsWindowByTheScenesCoordinateSpace() throws {
        let host = TestHost(size: CGSize(width: 480, height: 800))
        let scene = try #require(host.application.connectedScenes.first as? UIWindowScene)
        let window = UIWindow(frame: scene.coordinateSpace.bounds)
        window.windowScene = scene
        #expect(window.frame == CGRect(x: 0, y: 0, width: 480, height: 800))
        #expect(scene.screen.fixedCoordinateSpace.bounds == scene.coordinateSpace.bounds)

        let panel = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 200))
        host.window.addSubview(panel)
        let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        panel.addSubview(badge)
        let space = scene.coordinateSpace
        #expect(badge.convert(CGPoint(x: 5, y: 5), to: space) == CGPoint(x: 55, y: 125))
        #expect(
            badge.convert(CGRect(x: 0, y: 0, width: 30, height: 30), to: space)
                == CGRect(x: 50, y: 120, width: 30, height: 30))
        #expect(space.convert(CGPoint(x: 55, y: 125), to: badge) == CGPoint(x: 5, y: 5))
        #expect(badge.convert(CGPoint(x: 55, y: 125), from: space) == CGPoint(x: 5, y: 5))
        // A view converts to another view through the coordinate-space spelling too.
        let asSpace: any UICoordinateSpace = panel
        #expect(badge.convert(CGPoint.zero, to: asSpace) == CGPoint(x: 10, y: 20))
        // Scaled to nothing: no point corresponds.
        badge.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(space.convert(CGPoint(x: 1, y: 1), to: badge).x.isNaN)
        #expect(space.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: badge).isNull)
    }

    @Test func aCellFindsItsRowAndOffScreenCellsHaveNone() {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        let controller = ListController(style: .plain)
        host.window.rootViewController = controller
        _ = host.render()
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0)) as? ItemCell
        cell?.onToggle?(cell!)
        #expect(controller.toggled == [IndexPath(row: 3, section: 0)])
        #expect(controller.tableView.indexPath(for: UITableViewCell()) == nil)
    }

    @Test func oldAndNewSpellingsOfSmallThings() {
        let password = UITextField()
        password.textContentType = .password
        password.isSecureTextEntry = true
        #expect(password.textContentType == .password)
        let code = UITextView()
        code.textContentType = .oneTimeCode
        #expect(code.textContentType?.rawValue == "one-time-code")

        let item = UINavigationItem()
        #expect(item.title == nil)
        item.title = "Notes"
        #expect(item.title == "Notes")

        let path = NSIndexPath(row: 4, section: 2)
        #expect(path.row == 4 && path.section == 2)
        #expect(NSIndexPath(item: 7, section: 1).item == 7)
        #expect((path as IndexPath) == IndexPath(row: 4, section: 2))
    }
}
