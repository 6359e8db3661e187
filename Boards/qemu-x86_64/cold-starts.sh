#!/bin/bash
# Cold starts of the demo on the board: boots the demo image N times (default 4), starts the demo
# once in each boot and prints its start-up line (where the time from the process's start to the
# first frame on the panel went, docs/PERFORMANCE.md) and when its input devices opened. Only the
# first start in a boot is cold; boot-to-boot differences on a shared host are ±100 ms, so
# compare runs of several boots.
#
#   Boards/qemu-x86_64/cold-starts.sh [N]      (make board-cold-starts; needs make board-image)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
BOARD_DIR=${SCANOUT_BOARD_DIR:-$repo/.build-board}
runs=${1:-4}
log=$BOARD_DIR/run/cold-starts/serial.log
for run in $(seq "$runs"); do
    "$here/boot.sh" start --name cold-starts \
        --append "quiet scanout.run=/usr/libexec/scanout/cold-start scanout.after=poweroff" >/dev/null
    for _ in $(seq 60); do
        grep -aq "^Scanout: input devices open" "$log" && break
        sleep 2
    done
    line=$(grep -a "^Scanout: start-up" "$log" | sed 's/^Scanout: start-up (ms after the process started): //')
    input=$(grep -a "^Scanout: input devices open" "$log" | sed 's/^Scanout: input devices open \([0-9]*\) ms.*/\1/')
    echo "cold start $run: ${line:-no start-up line (see $log)}; input devices open ${input:-?}"
    "$here/boot.sh" stop --name cold-starts >/dev/null 2>&1 || true
done
