#!/usr/bin/env python3
"""Writes the panel recordings in this folder, in `libinput record`'s format (version 1).

    Boards/qemu-x86_64/recordings/make-recordings.py

We have no real panels here, and no public recordings whose licence lets us ship them, so these
were written by us: each models, event for event, a behaviour real touch controllers are known
for, as the kernel's drivers for them report it (protocol B multi-touch, or single-touch with
BTN_TOUCH), at the report rate and axis ranges those controllers use. The board test plays them
through uinput (`scanout-board-tool evdev-replay`) and checks what the app receives. A recording
made on a real panel with `libinput record /dev/input/eventN` plays the same way.

Coordinates are chosen so the screen position (libinput's transform to 1280x800) is a whole
number of pixels, which the board test matches exactly.
"""
import os

EV = {"EV_SYN": 0, "EV_KEY": 1, "EV_ABS": 3}
CODES = {
    (0, 0): "SYN_REPORT",
    (1, 330): "BTN_TOUCH",
    (3, 0): "ABS_X", (3, 1): "ABS_Y", (3, 24): "ABS_PRESSURE",
    (3, 47): "ABS_MT_SLOT", (3, 48): "ABS_MT_TOUCH_MAJOR", (3, 53): "ABS_MT_POSITION_X",
    (3, 54): "ABS_MT_POSITION_Y", (3, 55): "ABS_MT_TOOL_TYPE", (3, 57): "ABS_MT_TRACKING_ID",
}
TYPE_NAMES = {0: "EV_SYN", 1: "EV_KEY", 3: "EV_ABS"}


class Recording:
    def __init__(self, name, ids, keys, axes, properties, what):
        self.name, self.ids, self.keys, self.axes, self.properties, self.what = name, ids, keys, axes, properties, what
        self.frames = []  # (time in microseconds, [(type, code, value)])

    def frame(self, ms, *events):
        self.frames.append((round(ms * 1000), list(events) + [(0, 0, 0)]))

    def text(self):
        out = [
            "# libinput record",
            f"# {self.what}",
            "# Written by make-recordings.py in this folder (see its comment), not recorded on a device.",
            "version: 1",
            "ndevices: 1",
            "libinput:",
            '  version: "1.22.1"',
            '  git: "unknown"',
            "system:",
            '  os: "debian:12"',
            '  kernel: "6.1.0"',
            '  dmi: "dmi:svnScanout:pnRecordingsWrittenByHand:"',
            "devices:",
            "- node: /dev/input/event4",
            "  evdev:",
            f"    # Name: {self.name}",
            "    # ID: bus %#x vendor %#x product %#x version %#x" % tuple(self.ids),
            f'    name: "{self.name}"',
            f"    id: [{', '.join(map(str, self.ids))}]",
            "    codes:",
            "      0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] # EV_SYN",
            f"      1: [{', '.join(map(str, self.keys))}] # EV_KEY",
            f"      3: [{', '.join(str(code) for code, _ in self.axes)}] # EV_ABS",
            "    absinfo:",
        ]
        out += [f"      {code}: [{', '.join(map(str, info))}]" for code, info in self.axes]
        out += [f"    properties: [{', '.join(map(str, self.properties))}]", "  hid: []", "  udev:", "    properties:",
                "    - ID_INPUT=1", "    - ID_INPUT_TOUCHSCREEN=1", "  quirks:", "  events:", "  # Current time is 12:00:00"]
        last = 0
        for time, events in self.frames:
            out.append("  - evdev:")
            for event_type, code, value in events:
                sec, usec = divmod(time, 1_000_000)
                if (event_type, code) == (0, 0):
                    comment = f"------------ SYN_REPORT (0) ---------- +{(time - last) // 1000}ms"
                    last = time
                else:
                    comment = f"{TYPE_NAMES[event_type]} / {CODES[(event_type, code)]:<20} {value}"
                out.append(f"    - [{sec:3d}, {usec:6d}, {event_type:3d}, {code:3d}, {value:7d}] # {comment}")
        return "\n".join(out) + "\n"


def slot(s):
    return (3, 47, s)


def track(i):
    return (3, 57, i)


def at(x, y):
    return [(3, 53, x), (3, 54, y)]


def goodix_ghost():
    # A capacitive controller reporting screen pixels at 240 Hz (one frame every ~4.2 ms). While a
    # finger swipes right along the bottom, a ghost contact (charger noise, a water drop) shows
    # for a single frame in the top-right corner and is gone in the next.
    r = Recording(
        "Goodix Capacitive TouchScreen", [0x18, 0x416, 0x38F, 0x100], [330],
        [(0, [0, 1279, 0, 0, 0]), (1, [0, 799, 0, 0, 0]), (47, [0, 9, 0, 0, 0]),
         (53, [0, 1279, 0, 0, 0]), (54, [0, 799, 0, 0, 0]), (57, [0, 65535, 0, 0, 0])],
        [1], "A finger swipe at 240 Hz with a one-frame ghost contact (Goodix-style controller).")
    t, period = 0.0, 1000 / 240
    r.frame(t, slot(0), track(101), *at(200, 700), (1, 330, 1), (3, 0, 200), (3, 1, 700))
    for step in range(1, 26):
        t += period
        x = 200 + 4 * step
        events = [slot(0), (3, 53, x), (3, 0, x)]
        if step == 10:
            events += [slot(1), track(102), *at(1150, 90)]
        if step == 11:
            events += [slot(1), track(-1)]
        r.frame(t, *events)
    t += period
    r.frame(t, slot(0), track(-1), (1, 330, 0))
    return r


