import ScanoutTesting
import Testing

@testable import Scanout

/// Presentation styles, their transitions and callbacks, and the ways a user dismisses a sheet.
@MainActor
@Suite struct ModalPresentationTests {
    private final class SheetDelegate: UIAdaptivePresentationControllerDelegate {
        let log: EventLog
        var allowsDismissal = true
        init(log: EventLog) { self.log = log }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            allowsDismissal
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            log.record("willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            log.record("didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            log.record("didAttemptToDismiss")
        }
    }

    /// The log without the touches the recording controllers also note.
    private func callbacks(_ log: EventLog) -> [String] {
        log.entries.filter { entry in ![".began", ".moved", ".ended", ".cancelled"].contains { entry.hasSuffix($0) } }
    }

    private func makeScene(size: CGSize = CGSize(width: 1280, height: 800))
        -> (TestHost, RecordingViewController, EventLog)
    {
        let host = TestHost(size: size)
        let log = EventLog()
        let root = RecordingViewController("root", log: log)
        host.window.rootViewController = root
        root.view.backgroundColor = .systemGroupedBackground
        log.clear()
        return (host, root, log)
    }

    @Test(arguments: [
        UIModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic, .popover,
        .currentContext, .overCurrentContext,
    ])
    func appearanceCallbacksFollowUIKitsOrder(style: UIModalPresentationStyle) {
        let (host, root, log) = makeScene()
        let modal = RecordingViewController("modal", log: log)
        modal.modalPresentationStyle = style
        modal.popoverPresentationController?.sourceView = root.view
        var presentedDuring: [Bool] = []
        root.present(modal, animated: true) { presentedDuring.append(modal.isBeingPresented) }
        let removes = style == .fullScreen || style == .currentContext
        #expect(
            log.entries == ["modal.viewDidLoad"] + (removes ? ["root.viewWillDisappear"] : []) + [
                "modal.viewWillAppear"
            ])
        #expect(modal.isBeingPresented)
        host.advance(by: 1)
        #expect(
            log.entries.suffix(removes ? 2 : 1)
                == (removes ? ["modal.viewDidAppear", "root.viewDidDisappear"] : ["modal.viewDidAppear"]))
        #expect(presentedDuring == [false])
        #expect((root.view.superview == nil) == removes, "only full screen takes the presenter's view away")

        log.clear()
        root.dismiss(animated: true)
        #expect(log.entries == ["modal.viewWillDisappear"] + (removes ? ["root.viewWillAppear"] : []))
        #expect(modal.isBeingDismissed)
        host.advance(by: 1)
        #expect(
            log.entries.suffix(removes ? 2 : 1)
                == (removes ? ["root.viewDidAppear", "modal.viewDidDisappear"] : ["modal.viewDidDisappear"]))
        #expect(!modal.isBeingDismissed)
        #expect(root.presentedViewController == nil)
    }

    @Test func theCompletionRunsWhenTheSlideEnds() {
        let (host, root, _) = makeScene()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        var completed = false
        root.present(modal, animated: true) { completed = true }
        host.advance(by: 0.2)
        #expect(!completed)
        let midway = modal.view.presentation?.transform?.ty ?? 0
        host.advance(by: 0.2)
        #expect(completed)
        #expect(midway > 0 && midway < 800, "the view was sliding up: \(midway)")

        var immediate = false
        root.dismiss(animated: false) { immediate = true }
        #expect(immediate, "without animation the completion runs before the call returns")
    }

    @Test func crossDissolveFadesInsteadOfSliding() {
        let (host, root, _) = makeScene()
        let modal = UIViewController()
        modal.modalPresentationStyle = .overFullScreen
        modal.modalTransitionStyle = .crossDissolve
        root.present(modal, animated: true)
        host.advance(by: 0.15)
        let alpha = modal.view.presentation?.alpha ?? 1
        #expect(alpha > 0 && alpha < 1, "half faded in: \(alpha)")
        #expect(modal.view.presentation?.transform == nil, "not sliding")
        host.advance(by: 0.5)
        #expect(modal.view.presentation?.alpha == nil && modal.view.alpha == 1)
    }

    @Test func touchesBehindAPresentationDoNotReachTheApp() {
        let (host, root, _) = makeScene()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overFullScreen
        overlay.view.backgroundColor = .clear
        overlay.view.isUserInteractionEnabled = false
        root.present(overlay, animated: false)
        host.tap(at: CGPoint(x: 60, y: 30))
        #expect(taps == 0)
        root.dismiss(animated: false)
        host.tap(at: CGPoint(x: 60, y: 30))
        #expect(taps == 1)
    }

    @Test func aFormSheetOnAWideScreenIsACentredCardOverADimmedScreen() throws {
        let (host, root, log) = makeScene()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        let delegate = SheetDelegate(log: log)
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)
        host.advance(by: 1)
        #expect(sheet.view.frame == CGRect(x: 370, y: 90, width: 540, height: 620))
        #expect(sheet.view.layer.cornerRadius == 10)
        #expect(sheet.view.safeAreaInsets == .zero)

        // isModalInPresentation keeps it up; the delegate hears the attempt.
        sheet.isModalInPresentation = true
        host.tap(at: CGPoint(x: 100, y: 400))
        host.advance(by: 1)
        #expect(root.presentedViewController === sheet)
        #expect(log.entries == ["didAttemptToDismiss"])

        sheet.isModalInPresentation = false
        host.tap(at: CGPoint(x: 100, y: 400))
        #expect(log.entries == ["didAttemptToDismiss", "willDismiss"])
        host.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(log.entries == ["didAttemptToDismiss", "willDismiss", "didDismiss"])
    }

    @Test func aPageSheetOnACompactScreenComesFromTheBottomLeavingAStrip() {
        let (host, root, _) = makeScene(size: CGSize(width: 400, height: 800))
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        host.advance(by: 1)
        #expect(sheet.view.frame == CGRect(x: 0, y: 24, width: 400, height: 776))
        // The strip above does not dismiss a compact sheet.
        host.tap(at: CGPoint(x: 200, y: 10))
        host.advance(by: 1)
        #expect(root.presentedViewController === sheet)
    }

    @Test func swipingASheetDownFollowsTheFingerAndDismissesOnlyWhenFarEnough() {
        let (host, root, log) = makeScene(size: CGSize(width: 400, height: 800))
        let sheet = RecordingViewController("sheet", log: log)
        let delegate = SheetDelegate(log: log)
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        log.clear()

        // A short drag: the card follows, then springs back.
        host.touchDown(at: CGPoint(x: 200, y: 300))
        host.advance(by: 0.02)
        host.touchMove(to: CGPoint(x: 200, y: 340))
        host.advance(by: 0.02)
        host.touchMove(to: CGPoint(x: 200, y: 400))
        #expect(sheet.view.transform.ty == 100, "the card is where the finger is")
        host.advance(by: 0.3)
        host.touchUp()
        host.advance(by: 1)
        #expect(sheet.view.transform == .identity)
        #expect(root.presentedViewController === sheet)
        #expect(
            callbacks(log) == [
                "willDismiss", "sheet.viewWillDisappear", "sheet.viewWillAppear", "sheet.viewDidAppear",
            ])

        // A long one dismisses.
        log.clear()
        host.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: 400), steps: 8, interval: 0.05)
        host.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(callbacks(log) == ["willDismiss", "sheet.viewWillDisappear", "sheet.viewDidDisappear", "didDismiss"])
    }

    @Test func aModalSheetResistsTheSwipeAndReportsTheAttempt() {
        let (host, root, log) = makeScene(size: CGSize(width: 400, height: 800))
        let sheet = UIViewController()
        sheet.isModalInPresentation = true
        let delegate = SheetDelegate(log: log)
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        host.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: 400), steps: 8, interval: 0.05)
        host.advance(by: 1)
        #expect(root.presentedViewController === sheet)
        #expect(callbacks(log) == ["didAttemptToDismiss"])
    }

    @Test func overCurrentContextCoversTheControllerThatDefinesTheContext() {
        let (host, root, _) = makeScene()
        let panel = UIViewController()
        root.addChild(panel)
        panel.view.frame = CGRect(x: 640, y: 0, width: 640, height: 800)
        root.view.addSubview(panel.view)
        panel.didMove(toParent: root)
        panel.definesPresentationContext = true
        let inner = UIViewController()
        panel.addChild(inner)
        panel.view.addSubview(inner.view)
        inner.didMove(toParent: panel)

        var leftTaps = 0
        let left = UIButton(type: .system)
        left.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        left.addAction(UIAction { _ in leftTaps += 1 }, for: .touchUpInside)
        root.view.addSubview(left)

        let detail = UIViewController()
        detail.modalPresentationStyle = .overCurrentContext
        inner.present(detail, animated: true)
        host.advance(by: 1)
        #expect(detail.presentingViewController === panel)
        #expect(detail.view.convert(detail.view.bounds, to: nil) == CGRect(x: 640, y: 0, width: 640, height: 800))
        #expect(panel.view.window != nil, "over: the context's view stays")
        host.tap(at: CGPoint(x: 100, y: 30))
        #expect(leftTaps == 1, "outside the context the app still takes touches")
    }

    @Test func aPopoverPointsAtABarButtonItem() throws {
        let host = TestHost(size: CGSize(width: 1280, height: 800))
        let list = UIViewController()
        let share = UIBarButtonItem(systemItem: .action)
        list.navigationItem.rightBarButtonItem = share
        host.window.rootViewController = UINavigationController(rootViewController: list)
        host.drain()
        let picker = UIViewController()
        picker.preferredContentSize = CGSize(width: 300, height: 200)
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.barButtonItem = share
        list.present(picker, animated: false)
        #expect(picker.popoverPresentationController?.arrowDirection == .up)
        let shareFrame = try #require(host.elements(labelled: "Share").first).convert(
            CGRect(x: 0, y: 0, width: 1, height: 1), to: nil)
        #expect(picker.view.frame.minY > shareFrame.minY, "below the item")
        #expect(picker.view.frame.maxX == 1270, "at the right edge, where the item is")
    }

    @Test func aPopoverPointsAtItsSourceAndAdaptsToASheetWhenCompact() {
        let (host, root, _) = makeScene()
        let source = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        root.view.addSubview(source)
        let picker = UIViewController()
        picker.preferredContentSize = CGSize(width: 300, height: 200)
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceView = source
        root.present(picker, animated: false)
        #expect(picker.popoverPresentationController?.arrowDirection == .up)
        // Below the source (140 + the 13-point arrow), centred on it as far as the margin allows.
        #expect(picker.view.frame == CGRect(x: 10, y: 153, width: 300, height: 200))
        host.tap(at: CGPoint(x: 900, y: 600))
        host.advance(by: 1)
        #expect(root.presentedViewController == nil, "a tap outside dismisses a popover")

        let (compactHost, compactRoot, _) = makeScene(size: CGSize(width: 400, height: 800))
        let compactPicker = UIViewController()
        compactPicker.modalPresentationStyle = .popover
        compactPicker.popoverPresentationController?.sourceView = compactRoot.view
        compactRoot.present(compactPicker, animated: false)
        #expect(compactPicker.presentationController?.adaptivePresentationStyle == .pageSheet)
        #expect(compactPicker.view.frame.minY == 24)
        _ = compactHost
    }

    @Test func aFormSheetMovesUpSoItsFieldStaysAboveTheKeyboard() throws {
        let (host, root, _) = makeScene(size: CGSize(width: 1024, height: 768))
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        let field = UITextField(frame: CGRect(x: 20, y: 560, width: 500, height: 34))
        field.borderStyle = .roundedRect
        sheet.view.addSubview(field)
        root.present(sheet, animated: false)
        #expect(sheet.view.frame.minY == 74)
        field.becomeFirstResponder()
        host.advance(by: 1)
        let keyboard = try #require(host.application.inputViewHost.frame)
        #expect(field.convert(field.bounds, to: nil).maxY <= keyboard.minY)
        field.resignFirstResponder()
        host.advance(by: 1)
        #expect(sheet.view.frame.minY == 74, "back in the middle once the keyboard is down")
    }

    @Test func formSheetSnapshotOnAWideScreen() {
        let (host, root, _) = makeScene()
        let label = UILabel(frame: CGRect(x: 40, y: 40, width: 400, height: 30))
        label.text = "Visitors today"
        root.view.addSubview(label)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.view.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 20, y: 20, width: 500, height: 30))
        title.text = "New visitor"
        title.font = .boldSystemFont(ofSize: 17)
        sheet.view.addSubview(title)
        root.present(sheet, animated: true)
        host.advance(by: 1)
        assertSnapshot(of: host.render(), named: "form-sheet-wide")
    }
}
