/// One section of a flow layout, worked out: its header, lines of items and footer, in the
/// layout's own axes — "along" is the scrolling direction (down for a vertical layout), "across"
/// the direction lines run in. Frames are stored in the collection view's coordinates.
struct FlowLayoutSection {
    /// One line of items: the range of items in it, and where it starts and ends along the axis.
    struct Line {
        var items: Range<Int>
        var start: CGFloat
        var end: CGFloat
    }

    var header: CGRect?
    var footer: CGRect?
    var itemFrames: [CGRect] = []
    var lines: [Line] = []
    /// Where the section starts and ends along the scrolling axis (header to footer).
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where the items start and end along the scrolling axis (inside the insets).
    var itemsStart: CGFloat = 0
    var itemsEnd: CGFloat = 0

    /// The items whose lines meet [from, to] along the scrolling axis, by binary search over the lines.
    func items(along from: CGFloat, _ to: CGFloat) -> Range<Int> {
        let low = lines.partitioningIndex { $0.end >= from }
        var last = low
        while last < lines.count, lines[last].start <= to { last += 1 }
        guard low < last else { return 0..<0 }
        return lines[low].items.lowerBound..<lines[last - 1].items.upperBound
    }
}

/// The numbers a flow layout lays a section out with: item sizes, spacing and insets (from its
/// delegate or its properties), made usable.
struct FlowSectionMetrics {
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
}

/// Lays a section's items out in lines, as UIKit's flow layout does: items fill a line while they
/// fit (with at least the minimum spacing); the spare room of a line is shared out between its
/// items, so the first and last touch the insets, and a line of one item is centred. The last line
/// of a section with several keeps the spacing of the line before when the items are all one size
/// (so a grid's last row lines up with its columns), the minimum spacing otherwise, from the
/// leading inset. Within a line, items are centred across the scrolling axis.
enum FlowLineBreaker {
    /// The positions, in (across, along) axes relative to the section's item area, of `sizes`
    /// (already in (across, along) order), and the lines.
    static func lines(
        sizes: [CGSize], available: CGFloat, interitemSpacing: CGFloat, lineSpacing: CGFloat
    ) -> (origins: [CGPoint], lines: [(items: Range<Int>, along: CGFloat, extent: CGFloat)]) {
        var origins = Array(repeating: CGPoint.zero, count: sizes.count)
        var lines: [(items: Range<Int>, along: CGFloat, extent: CGFloat)] = []
        var start = 0
        var along: CGFloat = 0
        var previousSpacing: CGFloat?
        let uniform = sizes.allSatisfy { $0 == sizes.first }
        while start < sizes.count {
            var end = start + 1
            var used = sizes[start].width
            while end < sizes.count, used + interitemSpacing + sizes[end].width <= available + 0.0001 {
                used += interitemSpacing + sizes[end].width
                end += 1
            }
            let count = end - start
            let extent = sizes[start..<end].map(\.height).max() ?? 0
            let isLast = end == sizes.count
            var x: CGFloat
            var spacing: CGFloat
            if isLast, !lines.isEmpty {
                x = 0
                spacing = uniform ? (previousSpacing ?? interitemSpacing) : interitemSpacing
            } else if count == 1 {
                x = max(0, (available - used) / 2)
                spacing = 0
            } else {
                x = 0
                spacing = interitemSpacing + max(0, available - used) / CGFloat(count - 1)
            }
            previousSpacing = count > 1 ? spacing : previousSpacing
            for index in start..<end {
                origins[index] = CGPoint(x: x, y: along + (extent - sizes[index].height) / 2)
                x += sizes[index].width + spacing
            }
            lines.append((start..<end, along, extent))
            along += extent + lineSpacing
            start = end
        }
        return (origins, lines)
    }
}
