import ScanoutTesting
import Testing

@testable import Scanout

/// A shake offers undo and redo on the first responder's undo manager.
@MainActor
@Suite struct ShakeToEditTests {
    @Test func shakeOffersUndoThenRedoOfTyping() throws {
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        field.becomeFirstResponder()
        host.type("Ada")
        host.shake()
        #expect(host.shakeToEditChoices == ["Undo Typing", "Cancel"])
        try host.tapShakeToEditChoice("Undo Typing")
        #expect(field.text == "")
        #expect(host.shakeToEditChoices.isEmpty, "a choice closes it")
        host.shake()
        #expect(host.shakeToEditChoices == ["Redo Typing", "Cancel"])
        try host.tapShakeToEditChoice("Redo Typing")
        #expect(field.text == "Ada")
        host.shake()
        try host.tapShakeToEditChoice("Cancel")
        #expect(field.text == "Ada")
    }

    @Test func thePanelCoversTheAppUntilAChoice() throws {
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        field.becomeFirstResponder()
        host.type("Ada")
        host.shake()
        host.tap(at: CGPoint(x: 100, y: 40))
        #expect(host.shakeToEditChoices == ["Undo Typing", "Cancel"], "a tap outside the card does nothing")
        #expect(field.text == "Ada")
    }

    @Test func nothingToUndoOrTurnedOffOrHandledMeansNoPanel() {
        let host = TestHost()
        host.shake()
        #expect(host.shakeToEditChoices.isEmpty, "nothing to undo")

        let field = UITextFieldTests.makeField(in: host)
        field.becomeFirstResponder()
        host.type("Ada")
        host.application.applicationSupportsShakeToEdit = false
        host.shake()
        #expect(host.shakeToEditChoices.isEmpty, "turned off")
        host.application.applicationSupportsShakeToEdit = true

        final class ShakeHandler: UIView {
            var shakes = 0
            override var canBecomeFirstResponder: Bool { true }
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { shakes += 1 }
        }
        let handler = ShakeHandler(frame: .zero)
        host.window.addSubview(handler)
        host.window.undoManager?.registerUndo(withTarget: handler) { _ in }
        handler.becomeFirstResponder()
        host.shake()
        #expect(handler.shakes == 1 && host.shakeToEditChoices.isEmpty, "a responder that handles the shake keeps it")
    }

    @Test func withoutATextFieldItUndoesTheWindowsSteps() throws {
        final class Counter {
            var value = 1
        }
        let host = TestHost()
        let counter = Counter()
        host.window.undoManager?.registerUndo(withTarget: counter) { $0.value = 0 }
        host.window.undoManager?.setActionName("Check In")
        host.drain()
        host.shake()
        #expect(host.shakeToEditChoices == ["Undo Check In", "Cancel"])
        try host.tapShakeToEditChoice("Undo Check In")
        #expect(counter.value == 0)
    }

    @Test func snapshotOfThePanel() {
        let host = TestHost(size: CGSize(width: 400, height: 300), scale: 2)
        host.window.backgroundColor = .systemGroupedBackground
        let field = UITextFieldTests.makeField(in: host)
        field.becomeFirstResponder()
        host.type("Ada")
        host.advance(by: 3)
        host.type(" Lovelace")
        field.undoManager?.undo()
        host.shake()
        #expect(host.shakeToEditChoices == ["Undo Typing", "Redo Typing", "Cancel"], "one step each way")
        assertSnapshot(of: host.render(), named: "shake-to-edit")
    }
}
