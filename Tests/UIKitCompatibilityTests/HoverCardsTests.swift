import ScanoutTesting
import Testing
import UIKit

/// `HoverCards.swift` compiles in Swift 5 mode as on iPadOS; this moves a mouse over it.
@MainActor
@Suite struct HoverCardsTests {
    @Test func theCardLiftsAndTurnsBlueUnderThePointerAndTheButtonHighlights() throws {
        let host = TestHost()
        let controller = HoverCardsViewController()
        host.window.rootViewController = controller
        host.drain()
        host.movePointer(to: CGPoint(x: 100, y: 100))
        #expect(controller.card.backgroundColor == .systemBlue)
        #expect(controller.card.transform == .identity, "the lift is drawn over the card, not done to it")
        let lifted = try #require(host.render().cgImage)
        // Just outside the card's left edge, inside the 6 % larger picture of it: blue.
        let pixel = lifted.pixel(x: 35, y: 130)
        #expect(pixel.blue > 200 && pixel.red < 60, "the lifted card shows outside the card's own frame")

        host.movePointer(to: CGPoint(x: 60, y: 260))
        #expect(controller.card.backgroundColor == .systemGray)
        #expect(controller.card.hoverStates.first == .began && controller.card.hoverStates.last == .ended)
        let highlighted = try #require(host.render().cgImage)
        // The provider's platter reaches 8 points left of the button.
        #expect(highlighted.pixel(x: 35, y: 260).red < 250 && highlighted.pixel(x: 28, y: 260).red == 255)
    }
}
