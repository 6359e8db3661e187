// scanout-board-tool: the few things the qemu board test needs inside the guest that busybox
// cannot do, in one static binary (the image has no C library unless a binary brings one, and
// this tool should not depend on what the app happens to bring).
//
//   cc -static -O2 -Wall -Wextra -o scanout-board-tool scanout-board-tool.c
//
//   scanout-board-tool touch-replay FILE   play a multi-touch sequence on a uinput touchscreen
//   scanout-board-tool evdev-replay FILE   play a recording of a real device's kernel events
//   scanout-board-tool vt-mode [TTY]       say whether the VT is in text or graphics mode
//   scanout-board-tool run-as UID GID PROGRAM [ARG...]
//                                          run PROGRAM as that user and group, no other groups
//   scanout-board-tool notify-listen PATH  a stand-in for systemd's notify socket: print each
//                                          sd_notify message with its sender's uid
//
// Why touch-replay: qemu's virtio tablet is a single absolute pointer, and QMP has no way to
// put two fingers down at once. A uinput device created inside the guest is a real kernel
// input device: it gets an /dev/input/eventN node, udev's input_id builtin classifies it, and
// libinput's udev backend adds it through hotplug, exactly the path a kiosk's touch panel takes.
// So what the app receives is what a panel would deliver, and nothing in Scanout is bypassed.
//
// Replay file: one command per line; '#' starts a comment; blank lines are ignored.
//   size W H        axes run 0..W-1 and 0..H-1 (default 1280 800)        } before the first
//   settle MS       pause between creating the device and the first      } event command
//                   event (default 1500), for udev and libinput hotplug  }
//   down SLOT X Y   a finger lands in SLOT (0..9), with a new tracking id
//   move SLOT X Y   the finger in SLOT moves
//   up SLOT         the finger in SLOT lifts
//   frame           send what changed since the last frame as one frame (SYN_REPORT)
//   wait MS         pause
// The whole file is checked before the device is created, so a mistake on line 40 does not
// leave a gesture half played (and fingers stuck down) on the app under test.
//
// Exit status: 0 played; 2 bad usage or bad file (nothing was played); 1 system failure.
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <linux/input.h>
#include <linux/kd.h>
#include <linux/uinput.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

// Ten fingers is what most capacitive panels report; the slot count is an axis maximum, so it
// costs nothing to offer all of them even when a file uses two.
#define MAX_SLOTS 10
// libinput sizes its touch thresholds in millimetres and logs a bug warning for a touchscreen
// without a resolution. 10 units/mm makes 1280x800 a 128x80 mm panel (a small kiosk screen).
#define UNITS_PER_MM 10
// How long the device's event node may take to appear. The kernel creates the evdev handler
// and devtmpfs creates the node synchronously within UI_DEV_CREATE, so this only matters when
// /dev is not devtmpfs (then nothing creates the node and waiting longer would not help).
#define NODE_TIMEOUT_MS 5000
// After the replay: evdev clients (libinput, hence the app) read events when they get to it;
// destroying the device earlier makes libinput cancel any touch it has not finished, which
// would hide the last frame's lift from the app.
#define LINGER_MS 500

// ------------------------------------------------------------------------------ helpers

static long now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

static void sleep_ms(long ms) {
    if (ms <= 0) return;
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    while (nanosleep(&t, &t) != 0 && errno == EINTR) {}
}

// The command running, for the prefix of every line it prints ("touch-replay", "evdev-replay").
static const char *command_name = "scanout-board-tool";

// stdout may be a pipe or a file (the guest agent collects it); flush per line so the order of
// the tool's lines against the app's output on the console stays meaningful.
static void say(const char *format, ...) {
    va_list args;
    va_start(args, format);
    printf("%s: ", command_name);
    vprintf(format, args);
    va_end(args);
    fputc('\n', stdout);
    fflush(stdout);
}

// A system failure (exit 1): what was being done, the errno text, and a hint if there is one.
static void fail(const char *what, const char *hint) {
    fprintf(stderr, "%s: %s: %s%s%s\n", command_name, what, strerror(errno), hint ? "; " : "", hint ? hint : "");
    exit(1);
}

// ------------------------------------------------------------------------ the replay file

enum op { OP_DOWN, OP_MOVE, OP_UP, OP_FRAME, OP_WAIT };

struct step {
    enum op op;
    int slot, x, y;
    long ms;
};

struct script {
    const char *path;
    int width, height;
    long settle_ms;
    struct step *steps;
    size_t count, capacity;
};

// A bad replay file: file, line number, the line as written and what was expected; exit 2.
static void bad_line(const struct script *s, int line, const char *text, const char *expected, ...) {
    va_list args;
    fprintf(stderr, "touch-replay: %s:%d: '%s': expected ", s->path, line, text);
    va_start(args, expected);
    vfprintf(stderr, expected, args);
    va_end(args);
    fputc('\n', stderr);
    exit(2);
}

