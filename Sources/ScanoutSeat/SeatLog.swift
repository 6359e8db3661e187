import CSeat
import ScanoutCore
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Where libseat's log lines go. While a seat is being opened they are kept (the backend that
/// opened it is only said there, and a failure's reasons are worth repeating in the error);
/// otherwise its errors are Scanout warnings and the rest is dropped.
///
/// libseat has one process-wide log handler, a C function, so this state is global; a mutex,
/// because nothing promises that libseat logs only from the thread that calls it.
enum SeatLog {
    /// Starts keeping every line (info and errors), for one `libseat_open_seat`.
    static func beginCapture() {
        installOnce
        state.withLock { $0 = State(capturing: true, lines: []) }
        libseat_set_log_level(LIBSEAT_LOG_LEVEL_INFO)
    }

    /// The lines kept since `beginCapture`; errors only are logged from now on.
    static func endCapture() -> [String] {
        libseat_set_log_level(LIBSEAT_LOG_LEVEL_ERROR)
        return state.withLock { state in
            defer { state = State(capturing: false, lines: []) }
            return state.lines
        }
    }

    /// The backend named in libseat's "Seat opened with backend 'NAME'" line, if one is there.
    static func backendName(in lines: [String]) -> String? {
        let marker = Array("Seat opened with backend '".utf8)
        for line in lines {
            let bytes = Array(line.utf8)
            guard bytes.count > marker.count else { continue }
            for start in 0...(bytes.count - marker.count)
            where bytes[start..<start + marker.count].elementsEqual(marker) {
                let name = bytes[(start + marker.count)...].prefix { $0 != UInt8(ascii: "'") }
                return String(decoding: name, as: UTF8.self)
            }
        }
        return nil
    }

    // MARK: - Private

    private struct State {
        var capturing = false
        var lines: [String] = []
    }

    /// Lines kept per open, at most: libseat says a few; a broken one must not grow memory.
    private static let maximumLines = 64
    private static let state = Mutex(State())

    private static let installOnce: Void = {
        libseat_set_log_handler(handle)
        libseat_set_log_level(LIBSEAT_LOG_LEVEL_ERROR)
    }()

    private static let handle: libseat_log_func = { level, format, arguments in
        guard let format, let arguments else { return }
        var buffer = [CChar](repeating: 0, count: 512)
        _ = buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let kept = SeatLog.state.withLock { state -> Bool in
            guard state.capturing else { return false }
            if state.lines.count < maximumLines { state.lines.append(line) }
            return true
        }
        if !kept, level == LIBSEAT_LOG_LEVEL_ERROR { Diagnostics.warn("libseat: \(line)") }
    }
}
