import FoundationEssentials
import Scanout
import ScanoutCore
import ScanoutInspectorWire

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the inspector can see and do in a running app, on its main loop: the window and view
/// tree, the screen as a PNG, taps, typing and key presses by name — all sent through the
/// application's one event queue, as a finger or a hardware keyboard would send them — and the
/// recent event trace. `InspectorServer` carries requests to `answer(_:)` from the socket; a test
/// calls it directly. Main actor.
///
/// ```swift
/// let inspector = Inspector(application: application)
/// let server = try InspectorServer(path: path) { inspector.answer($0) }
/// server.start()
/// ```
@preconcurrency @MainActor
public final class Inspector {
    /// Starts or stops a recording of the input (`record start PATH`, `record stop`): the
    /// launcher's, which knows how the app records (nil: the app cannot record this way). Returns
    /// what was done, for the reply; throws what went wrong.
    public final var recordingControl: (@MainActor (_ path: String?) throws -> String)?

    /// The most recent trace lines kept.
    public let traceCapacity: Int
    /// Finger number of the inspector's taps: far from any touchscreen's slots.
    static let fingerID = 0x5C_0000

    weak var application: UIApplication?
    let trace: InspectorTraceRing
    private let previousTraceHandler: ((String) -> Void)?

    /// Follows `application`'s event trace from now on (keeping the last `traceCapacity` lines;
    /// standard error still gets them under `SCANOUT_TRACE_EVENTS=1`).
    public init(application: UIApplication, traceCapacity: Int = 1000) {
        self.application = application
        self.traceCapacity = max(1, traceCapacity)
        trace = InspectorTraceRing(capacity: max(1, traceCapacity))
        previousTraceHandler = application.eventTraceHandler
        let previous = previousTraceHandler
        let ring = trace
        application.eventTraceHandler = { line in
            previous?(line)
            MainActor.assumeIsolated { ring.append(line) }
        }
    }

    /// Gives the application's event trace back as it was.
    public func detach() {
        application?.eventTraceHandler = previousTraceHandler
    }

    /// The reply to `request`. Never traps: whatever arrives, the reply says what happened.
    public func answer(_ request: InspectorRequest) -> InspectorReply {
        guard let application else { return .failure("the application has ended") }
        UIApplication.makeCurrent(application)
        switch request.command {
        case .hello:
            var reply = InspectorReply(ok: true, message: "Scanout inspector, protocol \(InspectorProtocol.version)")
            reply.processID = Int(getpid())
            return reply
        case .tree:
            var reply = InspectorReply(ok: true)
            reply.windows = tree(of: application)
            return reply
        case .screenshot:
            return screenshot(of: application)
        case .tap:
            return tap(label: request.label ?? "", index: request.index, in: application)
        case .type:
            return typeText(request.text ?? "", into: application)
        case .press:
            return press(keyNamed: request.key ?? "", in: application)
        case .trace:
            var reply = InspectorReply(ok: true)
            reply.trace = trace.lines
            reply.dropped = trace.droppedCount
            return reply
        case .record:
            guard let recordingControl else {
                return .failure("this app cannot record through the inspector; start it with SCANOUT_RECORD=PATH")
            }
            do {
                return InspectorReply(ok: true, message: try recordingControl(request.path))
            } catch {
                return .failure("\(error)")
            }
        }
    }

    // MARK: - Private

    private func screenshot(of application: UIApplication) -> InspectorReply {
        let image = application.frameBuffer.snapshot()
        var reply = InspectorReply(ok: true)
        reply.png = image.pngData()
        reply.width = image.width
        reply.height = image.height
        return reply
    }
}

/// The last lines of the event trace, oldest first, in a fixed amount of memory.
@MainActor
final class InspectorTraceRing {
    let capacity: Int
    private var storage: [String] = []
    private var next = 0
    /// Lines pushed out by newer ones.
    private(set) var droppedCount = 0

    init(capacity: Int) {
        self.capacity = capacity
        storage.reserveCapacity(capacity)
    }

    func append(_ line: String) {
        if storage.count < capacity {
            storage.append(line)
        } else {
            storage[next] = line
            next = (next + 1) % capacity
            droppedCount += 1
        }
    }

    var lines: [String] {
        Array(storage[next...] + storage[..<next])
    }
}
