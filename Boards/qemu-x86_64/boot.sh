#!/bin/bash
# Boot the qemu-x86_64 board image that build-image.sh made.
#
#   boot.sh [start] [options] [-- extra qemu args]
#       Start qemu in the background (-daemonize), wait until the guest prints
#       SCANOUT-BOARD-READY on its serial port, then print the paths of the
#       QMP socket, the serial log and the serial socket. Exit 1 (and stop
#       qemu) if the marker does not come within the timeout.
#   boot.sh fg [options] [-- extra qemu args]
#       Run in the foreground, serial console on this terminal (Ctrl-A X quits,
#       Ctrl-A C toggles the qemu monitor). The QMP socket exists as well.
#   boot.sh stop [--name N]     QMP "quit", then kill the pid if needed
#   boot.sh status [--name N]   running or not, and the paths
#   boot.sh console [--name N]  attach this terminal to the serial port of a
#                               background instance (socat; Ctrl-C detaches)
#   boot.sh agent [--name N] COMMAND...
#                               send one command to the guest agent (board-agent)
#                               over the agent channel and wait for its receipt
#                               (agent.py); the answers follow on the serial log
#
# Options:
#   --name N         instance name (default "default"); each has its own
#                    folder .build-board/run/N/, so several can run at once
#   --append "ARGS"  more kernel command line, e.g. "scanout.run=/app/run"
#                    (also env SCANOUT_APPEND)
#   --timeout S      seconds to wait for the ready marker (default 180; TCG
#                    boots in ~10 s on 2 cores, but a loaded machine is slower)
#   --kernel F, --initrd F   other image files (default .build-board/out/*)
#
# Machine (fixed, as the board is defined): -accel tcg (no KVM is assumed),
# 1 GiB, 2 CPUs, -vga std (bochs DRM in the guest), virtio keyboard and
# tablet, a virtio console (the guest's /dev/hvc0, the host's agent.sock: the
# command channel of the board test's agent), no display window, -no-reboot
# (a guest reboot/poweroff/panic ends qemu).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
BOARD_DIR=${SCANOUT_BOARD_DIR:-$repo/.build-board}

die() { echo "boot.sh: error: $*" >&2; exit 1; }

cmd=start
case ${1:-} in
    start|fg|stop|status|console|agent) cmd=$1; shift ;;
esac
NAME=default
APPEND=${SCANOUT_APPEND:-}
TIMEOUT=${SCANOUT_BOOT_TIMEOUT:-180}
KERNEL=$BOARD_DIR/out/vmlinuz
INITRD=$BOARD_DIR/out/initramfs.cpio.gz
EXTRA=()
AGENT_COMMAND=()
while [ $# -gt 0 ]; do
    case $1 in
        --name) NAME=$2; shift 2 ;;
        --append) APPEND="$APPEND $2"; shift 2 ;;
        --timeout) TIMEOUT=$2; shift 2 ;;
        --kernel) KERNEL=$2; shift 2 ;;
        --initrd) INITRD=$2; shift 2 ;;
        --) shift; EXTRA=("$@"); break ;;
        -h|--help) sed -n '2,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) [ "$cmd" = agent ] || die "unknown argument '$1' (see --help)"
           AGENT_COMMAND+=("$1"); shift ;;
    esac
