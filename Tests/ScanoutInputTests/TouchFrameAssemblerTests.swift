import Scanout
import ScanoutInput
import Testing

/// libinput touch events to touch frames: slots, frames, rotation, scale, pointers, hotplug.
@Suite struct TouchFrameAssemblerTests {
    @Test func oneFrameCarriesEveryFingerThatChanged() throws {
        var assembler = TouchFrameAssembler(panelSize: CGSize(width: 800, height: 480))
        #expect(assembler.frame() == nil, "nothing changed: no frame")
        assembler.touchDown(slot: 0, at: CGPoint(x: 100, y: 100))
        assembler.touchDown(slot: 1, at: CGPoint(x: 300, y: 100))
        let firstValue = assembler.frame()
        let first = try #require(firstValue)
        #expect(first.contacts.map(\.change) == [.down, .down], "two fingers landing together: one event")
        let (a, b) = (first.contacts[0].id, first.contacts[1].id)
        #expect(a != b)
        assembler.touchMotion(slot: 0, to: CGPoint(x: 110, y: 100))
        assembler.touchMotion(slot: 0, to: CGPoint(x: 120, y: 100))
        let secondValue = assembler.frame()
        let second = try #require(secondValue)
        #expect(
            second.contacts == [TouchContact(id: a, change: .move, location: CGPoint(x: 120, y: 100))],
            "moves within a frame collapse; a still finger is not in it")
        assembler.touchUp(slot: 0)
        assembler.touchDown(slot: 0, at: CGPoint(x: 500, y: 200))
        let thirdValue = assembler.frame()
        let third = try #require(thirdValue)
        #expect(third.contacts.map(\.change) == [.up, .down])
        #expect(third.contacts[0].id == a && third.contacts[0].location == CGPoint(x: 120, y: 100))
        #expect(third.contacts[1].id != a && third.contacts[1].id != b, "a reused slot is a new finger")
    }

    @Test func aDownAndMovesInOneFrameAreOneDownAtTheNewestPlace() throws {
        var assembler = TouchFrameAssembler(panelSize: CGSize(width: 800, height: 480))
        assembler.touchDown(slot: 3, at: CGPoint(x: 10, y: 10))
        assembler.touchMotion(slot: 3, to: CGPoint(x: 15, y: 12))
        let frameValue = assembler.frame()
        let frame = try #require(frameValue)
        #expect(frame.contacts.count == 1 && frame.contacts[0].change == .down)
        #expect(frame.contacts[0].location == CGPoint(x: 15, y: 12))
    }

    @Test func rotationAndScaleGiveScreenPoints() throws {
        var assembler = TouchFrameAssembler(
            rotation: .clockwise90, panelSize: CGSize(width: 1600, height: 960), scale: 2)
        assembler.touchDown(slot: 0, at: CGPoint(x: 1580, y: 40))
        let frameValue = assembler.frame()
        let frame = try #require(frameValue)
        #expect(frame.contacts[0].location == CGPoint(x: 20, y: 10), "the panel's top-right is the app's top-left")
    }

    @Test func cancelAndHotplugEndEveryFinger() throws {
        var assembler = TouchFrameAssembler(panelSize: CGSize(width: 800, height: 480))
        assembler.touchDown(slot: 0, at: CGPoint(x: 1, y: 1))
        assembler.touchDown(slot: 1, at: CGPoint(x: 2, y: 2))
        _ = assembler.frame()
        let removedValue = assembler.deviceRemoved()
        let removed = try #require(removedValue)
        #expect(removed.contacts.map(\.change) == [.cancel, .cancel])
        assembler.touchUp(slot: 0)
        #expect(assembler.frame() == nil, "nothing left to lift")
    }

    @Test func aPressedPointerButtonIsAPointerTouch() throws {
        var assembler = TouchFrameAssembler(panelSize: CGSize(width: 800, height: 480))
        #expect(assembler.pointerMoved(by: CGPoint(x: 50, y: 40)) == nil, "hovering is not a touch")
        let downValue = assembler.pointerButton(isDown: true)
        let down = try #require(downValue)
        #expect(down.contacts[0].change == .down && down.contacts[0].type == .indirectPointer)
        #expect(down.contacts[0].location == CGPoint(x: 50, y: 40))
        let moveValue = assembler.pointerMoved(toPanel: CGPoint(x: 60, y: 45))
        let move = try #require(moveValue)
        #expect(move.contacts[0].change == .move && move.contacts[0].location == CGPoint(x: 60, y: 45))
        _ = assembler.pointerMoved(by: CGPoint(x: 5000, y: -5000))
        #expect(assembler.pointerLocation == CGPoint(x: 799, y: 0), "kept on screen")
        let upValue = assembler.pointerButton(isDown: false)
        let up = try #require(upValue)
        #expect(up.contacts[0].change == .up && up.contacts[0].id == down.contacts[0].id)
        #expect(assembler.pointerButton(isDown: false) == nil)
    }

    /// libinput's transformed coordinates go through the board's calibration matrix; a matrix
    /// gone wrong gives NaN or infinity. Those never leave the assembler.
    @Test func nonFinitePositionsNeverBecomeContacts() throws {
        var assembler = TouchFrameAssembler(panelSize: CGSize(width: 800, height: 480))
        assembler.touchDown(slot: 0, at: CGPoint(x: CGFloat.nan, y: 10))
        #expect(assembler.frame() == nil, "a finger landing nowhere is not a contact")
        assembler.touchMotion(slot: 0, to: CGPoint(x: 100, y: 100))
        assembler.touchUp(slot: 0)
        #expect(assembler.frame() == nil, "nor are its moves and its lift")

        assembler.touchDown(slot: 1, at: CGPoint(x: 100, y: 100))
        _ = assembler.frame()
        assembler.touchMotion(slot: 1, to: CGPoint(x: CGFloat.infinity, y: 100))
        #expect(assembler.frame() == nil, "a non-finite move is dropped")
        assembler.touchUp(slot: 1)
        let upValue = assembler.frame()
        let up = try #require(upValue)
        #expect(
            up.contacts.map(\.change) == [.up] && up.contacts[0].location == CGPoint(x: 100, y: 100),
            "it lifts where it last was")

        _ = assembler.pointerMoved(by: CGPoint(x: 50, y: 40))
        _ = assembler.pointerMoved(by: CGPoint(x: CGFloat.nan, y: 1))
        _ = assembler.pointerMoved(toPanel: CGPoint(x: 1, y: -CGFloat.infinity))
        #expect(assembler.pointerLocation == CGPoint(x: 50, y: 40), "the pointer stays where it was")
        _ = assembler.pointerMoved(toPanel: CGPoint(x: 1e12, y: -1e12))
        #expect(assembler.pointerLocation == CGPoint(x: 799, y: 0), "an absolute pointer is kept on screen too")
    }
}
