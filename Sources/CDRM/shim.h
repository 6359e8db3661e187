// libdrm: kernel mode setting (connectors, modes, CRTCs), dumb scanout buffers and page flips.
#ifndef SCANOUT_CDRM_SHIM_H
#define SCANOUT_CDRM_SHIM_H
#include <stdint.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_mode.h>
#include <linux/kd.h>
#include <linux/vt.h>

#include <signal.h>
#include <stdlib.h>

// The console's text mode comes back on every exit: atexit for normal returns, and a handler
// for fatal signals (async-signal-safe: one ioctl, then the default action). SIGINT and SIGTERM
// are handled by the launcher on the main queue, which also restores the display.
static int scanout_console_fd = -1;

static void scanout_console_restore(void) {
    if (scanout_console_fd >= 0) {
        // VT switching back in the kernel's hands first (a no-op unless switching was taken
        // over), then text mode.
        struct vt_mode automatic = { .mode = VT_AUTO };
        ioctl(scanout_console_fd, VT_SETMODE, &automatic);
        ioctl(scanout_console_fd, KDSETMODE, KD_TEXT);
    }
}

static void scanout_console_fatal(int signal_number) {
    scanout_console_restore();
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

/// Puts the VT open as `fd` into graphics mode (no text, no cursor). Returns 0, or -1 (errno
/// set) when `fd` is not a VT.
static inline int scanout_console_take_over(int fd) {
    if (ioctl(fd, KDSETMODE, KD_GRAPHICS) != 0) return -1;
    scanout_console_fd = fd;
    atexit(scanout_console_restore);
    signal(SIGSEGV, scanout_console_fatal);
    signal(SIGBUS, scanout_console_fatal);
    signal(SIGILL, scanout_console_fatal);
    signal(SIGFPE, scanout_console_fatal);
    signal(SIGABRT, scanout_console_fatal);
    signal(SIGTRAP, scanout_console_fatal);
    return 0;
}

static inline void scanout_console_give_back(void) {
    scanout_console_restore();
}

/// VT switches (Ctrl+Alt+Fn, chvt) ask this process first: the kernel sends `release_signal`
/// when another VT wants the screen and `acquire_signal` when ours comes back; the process
/// answers with scanout_console_release_done / scanout_console_acquire_done. Returns 0 or -1.
static inline int scanout_console_handle_switching(int release_signal, int acquire_signal) {
    if (scanout_console_fd < 0) return -1;
    struct vt_mode mode = { .mode = VT_PROCESS, .relsig = (short)release_signal, .acqsig = (short)acquire_signal };
    return ioctl(scanout_console_fd, VT_SETMODE, &mode);
}

static inline int scanout_console_release_done(void) {
    return ioctl(scanout_console_fd, VT_RELDISP, 1);
}

static inline int scanout_console_acquire_done(void) {
    return ioctl(scanout_console_fd, VT_RELDISP, VT_ACKACQ);
}

// The ioctl numbers are function-like macros, which Swift cannot import: wrap them.
static inline unsigned long scanout_drm_ioctl_create_dumb(void) { return DRM_IOCTL_MODE_CREATE_DUMB; }
static inline unsigned long scanout_drm_ioctl_map_dumb(void) { return DRM_IOCTL_MODE_MAP_DUMB; }
static inline unsigned long scanout_drm_ioctl_destroy_dumb(void) { return DRM_IOCTL_MODE_DESTROY_DUMB; }
#endif
