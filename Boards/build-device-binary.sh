#!/bin/bash
# Build an app's release binary for a device: the Swift standard library and Foundation linked
# in statically (the board needs only the C libraries: cairo, pango, libdrm, libinput,
# xkbcommon), linked the way that keeps the file small.
#
#   Boards/build-device-binary.sh PRODUCT [SCRATCH]   (default scratch path: .build-static)
#
# Output: SCRATCH/release/PRODUCT. `make bench` measures the demo built this way and the qemu
# board image runs it. What each linker option saves, on the demo (docs/PERFORMANCE.md):
#   -use-ld=lld                  the toolchain's lld, which knows the two options below
#   --no-export-dynamic          the static standard library's link arguments export every
#                                public symbol of the app's own modules (13,000 for the demo),
#                                for a plug-in that an app on a device does not load
#   -z pack-relative-relocs      the position-independent binary's relative relocations as a
#                                bitmap (DT_RELR; glibc 2.36 and later) instead of 24 bytes each
set -eu
product=${1:?usage: Boards/build-device-binary.sh PRODUCT [SCRATCH]}
scratch=${2:-.build-static}
SWIFT=${SWIFT:-swift}
exec "$SWIFT" build -c release --product "$product" --static-swift-stdlib --scratch-path "$scratch" \
    -Xswiftc -use-ld=lld \
    -Xlinker --no-export-dynamic \
    -Xlinker -z -Xlinker pack-relative-relocs
