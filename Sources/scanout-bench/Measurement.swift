/// Timing helpers: medians of repeated runs on the monotonic clock.
enum Measurement {
    /// How many times the runs a row asks for are made (`scanout-bench --repeat N`).
    nonisolated(unsafe) static var runFactor = 1

    /// The median duration of `body`, in seconds, over `runs` runs (times `runFactor`) after
    /// `warmUp` unmeasured ones.
    static func median(runs: Int, warmUp: Int = 3, _ body: () -> Void) -> Double {
        for _ in 0..<warmUp { body() }
        let clock = ContinuousClock()
        let runs = runs * runFactor
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            let elapsed = clock.measure(body)
            samples.append(seconds(elapsed))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func seconds(_ duration: Duration) -> Double {
        let (whole, attoseconds) = duration.components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}

/// One full-frame memcpy: the physical reference every figure is compared with.
struct FrameCopy {
    let byteCount: Int
    private let source: UnsafeMutableRawPointer
    private let destination: UnsafeMutableRawPointer

    init(width: Int, height: Int) {
        byteCount = width * height * 4
        source = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
        destination = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
        // Touch every page so the copy measures bandwidth, not page faults.
        source.initializeMemory(as: UInt8.self, repeating: 0x5A, count: byteCount)
        destination.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
    }

    func copy() {
        destination.copyMemory(from: source, byteCount: byteCount)
    }

    func deallocate() {
        source.deallocate()
        destination.deallocate()
    }
}