// A whole token as a decimal integer in [min, max]; sscanf would take "90x" as 90.
static int parse_int(const char *token, long min, long max, long *out) {
    if (!token || !*token) return 0;
    char *end;
    errno = 0;
    long value = strtol(token, &end, 10);
    if (errno || *end || value < min || value > max) return 0;
    *out = value;
    return 1;
}

static void add_step(struct script *s, struct step step) {
    if (s->count == s->capacity) {
        s->capacity = s->capacity ? s->capacity * 2 : 64;
        s->steps = realloc(s->steps, s->capacity * sizeof *s->steps);
        if (!s->steps) fail("out of memory", NULL);
    }
    s->steps[s->count++] = step;
}

// Reads and checks the whole file. Also simulates the slots, so "down" on a finger that is
// already down, "move"/"up" of a lifted one, or events never closed by a "frame" are reported
// with their line instead of surprising the app later.
static void load_script(struct script *s) {
    FILE *file = fopen(s->path, "r");
    if (!file) {
        fprintf(stderr, "touch-replay: %s: %s\n", s->path, strerror(errno));
        exit(2);
    }
    int down[MAX_SLOTS] = {0};
    int events_started = 0, unsent_line = 0, number = 0;
    char unsent_text[200] = "";
    char *line = NULL;
    size_t size = 0;
    while (getline(&line, &size, file) >= 0) {
        number++;
        char *hash = strchr(line, '#');
        if (hash) *hash = 0;
        line[strcspn(line, "\r\n")] = 0;
        char text[200];  // the line as written, for messages (before strtok cuts it up)
        snprintf(text, sizeof text, "%s", line + strspn(line, " \t"));
        char *save = NULL, *token[6] = {0};
        int n = 0;
        for (char *t = strtok_r(line, " \t", &save); t; t = strtok_r(NULL, " \t", &save)) {
            if (n < 6) token[n] = t;
            n++;
        }
        if (n == 0) continue;
        const char *command = token[0];
        long a = 0, b = 0, c = 0;
        if (strcmp(command, "size") == 0 || strcmp(command, "settle") == 0) {
            if (events_started)
                bad_line(s, number, text, "'%s' before the first down/move/up/frame/wait (the device is "
                         "already made by then)", command);
            if (command[1] == 'i') {
                if (n != 3 || !parse_int(token[1], 2, 65535, &a) || !parse_int(token[2], 2, 65535, &b))
                    bad_line(s, number, text, "size WIDTH HEIGHT (each 2..65535)");
                s->width = (int)a;
                s->height = (int)b;
            } else {
                if (n != 2 || !parse_int(token[1], 0, 600000, &a))
                    bad_line(s, number, text, "settle MILLISECONDS (0..600000)");
                s->settle_ms = a;
            }
            continue;
        }
        events_started = 1;
        if (strcmp(command, "wait") == 0) {
            if (n != 2 || !parse_int(token[1], 0, 600000, &a))
                bad_line(s, number, text, "wait MILLISECONDS (0..600000)");
            add_step(s, (struct step){.op = OP_WAIT, .ms = a});
        } else if (strcmp(command, "frame") == 0) {
            if (n != 1) bad_line(s, number, text, "'frame' alone on its line");
            add_step(s, (struct step){.op = OP_FRAME});
            unsent_line = 0;
        } else if (strcmp(command, "down") == 0 || strcmp(command, "move") == 0) {
            if (n != 4 || !parse_int(token[1], 0, MAX_SLOTS - 1, &a) || !parse_int(token[2], 0, s->width - 1, &b) ||
                !parse_int(token[3], 0, s->height - 1, &c))
                bad_line(s, number, text, "%s SLOT X Y with SLOT 0..%d, X 0..%d, Y 0..%d (size %d %d)", command,
                         MAX_SLOTS - 1, s->width - 1, s->height - 1, s->width, s->height);
            int is_down = command[0] == 'd';
            if (is_down && down[a]) bad_line(s, number, text, "a free slot: slot %ld is already down", a);
            if (!is_down && !down[a]) bad_line(s, number, text, "a slot that is down: slot %ld is up", a);
            down[a] = 1;
            add_step(s, (struct step){.op = is_down ? OP_DOWN : OP_MOVE, .slot = (int)a, .x = (int)b, .y = (int)c});
        } else if (strcmp(command, "up") == 0) {
            if (n != 2 || !parse_int(token[1], 0, MAX_SLOTS - 1, &a))
                bad_line(s, number, text, "up SLOT with SLOT 0..%d", MAX_SLOTS - 1);
            if (!down[a]) bad_line(s, number, text, "a slot that is down: slot %ld is up", a);
            down[a] = 0;
            add_step(s, (struct step){.op = OP_UP, .slot = (int)a});
        } else {
            bad_line(s, number, text, "one of size, settle, down, move, up, frame, wait");
        }
        // The first down/move/up that no frame has closed yet, for the check at the end.
        int is_event = strcmp(command, "wait") != 0 && strcmp(command, "frame") != 0;
        if (is_event && !unsent_line) {
            unsent_line = number;
            snprintf(unsent_text, sizeof unsent_text, "%s", text);
        }
    }
    free(line);
    if (ferror(file)) {
        fprintf(stderr, "touch-replay: %s: read error: %s\n", s->path, strerror(errno));
        exit(2);
    }
    fclose(file);
    // Events after the last frame would sit in the kernel's buffer and never reach anybody.
    if (unsent_line)
        bad_line(s, unsent_line, unsent_text, "a 'frame' after it before the end of the file (events not closed "
                 "by a frame are never delivered)");
    for (int slot = 0; slot < MAX_SLOTS; slot++)
        if (down[slot])  // allowed (it is how to test a cancelled touch), but rarely meant
            say("note: slot %d is still down at the end; libinput cancels it when the device goes", slot);
}

