#!/bin/bash
# gather.sh — fetches the measured public UIKit sources into $WORK/corpus (not into the repository:
# the code is not ours to commit). Each repository in manifest.tsv is cloned from GitHub into
# $WORK/repos and checked out at the commit the manifest names; the listed files are copied to
# $WORK/corpus/<owner>__<repo>/<unit>/<path>, and the manifest beside them.
#
# Usage: Tools/compatibility/gather.sh            (WORK defaults to /tmp/scanout-compatibility)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
WORK=${WORK:-/tmp/scanout-compatibility}
mkdir -p "$WORK/repos"
rm -rf "$WORK/corpus"
mkdir -p "$WORK/corpus"
cp "$here/manifest.tsv" "$WORK/corpus/manifest.tsv"
tail -n +2 "$here/manifest.tsv" | cut -f2,6 | sort -u | while IFS=$'\t' read -r repo commit; do
  dir=$WORK/repos/${repo/\//__}
  if [ ! -d "$dir/.git" ]; then
    git clone --quiet --filter=blob:none "https://github.com/$repo.git" "$dir" ||
      { echo "gather.sh: could not clone $repo (network? renamed?); its files are left out" >&2; continue; }
  fi
  git -C "$dir" checkout --quiet "$commit" ||
    { echo "gather.sh: $repo has no commit $commit any more; its files are left out" >&2; continue; }
done
tail -n +2 "$here/manifest.tsv" | while IFS=$'\t' read -r kind repo unit module path commit; do
  src=$WORK/repos/${repo/\//__}/$path
  dest=$WORK/corpus/${repo/\//__}/$unit/$path
  [ -f "$src" ] || { echo "gather.sh: missing $repo:$path" >&2; continue; }
  mkdir -p "$(dirname "$dest")"
  cp "$src" "$dest"
done
echo "gather.sh: $(find "$WORK/corpus" -name '*.swift' | wc -l) files in $WORK/corpus"
