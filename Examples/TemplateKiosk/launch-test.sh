#!/usr/bin/env bash
# Launches the template app as a device would: `@main` on its app delegate, offscreen, from the
# package folder (so Bundle.main finds Resources/Info.plist in the current directory), writing
# its first frame, then stopped with SIGTERM. Checks that the scene delegate the Info.plist names
# connected, that the first frame was written, that nothing warned, and that the stop was clean.
# Run by `make example-test` after the example's tests.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=$work/out.txt
shots=$work/shots
.build/debug/TemplateKiosk --screenshot "$shots" --size 640x400 > >(cat > "$out") 2>&1 &
pid=$!
for _ in $(seq 1 200); do
    grep -q "first frame written" "$out" 2>/dev/null && break
    sleep 0.1
done
if ! grep -q "first frame written" "$out"; then
    kill -KILL "$pid" 2>/dev/null || true
    echo "launch-test: TemplateKiosk: no \"first frame written\" line within 20 s; its output:" >&2
    cat "$out" >&2
    exit 1
fi
kill -TERM "$pid"
status=0
wait "$pid" || status=$?
sleep 0.2
fail() { echo "launch-test: TemplateKiosk: $1; its output:" >&2; cat "$out" >&2; exit 1; }
grep -q "^TemplateKiosk: scene connected" "$out" || fail "the scene delegate Info.plist names did not connect"
test -s "$shots/first-frame.png" || fail "no first-frame.png"
! grep -qi "warning\|names no class\|cannot be read" "$out" || fail "a warning was printed"
test "$status" -eq 0 || fail "SIGTERM gave status $status, not 0"
echo "launch-test: TemplateKiosk launched offscreen through @main, its Info.plist's scene delegate connected, first frame written, stopped cleanly"
