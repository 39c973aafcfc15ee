#!/bin/sh
# Writes Specs/ afresh from Recordings/ with `pagewright import`, keeping pagewright.json.
# Record first: PAGEWRIGHT_RECORDINGS=$PWD/Tests/ImportedPageObjects/Recordings swift test --filter RecordImportTests
set -e
here="$(cd "$(dirname "$0")" && pwd)"
find "$here/Specs" -name '*.json' ! -name pagewright.json -delete
swift build --package-path "$here/../.." --product pagewright
tool="$(swift build --package-path "$here/../.." --show-bin-path)/pagewright"
for recording in "$here"/Recordings/*.json; do
    "$tool" import "$recording" --specs "$here/Specs"
done
