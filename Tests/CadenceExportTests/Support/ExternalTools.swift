import CadenceTestSupport
import Foundation

/// External validators: found on PATH, run with `Process`, skipped with a reason when absent.
enum ExternalTools {
    /// The full path of an executable on PATH, or nil (`ExternalTool.path`).
    static func which(_ name: String) -> String? { ExternalTool.path(name) }

    static var chromium: String? { which("chromium-headless-shell") ?? which("chromium") }

    /// rlottie's C API header and pkg-config entry, and a C compiler.
    static var hasRlottie: Bool {
        guard which("cc") != nil, which("pkg-config") != nil else { return false }
        return FileManager.default.fileExists(atPath: "/usr/include/rlottie_capi.h") && (try? run("pkg-config", ["--exists", "rlottie"]))?.status == 0
    }

    /// python3 with the venv module, for python-lottie.
    static var hasPythonVenv: Bool {
        guard which("python3") != nil else { return false }
        return (try? run("python3", ["-c", "import venv, ensurepip"]))?.status == 0
    }

    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs a program (a name on PATH or a path) to completion.
    @discardableResult
    static func run(_ program: String, _ arguments: [String], currentDirectory: URL? = nil) throws -> Result {
        let result = try ExternalTool.run(program, arguments, in: currentDirectory)
        return Result(status: result.status, output: result.text, error: result.errors)
    }

    /// The package root, found from this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The python with python-lottie, made once per test run (a static is initialised once, even
    /// when suites ask at the same time); nil when it cannot be had.
    static let lottie: (python: String?, reason: String) = lottiePython()

    /// A venv with python-lottie, made under .build and reused: nil (with the reason) when it
    /// cannot be made, e.g. without network access to PyPI.
    private static func lottiePython() -> (python: String?, reason: String) {
        let venv = packageRoot.appendingPathComponent(".build/lottie-venv")
        let python = venv.appendingPathComponent("bin/python").path
        if FileManager.default.isExecutableFile(atPath: python), (try? run(python, ["-c", "import lottie"]))?.status == 0 {
            return (python, "")
        }
        guard hasPythonVenv else { return (nil, "python3 with venv is not installed") }
        guard let made = try? run("python3", ["-m", "venv", venv.path]), made.status == 0 else {
            return (nil, "python3 -m venv failed")
        }
        guard let installed = try? run(venv.appendingPathComponent("bin/pip").path, ["install", "--quiet", "lottie"]), installed.status == 0 else {
            return (nil, "pip install lottie failed (no access to PyPI?)")
        }
        return (python, "")
    }
}
