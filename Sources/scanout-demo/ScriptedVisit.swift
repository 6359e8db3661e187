import FoundationEssentials
import KioskDemo
import Scanout

#if canImport(Glibc)
import Glibc
#endif

/// A visitor's session, played as real input through the application's event queue: each step
/// runs a little after the previous one, on the application clock, and screenshots follow.
@MainActor
final class ScriptedVisit {
    private let application: UIApplication
    private let display: OffscreenDisplay
    private let delegate: AppDelegate
    private var written: [String] = []

    init(application: UIApplication, display: OffscreenDisplay, delegate: AppDelegate) {
        self.application = application
        self.display = display
        self.delegate = delegate
    }

    func start() {
        guard let screen = delegate.checkInController else { return fail("the check-in screen did not load") }
        let steps: [(TimeInterval, @MainActor () -> Void)] = [
            (0.1, { self.screenshot("01-welcome") }),
            (0.2, { self.tap(screen.checkInButton) }),
            (0.8, { self.screenshot("02-checked-in") }),
            (0.9, { self.tap(screen.badgeSwitch) }),
            (1.0, { self.drag(screen.visitLengthSlider, toFraction: 0.5) }),
            (1.6, { self.screenshot("03-options-changed") }),
            (1.7, { self.finish() }),
        ]
        for (delay, step) in steps {
            application.clock.schedule(after: delay, step)
        }
    }

    // MARK: - Private

    private func tap(_ view: UIView) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        application.enqueue(.touches(TouchFrame([TouchContact(id: 0, change: .down, location: point)])))
        application.enqueue(.touches(TouchFrame([TouchContact(id: 0, change: .up, location: point)])))
    }

    /// Drags a slider's thumb from its current place to `fraction` of the track.
    private func drag(_ slider: UISlider, toFraction fraction: Float) {
        let range = slider.maximumValue - slider.minimumValue
        let start = CGFloat((slider.value - slider.minimumValue) / range)
        let travel = slider.bounds.width - 28
        let from = slider.convert(CGPoint(x: 14 + travel * start, y: slider.bounds.midY), to: nil)
        let to = slider.convert(CGPoint(x: 14 + travel * CGFloat(fraction), y: slider.bounds.midY), to: nil)
        var contacts = [TouchContact(id: 0, change: .down, location: from)]
        for step in 1...10 {
            let t = CGFloat(step) / 10
            contacts.append(TouchContact(
                id: 0, change: .move, location: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y)))
        }
        contacts.append(TouchContact(id: 0, change: .up, location: to))
        for contact in contacts { application.enqueue(.touches(TouchFrame([contact]))) }
    }

    private func screenshot(_ name: String) {
        do {
            written.append(try display.saveScreenshot(named: name))
        } catch {
            fail("\(error)")
        }
    }

    private func finish() {
        print("scanout-demo: \(display.frameCount) frames rendered; screenshots:")
        for path in written { print("  \(path)") }
        print("scanout-demo: peak memory \(PeakMemory.residentKilobytes().map { "\($0) KiB" } ?? "unknown")")
        exit(0)
    }

    private func fail(_ message: String) {
        printError("scanout-demo: \(message)")
        exit(1)
    }
}

/// The process's peak resident set size, from /proc/self/status (Linux).
enum PeakMemory {
    static func residentKilobytes() -> Int? {
        guard let status = FileManager.default.contents(atPath: "/proc/self/status") else { return nil }
        for line in String(decoding: status, as: UTF8.self).split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" })
            return fields.first.flatMap { Int($0) }
        }
        return nil
    }
}

/// Writes a line to standard error (fd 2 directly: no shared `FILE *` to race on).
func printError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
}
