import ScanoutTesting
import Testing
import UIKit

/// `TicketEditMenu.swift` compiles in Swift 5 mode as on iOS 16; this runs it as a person would:
/// a long press on the ticket, the menu's action and command, the name field's own item.
@MainActor
@Suite struct TicketEditMenuTests {
    @Test func aLongPressOffersCopyReprintAndVoidAndEachWorks() throws {
        let host = TestHost()
        let controller = TicketViewController()
        host.window.rootViewController = controller
        host.drain()
        host.touchDown(at: CGPoint(x: 200, y: 230))
        host.advance(by: 0.6)
        host.touchUp()
        #expect(host.editMenuTitles == ["Copy", "Reprint", "Void Ticket"])
        #expect(controller.events == ["present ticket"])
        let menuFrame = UIMenuController.shared.menuFrame
        #expect(menuFrame.maxY <= 230 && abs(menuFrame.midX - 200) < 2, "above the finger, centred on it")

        try host.tapEditMenuItem("Reprint")
        #expect(controller.reprints == 1 && controller.events == ["present ticket", "dismiss"])

        host.touchDown(at: CGPoint(x: 200, y: 230))
        host.advance(by: 0.6)
        host.touchUp()
        try host.tapEditMenuItem("Void Ticket")
        #expect(controller.voided, "the command went up the chain from the ticket to its controller")

        host.touchDown(at: CGPoint(x: 200, y: 230))
        host.advance(by: 0.6)
        host.touchUp()
        #expect(host.editMenuTitles == ["Copy", "Reprint"], "validate(_:) disabled the command: the bar leaves it out")
        try host.tapEditMenuItem("Copy")
        #expect(UIPasteboard.general.string == "Ticket 0042 · Gate B")
    }

    @Test func theNameFieldsMenuUppercasesTheSelectedWord() throws {
        let host = TestHost()
        let controller = TicketViewController()
        host.window.rootViewController = controller
        host.drain()
        let field = controller.nameField
        let caret = field.caretRect(for: UITextPosition(offset: 2))
        host.tap(at: field.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil), count: 2)
        #expect(host.editMenuTitles.last == "Uppercase")
        try host.tapEditMenuItem("Uppercase")
        #expect(field.text == "ADA Lovelace")
    }
}
