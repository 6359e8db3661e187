#!/bin/bash
# Build the bootable image of the "qemu-x86_64" board: a Debian kernel and a
# gzip'd cpio (newc) initramfs whose userland is a static busybox.
#
#   Boards/qemu-x86_64/build-image.sh [options]
#
# Options (each may be repeated; the SCANOUT_IMAGE_* variables do the same and
# take space-separated lists):
#   --add SRC:DEST       copy a file or a directory tree SRC to DEST in the image
#                        (env SCANOUT_IMAGE_ADD)
#   --add-bin SRC[:DEST] copy a dynamically linked binary SRC to DEST (default:
#                        same path) plus every shared library ldd resolves for
#                        it and the dynamic loader (env SCANOUT_IMAGE_ADD_BIN)
#   --udev MODE          how input devices get the udev properties libinput
#                        needs (ID_INPUT*): "udevd" (default: Debian's
#                        systemd-udevd with its input rules), "static" (/init
#                        writes /run/udev/data/c13:N itself, no udevd in the
#                        image) or "none"
#   --with-libinput-tools  also add `libinput list-devices|debug-events`
#                        (unpacked from Debian's libinput-tools, not installed)
#                        to check from inside the guest that libinput accepts
#                        the devices; used by verify.sh
#   --modules "M1 M2 ..."  kernel modules to load (dependencies are resolved
#                        from modules.dep); default below
#   --fetch-only         only download and unpack the kernel and udev packages
#                        into the cache (what `make deps` does), build nothing
#   --label WORD         written to out/image.env as IMAGE_LABEL, so a test can
#                        tell which image it is about to boot (build-demo-image.sh
#                        uses "demo")
#   -h, --help
#
# Outputs (in $SCANOUT_BOARD_DIR, default <repo>/.build-board, kept out of git):
#   out/vmlinuz              the kernel
#   out/initramfs.cpio.gz    the initramfs
#   out/image.env            KERNEL_VERSION, IMAGE_BYTES, ... for boot.sh
# Caches (reused on the next run, delete the folder to start over):
#   cache/debs/              the .deb files apt-get download fetched
#   cache/kernel-<pkgver>/   the unpacked kernel package (dpkg -x, no install)
#   cache/udev-<pkgver>/     the unpacked udev package
#
# Host packages (Debian 12): busybox-static cpio gzip dpkg apt libc-bin
# (ldd). Nothing is installed by this script; the kernel, udev and
# libinput-tools packages are only downloaded and unpacked.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
BOARD_DIR=${SCANOUT_BOARD_DIR:-$repo/.build-board}
CACHE=$BOARD_DIR/cache
OUT=$BOARD_DIR/out
ROOT=$BOARD_DIR/rootfs

# virtio_pci: transport of virtio-keyboard-pci/virtio-tablet-pci (a module in
# Debian's config, CONFIG_VIRTIO_PCI=m); virtio_input: their driver; evdev:
# /dev/input/event*; uinput: /dev/uinput; bochs: DRM driver of `-vga std`
# (/dev/dri/card0); virtio_console: /dev/hvc0, the guest end of the agent's
# command channel (boot.sh's virtconsole; CONFIG_VIRTIO_CONSOLE=m), which unlike
# the 16550 UART has flow control; virtio_rng: boot.sh's virtio-rng-pci, the board's hardware
# random number generator (without it the first getrandom() of a boot waits about a second
# for entropy). Their dependencies (drm, drm_kms_helper, ttm,
# virtio, virtio_ring, ...) are added from modules.dep.
MODULES=${SCANOUT_MODULES:-"virtio_pci virtio_input virtio_console virtio_rng evdev uinput bochs"}
UDEV_MODE=${SCANOUT_UDEV:-udevd}
WITH_LIBINPUT_TOOLS=${SCANOUT_WITH_LIBINPUT_TOOLS:-0}
ADDS=${SCANOUT_IMAGE_ADD:-}
ADD_BINS=${SCANOUT_IMAGE_ADD_BIN:-}
LABEL=plain
FETCH_ONLY=0

die() { echo "build-image.sh: error: $*" >&2; exit 1; }
log() { echo "build-image.sh: $*" >&2; }

