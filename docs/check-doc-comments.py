#!/usr/bin/env python3
"""Fails when a public or open symbol of the given symbol graphs has no documentation comment.

Usage: check-doc-comments.py SYMBOLGRAPH_DIR

There is no list of known exceptions: every public symbol declared in Sources/ needs a comment.

Reads every `*.symbols.json` in the folder (the module's own graph and its extension graphs,
`Module@Other.symbols.json`). A symbol counts when its accessLevel is public or open and:
- its name does not start with an underscore (SwiftUI's and Cadence's `_`-prefixed names are
  implementation details made public for the compiler, as in `_KeyframesGroup`), and no path
  component does;
- it is not synthesized by the compiler (their
  identifier has a `::SYNTHESIZED::` part) — `Equatable`/`Hashable` members,
  `CaseIterable.allCases` and the like that the compiler writes;
- it is declared in this package (a `location` under the package's Sources folder): members
  inherited from a protocol of another module (`description` of `CustomStringConvertible` written
  by us does count, it has our location; a default implementation from the standard library does not).
A symbol whose own doc comment is missing but which implements a protocol requirement documented in
this package is still reported: DocC would show it without text.
Prints `N undocumented public symbols` and one line per symbol (`file:line: kind name`), sorted.
Exit status 1 when N > 0, or when no symbol at all is declared in Sources/ (graphs of another
checkout would otherwise pass unchecked).
"""
import json
import os
import sys


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    folder = sys.argv[1]
    sources = os.path.realpath(os.path.join(os.path.dirname(__file__), "..", "Sources")) + os.sep
    missing = {}
    counted = 0
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".symbols.json"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            identifier = symbol.get("identifier", {}).get("precise", "")
            if "::SYNTHESIZED::" in identifier:
                continue
            path = symbol.get("pathComponents", [])
            if any(component.startswith("_") for component in path):
                continue
            location = symbol.get("location", {})
            uri = location.get("uri", "")
            file = uri[len("file://"):] if uri.startswith("file://") else uri
            if not file or not os.path.realpath(file).startswith(sources):
                continue
            counted += 1
            if symbol.get("docComment", {}).get("lines"):
                continue
            line = location.get("position", {}).get("line", 0) + 1
            kind = symbol.get("kind", {}).get("displayName", "symbol")
            relative = os.path.relpath(os.path.realpath(file), os.path.dirname(sources.rstrip(os.sep)))
            missing[identifier] = f"{relative}:{line}: {kind} {'.'.join(path)}"
    lines = sorted(set(missing.values()))
    if counted == 0:
        print(f"error: no public symbol of {folder} is declared under {sources}: wrong folder, or graphs from another checkout")
        return 1
    print(f"{len(lines)} undocumented public symbols (of {counted} declared in Sources/)")
    for line in lines:
        print(line)
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main())
