/// The parts of the screen that changed since the last frame, in screen points.
///
/// Kept as a short list of rectangles: a new rectangle that overlaps one already recorded merges
/// with it when the merged box is not much larger than the two, and past `maximumCount` rectangles
/// everything collapses into one bounding box. Either way the region only ever grows to cover
/// what changed, so nothing is missed; the cost of a coarse region is repainting a little more.
struct DamageRegion {
    static let maximumCount = 16

    private(set) var rects: [CGRect] = []

    var isEmpty: Bool { rects.isEmpty }

    /// The bounding box of everything damaged.
    var bounds: CGRect { rects.reduce(CGRect.null) { $0.union($1) } }

    mutating func add(_ rect: CGRect) {
        let rect = rect.standardized
        // Damage is clipped to the screen before it gets here; what is not a number cannot be.
        guard !rect.isNull, !rect.isEmpty, rect.isFinite else { return }
        var merged = rect
        // Absorb every recorded rectangle the new one overlaps cheaply; repeat as the merge grows.
        var changed = true
        while changed {
            changed = false
            for (index, existing) in rects.enumerated() where shouldMerge(existing, merged) {
                merged = merged.union(existing)
                rects.remove(at: index)
                changed = true
                break
            }
        }
        rects.append(merged)
        if rects.count > DamageRegion.maximumCount {
            rects = [bounds]
        }
    }

    /// Adds, for every damaged part inside `rect`, the same part moved by `offset` (and kept inside
    /// `rect`): the pixels of `rect` are about to move by `offset`, and what was stale there moves
    /// with them. The parts where they were stay damaged too.
    mutating func addMovedCopies(within rect: CGRect, by offset: CGPoint) {
        for damaged in rects {
            let part = damaged.intersection(rect)
            guard !part.isNull, !part.isEmpty else { continue }
            add(part.offsetBy(dx: offset.x, dy: offset.y).intersection(rect))
        }
    }

    mutating func removeAll() {
        rects.removeAll(keepingCapacity: true)
    }

    /// The region in whole pixels at `scale`, rounded outwards and clipped to `width` × `height`.
    func pixelRects(scale: CGFloat, width: Int, height: Int) -> [PixelRect] {
        let frame = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        return rects.compactMap { rect in
            let scaled = CGRect(
                x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale
            )
            .integral.intersection(frame)
            guard !scaled.isNull, !scaled.isEmpty else { return nil }
            return PixelRect(
                x: scaled.minX.pixelInteger(), y: scaled.minY.pixelInteger(), width: scaled.width.pixelInteger(),
                height: scaled.height.pixelInteger())
        }
    }

    // MARK: - Private

    /// Two rectangles merge when they overlap (or touch) and their union wastes little area.
    private func shouldMerge(_ a: CGRect, _ b: CGRect) -> Bool {
        let expanded = a.insetBy(dx: -1, dy: -1)
        guard !expanded.intersection(b).isNull else { return false }
        let union = a.union(b)
        let unionArea = union.width * union.height
        return unionArea <= (a.width * a.height + b.width * b.height) * 1.5
    }
}
