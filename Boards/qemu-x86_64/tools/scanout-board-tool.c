// scanout-board-tool: small things the qemu board test needs inside the guest, in one static
// binary (the image has no C library of its own; busybox and this are static).
//
//   scanout-board-tool touch-replay FILE   play a multi-touch sequence on a uinput touchscreen
//   scanout-board-tool vt-mode [TTY]       print whether the VT is in text or graphics mode
//
// touch-replay exists because qemu's virtio tablet is a single pointer: the only way to give the
// guest a real multi-touch device, going through the kernel, udev and libinput exactly as a
// panel's does, is to create one with uinput inside the guest.
//
// Replay files: one command per line, '#' starts a comment.
//   size W H        the device's axes run 0..W-1 and 0..H-1 (default 1280 800; before events)
//   settle MS       wait after creating the device before the first event (default 1500), so
//                   udev tags it and libinput's hotplug adds it
//   down SLOT X Y   a finger lands in SLOT (0..9)
//   move SLOT X Y   it moves
//   up SLOT         it lifts
//   frame           the events so far form one frame (SYN_REPORT)
//   wait MS         pause
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <linux/kd.h>
#include <linux/uinput.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#define MAX_SLOTS 10

static void sleep_ms(long ms) {
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    while (nanosleep(&t, &t) != 0 && errno == EINTR) {}
}

static int emit(int fd, int type, int code, int value) {
    struct input_event event;
    memset(&event, 0, sizeof event);
    event.type = (unsigned short)type;
    event.code = (unsigned short)code;
    event.value = value;
    return write(fd, &event, sizeof event) == (ssize_t)sizeof event ? 0 : -1;
}

// A bad replay file: name the file, the line, what was there and what was expected; exit 2.
static void bad_line(const char *path, int line, const char *text, const char *expected, ...) {
    va_list args;
    fprintf(stderr, "touch-replay: %s:%d: '%s': expected ", path, line, text);
    va_start(args, expected);
    vfprintf(stderr, expected, args);
    va_end(args);
    fputc('\n', stderr);
    exit(2);
}

static void fail(const char *what) {
    fprintf(stderr, "touch-replay: %s: %s\n", what, strerror(errno));
    exit(1);
}

struct replay {
    int fd;
    int width, height;
    int tracking[MAX_SLOTS];  // tracking id per slot, -1 when no finger
    int x[MAX_SLOTS], y[MAX_SLOTS];
    int current_slot;
    int next_tracking_id;
    int frames;
    int max_fingers;
};