while [ $# -gt 0 ]; do
    case $1 in
        --add) [ $# -ge 2 ] || die "--add needs SRC:DEST"; ADDS="$ADDS $2"; shift 2 ;;
        --add=*) ADDS="$ADDS ${1#--add=}"; shift ;;
        --add-bin) [ $# -ge 2 ] || die "--add-bin needs SRC[:DEST]"; ADD_BINS="$ADD_BINS $2"; shift 2 ;;
        --add-bin=*) ADD_BINS="$ADD_BINS ${1#--add-bin=}"; shift ;;
        --udev) [ $# -ge 2 ] || die "--udev needs udevd|static|none"; UDEV_MODE=$2; shift 2 ;;
        --udev=*) UDEV_MODE=${1#--udev=}; shift ;;
        --with-libinput-tools) WITH_LIBINPUT_TOOLS=1; shift ;;
        --modules) [ $# -ge 2 ] || die "--modules needs a list"; MODULES=$2; shift 2 ;;
        --fetch-only) FETCH_ONLY=1; shift ;;
        --label) [ $# -ge 2 ] || die "--label needs a word"; LABEL=$2; shift 2 ;;
        -h|--help) sed -n '2,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown argument '$1' (see --help)" ;;
    esac
done
case $UDEV_MODE in udevd|static|none) ;; *) die "--udev must be udevd, static or none, not '$UDEV_MODE'" ;; esac

# ---------------------------------------------------------------- host tools
need() { # need COMMAND PACKAGE
    command -v "$1" >/dev/null 2>&1 ||
        die "'$1' not found; install it: apt-get install -y --no-install-recommends $2"
}
need cpio cpio
need gzip gzip
need dpkg dpkg
need apt-get apt
need apt-cache apt
need ldd libc-bin
BUSYBOX=${SCANOUT_BUSYBOX:-/bin/busybox}
[ -x "$BUSYBOX" ] ||
    die "$BUSYBOX not found; install it: apt-get install -y --no-install-recommends busybox-static"
# The guest has no libc of its own unless a binary brings one, so busybox must
# be the static build (package busybox-static, not busybox).
if ldd "$BUSYBOX" >/dev/null 2>&1; then
    die "$BUSYBOX is dynamically linked; install the static one: apt-get install -y --no-install-recommends busybox-static"
fi

mkdir -p "$CACHE/debs" "$OUT"

# ------------------------------------------------------------ .deb download
# fetch_deb PACKAGE -> prints the path of the cached .deb. The file name comes
# from the apt lists (Filename:), so a newer Debian version is fetched once
# and then reused; without apt lists, an already cached one is used.
fetch_deb() {
    local pkg=$1 fn
    fn=$(apt-cache show --no-all-versions "$pkg" 2>/dev/null | sed -n 's/^Filename: //p' | head -n1)
    if [ -z "$fn" ]; then
        fn=$(ls -1 "$CACHE/debs/${pkg}_"*.deb 2>/dev/null | tail -n1 || true)
        [ -n "$fn" ] || die "package '$pkg' unknown to apt; run: apt-get update"
        log "apt does not know $pkg; using cached $(basename "$fn")"
        echo "$fn"; return
    fi
    fn=$CACHE/debs/$(basename "$fn")
    if [ ! -s "$fn" ]; then
        log "downloading $pkg"
        # apt-get download writes into the current directory. As root it warns
        # that _apt cannot write there (harmless: it downloads as root).
        (cd "$CACHE/debs" && apt-get download -q "$pkg") 2>&1 | grep -v 'unsandboxed' >&2 || true
        [ -s "$fn" ] || die "apt-get download $pkg did not produce $fn (network? run: apt-get update)"
    fi
    echo "$fn"
}

# unpack_deb DEB DIR: dpkg -x once; a stamp marks a complete unpack.
unpack_deb() {
    if [ ! -e "$2/.unpacked" ]; then
        rm -rf "$2"; mkdir -p "$2"
        dpkg -x "$1" "$2"
        touch "$2/.unpacked"
    fi
}

# ----------------------------------------------------------------- kernel
# linux-image-amd64 is a metapackage; the real one is linux-image-<abi>-amd64.
KPKG=${SCANOUT_KERNEL_PKG:-}
if [ -z "$KPKG" ]; then
    KPKG=$(apt-cache depends linux-image-amd64 2>/dev/null |
        sed -n 's/^ *Depends: \(linux-image-[0-9].*-amd64\)$/\1/p' | head -n1)
    if [ -z "$KPKG" ]; then
        KPKG=$(ls -1 "$CACHE/debs/" 2>/dev/null | sed -n 's/^\(linux-image-[0-9][^_]*-amd64\)_.*/\1/p' | tail -n1)
        [ -n "$KPKG" ] || die "cannot resolve linux-image-amd64 (apt lists empty?); run: apt-get update"
    fi
