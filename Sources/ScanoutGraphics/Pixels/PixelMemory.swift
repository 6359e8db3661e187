import CCairo
import Glibc
import Synchronization

/// Where pixel buffers of more than a few pages live: pages of their own (`mmap`), given back to
/// the system the moment their surface is destroyed.
///
/// cairo's own surfaces come from `malloc`. glibc serves a large request from pages of its own
/// only until the first such buffer is freed; then it raises its threshold past that size, and
/// later frame-sized buffers (a screenshot's copy, a view's kept drawing) come from its arenas,
/// where freed memory stays resident and one small allocation above it pins it. Views' kept
/// drawings of a few tens of kilobytes, made and dropped as screens change, fragment an arena the
/// same way. In the demo's visit that kept a 16 MB arena resident for about 4 MB of live pixels.
/// The price is time when a bitmap is made: a `mmap`/`munmap` pair and a page fault per page on
/// first touch, where a reused arena chunk costs only `calloc`'s clearing. On this project's
/// virtual machine that is about 18 µs against 0.1 µs for 16 KiB and 5 ms against 0.4 ms for a
/// 1280×800 frame (docs/PERFORMANCE.md, "Where the peak memory goes"): nothing per frame once a
/// view's drawing is kept, but a frame that makes many stores (a screen's first frame, a list
/// scrolling new cells in) pays it.
package enum PixelMemory {
    /// Buffers of at least this many bytes (four pages) get pages of their own; smaller ones (a
    /// glyph's mask, an icon) come from cairo's `malloc`, where they pack densely. 16 KiB took
    /// the demo's peak 3.5 MB lower than 128 KiB (glibc's own starting threshold) did, and 4 KiB
    /// no lower than 16 KiB.
    package static let mappedThreshold = 16 * 1024

    /// Bytes of pixels in buffers of their own now (tests check that screenshots and frames leave
    /// none behind).
    package static var mappedByteCount: Int { mappedBytes.load(ordering: .relaxed) }

    /// The most `mappedByteCount` has been since `resetPeak()` (tests check that a screenshot
    /// maps no frame-sized copy, however briefly).
    package static var peakMappedByteCount: Int { peakMappedBytes.load(ordering: .relaxed) }

    /// Starts `peakMappedByteCount` again from the bytes mapped now.
    package static func resetPeak() {
        peakMappedBytes.store(mappedBytes.load(ordering: .relaxed), ordering: .relaxed)
    }

    /// A cleared image surface of `width` × `height` pixels in `format`, or nil when the sizes
    /// are not positive, past cairo's limit, or the memory cannot be had. The caller owns it
    /// (`cairo_surface_destroy`).
    package static func makeSurface(format: cairo_format_t, width: Int, height: Int) -> OpaquePointer? {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else { return nil }
        let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
        guard stride > 0 else { return nil }
        let byteCount = stride * height
        guard byteCount >= mappedThreshold else {
            return checked(cairo_image_surface_create(format, Int32(width), Int32(height)))
        }
        // Anonymous pages are zero: cleared as cairo's own surfaces are.
        let pages = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let pages, pages != MAP_FAILED else { return nil }
        let surface = cairo_image_surface_create_for_data(
            pages.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(stride))
        guard let surface = checked(surface) else {
            munmap(pages, byteCount)
            return nil
        }
        // The pages go with the surface's last reference (a `PixmanBatch` or an image may hold
        // one past the bitmap's), through cairo's user data.
        let mapping = UnsafeMutablePointer<Mapping>.allocate(capacity: 1)
        mapping.initialize(to: Mapping(pages: pages, byteCount: byteCount))
        let attached = cairo_surface_set_user_data(surface, &mappingKey, mapping) { data in
            guard let mapping = data?.assumingMemoryBound(to: Mapping.self) else { return }
            munmap(mapping.pointee.pages, mapping.pointee.byteCount)
            PixelMemory.mappedBytes.subtract(mapping.pointee.byteCount, ordering: .relaxed)
            mapping.deinitialize(count: 1)
            mapping.deallocate()
        }
        guard attached == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            munmap(pages, byteCount)
            mapping.deinitialize(count: 1)
            mapping.deallocate()
            return nil
        }
        let now = mappedBytes.add(byteCount, ordering: .relaxed).newValue
        var peak = peakMappedBytes.load(ordering: .relaxed)
        while now > peak {
            let exchange = peakMappedBytes.compareExchange(expected: peak, desired: now, ordering: .relaxed)
            if exchange.exchanged { break }
            peak = exchange.original
        }
        return surface
    }

    // MARK: - Private

    private struct Mapping {
        var pages: UnsafeMutableRawPointer
        var byteCount: Int
    }

    private static let mappedBytes = Atomic<Int>(0)
    private static let peakMappedBytes = Atomic<Int>(0)

    /// `surface`, or nil (destroying it) when cairo returned an error surface.
    private static func checked(_ surface: OpaquePointer?) -> OpaquePointer? {
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }
}

/// The key under which a surface keeps its pages' mapping; only its address matters.
nonisolated(unsafe) private var mappingKey = cairo_user_data_key_t()