done
case $NAME in ''|*/*|.*) die "--name must be a plain word" ;; esac

RUN=$BOARD_DIR/run/$NAME
QMP=$RUN/qmp.sock
SERIAL_SOCK=$RUN/serial.sock
SERIAL_LOG=$RUN/serial.log
AGENT_SOCK=$RUN/agent.sock
PIDFILE=$RUN/qemu.pid
ERRLOG=$RUN/qemu.stderr

running() { [ -s "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; }

paths() {
    echo "qmp=$QMP"
    echo "serial_log=$SERIAL_LOG"
    [ "$cmd" = fg ] || echo "serial_socket=$SERIAL_SOCK"
    echo "agent_socket=$AGENT_SOCK"
    running && echo "pid=$(cat "$PIDFILE")"
    return 0
}

do_stop() {
    if ! running; then
        echo "boot.sh: instance '$NAME' is not running"
        rm -f "$PIDFILE" "$QMP" "$SERIAL_SOCK" "$AGENT_SOCK"
        return 0
    fi
    local pid; pid=$(cat "$PIDFILE")
    # Polite first: QMP quit lets qemu close its files.
    python3 "$here/qmp.py" "$QMP" '{"execute":"quit"}' >/dev/null 2>&1 || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    if kill -0 "$pid" 2>/dev/null; then
        kill "$pid" 2>/dev/null || true
        sleep 1
        kill -0 "$pid" 2>/dev/null && kill -9 "$pid" 2>/dev/null || true
    fi
    rm -f "$PIDFILE" "$QMP" "$SERIAL_SOCK" "$AGENT_SOCK"
    echo "boot.sh: stopped '$NAME' (pid $pid)"
}

case $cmd in
    stop) do_stop; exit 0 ;;
    status)
        if running; then echo "running"; else echo "stopped"; fi
        paths; exit 0 ;;
    console)
        running || die "instance '$NAME' is not running (boot.sh start first)"
        command -v socat >/dev/null || die "socat not found; install it: apt-get install -y --no-install-recommends socat"
        echo "boot.sh: attached to $SERIAL_SOCK (Ctrl-C detaches; the guest keeps running)" >&2
        exec socat -,raw,echo=0,isig UNIX-CONNECT:"$SERIAL_SOCK" ;;
    agent)
        running || die "instance '$NAME' is not running (boot.sh start first)"
        [ ${#AGENT_COMMAND[@]} -gt 0 ] || die "agent needs a command, e.g. boot.sh agent vt-mode"
        exec python3 "$here/agent.py" "$AGENT_SOCK" "${AGENT_COMMAND[*]}" ;;
esac

# ----------------------------------------------------------------- start/fg
command -v qemu-system-x86_64 >/dev/null ||
    die "qemu-system-x86_64 not found; install it: apt-get install -y --no-install-recommends qemu-system-x86"
command -v python3 >/dev/null || die "python3 not found (qmp.py, used by stop); apt-get install -y python3"
[ -f "$KERNEL" ] || die "$KERNEL not found; build the image first: Boards/qemu-x86_64/build-image.sh"
[ -f "$INITRD" ] || die "$INITRD not found; build the image first: Boards/qemu-x86_64/build-image.sh"
running && die "instance '$NAME' already runs (pid $(cat "$PIDFILE")); stop it: $0 stop --name $NAME"

mkdir -p "$RUN"
rm -f "$QMP" "$SERIAL_SOCK" "$AGENT_SOCK" "$SERIAL_LOG" "$PIDFILE" "$ERRLOG"

# panic=-1: reboot at once on a kernel panic, which -no-reboot turns into a
# qemu exit, so a broken image ends instead of hanging.
# The virtio console is the agent's command channel: qemu feeds the guest only
# as much of agent.sock's input as the guest has buffers for (flow control),
# where the emulated 16550 UART drops what a slow guest has not read yet.
# A console port (virtconsole), not a virtserialport: the guest can read and
# write it whether or not a client is connected (output then goes nowhere).
# A hardware random number generator, as boards have (a Raspberry Pi's bcm2835-rng, a PC's
# RDRAND or TPM): without one the guest's kernel has no entropy of its own and the first
# getrandom() of every boot — the Swift runtime seeds its hashing with one, before `main` —
# waits for the kernel's jitter entropy, about a second under TCG (docs/PERFORMANCE.md).
CMDLINE="console=ttyS0 panic=-1 $APPEND"
QEMU=(qemu-system-x86_64 -accel tcg -m 1024 -smp 2
      -vga std
      -device virtio-keyboard-pci,id=kbd0
      -device virtio-tablet-pci,id=tablet0
      -device virtio-serial-pci,id=vserial0
      -object rng-random,id=rng0,filename=/dev/urandom
      -device virtio-rng-pci,rng=rng0
      -chardev "socket,id=agent0,path=$AGENT_SOCK,server=on,wait=off"
      -device virtconsole,chardev=agent0,name=scanout.agent
      -kernel "$KERNEL" -initrd "$INITRD" -append "$CMDLINE"
      -display none
      -qmp "unix:$QMP,server=on,wait=off"
      -no-reboot)

if [ "$cmd" = fg ]; then
    # Serial and the qemu monitor multiplexed on this terminal; everything
    # the guest prints also goes to the log.
    exec "${QEMU[@]}" -chardev "stdio,id=ser0,mux=on,signal=off,logfile=$SERIAL_LOG" \
        -serial chardev:ser0 -mon chardev=ser0,mode=readline "${EXTRA[@]}"
fi

# Background: the serial port is a unix socket (for `boot.sh console` or a
# test harness that types commands) and qemu also copies all guest output to
# serial.log, whether or not anybody is connected.
t0=$(date +%s.%N)
"${QEMU[@]}" -chardev "socket,id=ser0,path=$SERIAL_SOCK,server=on,wait=off,logfile=$SERIAL_LOG" \
    -serial chardev:ser0 -monitor none -daemonize -pidfile "$PIDFILE" "${EXTRA[@]}" 2>"$ERRLOG" ||
    die "qemu failed to start: $(cat "$ERRLOG")"

deadline=$(( $(date +%s) + TIMEOUT ))
while ! grep -aq 'SCANOUT-BOARD-READY' "$SERIAL_LOG" 2>/dev/null; do
    if ! running; then
        echo "boot.sh: qemu exited before the ready marker; last serial lines:" >&2
        tail -n 25 "$SERIAL_LOG" >&2 2>/dev/null || true
        [ -s "$ERRLOG" ] && cat "$ERRLOG" >&2
        exit 1
    fi
    if [ "$(date +%s)" -ge "$deadline" ]; then
        echo "boot.sh: no SCANOUT-BOARD-READY within ${TIMEOUT}s; last serial lines:" >&2
        tail -n 25 "$SERIAL_LOG" >&2 2>/dev/null || true
        do_stop >&2
        exit 1
    fi
    sleep 0.1
done
t1=$(date +%s.%N)
grep -ao 'SCANOUT-BOARD-READY.*' "$SERIAL_LOG" | tr -d '\r'
echo "ready_after_s=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')"
paths