// ------------------------------------------------------------------------- the device

struct device {
    int fd;
    char node[64];      // /dev/input/eventN
    char udev_db[64];   // /run/udev/data/c13:MINOR, where udevd records ID_INPUT_*
};

static void ioctl_or_fail(int fd, unsigned long request, long arg, const char *what) {
    if (ioctl(fd, request, arg) < 0) fail(what, NULL);
}

// The capabilities decide how the device is classified, so each one is here for a reason:
//  - ABS_MT_SLOT + ABS_MT_TRACKING_ID + ABS_MT_POSITION_X/Y: multi-touch protocol B, which is
//    what libinput's touch code expects (it handles protocol A poorly);
//  - ABS_X/ABS_Y + BTN_TOUCH: the single-touch view every kernel touchscreen driver adds to the
//    MT axes (input_mt_init_slots with INPUT_MT_DIRECT). udev's input_id needs BTN_TOUCH or
//    INPUT_PROP_DIRECT next to absolute axes to say touchscreen, the board's static udev mode
//    (/init) checks the same bits, and libinput takes the device's size in mm from the
//    ABS_X/ABS_Y resolution (debug-events shows "size 128x80mm");
//  - INPUT_PROP_DIRECT: the touches are on the screen, not on a pad beside it; without it
//    input_id and libinput could take the device for a touchpad;
//  - no BTN_TOOL_FINGER: with it (and without DIRECT) input_id says touchpad.
static void create_device(struct device *d, const struct script *s) {
    d->fd = open("/dev/uinput", O_WRONLY | O_CLOEXEC);
    if (d->fd < 0) {
        if (errno == ENOENT || errno == ENODEV || errno == ENXIO)
            fail("/dev/uinput", "load the uinput module (modprobe uinput; build-image.sh loads it by default)");
        fail("/dev/uinput", errno == EACCES ? "creating input devices needs root" : NULL);
    }
    ioctl_or_fail(d->fd, UI_SET_EVBIT, EV_SYN, "UI_SET_EVBIT EV_SYN");
    ioctl_or_fail(d->fd, UI_SET_EVBIT, EV_KEY, "UI_SET_EVBIT EV_KEY");
    ioctl_or_fail(d->fd, UI_SET_EVBIT, EV_ABS, "UI_SET_EVBIT EV_ABS");
    ioctl_or_fail(d->fd, UI_SET_KEYBIT, BTN_TOUCH, "UI_SET_KEYBIT BTN_TOUCH");
    ioctl_or_fail(d->fd, UI_SET_PROPBIT, INPUT_PROP_DIRECT, "UI_SET_PROPBIT INPUT_PROP_DIRECT");
    struct { int code, max, resolution; } axes[] = {
        {ABS_X, s->width - 1, UNITS_PER_MM},
        {ABS_Y, s->height - 1, UNITS_PER_MM},
        {ABS_MT_SLOT, MAX_SLOTS - 1, 0},
        {ABS_MT_TRACKING_ID, 65535, 0},
        {ABS_MT_POSITION_X, s->width - 1, UNITS_PER_MM},
        {ABS_MT_POSITION_Y, s->height - 1, UNITS_PER_MM},
    };
    for (size_t i = 0; i < sizeof axes / sizeof axes[0]; i++) {
        struct uinput_abs_setup setup;
        memset(&setup, 0, sizeof setup);
        setup.code = (unsigned short)axes[i].code;
        setup.absinfo.maximum = axes[i].max;
        setup.absinfo.resolution = axes[i].resolution;
        ioctl_or_fail(d->fd, UI_SET_ABSBIT, axes[i].code, "UI_SET_ABSBIT");
        if (ioctl(d->fd, UI_ABS_SETUP, &setup) < 0) fail("UI_ABS_SETUP", "uinput older than Linux 4.5?");
    }
    struct uinput_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.id.bustype = BUS_VIRTUAL;
    setup.id.vendor = 0x5343;  // "SC"; not a registered id, only there so quirks never match it
    setup.id.product = 0x0001;
    snprintf(setup.name, sizeof setup.name, "Scanout Replay Touchscreen");
    if (ioctl(d->fd, UI_DEV_SETUP, &setup) < 0) fail("UI_DEV_SETUP", NULL);
    if (ioctl(d->fd, UI_DEV_CREATE) < 0) fail("UI_DEV_CREATE", NULL);
}

