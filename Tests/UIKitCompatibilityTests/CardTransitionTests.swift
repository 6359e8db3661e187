import ScanoutTesting
import Testing
import UIKit

/// The card (CardTransition.swift) presented, dragged part way and let go, then dragged away.
@MainActor
@Suite struct CardTransitionTests {
    @Test func theCardSlidesUpOverADimmedScreenAndAPanDismissesIt() {
        let host = TestHost(size: CGSize(width: 400, height: 800))
        let root = UIViewController()
        host.window.rootViewController = root
        host.drain()
        let card = CardViewController(nibName: nil, bundle: nil)
        var presented = false
        root.present(card, animated: true) { presented = true }
        host.advance(by: 0.15)
        let midway = card.view.layer.presentation()?.frame.minY ?? 0
        #expect(midway > 400 && midway < 800, "sliding up: \(midway)")
        host.advance(by: 0.3)
        #expect(presented)
        #expect(card.view.frame == CGRect(x: 0, y: 400, width: 400, height: 400))
        #expect(card.presentationController is CardPresentationController)

        // A short drag: cancelled, the card goes back.
        host.drag(from: CGPoint(x: 200, y: 500), by: CGPoint(x: 0, y: 80), steps: 8, interval: 0.05)
        host.advance(by: 0.5)
        #expect(root.presentedViewController === card)
        #expect(card.view.frame == CGRect(x: 0, y: 400, width: 400, height: 400))

        // A long one: dismissed.
        host.drag(from: CGPoint(x: 200, y: 500), by: CGPoint(x: 0, y: 250), steps: 8, interval: 0.05)
        host.advance(by: 0.5)
        #expect(root.presentedViewController == nil)
        #expect(card.view.window == nil)
    }
}
