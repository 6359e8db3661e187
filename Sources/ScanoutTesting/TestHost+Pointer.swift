import Scanout
import ScanoutCore

extension TestHost {
    /// A mouse or tablet pointer moves to `point` (screen points), as a board with `input.cursor`
    /// reports it: hover recognizers, pointer interactions and the cursor follow.
    public func movePointer(to point: CGPoint) {
        inject(.pointerMoved(point))
    }

    /// The pointer goes away (a finger touched the screen, or the device was unplugged).
    public func hidePointer() {
        inject(.pointerCursorHidden)
    }
}
