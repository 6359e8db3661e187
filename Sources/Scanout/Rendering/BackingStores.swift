/// The compositor's backing stores (`BackingStore`): which views get one, bringing them up to
/// date and compositing them, and how much memory they may take together.
///
/// Two kinds: a view's own drawing (`UIView.backingStore`: what `draw(_:)` made), and a
/// translucent view's whole subtree (`UIView.groupStore`: what group opacity composites, kept so
/// that a fading panel or a list of translucent cards is one composite per frame). A view gets
/// one when it is placed by nothing but a translation and the screen's scale (no rotation or
/// scaling) and covers at most half the screen; scroll views get no drawing store (their content
/// moves under their bounds, and the compositor moves those pixels itself). Other views are
/// drawn each frame, as before.
///
/// The stores with pixels may take `byteLimit` together: the bytes of one and a half frames
/// (6 MB at 1280×800, 12.4 MB at 1920×1080). A new store that does not fit makes room by
/// dropping stores neither this frame nor the last has shown, least recently shown first; if it
/// still does not fit, its view is drawn directly — so a frame never drops what it is showing,
/// and a scene larger than the budget keeps what fits instead of redrawing everything every
/// frame. Main actor.
@preconcurrency @MainActor
final class BackingStores {
    let byteLimit: Int
    /// The largest store, in pixels: half the screen.
    let largestStoreArea: Int
    /// Frames rendered so far: stores remember the last frame that showed them.
    private(set) var frame = 0
    /// Bytes held by the stores, counting those whose views have gone until the next sweep.
    private(set) var byteCount = 0
    /// Every store that has held pixels since the last sweep (which weeds out the dead ones).
    private var stores: [WeakStore] = []
    /// Stores tracked, live or gone and not yet swept (see `CacheCensus`).
    var trackedStoreCount: Int { stores.count }
    private var storesAfterLastSweep = 0
    /// The frame in which the budget was found full, with nothing left to drop.
    private var fullInFrame = -1

    init(screenPixels: Int) {
        byteLimit = 3 * screenPixels * 4 / 2
        largestStoreArea = screenPixels / 2
    }

    /// Brings the view's store up to date (drawing its invalid parts) and composites it; false
    /// when the budget has no room for it (the caller draws the view directly).
    func paint(
        _ view: UIView, at placement: BackingStorePlacement, into context: CGContext, batch: PixmanBatch?
    ) -> Bool {
        guard let store = store(of: view, .content, placement: placement) else { return false }
        if !store.isValid {
            let grown = store.redrawInvalidParts(
                deviceMatrix: placement.matrix, origin: placement.origin, pixelPaths: context.pixelPaths
            ) {
                _, rect in view.traitCollection.performAsCurrent { view.draw(rect) }
            }
            record(store, grownBy: grown)
        }
        store.lastUsedFrame = frame
        store.composite(into: context, origin: placement.origin, alpha: 1, batch: batch)
        return true
    }

    /// Composites the translucent `view` and its subtree from its group store, painting the
    /// subtree into it first when something in it changed; false when the view cannot have one
    /// (the caller paints the group directly). `extent` is what the subtree draws, in the view's
    /// coordinates; `context` is set up in them, `parentMatrix` and `parentToScreen` are its
    /// superview's.
    func paintGroup(
        _ view: UIView, extent: CGRect, alpha: CGFloat, toScreen: CGAffineTransform,
        parentMatrix: CGAffineTransform, parentToScreen: CGAffineTransform, dirty: CGRect, into context: CGContext,
        batch: PixmanBatch?
    ) -> Bool {
        guard let placement = BackingStorePlacement(context: context, rect: extent, stores: self) else { return false }
        let extentOnScreen = extent.applying(toScreen)
        // Nothing of it damaged: nothing to paint, and no reason to bring the store up to date.
        guard extentOnScreen.intersects(dirty) else { return true }
        guard let store = store(of: view, .group, placement: placement) else { return false }
        if !store.isValid {
            let grown = store.redrawWhole(
                deviceMatrix: parentMatrix, origin: placement.origin, pixelPaths: context.pixelPaths
            ) { storeContext in
                let painter = ViewPainter(
                    context: storeContext, dirtyRects: [extentOnScreen], backingStores: self, groupRoot: view)
                var levels: [ViewPainter.Level] = []
                painter.paint(view, parentToScreen: parentToScreen, asGroupRoot: true, levels: &levels)
            }
            record(store, grownBy: grown)
        }
        store.lastUsedFrame = frame
        store.composite(into: context, origin: placement.origin, alpha: alpha, batch: batch)
        return true
    }

