import ScanoutTesting
import Testing

@testable import Scanout

/// Context menus from a long press: on a view through `UIContextMenuInteraction`, and on table
/// rows through the delegate; previews, the menu, the preview action and dismissal.
@MainActor
@Suite struct UIContextMenuInteractionTests {
    final class Badge: NSObject, UIContextMenuInteractionDelegate {
        var events: [String] = []
        var giveMenu = true
        var preview: (() -> UIViewController?)?
        var commitStyle = UIContextMenuInteractionCommitStyle.pop
        var locations: [CGPoint] = []

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            locations.append(location)
            guard giveMenu else { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: preview) { [weak self] _ in
                UIMenu(children: [
                    UIAction(title: "Print again") { _ in self?.events.append("print") },
                    UIAction(title: "Revoke", attributes: .destructive) { _ in self?.events.append("revoke") },
                ])
            }
        }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { events.append("display") }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { events.append("end") }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) {
            events.append("commit:\(animator.previewViewController?.title ?? "-")")
            animator.preferredCommitStyle = commitStyle
            animator.addCompletion { [weak self] in self?.events.append("committed") }
        }
    }

    final class Tapped: UIView {
        var taps = 0
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
    }

    func longPress(_ host: TestHost, at point: CGPoint) {
        host.touchDown(at: point)
        host.advance(by: 0.8)
        host.touchUp()
        host.advance(by: 0.1)
    }

    @Test func aLongPressShowsThePreviewAndTheMenu() throws {
        let host = TestHost(size: CGSize(width: 400, height: 600))
        let view = Tapped(frame: CGRect(x: 100, y: 100, width: 120, height: 80))
        view.backgroundColor = .systemTeal
        host.window.addSubview(view)
        let badge = Badge()
        let interaction = UIContextMenuInteraction(delegate: badge)
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1 && interaction.view === view)
        #expect(interaction.menuAppearance == .unknown)
        _ = host.render()
        longPress(host, at: CGPoint(x: 130, y: 120))
        #expect(badge.locations.last == CGPoint(x: 30, y: 20), "asked with the location in the view")
        #expect(badge.events == ["display"])
        #expect(interaction.menuAppearance == .rich)
        #expect(host.visibleElementLabels.contains("Print again"))
        let presentation = try #require(MenuPresentation.current)
        let preview = try #require(presentation.previewView)
        #expect(preview.frame.size == view.bounds.size, "the view lifted where it is")
        #expect(abs(preview.frame.midX - view.frame.midX) < 1 && abs(preview.frame.midY - view.frame.midY) < 1)
        #expect(presentation.panelFrame.minY >= preview.frame.maxY, "the menu beside (under) it")
        try host.tap("Print again")
        #expect(badge.events == ["display", "end", "print"], "choosing dismisses, then runs the action")
        #expect(view.taps == 0, "the press's touch was cancelled, not a tap")
        #expect(interaction.menuAppearance == .unknown)
    }

    @Test func aPreviewControllerIsShownAndItsTapCommits() throws {
        let host = TestHost(size: CGSize(width: 400, height: 600))
        let view = UIView(frame: CGRect(x: 20, y: 400, width: 100, height: 60))
        host.window.addSubview(view)
        let badge = Badge()
        badge.preview = {
            let controller = UIViewController()
            controller.title = "Badge detail"
            controller.view.backgroundColor = .systemYellow
            controller.preferredContentSize = CGSize(width: 300, height: 200)
            return controller
        }
        view.addInteraction(UIContextMenuInteraction(delegate: badge))
        _ = host.render()
        longPress(host, at: CGPoint(x: 50, y: 420))
        let preview = try #require(MenuPresentation.current?.previewView)
        #expect(preview.bounds.size == CGSize(width: 300, height: 200), "the controller's preferred size")
        #expect(host.window.screen.bounds.contains(preview.frame.insetBy(dx: 1, dy: 1)), "kept on screen")
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: Int(preview.frame.midX), y: Int(preview.frame.midY)) == UIColor.systemYellow.rgba8)
        host.tap(at: CGPoint(x: preview.frame.midX, y: preview.frame.midY))
        #expect(badge.events == ["display", "commit:Badge detail", "end", "committed"])
        #expect(MenuPresentation.current?.previewView == nil || MenuPresentation.current == nil)
    }

    @Test func noConfigurationLeavesThePressToTheView() {
        let host = TestHost(size: CGSize(width: 400, height: 600))
        let view = Tapped(frame: CGRect(x: 100, y: 100, width: 120, height: 80))
        host.window.addSubview(view)
        let badge = Badge()
        badge.giveMenu = false
        view.addInteraction(UIContextMenuInteraction(delegate: badge))
        longPress(host, at: CGPoint(x: 130, y: 120))
        #expect(badge.events.isEmpty && MenuPresentation.current == nil)
        #expect(view.taps == 1, "the long hold ends as the view's own touch")
    }

    @Test func outsideTouchesDismissAndInteractionsCanBeRemovedMidMenu() {
        let host = TestHost(size: CGSize(width: 400, height: 600))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 80))
        host.window.addSubview(view)
        let badge = Badge()
        let interaction = UIContextMenuInteraction(delegate: badge)
        view.addInteraction(interaction)
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1, "added once")
        longPress(host, at: CGPoint(x: 130, y: 120))
        host.tap(at: CGPoint(x: 390, y: 590))
        #expect(badge.events == ["display", "end"])
        longPress(host, at: CGPoint(x: 130, y: 120))
        interaction.updateVisibleMenu { menu in UIMenu(children: [UIAction(title: "Only") { _ in }]) }
        #expect(host.visibleElementLabels.contains("Only"))
        view.removeInteraction(interaction)
        view.removeFromSuperview()
        interaction.dismissMenu()
        #expect(MenuPresentation.current == nil || MenuPresentation.current?.previewView?.window == nil)
        longPress(host, at: CGPoint(x: 130, y: 120))
        view.interactions = []
        #expect(view.interactions.isEmpty)
    }

    @Test func tableRowsShowContextMenus() throws {
        final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
            var events: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Visitor \(indexPath.row)"
                return cell
            }
            func tableView(
                _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
            ) -> UIContextMenuConfiguration? {
                guard indexPath.row != 3 else { return nil }
                return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                    UIMenu(children: [UIAction(title: "Check out") { _ in self?.events.append("out \(indexPath.row)") }]
                    )
                }
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                events.append("select \(indexPath.row)")
            }
            func tableView(
                _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                animator: (any UIContextMenuInteractionAnimating)?
            ) { events.append("end") }
        }
        let host = TestHost(size: CGSize(width: 400, height: 600))
        let table = UITableView(frame: host.window.bounds)
        let rows = Rows()
        table.dataSource = rows
        table.delegate = rows
        host.window.addSubview(table)
        _ = host.render()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        longPress(host, at: CGPoint(x: 50, y: cell.frame.midY))
        let lifted = try #require(MenuPresentation.current?.previewView?.bounds.size)
        #expect(abs(lifted.width / lifted.height - cell.bounds.width / cell.bounds.height) < 0.01, "the row lifts")
        #expect(lifted.width <= host.window.bounds.width - 32, "scaled to fit inside the screen's margins")
        try host.tap("Check out")
        #expect(rows.events == ["end", "out 2"], "the row is not selected by the press")
        let plain = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        longPress(host, at: CGPoint(x: 50, y: plain.frame.midY))
        #expect(rows.events.last == "select 3", "a row without a menu is selected by the long hold")
    }

    /// Seeded presses, taps, removals and delegate answers in random order: nothing traps, and
    /// the menu bookkeeping stays bounded.
    @Test func randomPressesNeverTrap() {
        var random = SplitMix64(seed: 5)
        let host = TestHost(size: CGSize(width: 400, height: 600))
        let views = (0..<4).map { index in UIView(frame: CGRect(x: 20 + 90 * index, y: 100, width: 80, height: 80)) }
        let badges = views.map { _ in Badge() }
        for (view, badge) in zip(views, badges) {
            host.window.addSubview(view)
            view.addInteraction(UIContextMenuInteraction(delegate: badge))
        }
        for _ in 0..<200 {
            let x = CGFloat(Int.random(in: 0..<400, using: &random))
            let y = CGFloat(Int.random(in: 0..<600, using: &random))
            switch Int.random(in: 0..<5, using: &random) {
            case 0: longPress(host, at: CGPoint(x: x, y: y))
            case 1: host.tap(at: CGPoint(x: x, y: y))
            case 2: badges.randomElement(using: &random)!.giveMenu.toggle()
            case 3:
                let view = views.randomElement(using: &random)!
                if let interaction = view.interactions.first {
                    view.removeInteraction(interaction)
                } else {
                    view.addInteraction(UIContextMenuInteraction(delegate: badges[0]))
                }
            default: _ = host.render()
            }
        }
        #expect(views.allSatisfy { $0.interactions.count <= 1 })
    }
}
