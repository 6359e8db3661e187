#!/usr/bin/env bash
# The layers, checked: every module under Sources/ may import only the project modules listed for
# it below (and any system module). An import of a module that is not listed — one above it, or
# beside it — fails `make test`, naming the file, the line and what the module may import.
#
# The table is the map in docs/ARCHITECTURE.md ("Layers"); change both together. C shims
# (CCairo, CPango, …) are listed like modules, so a C library stays behind the modules that own
# its edge. Foundation is refused everywhere but in `UIKit`, which re-exports it for app code as
# iOS's does (the scoped re-exports there keep Scanout's names first): the framework and every
# layer link FoundationEssentials only, so an app that imports `Scanout` does not link Foundation.
set -euo pipefail
cd "$(dirname "$0")/.."

declare -A allowed=(
    [ScanoutCore]=""
    [ScanoutGraphics]="ScanoutCore CCairo CPango CJPEG"
    [ScanoutBoard]="ScanoutCore"
    [ScanoutInput]="ScanoutCore ScanoutBoard CInput CXKBCommon"
    [ScanoutDRM]="ScanoutCore ScanoutGraphics ScanoutBoard CDRM"
    [Scanout]="ScanoutCore ScanoutGraphics"
    [CoreGraphics]="ScanoutCore ScanoutGraphics"
    [QuartzCore]="CoreGraphics Scanout"
    [os]="ScanoutCore"
    [OSLog]="os"
    [UIKit]="Scanout ScanoutCore CoreGraphics QuartzCore ScanoutDevice"
    [ScanoutSimulator]="ScanoutCore ScanoutGraphics Scanout ScanoutInput CSDLLoader"
    [ScanoutSpeech]="ScanoutCore CSpeechLoader"
    [ScanoutRime]="ScanoutCore CRimeLoader"
    [ScanoutInspectorWire]="ScanoutCore"
    [ScanoutInspector]="ScanoutCore ScanoutGraphics Scanout ScanoutInspectorWire"
    [scanout-inspect]="ScanoutInspectorWire"
    [ScanoutSeat]="ScanoutCore CSeat"
    [ScanoutRemote]="ScanoutCore ScanoutGraphics CVNCServerLoader CXKBCommon"
    [ScanoutDevice]="ScanoutCore ScanoutGraphics Scanout ScanoutBoard ScanoutDRM ScanoutInput ScanoutSeat ScanoutSimulator ScanoutSpeech ScanoutInspector ScanoutInspectorWire ScanoutRime ScanoutRemote"
    [ScanoutTesting]="ScanoutCore ScanoutGraphics Scanout ScanoutRime CMainQueueCapture"
    [KioskDemo]="Scanout"
    [scanout-demo]="Scanout ScanoutDevice KioskDemo"
    [scanout-bench]="ScanoutCore ScanoutGraphics Scanout ScanoutTesting ScanoutSpeech ScanoutRime ScanoutRemote KioskDemo CCairo CPango"
    [ScanoutPort]=""
    [scanout-port]="ScanoutPort"
    [_Testing_CoreGraphics]=""
    [_Testing_UIKit]=""
)

# Every module of this package: a folder of Sources/ (C shims included).
project_modules=" $(find Sources -mindepth 1 -maxdepth 1 -type d -printf '%f ') "

failures=0
for dir in Sources/*/; do
    module=$(basename "$dir")
    # C shims hold headers, not Swift.
    [ -n "$(find "$dir" -name '*.swift' -print -quit)" ] || continue
    if [ -z "${allowed[$module]+set}" ]; then
        echo "check-layers: Sources/$module is not in Tools/check-layers.sh's table: add it with the modules it may import." >&2
        failures=$((failures + 1))
        continue
    fi
    while IFS=: read -r file line text; do
        # `import X`, `@_exported import X`, `@testable import X`, `import struct X.Name`, …
        imported=$(sed -E 's/^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*/\5/' <<<"$text")
        if [ "$imported" = Foundation ] && [ "$module" != UIKit ]; then
            echo "$file:$line: $module imports Foundation; the framework and its layers use FoundationEssentials only." >&2
            failures=$((failures + 1))
            continue
        fi
        case "$project_modules" in *" $imported "*) ;; *) continue ;; esac
        case " ${allowed[$module]} " in *" $imported "*) continue ;; esac
        echo "$file:$line: $module imports $imported, which is not below it. $module may import: ${allowed[$module]:-(no project module)}." >&2
        failures=$((failures + 1))
    done < <(grep -rnE '^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*import[[:space:]]' "$dir" --include='*.swift' || true)
done

if [ "$failures" -gt 0 ]; then
    echo "check-layers: $failures import(s) break the layers (see docs/ARCHITECTURE.md, \"Layers\")." >&2
    exit 1
fi
echo "check-layers: every module imports only the layers below it."