// Finds the device's event node: uinput names the input device (inputN), its evdev handler is
// the eventM directory under it, and the "dev" file there gives the node's MAJOR:MINOR, which
// is also the key of udev's database entry.
static void wait_for_node(struct device *d, const char *description) {
    char sysname[32] = "";
    if (ioctl(d->fd, UI_GET_SYSNAME(sizeof sysname), sysname) < 0) fail("UI_GET_SYSNAME", "uinput older than 3.15?");
    char dir[96];
    snprintf(dir, sizeof dir, "/sys/devices/virtual/input/%s", sysname);
    long start = now_ms();
    unsigned event = UINT_MAX;
    char devnum[32] = "";
    for (;;) {
        DIR *folder = opendir(dir);
        for (struct dirent *e; folder && (e = readdir(folder));)
            if (sscanf(e->d_name, "event%u", &event) == 1) break;
        if (folder) closedir(folder);
        if (event != UINT_MAX) {
            char path[160];
            snprintf(path, sizeof path, "%s/event%u/dev", dir, event);
            FILE *f = fopen(path, "r");
            if (f) {
                if (!fgets(devnum, sizeof devnum, f)) devnum[0] = 0;
                fclose(f);
            }
            devnum[strcspn(devnum, "\n")] = 0;
            snprintf(d->node, sizeof d->node, "/dev/input/event%u", event);
            if (*devnum && access(d->node, F_OK) == 0) break;
        }
        if (now_ms() - start > NODE_TIMEOUT_MS) {
            errno = ETIMEDOUT;
            fail(event != UINT_MAX ? d->node : dir, "no event node appeared (is evdev loaded and devtmpfs on /dev?)");
        }
        sleep_ms(5);
    }
    snprintf(d->udev_db, sizeof d->udev_db, "/run/udev/data/c%s", devnum);
    say("created %s %s %s in %ld ms", description, sysname, d->node, now_ms() - start);
}

// Waits out the settle time, watching for udev's database entry on the way. The entry is
// written by udevd after its rules ran, just before it tells listeners (libinput's monitor)
// about the device; libinput then opens it when the app's event loop gets to the hotplug event.
// That last step is not visible from here, hence a fixed settle time rather than a signal.
// The report says whether (and when) udev called it a touchscreen: without ID_INPUT_TOUCHSCREEN
// libinput ignores the device and the replay would go nowhere, silently.
static void settle(const struct device *d, long settle_ms) {
    long start = now_ms(), tagged = -1;
    do {
        if (tagged < 0 && access(d->udev_db, F_OK) == 0) tagged = now_ms() - start;
        sleep_ms(10);
    } while (now_ms() - start < settle_ms);
    if (tagged < 0 && access(d->udev_db, F_OK) == 0) tagged = now_ms() - start;
    char props[256] = "";
    FILE *f = fopen(d->udev_db, "r");
    if (f) {
        char line[256];
        while (fgets(line, sizeof line, f))
            if (strncmp(line, "E:ID_INPUT", 10) == 0) {
                line[strcspn(line, "\n")] = 0;
                size_t used = strlen(props);
                snprintf(props + used, sizeof props - used, "%s%s", used ? "," : "", line + 2);
            }
        fclose(f);
    }
    if (tagged < 0 && access("/run/udev/control", F_OK) == 0)
        say("settled %ld ms; udev has not tagged %s yet (no %s): libinput may miss the first frames; settle longer",
            settle_ms, d->node, d->udev_db);
    else if (tagged < 0)
        say("settled %ld ms; no udevd (no /run/udev/control), so nothing tags %s and libinput will not add it",
            settle_ms, d->node);
    else if (!strstr(props, "ID_INPUT_TOUCHSCREEN=1"))
        say("settled %ld ms; udev did NOT tag %s a touchscreen: %s", settle_ms, d->node, *props ? props : "no ID_INPUT");
    else
        say("settled %ld ms; udev tagged %s after %ld ms: %s", settle_ms, d->node, tagged, props);
}

// ---------------------------------------------------------------------------- playing

struct player {
    int fd;
    int tracking[MAX_SLOTS];  // tracking id of the finger in each slot, -1 if none
    int x[MAX_SLOTS], y[MAX_SLOTS];
    int current_slot;         // the kernel's ABS_MT_SLOT: only sent when it changes
    int next_tracking_id;
    int frames, max_fingers;
};

