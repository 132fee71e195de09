import CadenceSpec

/// One of the package's example specs (`Examples/*.json`), compiled into the tool so `cadence demo`
/// works from any directory, long after the source tree is gone.
///
/// ```swift
/// let like = EmbeddedSpec.examples.first { $0.name == "like-button" }!
/// let spec = try like.decode()          // spec.file == "Examples/like-button.json"
/// ```
///
/// Why string literals and not SwiftPM resources: a resource bundle lives beside the executable
/// (`cadence_CadenceCLI.resources`), and `Bundle.module` stops the program when a copied binary has
/// lost it; the specs are also outside the CLI target's folder, which resources cannot reach. The
/// literals in `EmbeddedSpec+Examples.swift` are generated from `Examples/`, and a test holds them to
/// the files byte for byte (`CADENCE_RECORD_SNAPSHOTS=1` regenerates them).
struct EmbeddedSpec: Sendable, Hashable {
    /// The file name in `Examples/`, with its `.json` extension.
    let file: String
    /// The file's text, exactly.
    let json: String

    /// The example's name: the file name without `.json` (`like-button`).
    var name: String { file.hasSuffix(".json") ? String(file.dropLast(5)) : file }

    /// The path messages and `inspect` print, as in the source tree.
    var displayPath: String { "Examples/" + file }

    /// The decoded, checked spec.
    /// - Throws: `SpecError` if the embedded text is not a valid spec (a test makes sure it is).
    func decode() throws(SpecError) -> AnimationSpec {
        try AnimationSpec.decode(Array(json.utf8), file: displayPath)
    }
}
