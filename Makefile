# Scanout: the two commands a fresh machine needs are `make demo` and `make test`.
# Every Debian package the project builds against is installed by `make deps` (only when missing).

SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=

# Debian packages the project needs beyond the Swift toolchain. Keep this list the only place.
DEBIAN_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev fonts-dejavu-core fonts-wqy-microhei \
	libxkbcommon-dev xkb-data libx11-data libdrm-dev libinput-dev libudev-dev

.PHONY: all deps build test demo bench clean

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

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

test: deps
	$(SWIFT) test $(SWIFT_BUILD_FLAGS)

demo: deps
	$(SWIFT) run $(SWIFT_BUILD_FLAGS) scanout-demo

# The figures in docs/PERFORMANCE.md: the benchmark table, then the demo's release binary size
# (static Swift standard library) and its peak memory rendering at 1280x800.
bench: deps
	$(SWIFT) build -c release --product scanout-bench
	.build/release/scanout-bench
	$(SWIFT) build -c release --product scanout-demo --static-swift-stdlib --scratch-path .build-static
	@strip -o .build-static/scanout-demo.stripped .build-static/release/scanout-demo
	@echo "scanout-demo binary: $$(stat -c %s .build-static/release/scanout-demo) bytes;" \
		"stripped: $$(stat -c %s .build-static/scanout-demo.stripped) bytes"
	@.build-static/release/scanout-demo --size 1280x800 --screenshot .build-static/bench-screenshots | tail -1

clean:
	rm -rf .build .build-static
