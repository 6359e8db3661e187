import CDRM
import Dispatch
import ScanoutCore
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The virtual terminal under the app, in graphics mode while it runs — no console text or
/// blinking cursor over the UI — and back in text mode on every exit: a normal return (`atexit`),
/// a fatal signal (a handler that restores, then lets the signal kill the process as before), and
/// `restore()` which the launcher calls on SIGINT and SIGTERM.
public final class ConsoleGuard {
    /// The VT's path.
    public let path: String
    private let fd: Int32

    /// Takes over the VT at `path` (the active one by default). Nil, with the reason, when it is
    /// not a VT (running over ssh or in a terminal emulator): the app still runs, the console
    /// just stays as it is.
    public static func takeOver(path: String = "/dev/tty0") -> (ConsoleGuard?, String) {
        let fd = DisplaySystemCalls.open(path, O_RDWR | O_NOCTTY)
        guard fd >= 0 else {
            let reason = SystemCall.errorText(errno)
            return (nil, "console \(path) not opened (\(reason)); its text mode is left alone")
        }
        guard DisplaySystemCalls.ioctl(fd, KDSETMODE, KD_GRAPHICS) == 0 else {
            let reason = SystemCall.errorText(errno)
            close(fd)
            return (nil, "console \(path) is not a virtual terminal (\(reason)); its text mode is left alone")
        }
        consoleDescriptor.store(fd, ordering: .sequentiallyConsistent)
        restoreOnEveryExit()
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
        restoreConsoleMode()
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
        // The kernel asks with SIGUSR1 (release) and SIGUSR2 (acquire); ignored as signals, they
        // arrive through dispatch sources on the main queue instead.
        for signalNumber in [SIGUSR1, SIGUSR2] { signal(signalNumber, SIG_IGN) }
        var mode = vt_mode()
        mode.mode = CChar(VT_PROCESS)
        mode.relsig = CShort(SIGUSR1)
        mode.acqsig = CShort(SIGUSR2)
        guard DisplaySystemCalls.ioctl(fd, VT_SETMODE, &mode) == 0 else {
            return "VT switching not handled (\(SystemCall.errorText(errno)))"
        }
        let fd = self.fd
        let releaseSource = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .main)
        releaseSource.setEventHandler {
            MainActor.assumeIsolated {
                release()
                // The switch may go ahead.
                _ = DisplaySystemCalls.ioctl(fd, VT_RELDISP, 1)
            }
        }
        let acquireSource = DispatchSource.makeSignalSource(signal: SIGUSR2, queue: .main)
        acquireSource.setEventHandler {
            MainActor.assumeIsolated {
                _ = DisplaySystemCalls.ioctl(fd, VT_RELDISP, VT_ACKACQ)
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

/// The VT in graphics mode, or -1. A global because the exit and fatal-signal handlers below are
/// C function pointers that cannot capture a guard, and a process has one console; atomic because
/// a signal handler reads it. Set before the handlers are installed, so its lazy initialisation
/// never runs inside one.
private let consoleDescriptor = Atomic<Int32>(-1)

/// VT switching back in the kernel's hands first (a no-op unless switching was taken over), then
/// text mode. Async-signal-safe: an atomic load and two ioctls, nothing that allocates or locks.
private func restoreConsoleMode() {
    let fd = consoleDescriptor.load(ordering: .sequentiallyConsistent)
    guard fd >= 0 else { return }
    var automatic = vt_mode()
    automatic.mode = CChar(VT_AUTO)
    _ = DisplaySystemCalls.ioctl(fd, VT_SETMODE, &automatic)
    _ = DisplaySystemCalls.ioctl(fd, KDSETMODE, KD_TEXT)
}

/// The fatal-signal handlers there before the console's (the crash report's, Swift's backtracer,
/// or the default action), by signal number: the console's handler passes the signal on to them.
/// Allocated before the handlers are installed, never freed.
nonisolated(unsafe) private let handlersBeforeConsole = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

/// Text mode comes back when the process returns or exits, and when it dies of a fatal signal:
/// the handler restores the console, puts back the handler that was there before (a crash
/// report, Swift's backtracer, or the default action) and raises the signal again, so the process
/// still dies of it (core dump and exit status unchanged). SIGINT and SIGTERM are the launcher's:
/// it handles them on the main queue and restores the display as well.
private func restoreOnEveryExit() {
    atexit { restoreConsoleMode() }
    for signalNumber in CrashReport.fatalSignals {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signalNumber in
            restoreConsoleMode()
            sigaction(signalNumber, handlersBeforeConsole + Int(signalNumber), nil)
            raise(signalNumber)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signalNumber, &action, handlersBeforeConsole + Int(signalNumber))
    }
}
