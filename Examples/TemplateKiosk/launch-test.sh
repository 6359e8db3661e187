#!/usr/bin/env bash
# Launches the template app as a device would (see ../launch-app.sh): `@main` on its app delegate,
# from the package folder, so Bundle.main finds Resources/Info.plist in the current directory.
# Its READY line is the scene delegate's, so it checks that the scene delegate the Info.plist
# names connected. Run by `make example-test` after the example's tests.
set -euo pipefail
cd "$(dirname "$0")"
source ../launch-app.sh

launch TemplateKiosk "@main (the scene delegate its Info.plist names)" "TemplateKiosk: scene connected"
