#!/usr/bin/env bash
# Builds and runs a libFuzzer target over PagewrightCore.
#   Fuzz/run.sh <json|loader|pipeline> <seconds> [extra libFuzzer flags]
# Seeds: Fuzz/corpus/<target> (checked in). The growing corpus and any crash inputs go to
# .build/fuzz/; copy a crash input into Tests/PagewrightCoreTests/Fuzz/Regressions/ once fixed.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/run.sh <json|loader|pipeline> <seconds>}
seconds=${2:?usage: Fuzz/run.sh <json|loader|pipeline> <seconds>}
shift 2
case "$target" in
  json) flag=FUZZ_JSON ;;
  loader) flag=FUZZ_LOADER ;;
  pipeline) flag=FUZZ_PIPELINE ;;
  *) echo "unknown target '$target' (json, loader, pipeline)" >&2; exit 2 ;;
esac
work=.build/fuzz
mkdir -p "$work/corpus-$target" "$work/crashes-$target"
binary="$work/fuzz-$target"
sources=$(find Sources/PagewrightCore -name '*.swift' | sort)
if [ ! -x "$binary" ] || [ -n "$(find Sources/PagewrightCore Fuzz/FuzzTargets.swift -newer "$binary" -name '*.swift' | head -1)" ]; then
  echo "building $binary"
  swiftc -sanitize=fuzzer,address -parse-as-library -O -g -D "$flag" -module-name PagewrightCore \
    Fuzz/FuzzTargets.swift $sources -o "$binary"
fi
exec "$binary" "$work/corpus-$target" "Fuzz/corpus/$target" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
  -artifact_prefix="$work/crashes-$target/" -print_final_stats=1 "$@"