static void emit(struct player *p, int type, int code, int value) {
    struct input_event event;
    memset(&event, 0, sizeof event);  // a zero time: the kernel stamps the event itself
    event.type = (unsigned short)type;
    event.code = (unsigned short)code;
    event.value = value;
    if (write(p->fd, &event, sizeof event) != (ssize_t)sizeof event) fail("write to /dev/uinput", NULL);
}

static void select_slot(struct player *p, int slot) {
    if (p->current_slot != slot) emit(p, EV_ABS, ABS_MT_SLOT, slot);
    p->current_slot = slot;
}

// Closes a frame. Before SYN_REPORT it brings the single-touch view up to date the way the
// kernel's input_mt_report_pointer_emulation() does for real drivers: BTN_TOUCH while any
// finger is down, ABS_X/ABS_Y following the oldest finger (lowest tracking id). libinput reads
// the MT axes, but udev and single-touch readers see these, and a panel driver sends both.
// The kernel drops values that did not change, so sending them every frame costs nothing.
static void send_frame(struct player *p) {
    int fingers = 0, oldest = -1;
    char slots[64] = "";
    for (int s = 0; s < MAX_SLOTS; s++) {
        if (p->tracking[s] < 0) continue;
        if (oldest < 0 || p->tracking[s] < p->tracking[oldest]) oldest = s;
        size_t used = strlen(slots);
        snprintf(slots + used, sizeof slots - used, "%s%d", fingers ? "," : "", s);
        fingers++;
    }
    emit(p, EV_KEY, BTN_TOUCH, fingers > 0);
    if (oldest >= 0) {
        emit(p, EV_ABS, ABS_X, p->x[oldest]);
        emit(p, EV_ABS, ABS_Y, p->y[oldest]);
    }
    emit(p, EV_SYN, SYN_REPORT, 0);
    p->frames++;
    if (fingers > p->max_fingers) p->max_fingers = fingers;
    if (fingers)
        say("frame %d: slot%s %s down", p->frames, fingers > 1 ? "s" : "", slots);
    else
        say("frame %d: all up", p->frames);
}

static void place(struct player *p, const struct step *step) {
    select_slot(p, step->slot);
    emit(p, EV_ABS, ABS_MT_POSITION_X, step->x);
    emit(p, EV_ABS, ABS_MT_POSITION_Y, step->y);
    p->x[step->slot] = step->x;
    p->y[step->slot] = step->y;
}

static int touch_replay(const char *path) {
    struct script s = {.path = path, .width = 1280, .height = 800, .settle_ms = 1500};
    load_script(&s);

    struct device d;
    create_device(&d, &s);
    char description[96];
    snprintf(description, sizeof description, "\"Scanout Replay Touchscreen\" (%dx%d, %d slots)", s.width, s.height,
             MAX_SLOTS);
    wait_for_node(&d, description);
    settle(&d, s.settle_ms);

    struct player p = {.fd = d.fd, .current_slot = -1, .next_tracking_id = 1};
    for (int slot = 0; slot < MAX_SLOTS; slot++) p.tracking[slot] = -1;
    for (size_t i = 0; i < s.count; i++) {
        const struct step *step = &s.steps[i];
        switch (step->op) {
        case OP_WAIT: sleep_ms(step->ms); break;
        case OP_FRAME: send_frame(&p); break;
        case OP_UP:
            select_slot(&p, step->slot);
            emit(&p, EV_ABS, ABS_MT_TRACKING_ID, -1);
            p.tracking[step->slot] = -1;
            break;
        case OP_DOWN:
            select_slot(&p, step->slot);
            // A new id per touch, never reused soon: libinput tells touches apart by it.
            p.tracking[step->slot] = p.next_tracking_id;
            p.next_tracking_id = p.next_tracking_id % 65535 + 1;
            emit(&p, EV_ABS, ABS_MT_TRACKING_ID, p.tracking[step->slot]);
            place(&p, step);  // a new touch needs its position in the same frame
            break;
        case OP_MOVE: place(&p, step); break;
        }
    }
    sleep_ms(LINGER_MS);
    // Closing the fd would destroy the device too (also when this process is killed half-way,
    // so a crash cannot leave a phantom touchscreen behind); the explicit call documents it.
    ioctl(d.fd, UI_DEV_DESTROY);
    close(d.fd);
    free(s.steps);
    say("done %d frames, max %d fingers", p.frames, p.max_fingers);
    return 0;
}

// ---------------------------------------------------------------------------- evdev-replay

