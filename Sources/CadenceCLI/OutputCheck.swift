import CadenceRender
import Foundation

/// Refuses, before anything is written, outputs that would destroy an input or each other: an
/// output that is the same file as an input (device and inode compared, so `./spec.json`, a
/// symbolic link or a hard link to it count), or two outputs of one command that name the same
/// file. Character devices and FIFOs are exempt (`-o /dev/null --report /dev/null` discards both).
///
/// ```
/// error: -o like.json is the same file as the input like.json: writing it would replace the input; choose another output
/// ```
struct OutputCheck {
    /// An output: the option that names it (`-o`, `--report`, "the page") and the path.
    struct Output {
        var option: String
        var path: String
    }

    private var inputs: [(name: String, identity: FileIdentity)] = []

    /// Records the inputs: paths as given (resolved against the console's directory), `-` for
    /// standard input (its file when it is redirected from one).
    init(inputs: [String], console: Console) {
        for input in inputs {
            let identity = input == "-" ? FileIdentity(descriptor: STDIN_FILENO) : FileIdentity(path: console.resolve(input))
            if let identity, identity.kind == .regular { self.inputs.append((SpecLoader.displayName(input), identity)) }
        }
    }

    /// Adds an input read after the check was made (an events file).
    mutating func add(input: String, console: Console) {
        if let identity = FileIdentity(path: console.resolve(input)), identity.kind == .regular {
            inputs.append((input, identity))
        }
    }

    /// Throws a `UsageError` (exit status 2) when an output is an input, or two outputs are one file.
    func check(_ outputs: [Output], console: Console) throws {
        var seen: [(output: Output, key: Key)] = []
        for output in outputs where output.path != "-" {
            let resolved = console.resolve(output.path)
            if let identity = FileIdentity(path: resolved) {
                guard identity.kind == .regular else { continue }
                if let input = inputs.first(where: { $0.identity == identity }) {
                    throw UsageError("\(output.option) \(Escaping.terminal(output.path)) is the same file as the input \(Escaping.terminal(input.name)): writing it would replace the input; choose another output")
                }
            }
            guard let key = Key(resolved) else { continue }
            if let earlier = seen.first(where: { $0.key == key }) {
                throw UsageError("\(output.option) \(Escaping.terminal(output.path)) and \(earlier.output.option) \(Escaping.terminal(earlier.output.path)) are the same file: one would replace the other; give each its own name")
            }
            seen.append((output, key))
        }
    }

    /// What makes two outputs the same file: the identity of an existing one, or the real path of
    /// its directory and its name for one still to be created.
    private enum Key: Equatable {
        case identity(FileIdentity)
        case path(String)

        init?(_ path: String) {
            if let identity = FileIdentity(path: path) {
                guard identity.kind == .regular else { return nil }
                self = .identity(identity)
                return
            }
            let directory = (path as NSString).deletingLastPathComponent
            guard let real = realpath(directory.isEmpty ? "." : directory, nil) else {
                self = .path(path)
                return
            }
            defer { free(real) }
            self = .path(String(cString: real) + "/" + (path as NSString).lastPathComponent)
        }
    }
}
