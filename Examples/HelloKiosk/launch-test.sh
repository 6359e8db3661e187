#!/usr/bin/env bash
# Launches the app as a device would (see ../launch-app.sh), twice: hello-kiosk (`@main` on the
# delegate) and hello-kiosk-classic (main.swift calling UIApplicationMain with the delegate's
# class name). Run by `make example-test` after the example's tests.
set -euo pipefail
cd "$(dirname "$0")"
source ../launch-app.sh

launch hello-kiosk "@main" "hello-kiosk: ready"
launch hello-kiosk-classic "UIApplicationMain(argc, argv, nil, NSStringFromClass(…))" "hello-kiosk-classic: ready"
