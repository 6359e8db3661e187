// libinput (touch, pointer, keyboard, switches; calibration and device quirks) over udev.
#ifndef SCANOUT_CINPUT_SHIM_H
#define SCANOUT_CINPUT_SHIM_H
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <libinput.h>
#include <libudev.h>
// KEY_* and BTN_* codes, by name.
#include <linux/input-event-codes.h>

// libinput opens devices through these; plain open/close (as root or in the input group).
static inline int scanout_input_open(const char *path, int flags, void *user_data) {
    (void)user_data;
    int fd = open(path, flags | O_CLOEXEC);
    return fd < 0 ? -errno : fd;
}

static inline void scanout_input_close(int fd, void *user_data) {
    (void)user_data;
    close(fd);
}

static const struct libinput_interface scanout_input_interface = {
    .open_restricted = scanout_input_open,
    .close_restricted = scanout_input_close,
};

// libinput keeps the interface pointer for the context's life: hand out the static one.
static inline const struct libinput_interface *scanout_input_interface_pointer(void) {
    return &scanout_input_interface;
}
#endif