fi
kdeb=$(fetch_deb "$KPKG")
KDIR=$CACHE/kernel-$(basename "$kdeb" .deb)
unpack_deb "$kdeb" "$KDIR"
KVER=$(ls -1 "$KDIR/lib/modules" | head -n1)
[ -n "$KVER" ] && [ -f "$KDIR/boot/vmlinuz-$KVER" ] || die "no kernel found in $kdeb"
KCONFIG=$KDIR/boot/config-$KVER
MODDIR=$KDIR/lib/modules/$KVER
# The .deb ships no modules.dep (depmod runs at install time), so make one in
# the unpacked tree with busybox's depmod (no kmod needed on the host).
if [ ! -s "$MODDIR/modules.dep" ]; then
    log "depmod $KVER"
    "$BUSYBOX" depmod -b "$KDIR" "$KVER" || die "depmod failed in $KDIR"
fi

# Fail early if the kernel config changed in a way the image relies on.
for opt in CONFIG_DEVTMPFS CONFIG_BLK_DEV_INITRD CONFIG_RD_GZIP CONFIG_SERIAL_8250_CONSOLE; do
    grep -q "^$opt=y" "$KCONFIG" || die "$KCONFIG: $opt is not =y; the image needs it built in"
done

# resolve_modules NAME... -> module paths (relative to MODDIR), dependencies
# first. modules.dep lists each module's full dependency set, but not in load
# order, so order them by a depth-first walk.
resolve_modules() {
    awk -v want="$*" -v builtin="$MODDIR/modules.builtin" '
        function base(p) { sub(/.*\//, "", p); sub(/\.ko(\.[a-z]+)?$/, "", p); gsub(/-/, "_", p); return p }
        function visit(p,   n, i, d) {
            if (p in done) return
            if (p in busy) { print "dependency cycle at " p > "/dev/stderr"; exit 2 }
            busy[p] = 1
            n = split(deps[p], d, " ")
            for (i = 1; i <= n; i++) visit(d[i])
            done[p] = 1; print p
        }
        BEGIN { while ((getline l < builtin) > 0) isbuiltin[base(l)] = 1 }
        { p = $1; sub(/:$/, "", p); $1 = ""; deps[p] = $0; path[base(p)] = p }
        END {
            n = split(want, w, " ")
            for (i = 1; i <= n; i++) {
                m = w[i]; gsub(/-/, "_", m)
                if (m in path) visit(path[m])
                else if (m in isbuiltin) print "module " m " is built into the kernel, nothing to load" > "/dev/stderr"
                else { print "module " m " not found in modules.dep" > "/dev/stderr"; exit 3 }
            }
        }' "$MODDIR/modules.dep"
}
MODLIST=$(resolve_modules $MODULES) || die "cannot resolve modules '$MODULES' in $MODDIR/modules.dep"

if [ "$FETCH_ONLY" = 1 ]; then
    [ "$UDEV_MODE" != udevd ] || unpack_deb "$(fetch_deb udev)" "$CACHE/$(basename "$(fetch_deb udev)" .deb)"
    log "fetched: kernel $KVER ($(basename "$kdeb")) and udev, in $CACHE"
    exit 0
fi

# ---------------------------------------------------------------- rootfs
log "assembling rootfs in $ROOT"
rm -rf "$ROOT"
mkdir -p "$ROOT"
# Merged /usr like Debian 12, so paths that ldd prints (/lib/x86_64-linux-gnu/
# or /usr/lib/...) and paths in udev rules (/bin/..., /usr/bin/...) both work.
mkdir -p "$ROOT"/usr/bin "$ROOT"/usr/sbin "$ROOT"/usr/lib/x86_64-linux-gnu "$ROOT"/usr/lib64
ln -s usr/bin "$ROOT/bin"; ln -s usr/sbin "$ROOT/sbin"
ln -s usr/lib "$ROOT/lib"; ln -s usr/lib64 "$ROOT/lib64"
mkdir -p "$ROOT"/proc "$ROOT"/sys "$ROOT"/dev "$ROOT"/run "$ROOT"/tmp "$ROOT"/root \
    "$ROOT"/etc "$ROOT"/var/log "$ROOT"/mnt "$ROOT"/usr/libexec/scanout
chmod 1777 "$ROOT/tmp"
ln -s ../run "$ROOT/var/run"

# busybox and one symlink per applet (added binaries replace these later).
cp "$BUSYBOX" "$ROOT/usr/bin/busybox"
for applet in $("$BUSYBOX" --list); do
    [ "$applet" = busybox ] || ln -s busybox "$ROOT/usr/bin/$applet"
done

# /etc basics: root login for the serial shell, and the groups that udev's
# 50-udev-default.rules assigns (it warns about unknown groups otherwise).
cat > "$ROOT/etc/passwd" <<'EOF'
root:x:0:0:root:/root:/bin/sh
kiosk:x:1000:1000:kiosk:/tmp:/bin/sh
EOF
cat > "$ROOT/etc/group" <<'EOF'
root:x:0:
tty:x:5:
disk:x:6:
kmem:x:15:
dialout:x:20:
cdrom:x:24:
floppy:x:25:
tape:x:26:
audio:x:29:
video:x:44:
sgx:x:999:
input:x:101:
render:x:102:
kvm:x:103:
kiosk:x:1000:
EOF
echo scanout-qemu > "$ROOT/etc/hostname"
cat > "$ROOT/etc/profile" <<'EOF'
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin
export PS1='scanout-qemu# '
EOF

# Kernel modules: only the resolved ones, at their usual path, plus a matching
# modules.dep so busybox modprobe also works when debugging in the guest.
: > "$ROOT/etc/scanout-modules"
for m in $MODLIST; do
    mkdir -p "$ROOT/lib/modules/$KVER/$(dirname "$m")"
    cp "$MODDIR/$m" "$ROOT/lib/modules/$KVER/$m"
    echo "$m" >> "$ROOT/etc/scanout-modules"
    grep "^$m:" "$MODDIR/modules.dep" >> "$ROOT/lib/modules/$KVER/modules.dep"
done
cp "$MODDIR/modules.builtin" "$ROOT/lib/modules/$KVER/"

# add_file SRC DEST: copy one file, replacing whatever is at DEST (a busybox
# applet symlink must be removed first, or cp would write through it into
# busybox itself).
add_file() {
    local src=$1 dest=$2
    [ -e "$src" ] || die "file to add not found: $src"
    mkdir -p "$ROOT$(dirname "$dest")"
    rm -f "$ROOT$dest"
    cp -L "$src" "$ROOT$dest"
}

# add_tree SRC DEST: a file or a whole directory (symlinks kept as they are).
add_tree() {
    local src=$1 dest=$2
    [ -e "$src" ] || die "--add: source not found: $src"
    if [ -d "$src" ]; then
        mkdir -p "$ROOT$dest"
        cp -a "$src/." "$ROOT$dest/"
    else
        add_file "$src" "$dest"
    fi
}

# add_bin SRC DEST [LD_LIBRARY_PATH]: the binary plus what ldd resolves. Each
# library goes to the path ldd printed (so RUNPATHs such as
# /opt/swift/usr/lib/swift/linux keep working); symlinks are copied as the
# file they point to. Libraries loaded with dlopen() are not seen by ldd; add
# them with --add.
add_bin() {
    local src=$1 dest=$2 ldpath=${3:-} out lib missing
    [ -f "$src" ] || die "--add-bin: binary not found: $src"
    add_file "$src" "$dest"
    if ! out=$(LD_LIBRARY_PATH=$ldpath ldd "$src" 2>&1); then
        case $out in
            *"not a dynamic executable"*) return 0 ;;   # static: nothing more
            *) die "ldd $src failed: $out" ;;
        esac
    fi
    missing=$(printf '%s\n' "$out" | sed -n 's/^[[:space:]]*\([^ ]*\) => not found.*/\1/p')
    [ -z "$missing" ] || die "ldd $src: libraries not found on this host: $(echo $missing) (install the Debian packages that ship them: dpkg -S or apt-file search NAME)"
    for lib in $(printf '%s\n' "$out" | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }'); do
        [ -e "$ROOT$lib" ] || add_file "$lib" "$lib"
    done
}