// A recording of a real device's kernel events, played back as that device: the same name, ids,
// event codes, axis ranges and properties on a uinput device, then the recorded events with their
// recorded timing. The file is what Boards/qemu-x86_64/tools/libinput-record-to-evdev.py makes
// from `libinput record` YAML (one line each, '#' comments):
//   name TEXT                      the device's name (libinput's quirks match on it)
//   id BUS VENDOR PRODUCT VERSION  decimal
//   prop N                         an INPUT_PROP_* bit
//   code TYPE CODE                 an event code the device has (EV_KEY, EV_REL, EV_MSC, EV_SW …)
//   abs CODE MIN MAX FUZZ FLAT RES an absolute axis
//   event SEC USEC TYPE CODE VALUE an event, at its recorded time
// Unlike touch-replay nothing is made consistent: a recording of a panel that never resets a
// tracking id, reports a palm or a ghost contact is sent exactly as recorded, which is the point.
// The whole file is read before the device is created.

#define MAX_RECORDED_EVENTS 200000

struct recorded_event {
    long sec, usec;
    int type, code, value;
};

struct recording {
    char name[UINPUT_MAX_NAME_SIZE];
    long bus, vendor, product, version;
    struct recorded_event *events;
    size_t count, capacity;
};

static void recording_error(const char *path, long line, const char *text, const char *why) {
    fprintf(stderr, "evdev-replay: %s:%ld: %s: \"%s\"\n", path, line, why, text);
    exit(2);
}

static int evdev_replay(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) {
        fprintf(stderr, "evdev-replay: %s: %s\n", path, strerror(errno));
        return 2;
    }
    struct recording r = {.bus = BUS_VIRTUAL};
    snprintf(r.name, sizeof r.name, "Scanout Recorded Device");
    struct device d = {.fd = open("/dev/uinput", O_WRONLY | O_CLOEXEC)};
    if (d.fd < 0) fail("/dev/uinput", "load the uinput module (modprobe uinput), and run as root");
    char *line = NULL;
    size_t size = 0;
    long number = 0;
    int has_ev[EV_CNT] = {0};
    while (getline(&line, &size, file) >= 0) {
        number++;
        line[strcspn(line, "#\n")] = 0;
        char *text = line + strspn(line, " \t");
        if (!*text) continue;
        long a[6];
        if (strncmp(text, "name ", 5) == 0) {
            snprintf(r.name, sizeof r.name, "%s", text + 5);
        } else if (sscanf(text, "id %ld %ld %ld %ld", &a[0], &a[1], &a[2], &a[3]) == 4) {
            r.bus = a[0], r.vendor = a[1], r.product = a[2], r.version = a[3];
        } else if (sscanf(text, "prop %ld", &a[0]) == 1) {
            if (a[0] < 0 || a[0] > INPUT_PROP_MAX) recording_error(path, number, text, "no such property");
            ioctl_or_fail(d.fd, UI_SET_PROPBIT, a[0], "UI_SET_PROPBIT");
        } else if (sscanf(text, "code %ld %ld", &a[0], &a[1]) == 2) {
            static const unsigned long bits[EV_CNT] = {
                [EV_KEY] = UI_SET_KEYBIT, [EV_REL] = UI_SET_RELBIT, [EV_MSC] = UI_SET_MSCBIT,
                [EV_SW] = UI_SET_SWBIT, [EV_LED] = UI_SET_LEDBIT, [EV_SND] = UI_SET_SNDBIT,
                [EV_FF] = UI_SET_FFBIT};
            if (a[0] == EV_SYN || a[0] == EV_ABS) continue;  // EV_SYN always; EV_ABS through "abs"
            if (a[0] < 0 || a[0] >= EV_CNT || !bits[a[0]] || a[1] < 0 || a[1] > KEY_MAX)
                recording_error(path, number, text, "not an event type and code uinput can set");
            if (!has_ev[a[0]]) ioctl_or_fail(d.fd, UI_SET_EVBIT, a[0], "UI_SET_EVBIT");
            has_ev[a[0]] = 1;
            ioctl_or_fail(d.fd, bits[a[0]], a[1], "UI_SET_*BIT");
        } else if (sscanf(text, "abs %ld %ld %ld %ld %ld %ld", &a[0], &a[1], &a[2], &a[3], &a[4], &a[5]) == 6) {
            if (a[0] < 0 || a[0] > ABS_MAX || a[1] > a[2]) recording_error(path, number, text, "not an axis");
            if (!has_ev[EV_ABS]) ioctl_or_fail(d.fd, UI_SET_EVBIT, EV_ABS, "UI_SET_EVBIT EV_ABS");
            has_ev[EV_ABS] = 1;
            struct uinput_abs_setup setup;
            memset(&setup, 0, sizeof setup);
            setup.code = (unsigned short)a[0];
            setup.absinfo.minimum = (int)a[1];
            setup.absinfo.maximum = (int)a[2];
            setup.absinfo.fuzz = (int)a[3];
            setup.absinfo.flat = (int)a[4];
            setup.absinfo.resolution = (int)a[5];
            ioctl_or_fail(d.fd, UI_SET_ABSBIT, a[0], "UI_SET_ABSBIT");
            if (ioctl(d.fd, UI_ABS_SETUP, &setup) < 0) fail("UI_ABS_SETUP", NULL);
        } else if (sscanf(text, "event %ld %ld %ld %ld %ld", &a[0], &a[1], &a[2], &a[3], &a[4]) == 5) {
            if (a[0] < 0 || a[1] < 0 || a[1] > 999999 || a[2] < 0 || a[2] >= EV_CNT || a[3] < 0 || a[3] > KEY_MAX)
                recording_error(path, number, text, "not an event (time, type, code, value)");
            if (r.count == MAX_RECORDED_EVENTS) recording_error(path, number, text, "too many events");
            if (r.count == r.capacity) {
                r.capacity = r.capacity ? r.capacity * 2 : 1024;
                r.events = realloc(r.events, r.capacity * sizeof *r.events);
                if (!r.events) fail("realloc", NULL);
            }
            r.events[r.count++] = (struct recorded_event){a[0], a[1], (int)a[2], (int)a[3], (int)a[4]};
        } else {
            recording_error(path, number, text, "not a line of an evdev recording");
        }
    }
    free(line);
    fclose(file);
    if (r.count == 0) recording_error(path, number, "", "no events");
    ioctl_or_fail(d.fd, UI_SET_EVBIT, EV_SYN, "UI_SET_EVBIT EV_SYN");
    struct uinput_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.id.bustype = (unsigned short)r.bus;
    setup.id.vendor = (unsigned short)r.vendor;
    setup.id.product = (unsigned short)r.product;
    setup.id.version = (unsigned short)r.version;
    snprintf(setup.name, sizeof setup.name, "%s", r.name);
    if (ioctl(d.fd, UI_DEV_SETUP, &setup) < 0) fail("UI_DEV_SETUP", NULL);
    if (ioctl(d.fd, UI_DEV_CREATE) < 0) fail("UI_DEV_CREATE", NULL);
    char description[UINPUT_MAX_NAME_SIZE + 8];
    snprintf(description, sizeof description, "\"%s\"", r.name);
    wait_for_node(&d, description);
    settle(&d, 1500);

    long start = now_ms();
    double first = (double)r.events[0].sec * 1000 + (double)r.events[0].usec / 1000;
    long frames = 0;
    for (size_t i = 0; i < r.count; i++) {
        const struct recorded_event *e = &r.events[i];
        long due = (long)((double)e->sec * 1000 + (double)e->usec / 1000 - first);
        long wait = due - (now_ms() - start);
        if (wait > 0) sleep_ms(wait);
        struct input_event event;
        memset(&event, 0, sizeof event);
        event.type = (unsigned short)e->type;
        event.code = (unsigned short)e->code;
        event.value = e->value;
        if (write(d.fd, &event, sizeof event) != (ssize_t)sizeof event) fail("write to /dev/uinput", NULL);
        if (e->type == EV_SYN && e->code == SYN_REPORT) frames++;
    }
    sleep_ms(LINGER_MS);
    ioctl(d.fd, UI_DEV_DESTROY);
    close(d.fd);
    say("done %ld frames, %zu events in %ld ms (recorded %.0f ms)", frames, r.count, now_ms() - start,
        (double)r.events[r.count - 1].sec * 1000 + (double)r.events[r.count - 1].usec / 1000 - first);
    free(r.events);
    return 0;
}

