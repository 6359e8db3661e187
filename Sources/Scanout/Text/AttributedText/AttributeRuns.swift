/// The attributes of an attributed string's characters, as runs: consecutive stretches of UTF-16
/// code units that share one attribute dictionary. The storage behind `NSAttributedString`.
///
/// Invariants: the runs' lengths add up to `length`; no run is empty; two neighbouring runs never
/// hold equal attributes (`AttributeValues.areEqual`), so a run's range is the longest effective
/// range Foundation would report. Edits take clamped ranges (the caller clamps: see
/// `NSAttributedString.clamped(_:)`). Pure value; edits cost O(runs).
struct AttributeRuns {
    typealias Attributes = [NSAttributedString.Key: Any]

    struct Run {
        var length: Int
        var attributes: Attributes
    }

    private(set) var runs: [Run] = []

    /// Characters (UTF-16 code units) covered.
    var length: Int { runs.reduce(0) { $0 + $1.length } }

    /// `length` characters with `attributes`.
    init(length: Int, attributes: Attributes) {
        if length > 0 { runs = [Run(length: length, attributes: attributes)] }
    }

    /// The run holding `location` (which must be inside the text): its index and start.
    func run(at location: Int) -> (index: Int, start: Int)? {
        var start = 0
        for (index, run) in runs.enumerated() {
            if location < start + run.length { return (index, start) }
            start += run.length
        }
        return nil
    }

    /// The attributes at `location` and the run's range; empty attributes past the end.
    func attributes(at location: Int) -> (Attributes, Range<Int>) {
        guard location >= 0, let (index, start) = run(at: location) else { return ([:], 0..<0) }
        return (runs[index].attributes, start..<start + runs[index].length)
    }

    /// Each run's attributes and range, in order.
    var spans: [(attributes: Attributes, range: Range<Int>)] {
        var start = 0
        return runs.map { run in
            defer { start += run.length }
            return (run.attributes, start..<start + run.length)
        }
    }

    /// The runs covering `range`, cut at its ends.
    func slice(_ range: Range<Int>) -> AttributeRuns {
        var result = AttributeRuns(length: 0, attributes: [:])
        for span in spans {
            let lower = max(span.range.lowerBound, range.lowerBound)
            let upper = min(span.range.upperBound, range.upperBound)
            if lower < upper { result.runs.append(Run(length: upper - lower, attributes: span.attributes)) }
        }
        return result
    }

    /// Changes the attributes of the characters in `range` with `change`.
    mutating func modify(_ range: Range<Int>, _ change: (inout Attributes) -> Void) {
        guard !range.isEmpty else { return }
        var middle = slice(range)
        for index in middle.runs.indices { change(&middle.runs[index].attributes) }
        replace(range, with: middle)
    }

    /// Replaces the runs of `range` (possibly empty: an insertion) with `replacement`'s.
    mutating func replace(_ range: Range<Int>, with replacement: AttributeRuns) {
        let total = length
        var result = slice(0..<range.lowerBound).runs
        result.append(contentsOf: replacement.runs)
        result.append(contentsOf: slice(range.upperBound..<total).runs)
        runs = AttributeRuns.merged(result)
    }

    /// `runs` with empty runs dropped and equal neighbours joined.
    private static func merged(_ runs: [Run]) -> [Run] {
        var result: [Run] = []
        result.reserveCapacity(runs.count)
        for run in runs where run.length > 0 {
            if let last = result.last, AttributeValues.areEqual(last.attributes, run.attributes) {
                result[result.count - 1].length += run.length
            } else {
                result.append(run)
            }
        }
        return result
    }
}

/// Equality of attribute values, which are `Any`: equal `Hashable` values, paragraph styles with
/// equal settings, or the same object. Anything else is unequal, so runs with such values stay apart
/// (a difference only in how runs are reported, never in how text looks).
enum AttributeValues {
    static func areEqual(_ lhs: AttributeRuns.Attributes, _ rhs: AttributeRuns.Attributes) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs {
            guard let other = rhs[key], areEqual(value, other) else { return false }
        }
        return true
    }

    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? NSParagraphStyle, let rhs = rhs as? NSParagraphStyle { return lhs.hasSameValues(as: rhs) }
        if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
        let left = lhs as AnyObject
        let right = rhs as AnyObject
        return left === right
    }
}
