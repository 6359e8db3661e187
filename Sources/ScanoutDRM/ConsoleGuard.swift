import CDRM
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// The virtual terminal under the app, in graphics mode while it runs — no console text or
/// blinking cursor over the UI — and back in text mode on every exit: a normal return, a fatal
/// signal (from a C handler), and `restore()` which the launcher calls on SIGINT and SIGTERM.
public final class ConsoleGuard {
    /// The VT's path.
    public let path: String
    private let fd: Int32

    /// Takes over the VT at `path` (the active one by default). Nil, with the reason, when it is
    /// not a VT (running over ssh or in a terminal emulator): the app still runs, the console
    /// just stays as it is.
    public static func takeOver(path: String = "/dev/tty0") -> (ConsoleGuard?, String) {
        let fd = open(path, O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            return (nil, "console \(path) not opened (\(String(cString: strerror(errno)))); its text mode is left alone")
        }
        guard scanout_console_take_over(fd) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            return (nil, "console \(path) is not a virtual terminal (\(reason)); its text mode is left alone")
        }
        return (ConsoleGuard(path: path, fd: fd), "console \(path) in graphics mode")
    }

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    /// Text mode again, and VT switches back in the kernel's hands.
    public func restore() {
        switchSources.forEach { $0.cancel() }
        switchSources = []
        scanout_console_give_back()
    }

    /// Takes part in VT switches (Ctrl+Alt+Fn, `chvt`): when another VT wants the screen,
    /// `release` runs (drop DRM master, stop reading input) before the switch is allowed; when
    /// ours is back, `acquire` runs (master again, repaint, input again). Without this a switch
    /// would leave the app drawing over the other VT, or its input reading keys typed there.
    /// Returns why it could not, or nil.
    @MainActor
    public func handleSwitches(release: @escaping @MainActor () -> Void, acquire: @escaping @MainActor () -> Void)
        -> String?
    {
        for signalNumber in [SIGUSR1, SIGUSR2] { signal(signalNumber, SIG_IGN) }
        guard scanout_console_handle_switching(SIGUSR1, SIGUSR2) == 0 else {
            return "VT switching not handled (\(String(cString: strerror(errno))))"
        }
        let releaseSource = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .main)
        releaseSource.setEventHandler {
            MainActor.assumeIsolated {
                release()
                _ = scanout_console_release_done()
            }
        }
        let acquireSource = DispatchSource.makeSignalSource(signal: SIGUSR2, queue: .main)
        acquireSource.setEventHandler {
            MainActor.assumeIsolated {
                _ = scanout_console_acquire_done()
                acquire()
            }
        }
        releaseSource.resume()
        acquireSource.resume()
        switchSources = [releaseSource, acquireSource]
        return nil
    }

    private var switchSources: [DispatchSourceSignal] = []
}