# ------------------------------------------------------------------ udev
if [ "$UDEV_MODE" = udevd ]; then
    udeb=$(fetch_deb udev)
    UDIR=$CACHE/$(basename "$udeb" .deb)
    unpack_deb "$udeb" "$UDIR"
    # Debian 12's udevadm is systemd-udevd too (/lib/systemd/systemd-udevd is
    # a symlink to it) and links no libsystemd-shared.
    add_bin "$UDIR/bin/udevadm" /usr/bin/udevadm "$UDIR/usr/lib/x86_64-linux-gnu/systemd"
    mkdir -p "$ROOT/lib/systemd"
    ln -sf /usr/bin/udevadm "$ROOT/lib/systemd/systemd-udevd"
    mkdir -p "$ROOT/etc/udev/rules.d" "$ROOT/lib/udev/rules.d"
    cp "$UDIR/etc/udev/udev.conf" "$ROOT/etc/udev/"
    # Only the rules input and DRM devices use: ID_INPUT* (input_id builtin),
    # evdev fixes, by-id/by-path links, groups and modes. No hwdb.bin: the
    # hwdb lookups in these rules then find nothing, which is right for
    # qemu's virtio devices (real panels may need hwdb entries).
    for r in 50-udev-default 60-input-id 60-evdev 60-persistent-input \
             60-drm 70-mouse 70-touchpad; do
        cp "$UDIR/lib/udev/rules.d/$r.rules" "$ROOT/lib/udev/rules.d/"
    done
