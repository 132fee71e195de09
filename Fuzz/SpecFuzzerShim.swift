// Stands in for the CadenceRender and CLI names the spec decoder uses, so the spec fuzzer builds
// without Cairo and without the CLI's view layer. `run-spec-fuzzer.sh` writes the real list of
// symbol names (from CadenceRender's catalog) into `.build/fuzz/SymbolNames.swift` at build time;
// this shim only wraps it.
import Cadence

enum SymbolShape {
    static var knownNames: [String] { fuzzSymbolNames }
}

/// `SceneTransition` builds CadenceUI transitions with the CLI's anchor names; the fuzzer never
/// builds views, so any anchor does.
enum SceneElementView {
    static func unitPoint(_ name: String) -> UnitPoint { .center }
}
