#!/usr/bin/env bash
# Builds the DocC documentation of every public library module from the debug build, without
# rebuilding anything: symbol graphs are extracted from .build/debug/Modules, each catalog
# Sources/<Module>/<Module>.docc is converted with --warnings-as-errors, and every public symbol
# must have a documentation comment (docs/check-doc-comments.py, which has no list of exceptions).
#
#   bash docs/build-docs.sh            # .build/docs/<Module>.doccarchive
#   bash docs/build-docs.sh --static   # also .build/docs/site/<Module>: a static website
#
# Run `swift build` first (CI runs this after `swift test`, which builds the same modules).
set -euo pipefail
cd "$(dirname "$0")/.."

static=0
[ "${1:-}" = "--static" ] && static=1
modules="Cadence CadenceRuntime CadenceUI Combine UniformTypeIdentifiers Charts UIKit SwiftData StoreKit UserNotifications OSLog BackgroundTasks WidgetKit PhotosUI AVKit AVFoundation CoreMedia MapKit CoreLocation CadenceSpec CadenceEscaping CadenceRender CadenceExport CadenceExamples CadenceTesting CadenceImageTesting"
build=.build/debug
out=.build/docs
if [ ! -d "$build/Modules" ]; then
  echo "error: no debug build in $build: run 'swift build' first" >&2
  exit 2
fi
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
flags=(-target "$triple" -I "$build/Modules" -minimum-access-level public)
for map in Sources/C*/module.modulemap; do flags+=(-Xcc "-fmodule-map-file=$PWD/$map"); done
# C targets with an include/ folder (CPixelKernels) get their module map from SwiftPM, in the build.
for map in "$build"/C*.build/module.modulemap; do [ -f "$map" ] && flags+=(-Xcc "-fmodule-map-file=$PWD/$map"); done
for include in $(pkg-config --cflags-only-I cairo-ft pixman-1 libwebpmux zlib 2>/dev/null); do flags+=(-Xcc "$include"); done

rm -rf "$out"
mkdir -p "$out/symbols"
status=0
start=$(date +%s)
for module in $modules; do
  catalog="Sources/$module/$module.docc"
  if [ ! -d "$catalog" ]; then
    echo "note: $catalog does not exist yet: $module is not built" >&2
    continue
  fi
  mkdir -p "$out/symbols/$module"
  swift-symbolgraph-extract -module-name "$module" "${flags[@]}" -output-dir "$out/symbols/$module"
  echo "== $module: undocumented public symbols"
  python3 docs/check-doc-comments.py "$out/symbols/$module" || status=1
  args=(convert "$catalog" --additional-symbol-graph-dir "$out/symbols/$module" --fallback-display-name "$module"
        --fallback-bundle-identifier "org.cadence.$module" --output-path "$out/$module.doccarchive" --warnings-as-errors)
  if [ "$static" = 1 ]; then
    args+=(--transform-for-static-hosting --hosting-base-path "$module")
  fi
  echo "== $module: docc convert"
  docc "${args[@]}" || status=1
  if [ "$static" = 1 ] && [ -d "$out/$module.doccarchive" ]; then
    mkdir -p "$out/site"
    cp -R "$out/$module.doccarchive" "$out/site/$module"
  fi
done
echo "== documentation: $( [ $status = 0 ] && echo ok || echo FAILED ) after $(( $(date +%s) - start )) s"
exit $status
