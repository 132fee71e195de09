#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// An editor's formatting bar that fits the width it gets: a full control group of buttons when
// there is room, a menu with sections when there is not.
private struct FormatBar: View {
    @Binding var log: [String]

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                ControlGroup {
                    Button("Bold") { log.append("bold") }
                    Button("Italic") { log.append("italic") }
                    Button("Underline") { log.append("underline") }
                }
                ControlGroup {
                    Button("Align Left") { log.append("left") }
                    Button("Align Center") { log.append("center") }
                }
            }
            .fixedSize()
            Menu("Format") {
                Section("Style") {
                    Button("Bold") { log.append("bold") }
                    Button("Italic") { log.append("italic") }
                }
                Section("Alignment") {
                    Button("Align Left") { log.append("left") }
                }
            }
        }
    }
}

private struct Editor: View {
    @State private var log: [String] = []
    let width: CGFloat

    var body: some View {
        VStack {
            FormatBar(log: $log).frame(width: width)
            Text(log.isEmpty ? "Nothing yet" : log.joined(separator: ","))
        }
    }
}

@MainActor
@Suite struct AdaptiveToolbarAppCompatibilityTests {
    @Test func aWideBarShowsTheControlGroups() throws {
        let stage = Stage(size: CGSize(width: 1000, height: 300)) { Editor(width: 900) }
        #expect(stage.displayList().item(text: "Format") == nil)
        try stage.tap(label: "Italic")
        try stage.tap(label: "Align Center")
        #expect(stage.displayList().item(text: "italic,center") != nil)
    }

    @Test func aNarrowBarFallsBackToTheMenu() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { Editor(width: 120) }
        #expect(stage.displayList().item(text: "Align Center") == nil)
        try stage.tap(label: "Format")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "STYLE") != nil || stage.displayList().item(text: "Style") != nil)
        try stage.tap(label: "Bold")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "bold") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
