import Scanout

/// Prints the benchmark table in Markdown: each figure with its ratio to the memcpy of a frame.
enum Report {
    static func print(rows: [(name: String, seconds: [Double])], sizes: [CGSize]) {
        let header = sizes.map { "\(Int($0.width))×\(Int($0.height))" }
        Swift.print("| benchmark | " + header.joined(separator: " | ") + " |")
        Swift.print("|---|" + header.map { _ in "---:" }.joined(separator: "|") + "|")
        let reference = rows[0].seconds
        for row in rows {
            let cells = row.seconds.enumerated().map { index, seconds in
                seconds.isNaN ? "–" : "\(duration(seconds)) (\(ratio(seconds / reference[index])))"
            }
            Swift.print("| \(row.name) | " + cells.joined(separator: " | ") + " |")
        }
    }

    /// A duration in the unit that keeps three significant digits readable.
    static func duration(_ seconds: Double) -> String {
        if seconds >= 1 { return "\(rounded(seconds, 3)) s" }
        if seconds >= 1e-3 { return "\(rounded(seconds * 1e3, 3)) ms" }
        return "\(rounded(seconds * 1e6, 3)) µs"
    }

    static func ratio(_ value: Double) -> String {
        value >= 10 ? "\(Int(value.rounded()))×" : "\(rounded(value, 2))×"
    }

    /// `value` with `digits` significant digits.
    private static func rounded(_ value: Double, _ digits: Int) -> String {
        guard value > 0 else { return "0" }
        var magnitude = 1.0
        var places = digits - 1
        while value >= magnitude * 10, places > 0 {
            magnitude *= 10
            places -= 1
        }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let result = (value * scale).rounded() / scale
        return places == 0 ? String(Int(result)) : String(result)
    }
}
