import ScanoutCore
import Glibc

/// A block of pixel rows moved within one image by whole pixels — what a scroll frame does to the
/// pixels it keeps — in bands of rows that run on several cores at once (`RowBands`).
///
/// Rows are copied in the order that never reads a row already overwritten: moving up, the top
/// row first; moving down, the bottom row first (each row's own copy may overlap sideways;
/// `memmove` handles that). Cut into bands, each band keeps that order, but where two bands meet
/// one of them reads pixels the other overwrites: moving up, what a band's last |dy| rows read is
/// where its lower neighbour writes its first rows; moving down, what its first |dy| rows read is
/// where its upper neighbour writes its last. Those pixels are copied aside before the bands
/// start and read from there, so bands share nothing and may run in any order on any core. Bands
/// are at least |dy| rows high, so only neighbours meet.
///
/// On a full-screen list at 1920×1080 the move is most of a scroll frame; on the development
/// machine two cores move it faster than one (docs/PERFORMANCE.md).
package struct PixelMove: @unchecked Sendable {
    // Safety: bands write disjoint rows and read only rows no other band writes, or their copies
    // aside; the caller keeps the memory alive and untouched until `run` returns.

    /// The image's first byte and its row length in bytes.
    package let pixels: UnsafeMutablePointer<UInt8>
    package let bytesPerRow: Int
    /// The top-left pixel of the rows moved, before the move.
    package let source: (x: Int, y: Int)
    /// The pixels per row and the rows moved (the parts that stay inside the moved rectangle).
    package let width: Int
    package let height: Int
    package let dx: Int
    package let dy: Int
    /// Whether the rows moved are the image's whole rows, moved up or down only: then a band's
    /// rows are one block of memory, moved with one `memmove` (8 % faster than row by row at
    /// 1920×1080).
    package let movesWholeRows: Bool

    /// Moved rectangles of fewer pixels move on the calling thread. Waking another core here takes
    /// tens of microseconds, which the half of the move it takes must repay: a full-screen list's
    /// scroll frame at 1920×1080 (2 million pixels moved) went from 251 to 222 µs on two cores,
    /// at 1280×800 (1 million) from 140 to 158 µs.
    package static let parallelArea = 3 * 512 * 1024
    /// The fewest rows a band has.
    package static let minimumBandHeight = 16

    /// Moves the rows in at most `bands` bands, on Dispatch's threads and this one; `scratch`
    /// holds the rows copied aside (kept by the caller between moves). Returns the bands used.
    @discardableResult
    package func run(bands requested: Int, scratch: inout [UInt8]) -> Int {
        let shift = abs(dy)
        let bands = RowBands(0..<height, count: min(requested, height / max(shift, Self.minimumBandHeight)))
        // Sideways only, or in one band: no band reads rows another writes.
        guard shift > 0, bands.count > 1 else {
            bands.run { band in copyRows(bands.rows(ofBand: band), aside: nil) }
            return bands.count
        }
        let rowBytes = width * 4
        let asideBytes = shift * rowBytes
        if scratch.count < (bands.count - 1) * asideBytes {
            scratch = [UInt8](repeating: 0, count: (bands.count - 1) * asideBytes)
        }
        scratch.withUnsafeMutableBytes { buffer in
            // Never empty here (`shift` rows of at least one pixel per boundary); were it so, the
            // move would still be made, on this thread.
            guard let base = buffer.baseAddress else {
                copyRows(0..<height, aside: nil)
                return
            }
            // Copied aside first, for each boundary between band `boundary - 1` and `boundary`.
            for boundary in 1..<bands.count {
                for (index, row) in borrowedRows(atBoundary: boundary, of: bands).enumerated() {
                    memcpy(base + (boundary - 1) * asideBytes + index * rowBytes, sourceRow(row), rowBytes)
                }
            }
            nonisolated(unsafe) let aside = base
            bands.run { band in
                // The band's rows whose source its neighbour overwrites, and where they were put.
                let boundary = dy < 0 ? band + 1 : band
                let borrowed: (rows: Range<Int>, from: UnsafeRawPointer)? =
                    boundary >= 1 && boundary < bands.count
                    ? (
                        borrowedRows(atBoundary: boundary, of: bands),
                        UnsafeRawPointer(aside + (boundary - 1) * asideBytes)
                    )
                    : nil
                copyRows(bands.rows(ofBand: band), aside: borrowed)
            }
        }
        return bands.count
    }

    // MARK: - Private

    /// The rows the band above `boundary` (moving up) or below it (moving down) reads from the
    /// other's rows: the |dy| rows on the reading band's side of the boundary.
    private func borrowedRows(atBoundary boundary: Int, of bands: RowBands) -> Range<Int> {
        let edge = bands.start(ofBand: boundary)
        return dy < 0 ? edge - abs(dy)..<edge : edge..<edge + abs(dy)
    }

    private func sourceRow(_ row: Int) -> UnsafeMutablePointer<UInt8> {
        pixels + (source.y + row) * bytesPerRow + source.x * 4
    }

    /// Copies `rows` in the safe order; rows in `aside` come from the copies there, last (moving
    /// up they are a band's last rows, moving down its first, which the safe order takes last).
    private func copyRows(_ rows: Range<Int>, aside: (rows: Range<Int>, from: UnsafeRawPointer)?) {
        let rowBytes = width * 4
        let offset = dy * bytesPerRow + dx * 4
        let own =
            aside.map { dy < 0 ? rows.lowerBound..<$0.rows.lowerBound : $0.rows.upperBound..<rows.upperBound } ?? rows
        if movesWholeRows {
            if !own.isEmpty {
                memmove(sourceRow(own.lowerBound) + offset, sourceRow(own.lowerBound), own.count * bytesPerRow)
            }
        } else if dy > 0 {
            for row in own.reversed() { memmove(sourceRow(row) + offset, sourceRow(row), rowBytes) }
        } else {
            for row in own { memmove(sourceRow(row) + offset, sourceRow(row), rowBytes) }
        }
        guard let aside else { return }
        for row in aside.rows {
            memcpy(sourceRow(row) + offset, aside.from + (row - aside.rows.lowerBound) * rowBytes, rowBytes)
        }
    }
}
