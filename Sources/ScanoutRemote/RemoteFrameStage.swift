import ScanoutCore
import ScanoutGraphics
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The hand-over of pixels from the main actor to the server's thread: a second copy of the
/// screen, and the rectangles changed in it since the server last looked.
///
/// The remote screen keeps two copies besides the app's frame. The main actor copies a presented
/// frame's damaged rectangles into this stage and goes on; the server's thread, when woken, moves
/// what changed from the stage into libvncserver's framebuffer and encodes from there. So an
/// encoder never reads rows the main actor is writing (a viewer sees whole frames, not a frame
/// half replaced by the next), and the main actor never waits for an encoder or a viewer's
/// socket: the lock is held only for the copies.
///
/// Rectangles changed again before the server took them are kept as a list (it copies each
/// region once); past `maximumRectangleCount` they are merged into their bounding box, so a
/// server held up by a slow viewer does not collect an unbounded list.
final class RemoteFrameStage: Sendable {
    /// Rectangles kept apart before they are merged into one.
    static let maximumRectangleCount = 32

    let width: Int
    let height: Int

    /// Makes a cleared stage of `width` × `height` pixels; nil when the memory is not there.
    init?(width: Int, height: Int) {
        guard let pixels = calloc(width * height, 4) else { return nil }
        self.width = width
        self.height = height
        state = Mutex(State(pixels: UnsafeMutableRawPointerBox(pixels)))
    }

    deinit {
        state.withLock { free($0.pixels.pointer) }
    }

    /// Copies `damage` (clipped to the stage) from `frame` in. Main actor. Returns whether
    /// anything changed, so the caller wakes the server only then.
    func stage(_ frame: FrameBuffer, damage: [PixelRect]) -> Bool {
        let bounds = PixelRect(x: 0, y: 0, width: min(width, frame.width), height: min(height, frame.height))
        let rectangles = damage.compactMap { rect -> PixelRect? in
            guard let clipped = rect.intersection(bounds), !clipped.isEmpty else { return nil }
            return clipped
        }
        guard !rectangles.isEmpty else { return false }
        frame.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            state.withLock { state in
                for rect in rectangles {
                    RemoteFrameStage.copyRows(
                        of: rect, from: base, rowBytes: frame.bytesPerRow, to: state.pixels.pointer,
                        rowBytes: width * 4)
                }
                state.pending.append(contentsOf: rectangles)
                if state.pending.count > RemoteFrameStage.maximumRectangleCount {
                    state.pending = [state.pending.dropFirst().reduce(state.pending[0]) { $0.union($1) }]
                }
            }
        }
        return true
    }

    /// Moves every rectangle staged since the last call into `framebuffer` (the same size and
    /// layout as the stage) and returns them. The server's thread.
    func take(into framebuffer: UnsafeMutableRawPointer) -> [PixelRect] {
        state.withLock { state in
            let rectangles = state.pending
            state.pending.removeAll(keepingCapacity: true)
            for rect in rectangles {
                RemoteFrameStage.copyRows(
                    of: rect, from: UnsafeRawPointer(state.pixels.pointer), rowBytes: width * 4, to: framebuffer,
                    rowBytes: width * 4)
            }
            return rectangles
        }
    }

    // MARK: - Private

    private struct State {
        /// `width` × `height` pixels, B G R A.
        var pixels: UnsafeMutableRawPointerBox
        /// Changed since the server last took them.
        var pending: [PixelRect] = []
    }

    private let state: Mutex<State>

    private static func copyRows(
        of rect: PixelRect, from source: UnsafeRawPointer, rowBytes sourceRowBytes: Int,
        to destination: UnsafeMutableRawPointer, rowBytes destinationRowBytes: Int
    ) {
        let bytes = rect.width * 4
        for row in rect.y..<rect.maxY {
            memcpy(
                destination + row * destinationRowBytes + rect.x * 4, source + row * sourceRowBytes + rect.x * 4,
                bytes)
        }
    }
}

/// A pointer that only the lock around it lets anyone reach (`RemoteFrameStage`'s pixels).
struct UnsafeMutableRawPointerBox: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    init(_ pointer: UnsafeMutableRawPointer) { self.pointer = pointer }
}
