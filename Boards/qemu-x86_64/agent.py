#!/usr/bin/env python3
"""Send one command to the board's guest agent (board-agent) over its virtio console.

    agent.py AGENT_SOCKET 'COMMAND [ARG]'      (boot.sh agent COMMAND... runs this)

The frame and the retries are those of the board test's AgentChannel: the line
"SCANOUT-CMD SEQ CRC COMMAND", CRC = zlib crc32 of "SEQ COMMAND" in 8 hex digits;
the agent answers "SCANOUT-AGENT got SEQ COMMAND" on the channel and runs it once,
or "SCANOUT-AGENT rejected LINE"; the frame is resent on a rejection or after 10 s
without a receipt. Prints the receipt; exits 1 if none came within 60 s. The
command's answers follow on the serial log (boot.sh status prints its path).
"""
import socket
import sys
import time
import zlib


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    path, command = sys.argv[1], sys.argv[2]
    # A sequence number unlike the one before (the agent skips a repeat of the last one).
    seq = int(time.time() * 1000) % 1_000_000_000
    payload = f"{seq} {command}"
    frame = f"SCANOUT-CMD {seq} {zlib.crc32(payload.encode()):08x} {command}\n".encode()
    receipt = f"SCANOUT-AGENT got {payload}"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.connect(path)
    except OSError as err:
        sys.exit(f"agent.py: cannot connect to {path}: {err} (is the board running? boot.sh status)")
    deadline = time.monotonic() + 60
    pending = b""
    while time.monotonic() < deadline:
        sock.sendall(frame)
        attempt_end = min(deadline, time.monotonic() + 10)
        resend = False
        while not resend and time.monotonic() < attempt_end:
            sock.settimeout(max(0.01, attempt_end - time.monotonic()))
            try:
                data = sock.recv(4096)
            except socket.timeout:
                break
            if not data:
                sys.exit("agent.py: qemu closed the agent socket")
            pending += data
            while b"\n" in pending:
                raw, pending = pending.split(b"\n", 1)
                line = raw.decode(errors="replace").strip()
                if line == receipt:
                    print(line)
                    return
                if line.startswith("SCANOUT-AGENT rejected "):
                    print(line, file=sys.stderr)
                    resend = True
                    break
    sys.exit(f"agent.py: no receipt for '{command}' within 60 s")


if __name__ == "__main__":
    main()
