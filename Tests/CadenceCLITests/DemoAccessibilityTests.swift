import Foundation
import Testing
@testable import CadenceCLI

/// The gallery shows what a screen reader finds beside the frames (issue 8): the like button's value
/// follows the taps, and the save badge's status text changes with each save.
@Suite struct DemoAccessibilityTests {
    @Test func galleryShowsTheAccessibilityTreeBesideTheFrames() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cadence-demo-a11y-\(UInt64.random(in: 0 ... .max))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = runCadence(["demo", "--out", directory.path, "--only", "like-button,save-badge", "--quiet"])
        #expect(result.status == 0, "stderr: \(result.error)")
        let page = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "Accessibility tree (what VoiceOver reads)").count == 3)
        // HTML-escaped quotes around the values.
        for count in 1...3 {
            #expect(page.contains("value=&quot;\(count == 1 ? "1 like" : "\(count) likes")&quot;"), "like count \(count)")
            #expect(page.contains("Saved \(count)×"), "save count \(count)")
        }
    }

    @Test func treesAreTakenAfterEachEventAndAtTheEnd() throws {
        let example = try #require(CatalogExhibit.example(named: "like-button"))
        let times = CatalogExhibit.accessibilityTimes(example)
        #expect(times.first == 0)
        #expect(times.last == example.duration)
        #expect(times == times.sorted() && Set(times).count == times.count)
        #expect(times.count == example.events.count + 2)
    }
}

/// The gallery carries each example spec's export fidelity reports (issue 10), and every one exports.
@Suite struct DemoExportReportTests {
    @Test func everyExampleSpecExportsWithinItsBoundsInTheGallery() throws {
        for example in EmbeddedSpec.examples {
            let spec = try example.decode()
            guard spec.scene != nil else { continue }
            let reports = try SpecExhibit.exportReports(spec)
            #expect(reports.components(separatedBy: "All properties are within their bounds.").count == 4, "\(example.name)")
            for format in ["css", "waapi", "lottie"] {
                #expect(reports.contains("\(format) export"), "\(example.name) \(format)")
            }
        }
    }
}
