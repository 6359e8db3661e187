import ScanoutTesting
import Testing

@testable import Scanout

/// The mouse or tablet pointer's cursor: in hardware when the display has a cursor plane,
/// otherwise an arrow the application draws above everything, which never takes a touch.
@MainActor
@Suite struct PointerCursorTests {
    @Test func withoutAHardwareCursorTheArrowIsDrawnAtThePointer() throws {
        let host = TestHost()
        host.window.backgroundColor = .white
        host.application.pointerMoved(to: CGPoint(x: 200, y: 100))
        #expect(host.application.drawnPointerCursorFrame?.origin == CGPoint(x: 199, y: 99))
        let image = try #require(host.render().cgImage)
        // The tip's fill is black just inside the outline; outside the arrow the window shows.
        #expect(image.pixel(x: 201, y: 104) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 210, y: 102) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))

        host.application.pointerMoved(to: CGPoint(x: 400, y: 300))
        let moved = try #require(host.render().cgImage)
        #expect(moved.pixel(x: 201, y: 104) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "repainted behind")
        #expect(moved.pixel(x: 401, y: 304) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))

        host.application.hidePointerCursor()
        let hidden = try #require(host.render().cgImage)
        #expect(hidden.pixel(x: 401, y: 304) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(host.application.drawnPointerCursorFrame == nil)
    }

    /// A backend moves and hides the cursor through the event queue, in order with its input.
    @Test func pointerMotionAndHidingComeThroughTheQueue() {
        let host = TestHost()
        host.application.enqueue(.pointerMoved(CGPoint(x: 200, y: 100)))
        #expect(host.application.drawnPointerCursorFrame == nil, "nothing before the queue is dispatched")
        host.application.dispatchQueuedEvents()
        #expect(host.application.drawnPointerCursorFrame?.origin == CGPoint(x: 199, y: 99))
        host.application.enqueue(.pointerCursorHidden)
        host.application.dispatchQueuedEvents()
        #expect(host.application.drawnPointerCursorFrame == nil)
    }

    /// The cursor's window is its application's, even when another test host was made since.
    @Test func theArrowIsDrawnByItsOwnApplication() throws {
        let first = TestHost()
        first.window.backgroundColor = .white
        let second = TestHost()
        first.application.pointerMoved(to: CGPoint(x: 200, y: 100))
        let image = try #require(first.render().cgImage)
        #expect(image.pixel(x: 201, y: 104) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(second.application.drawnPointerCursorFrame == nil)
    }

    @Test func theArrowNeverTakesATouch() {
        let host = TestHost()
        final class Taps { var count = 0 }
        let taps = Taps()
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        button.addAction(UIAction { _ in taps.count += 1 }, for: .touchUpInside)
        host.window.addSubview(button)
        host.application.pointerMoved(to: CGPoint(x: 150, y: 150))
        host.touches([TouchContact(id: 0, change: .down, location: CGPoint(x: 152, y: 155), type: .indirectPointer)])
        host.touches([TouchContact(id: 0, change: .up, location: CGPoint(x: 152, y: 155), type: .indirectPointer)])
        #expect(taps.count == 1)
    }

    @Test func aDisplayWithACursorPlaneShowsItThereInPixels() {
        final class CursorPlaneDisplay: Display {
            var locations: [CGPoint?] = []
            func present(_ frame: FrameBuffer, damage: [PixelRect]) {}
            func showHardwareCursor(at location: CGPoint?) -> Bool {
                locations.append(location)
                return true
            }
        }
        let host = TestHost(size: CGSize(width: 400, height: 240), scale: 2)
        let display = CursorPlaneDisplay()
        host.application.display = display
        host.application.pointerMoved(to: CGPoint(x: 10, y: 20.5))
        host.application.hidePointerCursor()
        #expect(display.locations == [CGPoint(x: 20, y: 41), nil])
        #expect(host.application.drawnPointerCursorFrame == nil, "nothing drawn over a hardware cursor")
    }
}
