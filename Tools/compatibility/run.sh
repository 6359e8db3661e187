#!/bin/bash
# run.sh — measures how much public UIKit code compiles against Scanout.
#
# For every compile unit in corpus/ (corpus/<owner>__<repo>/<unit>/, listed in corpus/manifest.tsv):
#   1. copies the original files to a fresh folder under work/;
#   2. runs `scanout-port` on that folder once, with its default options (as a user would);
#   3. compiles the unit as one module, in Swift 5 mode, against the built `UIKit` product of
#      Scanout (SCANOUT, default this checkout), one frontend job per file
#      (-disable-batch-mode -continue-building-after-errors): each file is type-checked and
#      compiled with the unit's other files as context, so a broken file does not hide the others.
# Then analyze.py attributes each error to its file, classifies the errors by cause and writes
# results.md (and results.json).
#
# Needs: gather.sh run first (WORK, default /tmp/scanout-compatibility), and
#        `swift build --product scanout-port` and `swift build --target UIKit` done in SCANOUT.
# Writes WORK/results.md and WORK/results.json.
# Usage: ./run.sh            (all units)
#        ./run.sh Cosmos     (units whose folder name matches the pattern)
set -uo pipefail
tools=$(cd "$(dirname "$0")" && pwd)
here=${WORK:-/tmp/scanout-compatibility}
mkdir -p "$here"
SCANOUT=${SCANOUT:-$(cd "$tools/../.." && pwd)}
B=$SCANOUT/.build/x86_64-unknown-linux-gnu/debug
S=$SCANOUT/Sources
PORT=$B/scanout-port
filter=${1:-.}
[ -x "$PORT" ] || { echo "run.sh: no $PORT; build it: (cd $SCANOUT && swift build --product scanout-port)" >&2; exit 2; }
[ -f "$B/Modules/UIKit.swiftmodule" ] || { echo "run.sh: no UIKit module; build it: (cd $SCANOUT && swift build --target UIKit)" >&2; exit 2; }

# The flags SwiftPM gives a target that depends on Scanout's UIKit product (module search path and
# the C libraries' module maps), Swift 5 language mode, a debug build.
FLAGS=(-swift-version 5 -Onone -DDEBUG -DSWIFT_PACKAGE -diagnostic-style llvm -j1
  -I "$B/Modules" -module-cache-path "$here/work/ModuleCache"
  -Xcc -fmodule-map-file="$S/CPango/module.modulemap" -Xcc -fmodule-map-file="$S/CCairo/module.modulemap"
  -Xcc -fmodule-map-file="$B/CSDLLoader.build/module.modulemap" -Xcc -I -Xcc "$S/CSDLLoader/include"
  -Xcc -fmodule-map-file="$B/CJPEG.build/module.modulemap" -Xcc -I -Xcc "$S/CJPEG/include"
  -Xcc -fmodule-map-file="$S/CInput/module.modulemap" -Xcc -fmodule-map-file="$S/CXKBCommon/module.modulemap"
  -Xcc -fmodule-map-file="$S/CDRM/module.modulemap")
for inc in $(pkg-config --cflags-only-I pangocairo libdrm); do FLAGS+=(-Xcc "$inc"); done

mkdir -p "$here/work"
start=$(date +%s)
tail -n +2 "$here/corpus/manifest.tsv" | cut -f2,3,4 | sort -u | while IFS=$'\t' read -r repo unit module; do
  group=${repo/\//__}
  [[ "$group/$unit" =~ $filter ]] || continue
  src=$here/corpus/$group/$unit
  out=$here/work/$group/$unit
  rm -rf "$out"; mkdir -p "$out/objects"
  cp -a "$src" "$out/src"
  # scanout-port, once, default options
  "$PORT" "$out/src" > "$out/port.log" 2>&1; echo $? > "$out/port.rc"
  # `#if os(iOS)` is false on Linux, so code inside it would vanish and "compile" vacuously;
  # scanout-port leaves it alone. Measure the code itself: the condition is widened to
  # `(os(iOS) || os(Linux))` (the files are listed in os-guard.log and reported separately).
  grep -rlE 'os\(iOS\)' "$out/src" --include='*.swift' | sort > "$out/os-guard.log" || true
  while read -r f; do sed -i 's/os(iOS)/(os(iOS) || os(Linux))/g' "$f"; done < "$out/os-guard.log"
  mapfile -t files < <(find "$out/src" -name '*.swift' | sort)
  # A unit with a main.swift is compiled as a program; otherwise as a library (an app's @main works there)
  lib=(-parse-as-library)
  for f in "${files[@]}"; do [ "$(basename "$f")" = main.swift ] && lib=(); done
  t0=$(date +%s)
  (cd "$out/objects" && nice -n 15 swiftc -c -disable-batch-mode -continue-building-after-errors \
      -module-name "$module" "${lib[@]}" "${FLAGS[@]}" "${files[@]}" > "$out/compile.log" 2>&1)
  echo $? > "$out/compile.rc"
  # A module the platform lacks ("no such module 'SafariServices'") is fatal to every job of the
  # unit, which would hide what the other files do. analyze.py counts it against the files that
  # import it; to see the rest, the unit is compiled a second time with those imports commented out.
  missing=$(grep -o "error: no such module '[^']*'" "$out/compile.log" | sed "s/.*module '//; s/'//" | sort -u)
  if [ -n "$missing" ]; then
    cp -a "$out/src" "$out/src2"; rm -rf "$out/objects"; mkdir -p "$out/objects"
    for m in $missing; do
      grep -rlE "^\s*(@testable\s+)?import\s+(class |struct |enum |protocol |func |typealias )?$m(\.|\s|$)" "$out/src2" --include='*.swift' |
        while read -r f; do sed -i -E "s/^(\s*(@testable\s+)?import\s+(class |struct |enum |protocol |func |typealias )?$m(\.|\s|$))/\/\/ run.sh: no such module: \1/" "$f"; done
    done
    mapfile -t files2 < <(find "$out/src2" -name '*.swift' | sort)
    (cd "$out/objects" && nice -n 15 swiftc -c -disable-batch-mode -continue-building-after-errors \
        -module-name "$module" "${lib[@]}" "${FLAGS[@]}" "${files2[@]}" > "$out/compile2.log" 2>&1)
    echo $? > "$out/compile2.rc"
  fi
  rm -rf "$out/objects"
  t1=$(date +%s)
  printf '%-70s %3d files  rc=%s  %ss  errors=%s\n' "$group/$unit" "${#files[@]}" "$(cat "$out/compile.rc")" $((t1 - t0)) \
    "$(cat "$out"/compile*.log | grep -c ': error: ')"
done
echo "run.sh: compiled in $(( $(date +%s) - start ))s"
cp "$tools/not-selected.txt" "$here/not-selected.txt"
python3 "$tools/analyze.py" "$here"
