import Testing
@testable import CadenceCLI

@Suite struct CommandLineToolTests {
    @Test func printsVersion() {
        var out = "", err = ""
        let status = CommandLineTool.run(arguments: ["--version"], output: &out, error: &err)
        #expect(status == 0)
        #expect(out.contains(CommandLineTool.version))
    }
}
