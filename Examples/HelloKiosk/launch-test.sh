#!/usr/bin/env bash
# Launches the app as a device would, with its output piped (as systemd does into journald):
# offscreen, writing its first frame, then stopped with SIGTERM. Checks that each line arrived
# while the app was running (line-buffered output), that the first frame was written, and that
# the stop was clean (status 0). Run by `make example-test` after the example's tests.
set -euo pipefail
cd "$(dirname "$0")"
app=.build/debug/hello-kiosk
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out="$work/output.txt"

"$app" --screenshot "$work/shots" --size 640x400 > >(cat > "$out") 2>&1 &
pid=$!
for _ in $(seq 1 200); do
    grep -q "first frame written" "$out" 2>/dev/null && break
    sleep 0.1
done
if ! grep -q "first frame written" "$out"; then
    kill -KILL "$pid" 2>/dev/null || true
    echo "launch-test: no \"first frame written\" line within 20 s while the app ran; its output:" >&2
    cat "$out" >&2
    exit 1
fi
kill -TERM "$pid"
status=0
wait "$pid" || status=$?
sleep 0.2
grep -q "^Scanout: offscreen 640×400" "$out" || { echo "launch-test: no start-up line:" >&2; cat "$out" >&2; exit 1; }
grep -q "^hello-kiosk: ready" "$out" || { echo "launch-test: the delegate did not launch:" >&2; cat "$out" >&2; exit 1; }
test -s "$work/shots/first-frame.png" || { echo "launch-test: no first-frame.png" >&2; exit 1; }
test "$status" -eq 0 || { echo "launch-test: SIGTERM gave status $status, not 0" >&2; cat "$out" >&2; exit 1; }
echo "launch-test: hello-kiosk launched offscreen through @main, wrote its first frame, stopped cleanly"
