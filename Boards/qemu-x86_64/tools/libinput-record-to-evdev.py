#!/usr/bin/env python3
"""Turn a `libinput record` YAML file into the line format `scanout-board-tool evdev-replay` plays.

    tools/libinput-record-to-evdev.py RECORDING.yml OUT.evdev

Reads what `libinput record` writes (version 1): the device's name, ids, event codes, axis
ranges and properties, and every recorded kernel event with its time. Only the kernel events
are kept (a recording made with --with-libinput also holds libinput's own events; those are
what libinput made of them, which the replay lets the guest's libinput make again). One device
per file: record a single device (`libinput record /dev/input/eventN`).

The parser reads libinput's own layout line by line rather than YAML in general (the board's
host has no YAML module); a file it does not understand is refused with the line and why.
"""
import re
import sys

EV_ABS = 3


def fail(path, number, line, why):
    sys.exit(f"libinput-record-to-evdev: {path}:{number}: {why}: {line.strip()!r}")


def numbers(text):
    return [int(n) for n in re.findall(r"-?\d+", text)]


def convert(path):
    name, ids, codes, absinfo, properties, events = None, None, {}, {}, [], []
    section = None
    devices = 0
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    if not lines or not lines[0].startswith("# libinput record"):
        fail(path, 1, lines[0] if lines else "", "not a libinput recording (no '# libinput record' first line)")
    for number, raw in enumerate(lines, 1):
        line = raw.split("#", 1)[0].rstrip() if not raw.lstrip().startswith("- [") else raw.rstrip()
        stripped = line.strip()
        if not stripped:
            continue
        if re.match(r"^version:\s*(\d+)", stripped) and section is None:
            if numbers(stripped)[0] != 1:
                fail(path, number, raw, "only version 1 recordings are known")
        elif stripped.startswith("- node:"):
            devices += 1
            if devices > 1:
                fail(path, number, raw, "more than one device; record one (libinput record /dev/input/eventN)")
            section = "device"
        elif stripped.startswith("name:"):
            match = re.match(r'name:\s*"(.*)"\s*$', stripped)
            if not match:
                fail(path, number, raw, "a name in double quotes")
            name = match.group(1)
        elif stripped.startswith("id:"):
            ids = numbers(stripped)
            if len(ids) != 4:
                fail(path, number, raw, "four ids: bus, vendor, product, version")
        elif stripped in ("codes:", "absinfo:", "events:"):
            section = stripped[:-1]
        elif stripped.startswith("properties:") and section in ("codes", "absinfo", "device"):
            properties = numbers(stripped)
            section = "device"
        elif section == "codes" and re.match(r"^\d+:\s*\[", stripped):
            key, rest = stripped.split(":", 1)
            codes[int(key)] = numbers(rest)
        elif section == "absinfo" and re.match(r"^\d+:\s*\[", stripped):
            key, rest = stripped.split(":", 1)
            values = numbers(rest)
            if len(values) != 5:
                fail(path, number, raw, "an axis is [min, max, fuzz, flat, resolution]")
            absinfo[int(key)] = values
        elif section == "events" and stripped.startswith("- ["):
            values = numbers(stripped.split("]", 1)[0])
            if len(values) != 5:
                fail(path, number, raw, "an event is [sec, usec, type, code, value]")
            events.append(values)
        elif section in ("codes", "absinfo") and re.match(r"^[a-z_]+:", stripped):
            section = "device"
    if name is None or ids is None:
        fail(path, len(lines), "", "no device name or id")
    if not events:
        fail(path, len(lines), "", "no kernel events (was the recording stopped at once?)")
    out = [f"# from {path.split('/')[-1]} by libinput-record-to-evdev.py", f"name {name}", "id " + " ".join(map(str, ids))]
    out += [f"prop {p}" for p in properties]
    for event_type, event_codes in sorted(codes.items()):
        if event_type == EV_ABS:
            for code in event_codes:
                if code not in absinfo:
                    sys.exit(f"libinput-record-to-evdev: {path}: axis {code} has no absinfo")
                out.append(f"abs {code} " + " ".join(map(str, absinfo[code])))
        elif event_type != 0:
            out += [f"code {event_type} {code}" for code in event_codes]
    out += ["event " + " ".join(map(str, e)) for e in events]
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: libinput-record-to-evdev.py RECORDING.yml OUT.evdev")
    text = convert(sys.argv[1])
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        f.write(text)
