import Foundation
import Cadence

/// The `cadence` command-line tool. `main(arguments:)` returns the exit status instead of exiting, so
/// tests run commands in-process and read what they print.
public enum CommandLineTool {
    public static let version = "0.1.0"

    /// Runs one command line (without the program name) and returns the exit status:
    /// 0 success, 1 findings, 2 usage or input error.
    public static func main(arguments: [String]) -> Int32 {
        var out = StandardStream.output
        var err = StandardStream.error
        return run(arguments: arguments, output: &out, error: &err)
    }

    public static func run(arguments: [String], output: inout some TextOutputStream, error: inout some TextOutputStream) -> Int32 {
        output.write("cadence \(version)\n")
        return 0
    }
}

/// stdout / stderr as `TextOutputStream`s.
public struct StandardStream: TextOutputStream {
    let handle: FileHandle
    public static var output: StandardStream { StandardStream(handle: .standardOutput) }
    public static var error: StandardStream { StandardStream(handle: .standardError) }
    public mutating func write(_ string: String) { handle.write(Data(string.utf8)) }
}
