#!/bin/bash
# Build the qemu-x86_64 board image that runs the kiosk demo: the demo built in release mode
# with the static Swift standard library, the guest tool (uinput touch replay, VT mode), the
# guest agent the board test drives, and the data the demo reads at run time (fonts and their
# configuration, xkb keymaps and compose tables, libinput's quirks, board files, images).
#
#   Boards/qemu-x86_64/build-demo-image.sh      (make board-image runs it)
#
# Then: Boards/qemu-x86_64/boot.sh start --append "scanout.run=/app/run"   (the demo alone)
#   or  make board                                                       (the same, in the foreground)
# Outputs: .build-board/out/{vmlinuz,initramfs.cpio.gz,image.env} with IMAGE_LABEL=demo.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
BOARD_DIR=${SCANOUT_BOARD_DIR:-$repo/.build-board}
SWIFT=${SWIFT:-swift}
CC=${CC:-cc}
cd "$repo"

echo "build-demo-image.sh: building scanout-demo (release, static Swift standard library)" >&2
SWIFT="$SWIFT" "$repo/Boards/build-device-binary.sh" scanout-demo .build-static

echo "build-demo-image.sh: building scanout-board-tool" >&2
mkdir -p "$BOARD_DIR/tools"
"$CC" -static -O2 -Wall -Wextra -Werror -o "$BOARD_DIR/tools/scanout-board-tool" "$here/tools/scanout-board-tool.c"

echo "build-demo-image.sh: converting the panel recordings (libinput record YAML) for evdev-replay" >&2
rm -rf "$BOARD_DIR/recordings" && mkdir -p "$BOARD_DIR/recordings"
for recording in "$here"/recordings/*.yml; do
    name=$(basename "$recording" .yml)
    python3 "$here/tools/libinput-record-to-evdev.py" "$recording" "$BOARD_DIR/recordings/$name.evdev"
done

# Libraries the demo loads with dlopen only when a feature is turned on are not here either: the
# demo's image turns none of them on. A board that turns on the remote screen adds libvncserver
# and what it links: build-demo-image.sh --add-bin /usr/lib/x86_64-linux-gnu/libvncserver.so.1
# (espeak-ng and ALSA for speech, librime for pinyin, likewise).
# Run-time data the demo opens by path (ldd cannot see it): without fonts pango draws boxes,
# without xkb data xkbcommon cannot compile the board's keymap, without the X11 locale tables
# there is no compose (dead keys), without libinput's quirks it guesses device properties.
exec "$here/build-image.sh" --label demo \
    --add-bin .build-static/release/scanout-demo:/usr/bin/scanout-demo \
    --add-bin "$BOARD_DIR/tools/scanout-board-tool:/usr/bin/scanout-board-tool" \
    --add-bin /usr/sbin/seatd:/usr/bin/seatd \
    --add "$here/run-demo:/app/run" \
    --add "$here/cold-start:/usr/libexec/scanout/cold-start" \
    --add "$here/board-agent:/usr/libexec/scanout/board-agent" \
    --add "$here/two-finger.replay:/usr/share/scanout/two-finger.replay" \
    --add "$BOARD_DIR/recordings:/usr/share/scanout/recordings" \
    --add Boards:/usr/share/scanout/boards \
    --add Sources/KioskDemo/Assets:/usr/share/scanout/assets \
    --add /etc/fonts:/etc/fonts --add /usr/share/fonts:/usr/share/fonts \
    --add /usr/share/X11/xkb:/usr/share/X11/xkb --add /usr/share/X11/locale:/usr/share/X11/locale \
    --add /usr/share/libinput:/usr/share/libinput \
    "$@"
