// libvncserver, loaded when the remote screen is turned on rather than linked: it brings about a
// dozen libraries of its own (GnuTLS, libgcrypt, libjpeg, LZO, SASL…) that every start would map
// and relocate, used or not, and an image without it still runs (and says why it has no remote
// screen). The types are libvncserver's own header (libvncserver-dev at build time); the
// functions are looked up with dlopen/dlsym. ScanoutRemote calls them on one thread of its own
// (RemoteServerThread).
#ifndef CVNCSERVER_LOADER_H
#define CVNCSERVER_LOADER_H

#include <pthread.h>
#include <rfb/rfb.h>

typedef struct {
    rfbScreenInfoPtr (*GetScreen)(int *argc, char **argv, int width, int height, int bitsPerSample,
                                  int samplesPerPixel, int bytesPerPixel);
    /// rfbInitServer is a macro naming the build's variant (with pthreads and ZRLE on Debian):
    /// this is the variant the headers name.
    void (*InitServer)(rfbScreenInfoPtr screen);
    rfbBool (*ProcessEvents)(rfbScreenInfoPtr screen, long usec);
    void (*ShutdownServer)(rfbScreenInfoPtr screen, rfbBool disconnectClients);
    void (*ScreenCleanup)(rfbScreenInfoPtr screen);
    void (*MarkRectAsModified)(rfbScreenInfoPtr screen, int x1, int y1, int x2, int y2);
    void (*LogEnable)(int enabled);
    rfbPasswordCheckProcPtr CheckPasswordByList;
    /// How long a read of a viewer's half-sent message may wait, in milliseconds: a process-wide
    /// variable of libvncserver's (writes use the screen's maxClientWait).
    int *MaxClientWait;
} CVNCServerFunctions;

/// Loads libvncserver from `library` (such as "libvncserver.so.1") and looks up the functions
/// above. Returns NULL and sets `*error` (dlerror's text, or which function is missing) when it
/// cannot.
const CVNCServerFunctions *cvncserver_load(const char *library, const char **error);

/// Adds `descriptor` to those the server's select() waits on (FD_SET is a macro). Returns 0 when
/// select cannot watch it (a descriptor number past FD_SETSIZE).
int cvncserver_watch_descriptor(rfbScreenInfoPtr screen, int descriptor);

/// Names a thread ("scanout-vnc" in ps, gdb and crash reports).
void cvncserver_name_thread(pthread_t thread, const char *name);

#endif
