# Sourced by the examples' launch-test.sh: `launch NAME HOW READY` runs .build/debug/NAME as a
# device would, with its output piped (as systemd does into journald): offscreen at 640×400,
# writing its first frame, then stopped with SIGTERM. It checks that each line arrived while the
# app ran (line-buffered output), that the start-up line and the app's READY line were printed,
# that the first frame was written, that nothing warned, and that the stop was clean (status 0).
# HOW says how the app starts, for the messages. Run from the example's folder.

launch_work=$(mktemp -d)
trap 'rm -rf "$launch_work"' EXIT

launch() {
    local name=$1 how=$2 ready=$3
    local app=.build/debug/$name out=$launch_work/$name.txt shots=$launch_work/$name-shots
    fail() { echo "launch-test: $name: $1; its output:" >&2; cat "$out" >&2; exit 1; }
    "$app" --screenshot "$shots" --size 640x400 > >(cat > "$out") 2>&1 &
    local pid=$!
    for _ in $(seq 1 200); do
        grep -q "first frame written" "$out" 2>/dev/null && break
        sleep 0.1
    done
    if ! grep -q "first frame written" "$out"; then
        kill -KILL "$pid" 2>/dev/null || true
        fail "no \"first frame written\" line within 20 s while the app ran"
    fi
    kill -TERM "$pid"
    local status=0
    wait "$pid" || status=$?
    sleep 0.2
    grep -q "^Scanout: offscreen 640×400" "$out" || fail "no start-up line"
    grep -q "^$ready" "$out" || fail "no \"$ready\" line: the app did not launch"
    test -s "$shots/first-frame.png" || fail "no first-frame.png"
    ! grep -qi "warning\|names no class\|cannot be read" "$out" || fail "a warning was printed"
    test "$status" -eq 0 || fail "SIGTERM gave status $status, not 0"
    echo "launch-test: $name launched offscreen through $how, wrote its first frame, stopped cleanly"
}
