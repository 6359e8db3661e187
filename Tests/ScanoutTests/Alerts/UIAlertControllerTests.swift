import Scanout
import ScanoutTesting
import Testing

/// Alerts and action sheets as a user meets them: shown over the app, chosen by tap or key.
@MainActor
@Suite struct UIAlertControllerTests {
    /// A host showing a plain root controller with a light background.
    private func makeHost(size: CGSize = CGSize(width: 800, height: 480)) -> (TestHost, UIViewController) {
        let host = TestHost(size: size)
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        host.window.rootViewController = root
        return (host, root)
    }

    private func deleteAlert(_ log: EventLog) -> UIAlertController {
        let alert = UIAlertController(
            title: "Delete visitor?", message: "Their check-in is removed from today's list.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in log.record("delete") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.record("cancel") })
        return alert
    }

    @Test func tappingAnActionDismissesThenRunsItsHandlerOnce() throws {
        let (host, root) = makeHost()
        let log = EventLog()
        let alert = deleteAlert(log)
        root.present(alert, animated: true)
        host.advance(by: 0.5)
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
        #expect(host.visibleElementLabels.contains("Delete"))

        let delete = try #require(host.frameOfElement(labelled: "Delete"))
        try host.tap("Delete")
        host.tap(at: CGPoint(x: delete.midX, y: delete.midY))  // a second tap during the dismissal chooses nothing
        #expect(log.entries.isEmpty, "the handler waits for the dismissal")
        host.advance(by: 0.5)
        #expect(log.entries == ["delete"])
        #expect(root.presentedViewController == nil)
        #expect(!host.visibleElementLabels.contains("Delete"))
    }

    @Test func theHandlerMayPresentAnotherAlert() throws {
        let (host, root) = makeHost()
        let second = UIAlertController(title: "Deleted", message: nil, preferredStyle: .alert)
        second.addAction(UIAlertAction(title: "OK", style: .default))
        let first = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        first.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { _ in root.present(second, animated: true) })
        root.present(first, animated: false)
        try host.tap("Delete")
        host.advance(by: 1)
        #expect(root.presentedViewController === second)
    }

    @Test func twoShortActionsSitSideBySideWithCancelOnTheLeft() throws {
        let (host, root) = makeHost()
        root.present(deleteAlert(EventLog()), animated: false)
        let cancel = try #require(host.frameOfElement(labelled: "Cancel"))
        let delete = try #require(host.frameOfElement(labelled: "Delete"))
        #expect(cancel.minY == delete.minY)
        #expect(cancel.maxX <= delete.minX)
        #expect(cancel.width + delete.width == 270)
    }

    @Test func threeActionsStackWithCancelLast() throws {
        let (host, root) = makeHost()
        let alert = UIAlertController(title: "Badge", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Print", style: .default))
        alert.addAction(UIAlertAction(title: "Email", style: .default))
        root.present(alert, animated: false)
        let frames = try ["Print", "Email", "Cancel"].map { try #require(host.frameOfElement(labelled: $0)) }
        #expect(frames[0].maxY <= frames[1].minY && frames[1].maxY <= frames[2].minY)
        #expect(frames.allSatisfy { $0.width == 270 && $0.height == 44 })
    }

    @Test func aDisabledActionIgnoresTaps() throws {
        let (host, root) = makeHost()
        let log = EventLog()
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default) { _ in log.record("save") }
        save.isEnabled = false
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: false)
        try host.tap("Save")
        host.advance(by: 1)
        #expect(log.entries.isEmpty)
        #expect(root.presentedViewController === alert)
        save.isEnabled = true
        try host.tap("Save")
        host.advance(by: 1)
        #expect(log.entries == ["save"])
    }

    @Test func tappingOutsideAnAlertDoesNothingAndTouchesDoNotReachTheApp() {
        let (host, root) = makeHost()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        root.present(deleteAlert(EventLog()), animated: false)
        host.tap(at: CGPoint(x: 60, y: 32))
        host.advance(by: 1)
        #expect(taps == 0)
        #expect(root.presentedViewController != nil)
    }