// ---------------------------------------------------------------------------- vt-mode

// The app switches the VT to graphics mode (KD_GRAPHICS) so the kernel stops drawing the text
// console over its frames, and must put it back to text when it exits or dies; otherwise the
// kiosk's console stays blank. This reads the mode so the test can check that hand-back.
static int vt_mode(const char *tty) {
    int fd = open(tty, O_RDONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        fprintf(stderr, "vt-mode: %s: %s\n", tty, strerror(errno));
        return 1;
    }
    int mode = 0;
    if (ioctl(fd, KDGETMODE, &mode) < 0) {
        fprintf(stderr, "vt-mode: %s: KDGETMODE failed (%s); not a virtual terminal?\n", tty, strerror(errno));
        close(fd);
        return 1;
    }
    close(fd);
    printf("vt-mode %s %s\n", tty, mode == KD_GRAPHICS ? "graphics" : "text");
    return 0;
}

// ---------------------------------------------------------------------------- run-as

// The demo runs as an ordinary user (the kiosk account) the way a product does: it gets the card
// and the input devices from seatd, not from root. busybox's su wants a shell and a password
// database entry it can check, and its setpriv cannot change ids; this drops to exactly UID and
// GID, with no supplementary groups (so not 'video' or 'input' either), then execs the program,
// keeping the pid the agent signals.
static int run_as(char **argv) {
    long uid, gid;
    if (!parse_int(argv[2], 1, 65534, &uid) || !parse_int(argv[3], 1, 65534, &gid)) {
        fprintf(stderr, "run-as: UID and GID must be numbers from 1 to 65534 (got %s %s)\n", argv[2], argv[3]);
        return 2;
    }
    if (setgroups(0, NULL) != 0 || setgid((gid_t)gid) != 0 || setuid((uid_t)uid) != 0) {
        fprintf(stderr, "run-as: cannot become %ld:%ld: %s\n", uid, gid, strerror(errno));
        return 1;
    }
    if (getuid() != (uid_t)uid || geteuid() != (uid_t)uid || setuid(0) == 0) {
        fprintf(stderr, "run-as: still privileged after dropping to %ld; refusing to run %s\n", uid, argv[4]);
        return 1;
    }
    execv(argv[4], argv + 4);
    fprintf(stderr, "run-as: cannot run %s: %s\n", argv[4], strerror(errno));
    return 127;
}

