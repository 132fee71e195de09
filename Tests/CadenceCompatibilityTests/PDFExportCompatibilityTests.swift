#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing

// An app file like an expense report's "Export PDF" button: the report card is rendered with
// `ImageRenderer.render` into a Core Graphics PDF context, one page the size of the card, or a
// centred card on each A4 page of a longer export.

private struct ReportCard: View {
    var total: Int
    var body: some View {
        ZStack(alignment: .topLeading) {
            Rectangle().fill(Color(red: 1, green: 0.5, blue: 0))
            Text("Total: \(total)").font(.system(size: 20)).foregroundStyle(.white).padding(10)
        }
        .frame(width: 200, height: 100)
    }
}

@MainActor
private enum ReportExporter {
    /// One page the size of the card; `false` when no PDF context could be made.
    static func exportCard(total: Int, to url: URL) -> Bool {
        let renderer = ImageRenderer(content: ReportCard(total: total))
        var wrote = false
        renderer.render { size, draw in
            var box = CGRect(origin: .zero, size: size)
            guard let pdf = CGContext(url as CFURL, mediaBox: &box, nil) else { return }
            pdf.beginPDFPage(nil)
            draw(pdf)
            pdf.endPDFPage()
            pdf.closePDF()
            wrote = true
        }
        return wrote
    }

    /// A4 pages, each with one card moved up from the bottom-left corner, and a blue corner mark
    /// drawn with Core Graphics.
    static func exportPages(totals: [Int], to url: URL) {
        var box = CGRect(x: 0, y: 0, width: 595, height: 842)
        guard let pdf = CGContext(url as CFURL, mediaBox: &box, nil) else { return }
        for total in totals {
            pdf.beginPDFPage(nil)
            pdf.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            pdf.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ImageRenderer(content: ReportCard(total: total)).render { _, draw in
                pdf.translateBy(x: 100, y: 200)
                draw(pdf)
            }
            pdf.endPDFPage()
        }
        pdf.closePDF()
    }
}

/// The file as text (its content streams are not compressed), and its page content streams.
private func read(_ url: URL) throws -> (text: String, streams: [String]) {
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    let streams = text.components(separatedBy: ">>\nstream\n").dropFirst().compactMap { $0.components(separatedBy: "\nendstream").first }
    return (text, streams)
}

@MainActor
@Suite struct PDFExportCompatibilityTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-pdf-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test func theCardIsWrittenAsOneUprightVectorPage() throws {
        let url = folder.appendingPathComponent("card.pdf")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ReportExporter.exportCard(total: 42, to: url))
        let (text, streams) = try read(url)
        #expect(text.hasPrefix("%PDF-1.4\n") && text.hasSuffix("%%EOF\n"))
        #expect(text.contains("/Count 1") && text.contains("/MediaBox [0 0 200 100]"))
        let page = try #require(streams.first)
        #expect(streams.count == 1)
        #expect(page.contains("(Total: 42) Tj"), "the text, at its size: \(page)")
        #expect(page.contains("/F1 20 Tf"))
        #expect(page.contains("1 0.5 0 rg"), "the card's orange fill")
        // The page flips PDF space to y-down once; everything drawn in it is upright (no second flip).
        let transforms = page.split(separator: "\n").filter { $0.hasSuffix(" cm") }
        #expect(transforms.first == "1 0 0 -1 0 100 cm")
        #expect(transforms.dropFirst().allSatisfy { $0.hasPrefix("1 0 0 1 ") }, "\(transforms)")
    }

    @Test func theCrossReferenceTablePointsAtEachObject() throws {
        let url = folder.appendingPathComponent("pages.pdf")
        defer { try? FileManager.default.removeItem(at: folder) }
        ReportExporter.exportPages(totals: [1, 2], to: url)
        let data = try Data(contentsOf: url)
        let text = String(decoding: data, as: UTF8.self)
        let tail = try #require(text.components(separatedBy: "startxref\n").last)
        let xref = try #require(Int(tail.prefix { $0.isNumber }))
        let bytes = [UInt8](data)
        #expect(String(decoding: bytes[xref..<(xref + 4)], as: UTF8.self) == "xref")
        let entries = String(decoding: bytes[xref...], as: UTF8.self).split(separator: "\n").filter { $0.hasSuffix(" 00000 n ") }
        #expect(entries.count == 3 + 2 * 2, "catalog, page tree, font, and a page with its contents per page")
        for (index, entry) in entries.enumerated() {
            let offset = try #require(Int(entry.prefix(10)))
            let header = "\(index + 1) 0 obj"
            #expect(String(decoding: bytes[offset..<(offset + header.utf8.count)], as: UTF8.self) == header)
        }
    }

    @Test func userSpaceHasItsOriginAtTheBottomLeft() throws {
        let url = folder.appendingPathComponent("a4.pdf")
        defer { try? FileManager.default.removeItem(at: folder) }
        ReportExporter.exportPages(totals: [7, 8], to: url)
        let (text, streams) = try read(url)
        #expect(text.contains("/Count 2") && text.contains("/MediaBox [0 0 595 842]"))
        #expect(streams.count == 2)
        for (page, total) in zip(streams, [7, 8]) {
            #expect(page.contains("(Total: \(total)) Tj"))
            // The 200 × 100 card's top-left, moved 100 right and 200 up in y-up user space, is at
            // (100, 842 − 200 − 100) on the y-down page.
            #expect(page.contains("1 0 0 1 100 542 cm"), "\(page)")
            // The corner mark: a 10-point square at the bottom-left, y from 832 to 842 on the page.
            #expect(page.contains("0 0 1 rg"))
            #expect(page.contains("0 842 m") && page.contains("10 832 l"), "\(page)")
        }
    }

    @Test func aContextIsOnlyMadeForAFileThatCanBeWritten() {
        var box = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(CGContext(URL(string: "https://example.com/report.pdf")! as CFURL, mediaBox: &box, nil) == nil)
        #expect(CGContext(folder.appendingPathComponent("missing/folder/report.pdf") as CFURL, mediaBox: &box, nil) == nil)
    }
}
