/// The shadow masks made lately, shared by every layer: a shadow of the same shape, radius and
/// scale (each card of a list, the edge of every pushed screen) is blurred once, not once per
/// layer. Bounded by count and by bytes; the least recently used go first. A layer keeps its own
/// mask as well (`CALayer.cachedShadow`), so a mask in use outlives its eviction from here.
@preconcurrency @MainActor
struct RecentShadowMasks {
    /// At most this many masks are kept.
    let capacity: Int
    /// And at most this many bytes of mask pixels.
    let byteLimit: Int
    private var entries: [(mask: ShadowMask, bytes: Int)] = []

    init(capacity: Int, byteLimit: Int) {
        self.capacity = max(capacity, 1)
        self.byteLimit = max(byteLimit, 0)
    }

    var count: Int { entries.count }
    var byteCount: Int { entries.reduce(0) { $0 + $1.bytes } }

    /// The kept mask for `key`, now the most recently used; nil when none is kept.
    mutating func mask(for key: ShadowMask.Key) -> ShadowMask? {
        guard let index = entries.firstIndex(where: { $0.mask.key == key }) else { return nil }
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry.mask
    }

    /// Keeps `mask` as the most recently used, dropping the least recently used past the bounds.
    /// A mask larger than the byte limit alone is not kept.
    mutating func insert(_ mask: ShadowMask) {
        let bytes = mask.byteCount
        guard bytes <= byteLimit else { return }
        entries.removeAll { $0.mask.key == mask.key }
        entries.append((mask, bytes))
        var total = byteCount
        while entries.count > capacity || total > byteLimit {
            total -= entries.removeFirst().bytes
        }
    }
}
