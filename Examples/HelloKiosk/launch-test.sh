#!/usr/bin/env bash
# Launches the app as a device would, with its output piped (as systemd does into journald):
# offscreen, writing its first frame, then stopped with SIGTERM. Checks that each line arrived
# while the app was running (line-buffered output), that the first frame was written, and that
# the stop was clean (status 0). Twice: hello-kiosk (`@main` on the delegate) and
# hello-kiosk-classic (main.swift calling UIApplicationMain with the delegate's class name).
# Run by `make example-test` after the example's tests.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# launch NAME HOW: runs .build/debug/NAME and checks it; HOW says how it starts, for the messages.
launch() {
    local name=$1 how=$2
    local app=.build/debug/$name out=$work/$name.txt shots=$work/$name-shots
    "$app" --screenshot "$shots" --size 640x400 > >(cat > "$out") 2>&1 &
    local pid=$!
    for _ in $(seq 1 200); do
        grep -q "first frame written" "$out" 2>/dev/null && break
        sleep 0.1
    done
    if ! grep -q "first frame written" "$out"; then
        kill -KILL "$pid" 2>/dev/null || true
        echo "launch-test: $name: no \"first frame written\" line within 20 s while the app ran; its output:" >&2
        cat "$out" >&2
        exit 1
    fi
    kill -TERM "$pid"
    local status=0
    wait "$pid" || status=$?
    sleep 0.2
    grep -q "^Scanout: offscreen 640×400" "$out" || { echo "launch-test: $name: no start-up line:" >&2; cat "$out" >&2; exit 1; }
    grep -q "^$name: ready" "$out" || { echo "launch-test: $name: the delegate did not launch:" >&2; cat "$out" >&2; exit 1; }
    test -s "$shots/first-frame.png" || { echo "launch-test: $name: no first-frame.png" >&2; exit 1; }
    test "$status" -eq 0 || { echo "launch-test: $name: SIGTERM gave status $status, not 0" >&2; cat "$out" >&2; exit 1; }
    echo "launch-test: $name launched offscreen through $how, wrote its first frame, stopped cleanly"
}

launch hello-kiosk "@main"
launch hello-kiosk-classic "UIApplicationMain(argc, argv, nil, NSStringFromClass(…))"