    @Test func returnPerformsThePreferredActionAndEscapeTheCancelAction() {
        let (host, root) = makeHost()
        let log = EventLog()
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.record("cancel") })
        let later = UIAlertAction(title: "Later", style: .default) { _ in log.record("later") }
        let now = UIAlertAction(title: "Now", style: .default) { _ in log.record("now") }
        alert.addAction(later)
        alert.addAction(now)
        alert.preferredAction = now
        root.present(alert, animated: true)
        host.advance(by: 0.5)
        host.press(.keyboardReturnOrEnter)
        host.advance(by: 0.5)
        #expect(log.entries == ["now"])

        let second = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        second.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.record("cancel") })
        second.addAction(UIAlertAction(title: "OK", style: .default) { _ in log.record("ok") })
        root.present(second, animated: false)
        host.press(.keyboardEscape)
        host.advance(by: 0.5)
        #expect(log.entries == ["now", "cancel"])

        // With no preferred action, Return takes the only default-style one.
        let third = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        third.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        third.addAction(UIAlertAction(title: "OK", style: .default) { _ in log.record("ok") })
        root.present(third, animated: false)
        host.press(.keyboardReturnOrEnter)
        host.advance(by: 0.5)
        #expect(log.entries == ["now", "cancel", "ok"])
    }

    @Test func theFirstTextFieldTakesTheKeyboardAndTheAlertMovesAboveIt() throws {
        let (host, root) = makeHost()
        let log = EventLog()
        let alert = UIAlertController(title: "Visitor name", message: "As on their ID.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Company" }
        let add = UIAlertAction(title: "Add", style: .default) { _ in
            log.record("add \(alert.textFields?[0].text ?? "")")
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(add)
        alert.preferredAction = add
        root.present(alert, animated: true)
        host.advance(by: 0.5)
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2)
        #expect(fields[0].isFirstResponder)
        let keyboard = try #require(host.application.inputViewHost.frame)
        #expect(alert.view.convert(alert.view.bounds, to: nil).maxY <= keyboard.minY)

        host.type("Ada")
        host.press(.keyboardReturnOrEnter)
        host.advance(by: 1)
        #expect(log.entries == ["add Ada"])
        #expect(!fields[0].isFirstResponder)
    }

    @Test func anActionSheetOnACompactScreenRisesFromTheBottomWithCancelApart() throws {
        let (host, root) = makeHost(size: CGSize(width: 400, height: 800))
        let log = EventLog()
        let sheet = UIAlertController(title: nil, message: "Print a badge for Ada?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Print Badge", style: .default) { _ in log.record("print") })
        sheet.addAction(UIAlertAction(title: "Email Badge", style: .default) { _ in log.record("email") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.record("cancel") })
        root.present(sheet, animated: true)
        host.advance(by: 0.5)
        let email = try #require(host.frameOfElement(labelled: "Email Badge"))
        let cancel = try #require(host.frameOfElement(labelled: "Cancel"))
        #expect(cancel.minY - email.maxY == 8, "Cancel sits in its own panel below")
        #expect(cancel.maxY == 792)
        #expect(email.width == 384)

        // A tap above the sheet chooses Cancel.
        host.tap(at: CGPoint(x: 200, y: 100))
        host.advance(by: 0.5)
        #expect(log.entries == ["cancel"])
        #expect(root.presentedViewController == nil)
    }

    @Test func anActionSheetOnAWideScreenIsAPopoverFromItsSource() throws {
        let (host, root) = makeHost(size: CGSize(width: 1280, height: 800))
        let source = UIButton(type: .system)
        source.setTitle("Share", for: .normal)
        source.frame = CGRect(x: 1100, y: 40, width: 100, height: 44)
        root.view.addSubview(source)
        let log = EventLog()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Print Badge", style: .default) { _ in log.record("print") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.record("cancel") })
        let popover = try #require(sheet.popoverPresentationController)
        popover.sourceView = source
        root.present(sheet, animated: true)
        host.advance(by: 0.5)
        #expect(popover.arrowDirection == .up)
        let print = try #require(host.frameOfElement(labelled: "Print Badge"))
        #expect(print.minY >= source.frame.maxY + 13)
        #expect(print.maxX <= 1270)
        #expect(!host.visibleElementLabels.contains("Cancel"), "a popover has no Cancel row")

        host.tap(at: CGPoint(x: 200, y: 600))
        host.advance(by: 0.5)
        #expect(log.entries == ["cancel"], "a tap outside cancels")
        #expect(root.presentedViewController == nil)
    }

    @Test func alertWithTwoActionsSnapshot() {
        let (host, root) = makeHost(size: CGSize(width: 400, height: 300))
        root.present(deleteAlert(EventLog()), animated: true)
        host.advance(by: 0.5)
        assertSnapshot(of: host.render(), named: "alert-two-actions")
    }

    @Test func alertWithATextFieldSnapshot() {
        let (host, root) = makeHost(size: CGSize(width: 500, height: 700))
        let named = UIAlertController(title: "Visitor name", message: "As on their ID.", preferredStyle: .alert)
        named.addTextField { $0.placeholder = "Name" }
        named.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        named.addAction(UIAlertAction(title: "Add", style: .default))
        root.present(named, animated: true)
        host.advance(by: 0.5)
        assertSnapshot(of: host.render(), named: "alert-text-field")
    }

    @Test func actionSheetSnapshotOnACompactScreen() {
        let (host, root) = makeHost(size: CGSize(width: 400, height: 800))
        let sheet = UIAlertController(
            title: "Badge", message: "Print a badge for Ada Lovelace?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Print Badge", style: .default))
        sheet.addAction(UIAlertAction(title: "Remove Visitor", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: true)
        host.advance(by: 0.5)
        assertSnapshot(of: host.render(), named: "action-sheet-compact")
    }

    @Test func aDismissedAlertIsReleased() throws {
        let (host, root) = makeHost()
        weak var weakAlert: UIAlertController?
        do {
            let alert = deleteAlert(EventLog())
            weakAlert = alert
            root.present(alert, animated: true)
            host.advance(by: 0.5)
        }
        try host.tap("Cancel")
        host.advance(by: 0.5)
        #expect(weakAlert == nil)
    }
}
