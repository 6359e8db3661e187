import Scanout
import ScanoutTesting

#if canImport(Glibc)
import Glibc
#endif

/// (s) Trees far deeper and wider than a screen needs: a chain of 10,000 nested views and a window
/// of 100,000 siblings, each step timed once (a tree this size is built once, not per frame). The
/// bound each step must stay within is what docs/PERFORMANCE.md records from this table.
@MainActor
enum TreeBenchmarks {
    static func run() {
        print("")
        print("(s) deep and wide trees, one run each")
        print("")
        print("| step | chain 10,000 deep | window of 100,000 siblings |")
        print("|---|---:|---:|")
        let chain = measureChain(depth: 10_000)
        let wide = measureSiblings(count: 100_000)
        for (index, step) in chain.enumerated() {
            print("| \(step.name) | \(Report.duration(step.seconds)) | \(Report.duration(wide[index].seconds)) |")
        }
    }

    private static func time(_ body: () -> Void) -> Double {
        Measurement.seconds(ContinuousClock().measure(body))
    }

    private static func measureChain(depth: Int) -> [(name: String, seconds: Double)] {
        let host = benchmarkHost()
        var steps: [(String, Double)] = []
        var root = UIView()
        var leaf = root
        steps.append(("build and add to the window", time {
            root = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 300))
            leaf = root
            for _ in 1..<depth {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
                leaf.addSubview(view)
                leaf = view
            }
            leaf.backgroundColor = .red
            host.window.addSubview(root)
        }))
        steps.append(("lay out", time { root.setNeedsLayout(); host.window.layoutIfNeeded() }))
        steps.append(("first frame", time { _ = host.render() }))
        steps.append(("hit-test (one touch point)", time { _ = host.window.hitTest(CGPoint(x: 100, y: 100), with: nil) }))
        steps.append(("tint changed at the top, read at the bottom", time {
            root.tintColor = .green
            _ = leaf.tintColor
        }))
        steps.append(("frame after the tint change", time { _ = host.render() }))
        steps.append(("removed and released", time {
            root.removeFromSuperview()
            root = UIView()
            leaf = root
        }))
        return steps
    }

    private static func measureSiblings(count: Int) -> [(name: String, seconds: Double)] {
        let host = benchmarkHost()
        var steps: [(String, Double)] = []
        var last = UIView()
        steps.append(("build and add to the window", time {
            for index in 0..<count {
                let view = UIView(frame: CGRect(x: index % 796, y: (index / 796) % 476, width: 4, height: 4))
                view.backgroundColor = index % 2 == 0 ? .red : .blue
                host.window.addSubview(view)
                last = view
            }
        }))
        steps.append(("lay out", time { host.window.setNeedsLayout(); host.window.layoutIfNeeded() }))
        steps.append(("first frame", time { _ = host.render() }))
        steps.append(("hit-test (one touch point)", time { _ = host.window.hitTest(last.center, with: nil) }))
        steps.append(("tint changed at the top, read at the bottom", time {
            host.window.tintColor = .orange
            _ = last.tintColor
        }))
        steps.append(("frame after the tint change", time { _ = host.render() }))
        steps.append(("removed and released", time {
            for view in host.window.subviews { view.removeFromSuperview() }
            last = UIView()
        }))
        return steps
    }
}

/// (t) Memory of a long-running kiosk: screens opened and closed (`ScreenChurn`: a list, fields
/// typed into and undone, buttons, recognizers, pushed and popped or presented and dismissed),
/// resident memory every 1,000 screens and what each cache holds at the start and the end.
@MainActor
enum ChurnBenchmark {
    static func run(screens: Int) {
        print("")
        print("(t) \(screens) screens opened and closed: resident memory (MiB) after each thousand")
        print("")
        let host = benchmarkHost()
        let churn = ScreenChurn(host: host)
        for _ in 0..<100 { churn.churnOne() }
        let start = CacheCensus.take(of: host.application)
        var line: [String] = ["100: \(residentMiB())"]
        let started = ContinuousClock.now
        while churn.screensOpened < screens {
            churn.churnOne()
            if churn.screensOpened % 1_000 == 0 { line.append("\(churn.screensOpened): \(residentMiB())") }
        }
        let seconds = Measurement.seconds(ContinuousClock.now - started)
        print(line.joined(separator: " · "))
        print("")
        print("screens still alive: \(churn.survivors); \(Report.duration(seconds / Double(screens - 100))) a screen")
        print("caches after 100 screens: \(start.description)")
        print("caches after \(screens) screens: \(CacheCensus.take(of: host.application).description)")
    }

    /// Resident memory from /proc/self/statm, in MiB with one decimal.
    static func residentMiB() -> String {
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return "?" }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return "?" }
        let fields = String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return "?" }
        let mib = pages * 4096 / 1_048_576
        return String((mib * 10).rounded() / 10)
    }
}
