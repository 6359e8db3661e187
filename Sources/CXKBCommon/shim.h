// xkbcommon: keymaps for any layout (keysyms, UTF-8, modifier state) and compose sequences
// (dead keys, the Compose key), for the libinput keyboard path.
#ifndef SCANOUT_CXKBCOMMON_SHIM_H
#define SCANOUT_CXKBCOMMON_SHIM_H
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
#endif
