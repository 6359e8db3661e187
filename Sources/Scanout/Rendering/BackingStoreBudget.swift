import CCairo

/// The compositor's backing stores (`BackingStore`): which views get one, and how much memory
/// they may take together.
///
/// A view gets a store when it is drawn with nothing but whole-pixel-preserving placement — a
/// translation and the screen's scale, no rotation or scaling — and is at most half the screen;
/// scroll views never do (their content moves under their bounds, and the compositor moves those
/// pixels itself). Other views call `draw(_:)` each frame, as before.
///
/// The stores with pixels may take `byteLimit` together: the bytes of two full frames (8 MB at
/// 1280×800, 16.6 MB at 1920×1080). After a frame that went over, the stores shown least recently
/// are dropped until the rest fit; their views draw again when next shown. Main actor.
@MainActor
final class BackingStoreBudget {
    let byteLimit: Int
    /// The largest store, in pixels: half the screen.
    let largestStoreArea: Int
    /// Frames rendered so far: stores remember the last frame that showed them.
    private(set) var frame = 0
    /// Bytes held by the stores, counting those whose views have gone until the next trim.
    private(set) var byteCount = 0
    /// Every store that has held pixels since it was last trimmed (dead ones are weeded out).
    private var stores: [WeakStore] = []
    private var storesAfterLastSweep = 0

    init(screenPixels: Int) {
        byteLimit = 2 * screenPixels * 4
        largestStoreArea = screenPixels / 2
    }

    /// Brings the view's store up to date (drawing its invalid parts) and composites it.
    func paint(_ view: UIView, at placement: BackingStorePlacement, into cairo: OpaquePointer) {
        let store: BackingStore
        if let existing = view.backingStore, existing.key == placement.key {
            store = existing
        } else {
            store = BackingStore(key: placement.key, pixelWidth: placement.width, pixelHeight: placement.height)
            view.backingStore = store
        }
        if !store.isValid {
            let grown = store.redrawInvalidParts(deviceMatrix: placement.matrix, origin: placement.origin) {
                _, rect in view.draw(rect)
            }
            if grown > 0 {
                byteCount += grown
                stores.append(WeakStore(store: store))
            }
        }
        store.lastUsedFrame = frame
        store.composite(into: cairo, origin: placement.origin)
    }

    /// After each frame: over the limit, drop the stores shown least recently.
    func frameDidEnd() {
        frame += 1
        if byteCount > byteLimit || stores.count > 2 * max(64, storesAfterLastSweep) { trim() }
    }

    /// Forgets the drawing of every view in `windows`, and damages the screen: the next frame draws
    /// everything from scratch (tests compare it with frames made from kept drawing).
    func discardStores(of windows: [UIWindow]) {
        for window in windows {
            var pending: [UIView] = [window]
            while let view = pending.popLast() {
                view.backingStore = nil
                pending.append(contentsOf: view.storedSubviews)
            }
        }
        trim()
    }

    /// The stores holding pixels now, for tests and diagnostics.
    var liveStoreCount: Int { stores.count(where: { ($0.store?.byteCount ?? 0) > 0 }) }

    // MARK: - Private

    private func trim() {
        var live = stores.compactMap { $0.store }.filter { $0.byteCount > 0 }
        byteCount = live.reduce(0) { $0 + $1.byteCount }
        if byteCount > byteLimit {
            live.sort { $0.lastUsedFrame < $1.lastUsedFrame }
            var dropped = 0
            for store in live {
                guard byteCount > byteLimit else { break }
                byteCount -= store.byteCount
                store.evict()
                dropped += 1
            }
            live.removeFirst(dropped)
        }
        stores = live.map { WeakStore(store: $0) }
        storesAfterLastSweep = stores.count
    }

    private struct WeakStore {
        weak var store: BackingStore?
    }
}

/// Where a view's store lies on the frame, when the view can have one.
@MainActor
struct BackingStorePlacement {
    let key: BackingStore.Key
    /// The view's coordinates to the frame's pixels.
    let matrix: cairo_matrix_t
    /// The frame pixel under the store's pixel (0, 0).
    let origin: (x: Int, y: Int)
    let width: Int
    let height: Int

    /// Nil when `view` is drawn directly: placed other than by translation and the screen's
    /// scale, too large, or a scroll view.
    init?(cairo: OpaquePointer, bounds: CGRect, view: UIView, budget: BackingStoreBudget) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy, !(view is UIScrollView),
            !bounds.isEmpty
        else { return nil }
        let minX = bounds.minX * matrix.xx + matrix.x0
        let minY = bounds.minY * matrix.yy + matrix.y0
        let (originX, phaseX) = Self.pixelAndPhase(minX)
        let (originY, phaseY) = Self.pixelAndPhase(minY)
        let width = Int((bounds.maxX * matrix.xx + matrix.x0 - 1e-6).rounded(.up)) - originX
        let height = Int((bounds.maxY * matrix.yy + matrix.y0 - 1e-6).rounded(.up)) - originY
        guard width > 0, height > 0, width * height <= budget.largestStoreArea else { return nil }
        self.key = BackingStore.Key(bounds: bounds, scale: matrix.xx, phaseX: phaseX, phaseY: phaseY)
        self.matrix = matrix
        self.origin = (originX, originY)
        self.width = width
        self.height = height
    }

    /// The pixel holding device coordinate `value`, and where in it (1/256ths) the value falls.
    private static func pixelAndPhase(_ value: CGFloat) -> (Int, Int) {
        let steps = (value * 256).rounded()
        let pixel = (steps / 256).rounded(.down)
        return (Int(pixel), Int(steps - pixel * 256))
    }
}
