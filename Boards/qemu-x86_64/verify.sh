#!/bin/bash
# End-to-end check of the qemu-x86_64 board image: build it (with libinput's
# tools inside), boot it with the guest check script as payload, then over QMP
# take screendumps (PPM and PNG) and send a key press and a tablet move/click
# with input-send-event, and check on the serial log that
#   - /dev/dri/card0 exists and its connector is connected,
#   - the virtio keyboard and tablet have /dev/input/event* nodes,
#   - the events arrive on those nodes (busybox hexdump in the guest),
#   - libinput (udev backend, seat0) lists both devices and reports the key
#     and the pointer events, i.e. udev tagged them the way libinput needs.
#
#   Boards/qemu-x86_64/verify.sh [--udev udevd|static] [--no-build] [--keep]
#
# --keep leaves the instance ("verify") running for a look (boot.sh stop
# --name verify). Outputs go to .build-board/verify/. Ends with the line
# "N passed, N failed" and exits 1 if anything failed.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
BOARD_DIR=${SCANOUT_BOARD_DIR:-$repo/.build-board}
UDEV=udevd BUILD=1 KEEP=0
while [ $# -gt 0 ]; do
    case $1 in
        --udev) UDEV=$2; shift 2 ;;
        --no-build) BUILD=0; shift ;;
        --keep) KEEP=1; shift ;;
        -h|--help) sed -n '2,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "verify.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done

NAME=verify
RUN=$BOARD_DIR/run/$NAME
LOG=$RUN/serial.log
QMP=$RUN/qmp.sock
OUTD=$BOARD_DIR/verify
mkdir -p "$OUTD"
passed=0 failed=0
ok()   { echo "PASS: $*"; passed=$((passed + 1)); }
bad()  { echo "FAIL: $*"; failed=$((failed + 1)); }
check() { local what=$1; shift; if "$@"; then ok "$what"; else bad "$what"; fi; }
qmp()  { python3 "$here/qmp.py" "$QMP" "$@"; }
# wait_for REGEX SECONDS: until a serial log line matches
wait_for() {
    local end=$(( $(date +%s) + $2 ))
    while [ "$(date +%s)" -lt "$end" ]; do
        grep -aqE "$1" "$LOG" 2>/dev/null && return 0
        sleep 0.2
    done
    return 1
}
cleanup() { [ "$KEEP" = 1 ] || "$here/boot.sh" stop --name "$NAME" >/dev/null 2>&1 || true; }
trap cleanup EXIT

if [ "$BUILD" = 1 ]; then
    "$here/build-image.sh" --with-libinput-tools --udev "$UDEV"
fi
. "$BOARD_DIR/out/image.env"
echo "image: kernel $KERNEL_VERSION ($KERNEL_BYTES bytes), initramfs $INITRAMFS_BYTES bytes gzip / $ROOTFS_BYTES unpacked, udev=$UDEV_MODE"

"$here/boot.sh" stop --name "$NAME" >/dev/null 2>&1 || true
SECS=90
t0=$(date +%s.%N)
if ! "$here/boot.sh" start --name "$NAME" \
        --append "scanout.run=/usr/libexec/scanout/board-check scanout.checksecs=$SECS" > "$OUTD/boot.out"; then
    cat "$OUTD/boot.out"; bad "boot to SCANOUT-BOARD-READY"; echo "$passed passed, $failed failed"; exit 1
fi
cat "$OUTD/boot.out"
ok "boot to SCANOUT-BOARD-READY in $(sed -n 's/^ready_after_s=//p' "$OUTD/boot.out") s (wall clock, TCG)"

ready=$(grep -ao 'SCANOUT-BOARD-READY.*' "$LOG")
check "/dev/dri/card0 exists" grep -aq 'dri=[^ ]*/dev/dri/card0' <<<"$ready"
check "a DRM connector is connected" grep -aqE 'SCANOUT-DRM connector=card0-[^ ]+ status=connected' "$LOG"
check "/dev/uinput exists" grep -aq 'uinput=/dev/uinput' <<<"$ready"
grep -aoE 'SCANOUT-(DRM|INPUT) .*' "$LOG" | tr -d '\r'
kbd=$(sed -n 's|.*SCANOUT-INPUT dev=/dev/input/\(event[0-9]*\) name="QEMU Virtio Keyboard".*|\1|p' "$LOG")
tab=$(sed -n 's|.*SCANOUT-INPUT dev=/dev/input/\(event[0-9]*\) name="QEMU Virtio Tablet".*|\1|p' "$LOG")
check "virtio keyboard is /dev/input/${kbd:-?}" test -n "$kbd"
check "virtio tablet is /dev/input/${tab:-?}" test -n "$tab"

