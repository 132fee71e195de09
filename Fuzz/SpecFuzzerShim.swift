// Stands in for the one CadenceRender name the spec decoder uses, so the spec fuzzer builds without
// Cairo. `run-spec-fuzzer.sh` writes the real list of symbol names (from CadenceRender's catalog) into
// `.build/fuzz/SymbolNames.swift` at build time; this shim only wraps it.
enum SymbolShape {
    static var knownNames: [String] { fuzzSymbolNames }
}
