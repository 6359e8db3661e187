#!/usr/bin/env python3
"""Send QMP commands to a qemu QMP unix socket (Python 3 standard library only).

    qmp.py SOCKET 'JSON' ['JSON' ...]

Does the capabilities handshake, then sends each JSON command in order and
prints each reply ("return" or "error") as one JSON line. Asynchronous events
that arrive in between are skipped. Exits 1 if any command got an "error".

Example:
    qmp.py .build-board/run/default/qmp.sock \\
        '{"execute":"screendump","arguments":{"filename":"/tmp/s.ppm"}}'
"""
import json
import socket
import sys


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    path, commands = sys.argv[1], sys.argv[2:]
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(60)
    try:
        sock.connect(path)
    except OSError as err:
        sys.exit(f"qmp.py: cannot connect to {path}: {err} (is the board running? boot.sh status)")
    stream = sock.makefile("rwb")

    def reply():
        # One JSON object per line; events carry an "event" key.
        while True:
            line = stream.readline()
            if not line:
                sys.exit("qmp.py: qemu closed the QMP connection")
            msg = json.loads(line)
            if "return" in msg or "error" in msg:
                return msg

    def send(cmd):
        stream.write(json.dumps(cmd).encode() + b"\r\n")
        stream.flush()
        return reply()

    greeting = json.loads(stream.readline())
    if "QMP" not in greeting:
        sys.exit(f"qmp.py: not a QMP greeting: {greeting}")
    send({"execute": "qmp_capabilities"})
    failed = False
    for text in commands:
        try:
            cmd = json.loads(text)
        except json.JSONDecodeError as err:
            sys.exit(f"qmp.py: not JSON: {text!r}: {err}")
        msg = send(cmd)
        print(json.dumps(msg), flush=True)
        failed |= "error" in msg
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