    /// After each frame: stores whose views have gone are weeded out now and then.
    func frameDidEnd() {
        frame += 1
        if stores.count > 2 * max(64, storesAfterLastSweep) { sweep() }
    }

    /// Forgets the drawing of every view in `windows`, and damages the screen: the next frame draws
    /// everything from scratch (tests compare it with frames made from kept drawing).
    func discardStores(of windows: [UIWindow]) {
        for window in windows {
            var pending: [UIView] = [window]
            while let view = pending.popLast() {
                view.backingStore = nil
                view.groupStore = nil
                pending.append(contentsOf: view.storedSubviews)
            }
        }
        sweep()
    }

    /// The stores holding pixels now, for tests and diagnostics.
    var liveStoreCount: Int { stores.count(where: { ($0.store?.byteCount ?? 0) > 0 }) }

    // MARK: - Private

    /// Which of a view's stores: what its `draw(_:)` drew, or its translucent group's pixels.
    /// (Not a key path: reading through one costs a runtime call every painted view.)
    private enum Slot {
        case content, group
    }

    /// The view's store for `placement`: its own when drawn for the same key, else a new one;
    /// nil when the budget has no room for its pixels even after dropping stores no recent frame
    /// showed.
    private func store(of view: UIView, _ slot: Slot, placement: BackingStorePlacement) -> BackingStore? {
        func keep(_ store: BackingStore?) {
            switch slot {
            case .content: view.backingStore = store
            case .group: view.groupStore = store
            }
        }
        let existing =
            switch slot {
            case .content: view.backingStore
            case .group: view.groupStore
            }
        let store =
            existing.flatMap { $0.key == placement.key ? $0 : nil }
            ?? BackingStore(key: placement.key, pixelWidth: placement.width, pixelHeight: placement.height)
        // Pixels it holds, or an empty drawing that is up to date, take no more room.
        guard store.byteCount > 0 || store.isValid || makeRoom(for: store.fullByteCount) else {
            if existing != nil { keep(nil) }
            return nil
        }
        // Written only when it changes: every kept view asks every frame it is painted.
        if store !== existing { keep(store) }
        return store
    }

    private func record(_ store: BackingStore, grownBy bytes: Int) {
        guard bytes > 0 else { return }
        byteCount += bytes
        stores.append(WeakStore(store: store))
    }

    /// Whether `bytes` more fit, dropping stores shown neither in this frame nor the last, least
    /// recently shown first, until they do. (Not those of the last frame: in a scene larger than
    /// the budget, they would be dropped to make room for the next ones every frame.)
    private func makeRoom(for bytes: Int) -> Bool {
        if byteCount + bytes <= byteLimit { return true }
        // Once nothing more could be dropped this frame, the views that do not fit are drawn
        // directly without looking again (a scene larger than the budget asks for each of them).
        if fullInFrame == frame { return false }
        sweep()
        guard byteCount + bytes > byteLimit else { return true }
        let candidates = stores.compactMap { $0.store }.filter { $0.lastUsedFrame < frame - 1 && $0.byteCount > 0 }
            .sorted { $0.lastUsedFrame < $1.lastUsedFrame }
        for store in candidates {
            byteCount -= store.byteCount
            store.evict()
            if byteCount + bytes <= byteLimit { break }
        }
        sweep()
        if byteCount + bytes <= byteLimit { return true }
        fullInFrame = frame
        return false
    }

    /// Forgets the stores whose views have gone or that hold no pixels, and counts the bytes again.
    private func sweep() {
        let live = stores.compactMap { $0.store }.filter { $0.byteCount > 0 }
        byteCount = live.reduce(0) { $0 + $1.byteCount }
        stores = live.map { WeakStore(store: $0) }
        storesAfterLastSweep = stores.count
    }

    private struct WeakStore {
        weak var store: BackingStore?
    }
}