// ---------------------------------------------------------------------------- notify-listen

// systemd's side of sd_notify, for the board test: a datagram socket at PATH (writable by the
// app's user, as systemd's is) whose messages are printed on the serial console, one line each:
//     SCANOUT-NOTIFY uid=N READY=1 STATUS=...      (the message's lines joined by spaces)
// The watchdog pings every few seconds, so only the first three and every twentieth are printed,
// each with its count. Runs until killed.
static int notify_listen(const char *path) {
    int fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    if (fd < 0 || strlen(path) >= sizeof address.sun_path) {
        fprintf(stderr, "notify-listen: %s: %s\n", path, fd < 0 ? strerror(errno) : "path too long");
        return 1;
    }
    strcpy(address.sun_path, path);
    unlink(path);
    int on = 1;
    if (bind(fd, (struct sockaddr *)&address, sizeof address) != 0 || chmod(path, 0666) != 0 ||
        setsockopt(fd, SOL_SOCKET, SO_PASSCRED, &on, sizeof on) != 0) {
        fprintf(stderr, "notify-listen: %s: %s\n", path, strerror(errno));
        return 1;
    }
    long watchdogs = 0;
    for (;;) {
        char message[4096];
        char control[CMSG_SPACE(sizeof(struct ucred))];
        struct iovec vector = {.iov_base = message, .iov_len = sizeof message - 1};
        struct msghdr header = {
            .msg_iov = &vector, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control};
        ssize_t n = recvmsg(fd, &header, 0);
        if (n < 0) {
            if (errno == EINTR) continue;
            fprintf(stderr, "notify-listen: %s\n", strerror(errno));
            return 1;
        }
        message[n] = 0;
        for (ssize_t i = 0; i < n; i++)
            if (message[i] == '\n' || message[i] == 0) message[i] = ' ';
        while (n > 0 && message[n - 1] == ' ') message[--n] = 0;
        long uid = -1;
        for (struct cmsghdr *c = CMSG_FIRSTHDR(&header); c; c = CMSG_NXTHDR(&header, c))
            if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_CREDENTIALS) {
                struct ucred credentials;
                memcpy(&credentials, CMSG_DATA(c), sizeof credentials);
                uid = (long)credentials.uid;
            }
        char line[4200];
        int length;
        if (strcmp(message, "WATCHDOG=1") == 0) {
            watchdogs++;
            if (watchdogs > 3 && watchdogs % 20 != 0) continue;
            length = snprintf(line, sizeof line, "SCANOUT-NOTIFY uid=%ld WATCHDOG=1 count=%ld\n", uid, watchdogs);
        } else {
            length = snprintf(line, sizeof line, "SCANOUT-NOTIFY uid=%ld %s\n", uid, message);
        }
        // One write per line: the app writes to the same console, and a line split between two
        // writes could be cut by one of its lines.
        if (length > 0) (void)!write(1, line, (size_t)length < sizeof line ? (size_t)length : sizeof line - 1);
    }
}

int main(int argc, char **argv) {
    if (argc >= 2) command_name = argv[1];
    if (argc >= 5 && strcmp(argv[1], "run-as") == 0) return run_as(argv);
    if (argc == 3 && strcmp(argv[1], "notify-listen") == 0) return notify_listen(argv[2]);
    if (argc == 3 && strcmp(argv[1], "touch-replay") == 0) return touch_replay(argv[2]);
    if (argc == 3 && strcmp(argv[1], "evdev-replay") == 0) return evdev_replay(argv[2]);
    if ((argc == 2 || argc == 3) && strcmp(argv[1], "vt-mode") == 0) return vt_mode(argc == 3 ? argv[2] : "/dev/tty0");
    fprintf(stderr,
            "usage: scanout-board-tool touch-replay FILE\n"
            "       scanout-board-tool evdev-replay FILE\n"
            "       scanout-board-tool vt-mode [TTY]   (default /dev/tty0)\n"
            "       scanout-board-tool run-as UID GID PROGRAM [ARG...]\n"
            "       scanout-board-tool notify-listen PATH\n");
    return 2;
}
