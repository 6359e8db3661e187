import ScanoutTesting
import Testing

@testable import Scanout

/// `UISheetPresentationController`: detents, dragging between them, the grabber, the delegate.
@MainActor
@Suite struct SheetDetentTests {
    private final class DetentDelegate: UISheetPresentationControllerDelegate {
        var changes: [UISheetPresentationController.Detent.Identifier?] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            changes.append(sheetPresentationController.selectedDetentIdentifier)
        }
    }

    private func compactScene() -> (TestHost, UIViewController) {
        let host = TestHost(size: CGSize(width: 400, height: 800))
        let root = UIViewController()
        host.window.rootViewController = root
        return (host, root)
    }

    @Test func sheetsHaveASheetPresentationControllerAndOtherStylesDoNot() {
        let sheet = UIViewController()
        #expect(sheet.sheetPresentationController != nil)
        sheet.modalPresentationStyle = .formSheet
        #expect(sheet.sheetPresentationController != nil)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        #expect(cover.sheetPresentationController == nil)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        #expect(popover.sheetPresentationController == nil)
    }

    @Test func aMediumSheetRestsAtHalfTheHeightAndTheGrabberShows() throws {
        let (host, root) = compactScene()
        let picker = UIViewController()
        let sheet = try #require(picker.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        sheet.preferredCornerRadius = 20
        root.present(picker, animated: true)
        host.advance(by: 1)
        // The full sheet is 776 tall (a 24-point strip above); medium is half of that.
        #expect(picker.view.frame == CGRect(x: 0, y: 800 - 388, width: 400, height: 388))
        #expect(picker.view.layer.cornerRadius == 20)
        let grabber = picker.view.subviews.first { $0.frame.size == CGSize(width: 36, height: 5) }
        #expect(grabber != nil)
        // Selecting the large detent from code moves the sheet up, animated when asked.
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        host.advance(by: 1)
        #expect(picker.view.frame == CGRect(x: 0, y: 24, width: 400, height: 776))
    }

    @Test func draggingUpGoesToTheLargeDetentAndDownComesBack() throws {
        let (host, root) = compactScene()
        let picker = UIViewController()
        let sheet = try #require(picker.sheetPresentationController)
        let delegate = DetentDelegate()
        sheet.delegate = delegate
        sheet.detents = [.medium(), .large()]
        root.present(picker, animated: false)
        host.drain()
        #expect(picker.view.frame.minY == 412)
        // Mid-drag the sheet follows the finger.
        host.touchDown(at: CGPoint(x: 200, y: 500))
        host.advance(by: 0.02)
        host.touchMove(to: CGPoint(x: 200, y: 460))
        host.advance(by: 0.02)
        host.touchMove(to: CGPoint(x: 200, y: 400))
        host.drain()
        #expect(abs(picker.view.frame.minY - 312) < 1, "the sheet's top moved with the finger")
        host.advance(by: 0.3)
        host.touchMove(to: CGPoint(x: 200, y: 200))
        host.advance(by: 0.3)
        host.touchUp()
        host.advance(by: 1)
        #expect(picker.view.frame == CGRect(x: 0, y: 24, width: 400, height: 776))
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(delegate.changes == [.large])
        // Down again: back to medium, not dismissed.
        host.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 0, y: 380), steps: 10, interval: 0.05)
        host.advance(by: 1)
        #expect(root.presentedViewController === picker)
        #expect(picker.view.frame.minY == 412)
        #expect(delegate.changes == [.large, .medium])
        // From the smallest detent, a long drag down dismisses.
        host.drag(from: CGPoint(x: 200, y: 500), by: CGPoint(x: 0, y: 300), steps: 8, interval: 0.05)
        host.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }

    @Test func customDetentsAreClampedAndBadOnesLeftOut() throws {
        let (host, root) = compactScene()
        let picker = UIViewController()
        let sheet = try #require(picker.sheetPresentationController)
        let small = UISheetPresentationController.Detent.Identifier("small")
        sheet.detents = [
            .custom(identifier: small) { _ in 120 },
            .custom { _ in .nan },
            .custom { _ in -5 },
            .custom { context in context.maximumDetentValue * 10 },
        ]
        root.present(picker, animated: false)
        host.drain()
        let resolved = sheet.resolvedDetents()
        #expect(resolved.map(\.height) == [120, 776])
        #expect(picker.view.frame.height == 120)
        sheet.selectedDetentIdentifier = UISheetPresentationController.Detent.Identifier("no such detent")
        host.drain()
        #expect(picker.view.frame.height == 120, "an unknown selection rests at the smallest")
        sheet.detents = []
        host.drain()
        #expect(picker.view.frame.height == 776, "no detents means the full sheet")
    }

    @Test func onAWideScreenTheSheetIsAFullCard() throws {
        let host = TestHost(size: CGSize(width: 1280, height: 800))
        let root = UIViewController()
        host.window.rootViewController = root
        let picker = UIViewController()
        picker.sheetPresentationController?.detents = [.medium()]
        root.present(picker, animated: false)
        host.drain()
        #expect(picker.view.frame.height == 760)
    }

    @Test func theUndimmedDetentLeavesTheScreenBehindClear() throws {
        let (host, root) = compactScene()
        let picker = UIViewController()
        let sheet = try #require(picker.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        root.present(picker, animated: false)
        host.drain()
        #expect(sheet.dimmingView?.alpha == 0)
        sheet.selectedDetentIdentifier = .large
        host.drain()
        #expect(sheet.dimmingView?.alpha == 1)
    }

    @Test func hostileDragsAndChangesMidDragNeitherTrapNorLeak() throws {
        var generator = SplitMix64(seed: 0x5EE7)
        let (host, root) = compactScene()
        for round in 0..<40 {
            let picker = UIViewController()
            let sheet = try #require(picker.sheetPresentationController)
            sheet.detents = [
                .medium(), .large(), .custom { _ in CGFloat(Int.random(in: -50...900, using: &generator)) },
            ]
            sheet.preferredCornerRadius = [CGFloat.nan, .infinity, -3, 12][round % 4]
            root.present(picker, animated: round % 2 == 0)
            host.advance(by: 0.1)
            host.touchDown(at: CGPoint(x: 200, y: 600))
            host.advance(by: 0.02)
            for _ in 0..<4 {
                host.touchMove(to: CGPoint(x: 200, y: CGFloat(Int.random(in: 0...800, using: &generator))))
                host.advance(by: 0.02)
                // The app changes the sheet in the middle of the drag.
                if Bool.random(using: &generator) { sheet.detents = [.large()] }
                if Bool.random(using: &generator) { sheet.selectedDetentIdentifier = .medium }
                sheet.invalidateDetents()
            }
            host.touchUp()
            host.advance(by: 1)
            if root.presentedViewController != nil { root.dismiss(animated: false) }
            host.drain()
            #expect(root.presentedViewController == nil)
        }
    }
}
