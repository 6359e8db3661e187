# Scanout: the two commands a fresh machine needs are `make demo` and `make test`.
# Every Debian package the project builds against is installed by `make deps` (only when missing).

SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=

# Debian packages the project needs beyond the Swift toolchain. Keep this list the only place.
# The second line is the qemu board (Boards/qemu-x86_64): the emulator, the guest's userland and
# the initramfs packer; its kernel and udev are downloaded (not installed) by `make deps`. The
# third is the simulator window (SDL2, loaded at run time) and its test (a virtual X server, a
# window dump, synthetic X input). The fourth is speech; the fifth the remote screen (VNC), pinyin
# input (librime and its dictionary) and the unprivileged seat (libseat, seatd).
DEBIAN_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libjpeg62-turbo-dev fonts-dejavu-core fonts-wqy-microhei \
	libxkbcommon-dev xkb-data libx11-data libdrm-dev libinput-dev libudev-dev \
	qemu-system-x86 busybox-static cpio python3 gcc libc6-dev fontconfig \
	libsdl2-dev xvfb x11-apps x11-utils xdotool \
	libespeak-ng-dev espeak-ng-data libasound2-dev \
	libvncserver-dev librime-dev librime-bin rime-prelude rime-essay rime-data-luna-pinyin \
	libseat-dev seatd

BOARD ?= qemu-x86_64

.PHONY: all deps rime-data build test example-test simulator-test simulator docs demo bench board board-image board-figures board-cold-starts clean

all: build