# Screendumps: PPM is qemu's default format; 7.2 also writes PNG on request.
rm -f "$OUTD/screen.ppm" "$OUTD/screen.png"
qmp '{"execute":"screendump","arguments":{"filename":"'"$OUTD/screen.ppm"'"}}' \
    '{"execute":"screendump","arguments":{"filename":"'"$OUTD/screen.png"'","format":"png"}}' || true
check "screendump PPM ($(head -c 2 "$OUTD/screen.ppm" 2>/dev/null) $(sed -n 2p "$OUTD/screen.ppm" 2>/dev/null), $(stat -c %s "$OUTD/screen.ppm" 2>/dev/null) bytes)" \
    test "$(head -c 2 "$OUTD/screen.ppm" 2>/dev/null)" = P6
check "screendump PNG ($(stat -c %s "$OUTD/screen.png" 2>/dev/null) bytes)" \
    test "$(head -c 4 "$OUTD/screen.png" 2>/dev/null | tail -c 3)" = PNG

# Input: wait until the guest listens (and libinput has added the devices).
wait_for 'SCANOUT-CHECK-LISTENING' 120 || bad "guest check did not start listening"
if wait_for 'SCANOUT-LIBINPUT' 5; then
    LIBINPUT=1
    wait_for "SCANOUT-LIBINPUT-EV .*DEVICE_ADDED +QEMU Virtio Tablet" 120 || true
    wait_for "SCANOUT-LIBINPUT-EV .*DEVICE_ADDED +QEMU Virtio Keyboard" 10 || true
else
    LIBINPUT=0
fi
key() { echo '{"execute":"input-send-event","arguments":{"events":[{"type":"key","data":{"down":'"$1"',"key":{"type":"qcode","data":"a"}}}]}}'; }
qmp "$(key true)" "$(key false)" \
    '{"execute":"input-send-event","arguments":{"events":[{"type":"abs","data":{"axis":"x","value":16384}},{"type":"abs","data":{"axis":"y","value":8192}}]}}' \
    '{"execute":"input-send-event","arguments":{"events":[{"type":"btn","data":{"down":true,"button":"left"}}]}}' \
    '{"execute":"input-send-event","arguments":{"events":[{"type":"btn","data":{"down":false,"button":"left"}}]}}' ||
    bad "QMP input-send-event"
# wait_ev eventN TYPE CODE VALUE: the guest's hexdump line for one input_event
# (serial lines end in \r, hence the [^0-9]* before the end).
wait_ev() { wait_for "SCANOUT-EV $1 [0-9a-f]+ type=$2 code=$3 value=$4[^0-9]*\$" 20; }
check "key 'a' reached $kbd (EV_KEY KEY_A=30 press and release)" \
    eval 'wait_ev "$kbd" 1 30 1 && wait_ev "$kbd" 1 30 0'
check "tablet move reached $tab (EV_ABS X=16384 Y=8192)" \
    eval 'wait_ev "$tab" 3 0 16384 && wait_ev "$tab" 3 1 8192'
check "tablet click reached $tab (EV_KEY BTN_LEFT=272 press and release)" \
    eval 'wait_ev "$tab" 1 272 1 && wait_ev "$tab" 1 272 0'
if [ "$LIBINPUT" = 1 ]; then
    check "libinput lists the virtio keyboard" grep -aq 'SCANOUT-LIBINPUT Device: *QEMU Virtio Keyboard' "$LOG"
    check "libinput lists the virtio tablet" grep -aq 'SCANOUT-LIBINPUT Device: *QEMU Virtio Tablet' "$LOG"
    check "libinput reports the key (KEYBOARD_KEY KEY_A)" \
        wait_for "SCANOUT-LIBINPUT-EV .*$kbd +KEYBOARD_KEY .*KEY_A \\(30\\) pressed" 30
    check "libinput reports the absolute motion (50.00/25.00 %)" \
        wait_for "SCANOUT-LIBINPUT-EV .*$tab +POINTER_MOTION_ABSOLUTE .* 50.00/ *25.00" 30
    check "libinput reports the click (BTN_LEFT)" \
        wait_for "SCANOUT-LIBINPUT-EV .*$tab +POINTER_BUTTON .*BTN_LEFT \\(272\\) pressed" 30
else
    echo "note: image has no libinput tools (build with --with-libinput-tools); libinput not checked"
fi
echo "--- guest lines:"
grep -aoE 'SCANOUT-(EV|LIBINPUT).*' "$LOG" | tr -d '\r' | cut -c1-150
echo "outputs: $OUTD/screen.ppm $OUTD/screen.png serial log: $LOG"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
