// libinput (touch, pointer, keyboard, switches; calibration and device quirks) over udev.
#ifndef SCANOUT_CINPUT_SHIM_H
#define SCANOUT_CINPUT_SHIM_H
#include <libinput.h>
#include <libudev.h>
// KEY_* and BTN_* codes, by name.
#include <linux/input-event-codes.h>

#endif