fi
echo "$UDEV_MODE" > "$ROOT/etc/scanout-udev"

# ------------------------------------------------ optional libinput tools
if [ "$WITH_LIBINPUT_TOOLS" = 1 ]; then
    ldeb=$(fetch_deb libinput-tools)
    LDIR=$CACHE/$(basename "$ldeb" .deb)
    unpack_deb "$ldeb" "$LDIR"
    [ -e /usr/lib/x86_64-linux-gnu/libinput.so.10 ] ||
        die "libinput10 is not installed on the host; install it: apt-get install -y --no-install-recommends libinput10"
    for t in list-devices debug-events; do
        add_bin "$LDIR/usr/libexec/libinput/libinput-$t" "/usr/libexec/libinput/libinput-$t"
    done
    add_bin "$LDIR/usr/bin/libinput" /usr/bin/libinput
    # libinput reads its device quirks from here (it still runs without).
    add_tree /usr/share/libinput /usr/share/libinput
fi

# -------------------------------------------------- user additions
for a in $ADD_BINS; do
    case $a in
        *:*) add_bin "${a%%:*}" "${a#*:}" ;;
        *) add_bin "$a" "$a" ;;
    esac
done
for a in $ADDS; do
    case $a in
        *:/*) add_tree "${a%%:*}" "${a#*:}" ;;
        *) die "--add '$a': expected SRC:/absolute/dest" ;;
    esac
done

# ------------------------------------------------------ init and checks
cp "$here/init" "$ROOT/init"
cp "$here/board-check" "$ROOT/usr/libexec/scanout/board-check"
chmod 755 "$ROOT/init" "$ROOT/usr/libexec/scanout/board-check"
echo "$KVER" > "$ROOT/etc/scanout-kernel"

# ------------------------------------------------------------- pack
# Sorted names, one fixed mtime and gzip -n make the same inputs give the
# same bytes (cpio --reproducible drops inode numbers and device ids).
find "$ROOT" -mindepth 1 -exec touch -h -d @0 {} +
# Fonts in the image: build fontconfig's cache now, against the fixed mtime just set (the cache
# records each font directory's mtime), so the app does not scan every font at its first start.
if [ -d "$ROOT/etc/fonts" ] && command -v fc-cache >/dev/null 2>&1; then
    mkdir -p "$ROOT/var/cache/fontconfig"
    fc-cache --sysroot "$ROOT" -s -f >/dev/null 2>&1 || log "fc-cache --sysroot failed; the app will scan fonts at start-up"
    find "$ROOT/var/cache" -exec touch -h -d @0 {} +
fi
cp "$KDIR/boot/vmlinuz-$KVER" "$OUT/vmlinuz.tmp"
(cd "$ROOT" && find . -mindepth 1 | LC_ALL=C sort |
    cpio -o -H newc -R 0:0 --reproducible --quiet) | gzip -n -6 > "$OUT/initramfs.cpio.gz.tmp"
mv "$OUT/vmlinuz.tmp" "$OUT/vmlinuz"
mv "$OUT/initramfs.cpio.gz.tmp" "$OUT/initramfs.cpio.gz"

ibytes=$(stat -c %s "$OUT/initramfs.cpio.gz")
kbytes=$(stat -c %s "$OUT/vmlinuz")
rbytes=$(du -sb "$ROOT" | cut -f1)
cat > "$OUT/image.env" <<EOF
IMAGE_LABEL=$LABEL
KERNEL_PACKAGE=$KPKG
KERNEL_DEB=$(basename "$kdeb")
KERNEL_VERSION=$KVER
UDEV_MODE=$UDEV_MODE
KERNEL_BYTES=$kbytes
INITRAMFS_BYTES=$ibytes
ROOTFS_BYTES=$rbytes
MODULES="$(echo $MODLIST | sed 's|[^ ]*/||g')"
EOF
log "kernel    $OUT/vmlinuz ($KVER, $kbytes bytes)"
log "initramfs $OUT/initramfs.cpio.gz ($ibytes bytes gzip, $rbytes bytes unpacked, udev=$UDEV_MODE)"
