// libseat (seatd's client library): a seat's devices from seatd, systemd-logind or an embedded
// seatd, for a process that may not open them itself.
#include <libseat.h>
