import ScanoutCore

/// Which pixels each scanout buffer must be given before it is shown, with buffers taking
/// turns: the rectangles that changed in this frame, plus those that changed while the buffer
/// was off screen (its "age"). A buffer that was never drawn gets the whole screen.
struct SwapChainDamage {
    /// For each buffer, the rectangles it has missed since it was last drawn; nil when it has
    /// never been drawn.
    private var missed: [[PixelRect]?]
    private let fullScreen: PixelRect

    init(bufferCount: Int, width: Int, height: Int) {
        missed = Array(repeating: nil, count: bufferCount)
        fullScreen = PixelRect(x: 0, y: 0, width: width, height: height)
    }

    /// The rectangles to copy into `buffer` for a frame whose own damage is `damage`; records
    /// that every other buffer now misses `damage`.
    mutating func rectangles(toDraw buffer: Int, frameDamage damage: [PixelRect]) -> [PixelRect] {
        let needed = missed[buffer].map { SwapChainDamage.merge($0 + damage) } ?? [fullScreen]
        missed[buffer] = []
        for other in missed.indices where other != buffer {
            if missed[other] != nil { missed[other]! += damage }
        }
        return needed
    }

    /// Drops rectangles inside others and empty ones; if they cover most of the screen, one
    /// rectangle of the screen (copying a little more beats many small copies).
    private static func merge(_ rects: [PixelRect]) -> [PixelRect] {
        var result: [PixelRect] = []
        for rect in rects where !rect.isEmpty {
            if result.contains(where: {
                $0.x <= rect.x && $0.y <= rect.y && $0.maxX >= rect.maxX && $0.maxY >= rect.maxY
            }) {
                continue
            }
            result.removeAll { rect.x <= $0.x && rect.y <= $0.y && rect.maxX >= $0.maxX && rect.maxY >= $0.maxY }
            result.append(rect)
        }
        return result
    }
}
