// libvncserver (the RFB protocol's server side: handshakes, VNC authentication, encodings) for
// ScanoutRemote, which runs it on one thread of its own (RemoteServerThread).
#include <rfb/rfb.h>

// rfbInitServer is a macro naming the build's variant (with pthreads and ZRLE on Debian), so
// that a program built against other headers fails to link; Swift sees no macros that call.
static inline void scanout_rfb_init_server(rfbScreenInfoPtr screen) { rfbInitServer(screen); }

// How long a read of a viewer's half-sent message may wait, in milliseconds (a process-wide
// setting of libvncserver's; writes use the screen's maxClientWait).
static inline void scanout_rfb_set_read_timeout(int milliseconds) { rfbMaxClientWait = milliseconds; }

// Adds `descriptor` to those the server's select() waits on (FD_SET is a macro). Returns 0 when
// select cannot watch it (a descriptor number past FD_SETSIZE).
static inline int scanout_rfb_watch_descriptor(rfbScreenInfoPtr screen, int descriptor) {
    if (descriptor < 0 || descriptor >= FD_SETSIZE) return 0;
    FD_SET(descriptor, &screen->allFds);
    if (descriptor > screen->maxFd) screen->maxFd = descriptor;
    return 1;
}

// Names the server's thread ("scanout-vnc" in ps, gdb and crash reports); glibc declares it only
// for _GNU_SOURCE, which a module header cannot rely on.
extern int pthread_setname_np(pthread_t thread, const char *name);
static inline void scanout_name_thread(pthread_t thread, const char *name) { pthread_setname_np(thread, name); }
