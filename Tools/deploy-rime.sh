#!/usr/bin/env bash
# Rime's pinyin data, deployed once (at build or install time) for the Chinese keyboard
# (ScanoutRime): `rime_deployer --build` compiles the luna_pinyin_simp schema, with Scanout's
# settings patched in, into <directory>/build. The app only reads it; it never deploys at start.
#
#   Tools/deploy-rime.sh [directory]      (default .build/rime; `make build` and `make test` run it)
#
# Scanout's settings: one schema (Simplified pinyin), nine candidates a page, Chinese mode from the
# start, and no learning (no user dictionary), so candidates keep their order and nothing is
# written at run time. The dictionary itself is the packaged one (rime-data-luna-pinyin, compiled
# in /usr/share/rime-data/build). Does nothing when the deployed data is newer than its inputs.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-.build/rime}
shared=${SCANOUT_RIME_SHARED_DATA:-/usr/share/rime-data}

# Each file the deployment reads, and the Debian package that brings it (rime-data-luna-pinyin
# does not depend on the other two; without default.yaml the deployer finds no schema list).
for needed in "$shared/luna_pinyin_simp.schema.yaml:rime-data-luna-pinyin" \
    "$shared/build/luna_pinyin.table.bin:rime-data-luna-pinyin" \
    "$shared/default.yaml:rime-prelude" "$shared/essay.txt:rime-essay"; do
    if [ ! -e "${needed%%:*}" ]; then
        echo "deploy-rime: ${needed%%:*} is missing: install ${needed##*:} (make deps)." >&2
        exit 1
    fi
done
if ! command -v rime_deployer >/dev/null; then
    echo "deploy-rime: rime_deployer is missing: install librime-bin (make deps)." >&2
    exit 1
fi

marker="$target/build/luna_pinyin_simp.schema.yaml"
if [ -e "$marker" ] && [ "$marker" -nt "$0" ] && [ "$marker" -nt "$shared/luna_pinyin_simp.schema.yaml" ]; then
    exit 0
fi

mkdir -p "$target"
cat >"$target/default.custom.yaml" <<'YAML'
# Written by Tools/deploy-rime.sh: the schemas Scanout's Chinese keyboard offers.
patch:
  schema_list:
    - schema: luna_pinyin_simp
  menu/page_size: 9
YAML
cat >"$target/luna_pinyin_simp.custom.yaml" <<'YAML'
# Written by Tools/deploy-rime.sh: Chinese mode from the start, and no learning, so candidates
# keep their order and nothing is written at run time.
patch:
  switches/@0/reset: 0
  translator/enable_user_dict: false
YAML
# rime_deployer logs through glog; its log files go to a folder of their own, not /tmp.
mkdir -p "$target/log"
if ! GLOG_log_dir="$target/log" rime_deployer --build "$target" "$shared" "$target/build" >"$target/log/deploy.txt" 2>&1 \
    || [ ! -e "$marker" ]; then
    echo "deploy-rime: rime_deployer failed; its output is in $target/log/deploy.txt:" >&2
    tail -20 "$target/log/deploy.txt" >&2
    exit 1
fi
echo "deploy-rime: pinyin data deployed in $target"
