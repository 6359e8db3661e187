#!/usr/bin/env bash
# The simulator window under Xvfb (a virtual X server): HelloKiosk opened with --simulator shows the
# same pixels as its offscreen render, and a name typed and a button clicked through X (xdotool)
# reach the app. Run by `make simulator-test` (part of `make test`) after `make example-test`
# built the example.
set -euo pipefail
cd "$(dirname "$0")/../.."
app=Examples/HelloKiosk/.build/debug/hello-kiosk
work=$(mktemp -d)
display_number=97
cleanup() {
    [ -n "${app_pid:-}" ] && kill -TERM "$app_pid" 2>/dev/null || true
    [ -n "${xvfb_pid:-}" ] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
# Whether the app under test (app_pid) was started and has ended.
app_has_exited() {
    [ -n "${app_pid:-}" ] && ! kill -0 "$app_pid" 2>/dev/null
}
fail() {
    echo "simulator-test: $1" >&2
    if app_has_exited; then
        status=0
        wait "$app_pid" || status=$?
        echo "the app under test had exited, status $status" >&2
    fi
    [ -f "$work/output.txt" ] && { echo "the app's output:" >&2; cat "$work/output.txt" >&2; }
    # What X had, so a failure can be read: its windows, and the server's own log.
    echo "the X server's windows:" >&2
    xwininfo -root -tree 2>&1 | sed -n '1,40p' >&2 || true
    [ -f "$work/xvfb.txt" ] && { echo "the X server's output:" >&2; cat "$work/xvfb.txt" >&2; }
    exit 1
}

# Polls a command every 0.1 s until it succeeds; fails after $1 seconds, or at once (after one
# last try) when the app under test has exited. The budgets are generous because every wait ends
# as soon as what it waits for shows: a debug build starting on a CI host whose two cores are busy
# has taken more than 30 s to open its window.
wait_until() {
    local budget=$1
    shift
    local deadline=$(($(date +%s) + budget))
    while ! "$@"; do
        if app_has_exited; then
            "$@"
            return
        fi
        [ "$(date +%s)" -lt "$deadline" ] || return 1
        sleep 0.1
    done
}

# The offscreen render of the first screen.
"$app" --screenshot "$work/offscreen" --size 640x400 > "$work/offscreen.txt" 2>&1 &
offscreen_pid=$!
wait_until 120 test -f "$work/offscreen/first-frame.png" || true
kill -TERM "$offscreen_pid" 2>/dev/null || true; wait "$offscreen_pid" || true
[ -f "$work/offscreen/first-frame.png" ] || fail "the offscreen run wrote no first frame"

# The same app in the simulator window, on a virtual X server.
# -noreset: by default the server resets when its last client leaves (an xdotool call, the first
# app quitting), and a client connecting meanwhile is refused.
Xvfb ":$display_number" -screen 0 1024x768x24 -nolisten tcp -noreset > "$work/xvfb.txt" 2>&1 &
xvfb_pid=$!
export DISPLAY=":$display_number"
# SDL's X11 driver, named: when X refused it, SDL left to choose settled on another video driver
# (no window on the X server, yet the app "opened" one); named, a refusal is an error that says so.
export SDL_VIDEODRIVER=x11
x_server_answers() { xdotool getmouselocation > /dev/null 2>&1; }
wait_until 60 x_server_answers || fail "the virtual X server did not start: $(cat "$work/xvfb.txt")"
"$app" --simulator --size 640x400 > >(cat > "$work/output.txt") 2>&1 &
app_pid=$!
window=""
window_is_ready() {
    window=$(xdotool search --name hello-kiosk 2>/dev/null | head -1 || true)
    [ -n "$window" ] && grep -q "hello-kiosk: ready" "$work/output.txt"
}
wait_until 120 window_is_ready || fail "no simulator window appeared in 120 s (or the app exited)"
grep -q "^Scanout: simulator window 640×400" "$work/output.txt" || fail "no start-up line saying it runs in the simulator"
sleep 0.5

# Its pixels are the offscreen render's.
xwd -id "$window" -silent > "$work/window.xwd"
python3 - "$work/window.xwd" "$work/offscreen/first-frame.png" <<'PYTHON' || fail "the window does not show what the offscreen render shows"
import sys
sys.path.insert(0, "Tests/SimulatorTests")
import images
window_width, window_height, window = images.read_xwd(sys.argv[1])
width, height, offscreen = images.read_png(sys.argv[2])
if (window_width, window_height) != (width, height):
    sys.exit(f"the window is {window_width}×{window_height}, the frame {width}×{height}")
fraction = images.differing_fraction(window, offscreen)
print(f"simulator-test: window and offscreen render differ in {fraction:.4%} of pixels")
sys.exit(0 if fraction < 0.001 else 1)
PYTHON

# A name typed and the button clicked, through X.
xdotool mousemove --window "$window" 320 92 click 1
sleep 0.3
xdotool type --delay 50 "Ada"
sleep 0.3
xdotool mousemove --window "$window" 320 142 click 1
wait_until 60 grep -q "hello-kiosk: welcomed" "$work/output.txt" || true
grep -q "hello-kiosk: welcomed Ada" "$work/output.txt" || fail "the click on \"Say hello\" with \"Ada\" typed did not reach the app"
kill -TERM "$app_pid"; wait "$app_pid" || true; app_pid=""

# With a board, the window is the board's screen (the qemu board's panel: 1280×800).
"$app" --simulator --board qemu-x86_64 > >(cat > "$work/output.txt") 2>&1 &
app_pid=$!
# Polled until the new window shows: the previous run's window can still be listed for a moment
# after its process exits (and then has no geometry, or the old one).
found=""
board_window_shows() {
    for window in $(xdotool search --name hello-kiosk 2>/dev/null || true); do
        geometry=$(xdotool getwindowgeometry "$window" 2>/dev/null | sed -n 's/.*Geometry: //p' || true)
        [ "$geometry" = "1280x800" ] && found=$window && return 0
    done
    return 1
}
if ! wait_until 120 board_window_shows; then
    # Say what there is, so a failure can be read: every window named hello-kiosk and its size.
    seen=""
    for window in $(xdotool search --name hello-kiosk 2>/dev/null || true); do
        geometry=$(xdotool getwindowgeometry "$window" 2>/dev/null | sed -n 's/.*Geometry: //p' || true)
        seen="$seen window $window: \"$geometry\";"
    done
    fail "no window of the qemu board's panel size (1280x800) appeared in 120 s;${seen:- no window named hello-kiosk}"
fi
# The output reaches the file through a pipe: wait for the line rather than race it.
wait_until 60 grep -q "board qemu-x86_64" "$work/output.txt" || true
grep -q "board qemu-x86_64" "$work/output.txt" || fail "the start-up line does not name the board"
echo "simulator-test: the window shows the app's frames; X mouse clicks and key presses reach it; a board sizes it"
