import CadenceRender
import Foundation
import Testing

@Suite struct OutputFormatTests {
    @Test(arguments: [("gif", OutputFormat.gif), ("GIF", .gif), ("png", .png), ("apng", .apng), ("APNG", .apng), ("svg", .svg)])
    func extensionsChooseTheFormat(fileExtension: String, format: OutputFormat) throws {
        #expect(try OutputFormat(fileExtension: fileExtension) == format)
        #expect(try OutputFormat(for: URL(fileURLWithPath: "/tmp/out/anim.\(fileExtension)")) == format)
    }

    @Test(arguments: ["tiff", "jpg", "", "gif.bak", "mp4"])
    func otherExtensionsAreErrorsNamingTheSupportedOnes(fileExtension: String) {
        let expected = RenderError.unsupportedFormat(fileExtension: fileExtension, supported: ["png", "gif", "apng", "svg", "webp"])
        #expect(throws: expected) { try OutputFormat(fileExtension: fileExtension) }
        #expect(expected.description.contains(".png .gif .apng .svg .webp"))
    }

    @Test func aNameWithoutExtensionIsAnError() {
        let error = RenderError.unsupportedFormat(fileExtension: "", supported: ["png", "gif", "apng", "svg", "webp"])
        #expect(throws: error) { try OutputFormat(for: URL(fileURLWithPath: "/tmp/out/animation")) }
        #expect(error.description.hasPrefix("cannot write a file name without an extension"))
    }

    @Test func onlyGIFAPNGAndWebPAreAnimated() {
        #expect(OutputFormat.allCases.filter(\.isAnimated) == [.gif, .apng, .webp])
    }
}
