import FoundationEssentials

/// This process's resident memory, for tests that show memory stays flat over a long run.
enum ResidentMemory {
    /// `VmRSS` from /proc/self/status, in kilobytes; 0 when it cannot be read.
    static func kilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