// Creates the uinput device: protocol B multi-touch plus the single-touch axes and BTN_TOUCH
// that udev's input_id needs to call it a touchscreen, and INPUT_PROP_DIRECT (a screen, not a
// touchpad).
static void create_device(struct replay *r) {
    r->fd = open("/dev/uinput", O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (r->fd < 0) {
        fprintf(stderr, "touch-replay: /dev/uinput: %s (load the uinput module: modprobe uinput)\n", strerror(errno));
        exit(1);
    }
    if (ioctl(r->fd, UI_SET_EVBIT, EV_SYN) < 0 || ioctl(r->fd, UI_SET_EVBIT, EV_KEY) < 0 ||
        ioctl(r->fd, UI_SET_EVBIT, EV_ABS) < 0 || ioctl(r->fd, UI_SET_KEYBIT, BTN_TOUCH) < 0 ||
        ioctl(r->fd, UI_SET_PROPBIT, INPUT_PROP_DIRECT) < 0)
        fail("uinput capabilities");
    struct { int code, max; } axes[] = {
        {ABS_X, r->width - 1}, {ABS_Y, r->height - 1},
        {ABS_MT_SLOT, MAX_SLOTS - 1}, {ABS_MT_TRACKING_ID, 65535},
        {ABS_MT_POSITION_X, r->width - 1}, {ABS_MT_POSITION_Y, r->height - 1},
    };
    for (size_t i = 0; i < sizeof axes / sizeof axes[0]; i++) {
        struct uinput_abs_setup setup;
        memset(&setup, 0, sizeof setup);
        setup.code = (unsigned short)axes[i].code;
        setup.absinfo.minimum = 0;
        setup.absinfo.maximum = axes[i].max;
        // About 10 units per mm (a 128 mm wide panel at 1280): libinput wants a resolution on
        // touchscreens to size its palm and motion thresholds.
        if (axes[i].code != ABS_MT_SLOT && axes[i].code != ABS_MT_TRACKING_ID) setup.absinfo.resolution = 10;
        if (ioctl(r->fd, UI_SET_ABSBIT, axes[i].code) < 0 || ioctl(r->fd, UI_ABS_SETUP, &setup) < 0)
            fail("uinput axis setup");
    }
    struct uinput_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.id.bustype = BUS_VIRTUAL;
    setup.id.vendor = 0x5343;  // "SC"
    setup.id.product = 0x0001;
    snprintf(setup.name, sizeof setup.name, "Scanout Replay Touchscreen");
    if (ioctl(r->fd, UI_DEV_SETUP, &setup) < 0 || ioctl(r->fd, UI_DEV_CREATE) < 0) fail("uinput device create");
    char name[64] = "";
    if (ioctl(r->fd, UI_GET_SYSNAME(sizeof name), name) >= 0)
        printf("touch-replay: created /sys/devices/virtual/input/%s\n", name);
    fflush(stdout);
}

static void select_slot(struct replay *r, int slot) {
    if (r->current_slot != slot) {
        emit(r->fd, EV_ABS, ABS_MT_SLOT, slot);
        r->current_slot = slot;
    }
}

static void send_frame(struct replay *r) {
    int fingers = 0, first = -1;
    char slots[64] = "";
    for (int s = 0; s < MAX_SLOTS; s++) {
        if (r->tracking[s] < 0) continue;
        if (first < 0) first = s;
        fingers++;
        size_t used = strlen(slots);
        snprintf(slots + used, sizeof slots - used, "%s%d", used ? "," : "", s);
    }
    // Single-touch emulation follows the first finger down, as kernel drivers do.
    emit(r->fd, EV_KEY, BTN_TOUCH, fingers > 0);
    if (first >= 0) {
        emit(r->fd, EV_ABS, ABS_X, r->x[first]);
        emit(r->fd, EV_ABS, ABS_Y, r->y[first]);
    }
    if (emit(r->fd, EV_SYN, SYN_REPORT, 0) < 0) fail("uinput write");
    r->frames++;
    if (fingers > r->max_fingers) r->max_fingers = fingers;
    printf("touch-replay: frame %d: %d down%s%s\n", r->frames, fingers, fingers ? ", slots " : "", slots);
    fflush(stdout);
}

static int touch_replay(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) {
        fprintf(stderr, "touch-replay: %s: %s\n", path, strerror(errno));
        return 2;
    }
    struct replay r = {.fd = -1, .width = 1280, .height = 800, .current_slot = -1, .next_tracking_id = 1};
    for (int s = 0; s < MAX_SLOTS; s++) r.tracking[s] = -1;
    long settle = 1500;
    char line[256];
    int number = 0;
    while (fgets(line, sizeof line, file)) {
        number++;
        char *hash = strchr(line, '#');
        if (hash) *hash = 0;
        line[strcspn(line, "\r\n")] = 0;
        char command[16] = "";
        int a = 0, b = 0, c = 0;
        int fields = sscanf(line, "%15s %d %d %d", command, &a, &b, &c);
        if (fields <= 0) continue;
        if (strcmp(command, "size") == 0) {
            if (fields != 3 || a < 2 || b < 2) bad_line(path, number, line, "size WIDTH HEIGHT, both 2 or more");
            if (r.fd >= 0) bad_line(path, number, line, "size before the first event");
            r.width = a;
            r.height = b;
            continue;
        }
        if (strcmp(command, "settle") == 0) {
            if (fields != 2 || a < 0) bad_line(path, number, line, "settle MILLISECONDS");
            settle = a;
            continue;
        }
        if (strcmp(command, "wait") == 0) {
            if (fields != 2 || a < 0) bad_line(path, number, line, "wait MILLISECONDS");
            sleep_ms(a);
            continue;
        }
        int is_down = strcmp(command, "down") == 0, is_move = strcmp(command, "move") == 0;
        int is_up = strcmp(command, "up") == 0, is_frame = strcmp(command, "frame") == 0;
        if (!is_down && !is_move && !is_up && !is_frame)
            bad_line(path, number, line, "size, settle, down, move, up, frame or wait");
        if ((is_down || is_move) && (fields != 4 || a < 0 || a >= MAX_SLOTS || b < 0 || b >= r.width || c < 0 ||
                                     c >= r.height))
            bad_line(path, number, line, "%s SLOT X Y with SLOT 0..%d, X 0..%d, Y 0..%d", command, MAX_SLOTS - 1,
                     r.width - 1, r.height - 1);
        if (is_up && (fields != 2 || a < 0 || a >= MAX_SLOTS))
            bad_line(path, number, line, "up SLOT with SLOT 0..%d", MAX_SLOTS - 1);
        if (is_frame && fields != 1) bad_line(path, number, line, "frame alone on its line");
        if (r.fd < 0) {
            create_device(&r);
            sleep_ms(settle);
        }
        if (is_frame) {
            send_frame(&r);
            continue;
        }
        if (is_down && r.tracking[a] >= 0) bad_line(path, number, line, "a free slot (slot %d is down)", a);
        if ((is_move || is_up) && r.tracking[a] < 0) bad_line(path, number, line, "a slot that is down");
        select_slot(&r, a);
        if (is_down) {
            r.tracking[a] = r.next_tracking_id++;
            emit(r.fd, EV_ABS, ABS_MT_TRACKING_ID, r.tracking[a]);
        }
        if (is_up) {
            r.tracking[a] = -1;
            emit(r.fd, EV_ABS, ABS_MT_TRACKING_ID, -1);
            continue;
        }
        r.x[a] = b;
        r.y[a] = c;
        emit(r.fd, EV_ABS, ABS_MT_POSITION_X, b);
        emit(r.fd, EV_ABS, ABS_MT_POSITION_Y, c);
    }
    fclose(file);
    if (r.fd >= 0) {
        // Let the last frame be read before the device goes (libinput cancels touches of a
        // removed device, which would hide an unfinished sequence).
        sleep_ms(500);
        ioctl(r.fd, UI_DEV_DESTROY);
        close(r.fd);
    }
    printf("touch-replay: done %d frames, max %d fingers\n", r.frames, r.max_fingers);
    return 0;
}

static int vt_mode(const char *tty) {
    int fd = open(tty, O_RDONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        fprintf(stderr, "vt-mode: %s: %s\n", tty, strerror(errno));
        return 1;
    }
    int mode = 0;
    if (ioctl(fd, KDGETMODE, &mode) < 0) {
        fprintf(stderr, "vt-mode: %s: not a virtual terminal (%s)\n", tty, strerror(errno));
        close(fd);
        return 1;
    }
    close(fd);
    printf("vt-mode %s %s\n", tty, mode == KD_GRAPHICS ? "graphics" : "text");
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "touch-replay") == 0) return touch_replay(argv[2]);
    if ((argc == 2 || argc == 3) && strcmp(argv[1], "vt-mode") == 0) return vt_mode(argc == 3 ? argv[2] : "/dev/tty0");
    fprintf(stderr,
            "usage: scanout-board-tool touch-replay FILE\n"
            "       scanout-board-tool vt-mode [TTY]   (default /dev/tty0)\n");
    return 2;
}
