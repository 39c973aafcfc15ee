#!/usr/bin/env bash
# Builds and runs a libFuzzer target over Pagewright.
#   Fuzz/run.sh <target> <seconds> [extra libFuzzer flags]
# Targets: json, loader, pipeline (bytes as JSON, as a spec, as a spec beside valid ones),
# predicate (bytes as a spec predicate), directory (bytes as a specs folder with links, FIFOs…),
# output (bytes as a pre-existing output folder), cli (bytes as command-line arguments),
# typecheck (bytes as a small project whose generated code must type-check; run
# `swift build --build-tests` first so the stand-in's module exists), import-json and
# import-text (bytes as a recording `import` reads, JSON or pasted debugDescription text),
# drift (bytes as a recording drift checks specs against), identifiers (bytes as specs whose
# identifiers file must read back exactly, written over what the bytes put at --output), init
# (bytes as init's --schema value), review (bytes as a hostile value in a locator and a reference:
# the pull-request comment keeps its shape), tour (bytes as a small project whose tour is planned
# and written, the same twice).
# The targets' bodies are Tests/PagewrightCoreTests/Fuzz/FuzzHarness*.swift, shared with the tests.
# Seeds: Fuzz/corpus/<target> (checked in). The growing corpus and any crashing input go to
# .build/fuzz/; once fixed, copy the input into Fuzz/regressions/<target>/ (the tests replay it).
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: Fuzz/run.sh <json|loader|pipeline|predicate|directory|output|cli|typecheck|import-json|import-text|drift|identifiers|init|review|tour> <seconds>"
target=${1:?$usage}
seconds=${2:?$usage}
shift 2
case "$target" in
  json|loader|pipeline|predicate|directory|output|typecheck|cli|import-json|import-text|drift|identifiers|init|review|tour) ;;
  *) echo "unknown target '$target'; $usage" >&2; exit 2 ;;
esac
work=.build/fuzz
mkdir -p "$work/corpus-$target" "$work/crashes-$target" "$work/modules" "Fuzz/corpus/$target"
# One binary for every target over the library (chosen at run time), one for the command line.
binary="$work/fuzz-$([ "$target" = cli ] && echo cli || echo core)"
# The package builds in Swift 6 mode, where `/…/` regex literals are on; a plain swiftc needs the flag.
flags=(-parse-as-library -sanitize=fuzzer,address -O -g -package-name pagewright -enable-bare-slash-regex -I "$work/modules")
core=$(find Sources/PagewrightCore -name '*.swift' | sort)
inputs=(Sources/PredicateGrammar Sources/PagewrightCore Sources/pagewright Fuzz Tests/PagewrightCoreTests/Fuzz)
if [ ! -x "$binary" ] || [ -n "$(find "${inputs[@]}" -newer "$binary" -name '*.swift' | head -1)" ]; then
  echo "building $binary"
  # The shared predicate grammar is a module of its own, as in the package.
  swiftc "${flags[@]}" -wmo -module-name PredicateGrammar -emit-module -emit-module-path "$work/modules/PredicateGrammar.swiftmodule" \
    -c Sources/PredicateGrammar/*.swift -o "$work/PredicateGrammar.o"
  if [ "$target" = cli ]; then
    # The command line's own sources (but main.swift) over the library as a module.
    swiftc "${flags[@]}" -wmo -module-name PagewrightCore -emit-module -emit-module-path "$work/modules/PagewrightCore.swiftmodule" \
      -c $core -o "$work/PagewrightCore.o"
    swiftc "${flags[@]}" -module-name pagewright Fuzz/CommandLineFuzzTarget.swift \
      $(find Sources/pagewright -name '*.swift' ! -name main.swift | sort) "$work/PagewrightCore.o" "$work/PredicateGrammar.o" -o "$binary"
  else
    swiftc "${flags[@]}" -D FUZZING -module-name PagewrightCore \
      Fuzz/FuzzMain.swift Tests/PagewrightCoreTests/Fuzz/FuzzHarness*.swift $core "$work/PredicateGrammar.o" -o "$binary"
  fi
fi
export PAGEWRIGHT_FUZZ_TARGET=$target
export SWIFT_BACKTRACE=enable=no  # libFuzzer reports crashes itself; Swift's backtracer confuses ASan
export PAGEWRIGHT_FUZZ_MODULES=${PAGEWRIGHT_FUZZ_MODULES:-$PWD/.build/debug/Modules}
# typecheck runs swiftc through Foundation's Process, which leaks a weak reference per run
# (swift-corelibs-foundation, not Pagewright): leak detection would stop every job there.
# (The environment variable reaches the jobs of -fork=N as well; the flag alone does not.)
extra=()
if [ "$target" = typecheck ]; then extra=(-detect_leaks=0); export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0; fi
exec "$binary" "$work/corpus-$target" "Fuzz/corpus/$target" "${extra[@]}" \
  -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=65536 \
  -artifact_prefix="$work/crashes-$target/" -print_final_stats=1 "$@"
