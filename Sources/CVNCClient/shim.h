// libvncclient (the RFB protocol's viewer side), for the tests only: they connect to the remote
// screen as a VNC viewer would.
#include <rfb/rfbclient.h>

// libvncclient logs every step to standard error; a C global Swift 6 will not write directly.
static inline void scanout_vnc_client_silence_log(void) { rfbEnableClientLogging = 0; }
