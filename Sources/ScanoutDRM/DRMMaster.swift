import ScanoutCore

#if canImport(Glibc)
import Glibc
#endif

/// Whether the process may drive a card: only the DRM master may set modes and flip pages.
/// The decision on `drmSetMaster`'s answer and the message for a refusal live here, apart from
/// the call, so they are tested without a card.
enum DRMMaster {
    /// Nothing when `drmSetMaster` on `card` returned `result` 0, or failed although the
    /// process is master (`isMaster`, from `drmIsMaster`): before Linux 5.10 the call is for
    /// root only, even for the first program to open the card, which is master already.
    /// Otherwise the error naming the card, the errno and the fix; `errno` is what the call left.
    static func check(result: Int32, errno code: Int32, isMaster: Bool, card: String) throws(DisplaySetupError) {
        guard result != 0, !isMaster else { return }
        throw DisplaySetupError(refusal(errno: code, card: card) + " Or run offscreen with --offscreen.")
    }

    /// Why `card` refused to make this process its master (`errno` from `drmSetMaster`), and
    /// what to do about it.
    static func refusal(errno code: Int32, card: String) -> String {
        let reason = SystemCall.describe(errno: code)
        let fix: String
        switch code {
        case EBUSY, EINVAL:
            // The kernel answers EBUSY (older kernels EINVAL) while another file holds master.
            fix =
                "Another display server (X, a Wayland compositor, a desktop session) is the master: stop it, "
                + "or switch to a VT it does not use."
        case EACCES, EPERM:
            fix =
                "Only root, or the first program to open the card, may take it: run as root, or from the VT's "
                + "console rather than over SSH, or let a seat manager (seatd, logind) grant this user the seat."
        default:
            fix = "Check that no other program drives the display."
        }
        return "cannot become DRM master of \(card): \(reason). \(fix)"
    }
}