def elan_palm():
    # A controller that tells fingers from palms (ABS_MT_TOOL_TYPE, MT_TOOL_PALM = 2), at
    # 2560x1600 units over the panel. A palm rests on the lower right from the start; then a
    # finger lands top left, moves, and turns into a palm as the hand comes down on it.
    r = Recording(
        "ELAN Touchscreen", [0x3, 0x4F3, 0x2B7C, 0x110], [330],
        [(0, [0, 2559, 0, 0, 10]), (1, [0, 1599, 0, 0, 10]), (47, [0, 9, 0, 0, 0]),
         (48, [0, 255, 0, 0, 1]), (53, [0, 2559, 0, 0, 10]), (54, [0, 1599, 0, 0, 10]),
         (55, [0, 2, 0, 0, 0]), (57, [0, 65535, 0, 0, 0])],
        [1], "A palm from the start, and a finger that becomes a palm (ELAN-style controller, MT_TOOL_PALM).")
    t = 0.0
    r.frame(t, slot(1), track(201), (3, 55, 2), (3, 48, 200), *at(2000, 1200), (1, 330, 1), (3, 0, 2000),
            (3, 1, 1200))
    t += 8
    r.frame(t, slot(0), track(202), (3, 55, 0), (3, 48, 12), *at(800, 400))
    for step in range(1, 6):
        t += 8
        r.frame(t, slot(0), (3, 53, 800 + 20 * step))
    t += 8
    r.frame(t, slot(0), (3, 55, 2), (3, 48, 180))
    for _ in range(3):
        t += 8
        r.frame(t, slot(0), (3, 48, 190))
    t += 8
    r.frame(t, slot(0), track(-1), slot(1), track(-1), (1, 330, 0))
    return r


def eeti_stuck_tracking():
    # Firmware that lifts a finger with BTN_TOUCH 0 alone and never sends ABS_MT_TRACKING_ID -1
    # for it (seen on some eGalax/EETI controllers with protocol-B drivers), then starts the next
    # touch with a new tracking id in the same slot.
    r = Recording(
        "eGalax Inc. USB TouchController", [0x3, 0xEEF, 0x7200, 0x100], [330],
        [(0, [0, 2047, 0, 0, 0]), (1, [0, 2047, 0, 0, 0]), (47, [0, 4, 0, 0, 0]),
         (53, [0, 2047, 0, 0, 0]), (54, [0, 2047, 0, 0, 0]), (57, [0, 65535, 0, 0, 0])],
        [1], "A lift reported without a tracking-id reset, then a new touch in the same slot (eGalax-style firmware).")
    t = 0.0
    # 2048 units over 1280x800: x * 1280 / 2048 = x * 0.625, y * 800 / 2048 = y * 0.390625.
    r.frame(t, slot(0), track(301), *at(1024, 1024), (1, 330, 1), (3, 0, 1024), (3, 1, 1024))   # (640, 400)
    for step in range(1, 5):
        t += 10
        r.frame(t, slot(0), (3, 53, 1024 + 32 * step), (3, 0, 1024 + 32 * step))                   # to (720, 400)
    t += 10
    r.frame(t, (1, 330, 0))              # lifted: no ABS_MT_TRACKING_ID -1
    t += 300
    r.frame(t, slot(0), track(302), *at(1536, 512), (1, 330, 1), (3, 0, 1536), (3, 1, 512))     # (960, 200)
    for step in range(1, 4):
        t += 10
        r.frame(t, slot(0), (3, 54, 512 + 128 * step), (3, 1, 512 + 128 * step))                   # to (960, 350)
    t += 10
    r.frame(t, slot(0), track(-1), (1, 330, 0))
    return r


def ads7846_resistive():
    # A resistive panel behind an ADS7846-style converter: single touch (ABS_X/ABS_Y/ABS_PRESSURE
    # and BTN_TOUCH, no multi-touch), 12-bit readings at 200 Hz with a few units of noise while the
    # stylus holds still, pressure wandering.
    r = Recording(
        "ADS7846 Touchscreen", [0x0, 0x0, 0x0, 0x0], [330],
        [(0, [0, 4095, 0, 0, 0]), (1, [0, 4095, 0, 0, 0]), (24, [0, 255, 0, 0, 0])],
        [], "A held stylus with reading noise at 200 Hz (ADS7846-style resistive panel, single touch).")
    # x * 1280 / 4096 = 900 at x = 2880; y * 800 / 4096 = 500 at y = 2560.
    noise = [(0, 0), (3, -2), (-2, 3), (1, 1), (-3, -1), (2, -3), (0, 2), (-1, -2), (3, 1), (-2, 0)]
    t = 0.0
    r.frame(t, (3, 0, 2880), (3, 1, 2560), (3, 24, 120), (1, 330, 1))
    for step, (dx, dy) in enumerate(noise * 3, 1):
        t += 5
        r.frame(t, (3, 0, 2880 + dx), (3, 1, 2560 + dy), (3, 24, 110 + step % 20))
    t += 5
    r.frame(t, (3, 24, 0), (1, 330, 0))
    return r


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    for file, recording in [("goodix-ghost-contact.yml", goodix_ghost()), ("elan-palm.yml", elan_palm()),
                            ("eeti-stuck-tracking-id.yml", eeti_stuck_tracking()),
                            ("ads7846-resistive-noise.yml", ads7846_resistive())]:
        with open(os.path.join(here, file), "w", encoding="utf-8") as f:
            f.write(recording.text())
        print(file)