deps:
	@missing=""; \
	for package in $(DEBIAN_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "make deps: installing$$missing"; \
		if [ "$$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi; \
		$$sudo apt-get update && $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	else \
		echo "make deps: all Debian packages present"; \
	fi
	@# The qemu board's kernel and udev packages: downloaded and unpacked into .build-board/cache
	@# (apt-get download needs package lists: refresh them once if that fails).
	@Boards/qemu-x86_64/build-image.sh --fetch-only || { \
		if [ "$$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi; \
		$$sudo apt-get update && Boards/qemu-x86_64/build-image.sh --fetch-only; }

# Rime's pinyin data for the Chinese keyboard, compiled once into .build/rime (Tools/deploy-rime.sh;
# nothing when it is up to date): the app reads it and never deploys at start.
rime-data: deps
	Tools/deploy-rime.sh .build/rime

build: deps rime-data
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

# The layers checked (Tools/check-layers.sh: no module imports one above it); the unit and
# screen tests; the device-loop tests in a process of their own (they run in real
# time on the main queue, which the other suites' main-actor tests would hold for seconds); the
# settings power-cut test on its own too (200 child processes: ten seconds alone, minutes when it
# competes with the whole suite for two cores); then the qemu board test on its own (it boots a VM under TCG and measures; nothing else should
# compete for the two cores while it does). SCANOUT_BOARD_TEST=required makes a missing image a
# failure rather than a skip.
test: deps board-image rime-data
	Tools/check-layers.sh
	$(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip ScanoutBoardTests --skip DeviceLoopTests --skip SettingsPowerCutTests
	$(SWIFT) test --skip-build $(SWIFT_BUILD_FLAGS) --filter DeviceLoopTests
	$(SWIFT) test --skip-build $(SWIFT_BUILD_FLAGS) --filter SettingsPowerCutTests
	$(MAKE) example-test simulator-test
	SCANOUT_BOARD_TEST=required $(SWIFT) test $(SWIFT_BUILD_FLAGS) --filter ScanoutBoardTests

# The example apps (Examples/HelloKiosk, and Examples/TemplateKiosk as Xcode's template writes an
# app: scene delegate, Info.plist): packages of their own that depend on this one by path, as yours
# will. Their tests, then their @main launch offscreen with piped output (launch-test.sh).
example-test: deps
	cd Examples/HelloKiosk && $(SWIFT) build --build-tests $(SWIFT_BUILD_FLAGS) \
		&& $(SWIFT) test --skip-build $(SWIFT_BUILD_FLAGS)
	Examples/HelloKiosk/launch-test.sh
	cd Examples/TemplateKiosk && $(SWIFT) build --build-tests $(SWIFT_BUILD_FLAGS) \
		&& $(SWIFT) test --skip-build $(SWIFT_BUILD_FLAGS)
	Examples/TemplateKiosk/launch-test.sh

# The qemu board's bootable image with the demo in it (.build-board/out).
board-image: deps
	SWIFT=$(SWIFT) Boards/qemu-x86_64/build-demo-image.sh

# The qemu figures in docs/PERFORMANCE.md (start-up, input to screen): the board test three
# times, its figures line from each run.
board-figures: board-image
	@for run in 1 2 3; do \
		SCANOUT_BOARD_TEST=required $(SWIFT) test $(SWIFT_BUILD_FLAGS) --filter ScanoutBoardTests 2>&1 \
			| grep -E "qemu board figures|✘" || exit 1; \
	done

# Cold starts of the demo on the board, one per boot: where each start's time went.
board-cold-starts: board-image
	Boards/qemu-x86_64/cold-starts.sh 4

# Boots the board with the demo, its serial console on this terminal (Ctrl-A X quits qemu). The
# display is qemu's: screendump over QMP (.build-board/run/default/qmp.sock) shows it.
board: board-image
	@test "$(BOARD)" = qemu-x86_64 || { echo "make board: only BOARD=qemu-x86_64 boots here; see Boards/$(BOARD)/README.md"; exit 2; }
	Boards/qemu-x86_64/boot.sh fg --append "scanout.run=/app/run"

# The simulator window under a virtual X server: the example app's window shows its offscreen
# pixels, and X clicks and keys reach it (Tests/SimulatorTests/simulator-test.sh).
simulator-test: example-test
	Tests/SimulatorTests/simulator-test.sh

# The demo in a desktop window: the mouse is a finger (Alt-drag: two), F1 shakes, F2 screenshots.
simulator: deps rime-data
	$(SWIFT) run $(SWIFT_BUILD_FLAGS) scanout-demo --simulator

# The API documentation: the Scanout module's symbol graphs from the compiler (in a build folder of
# their own, so the test build is not rebuilt) and the Getting started article, through the
# toolchain's docc, into .build-docs/Scanout.doccarchive. `docc preview` serves it.
docs: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --scratch-path .build-docs --target Scanout \
		-Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/.build-docs/symbol-graphs
	docc convert Sources/Scanout/Scanout.docc --additional-symbol-graph-dir .build-docs/symbol-graphs \
		--fallback-display-name Scanout --fallback-bundle-identifier org.scanout.Scanout \
		--output-path .build-docs/Scanout.doccarchive
	@echo "make docs: .build-docs/Scanout.doccarchive"

demo: deps rime-data
	$(SWIFT) run $(SWIFT_BUILD_FLAGS) scanout-demo

# The figures in docs/PERFORMANCE.md: the benchmark table, then the demo's release binary size
# (static Swift standard library) and its peak memory rendering at 1280x800.
bench: deps rime-data
	$(SWIFT) build -c release --product scanout-bench
	.build/release/scanout-bench
	SWIFT=$(SWIFT) Boards/build-device-binary.sh scanout-demo
	@strip -o .build-static/scanout-demo.stripped .build-static/release/scanout-demo
	@echo "scanout-demo binary: $$(stat -c %s .build-static/release/scanout-demo) bytes;" \
		"stripped: $$(stat -c %s .build-static/scanout-demo.stripped) bytes"
	@SCANOUT_RIME_DATA=.build/rime .build-static/release/scanout-demo --size 1280x800 \
		--screenshot .build-static/bench-screenshots | tail -1

clean:
	rm -rf .build .build-static .build-board .build-docs Examples/HelloKiosk/.build Examples/TemplateKiosk/.build
