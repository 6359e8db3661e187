// libvncserver (the RFB protocol's server side: handshakes, VNC authentication, encodings, a
// thread per viewer) for ScanoutRemote.
#include <rfb/rfb.h>

// rfbInitServer is a macro naming the build's variant (with pthreads and ZRLE on Debian), so
// that a program built against other headers fails to link; Swift sees no macros that call.
static inline void scanout_rfb_init_server(rfbScreenInfoPtr screen) { rfbInitServer(screen); }
