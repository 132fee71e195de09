#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A project settings form: sections with headers and footers, labeled values, pickers in four
// styles and a toggle drawn as a button.
private enum Audience: String, CaseIterable, Identifiable {
    case `private` = "Private", team = "Team", `public` = "Public"
    var id: Self { self }
}

private enum Branch: String, CaseIterable, Identifiable {
    case main, develop, release
    var id: Self { self }
}

private struct ProjectSettings: View {
    @State private var visibility: Audience = .team
    @State private var branch: Branch = .main
    @State private var retention = 30
    @State private var language = "Swift"
    @State private var isStarred = false

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Project"), footer: Text("Visible to \(visibility.rawValue.lowercased()) members.")) {
                    LabeledContent("Name", value: "Cadence")
                    LabeledContent("Owner") { Text("Ada") }
                    Picker("Audience", selection: $visibility) {
                        ForEach(Audience.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                }
                Section(header: Text("Builds")) {
                    Picker("Default Branch", selection: $branch) {
                        ForEach(Branch.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.menu)
                    Picker("Language", selection: $language) {
                        Text("Swift").tag("Swift")
                        Text("Rust").tag("Rust")
                    }
                    .pickerStyle(.navigationLink)
                }
                Section(header: Text("Retention"), footer: Text("Logs are kept \(retention) days.")) {
                    Picker("Keep Logs", selection: $retention) {
                        Text("7 days").tag(7)
                        Text("30 days").tag(30)
                        Text("90 days").tag(90)
                    }
                    .pickerStyle(.inline)
                }
                Toggle(isOn: $isStarred) {
                    Label(isStarred ? "Starred" : "Star", systemImage: isStarred ? "star.fill" : "star")
                }
                .toggleStyle(.button)
            }
            .navigationTitle("Settings")
        }
    }
}

@MainActor
@Suite struct ProjectSettingsFormAppCompatibilityTests {
    @Test func pickersInEveryStyleWriteTheirSelection() throws {
        let stage = Stage(size: CGSize(width: 390, height: 1200)) { ProjectSettings() }
        let list = stage.displayList()
        #expect(list.item(text: "PROJECT") != nil, "section headers are upper case")
        #expect(list.item(text: "Visible to team members.") != nil)
        #expect(list.item(text: "Cadence") != nil && list.item(text: "Ada") != nil)
        try stage.select("Public", label: "Audience")
        #expect(stage.displayList().item(text: "Visible to public members.") != nil)
        try stage.select("release", label: "Default Branch")
        #expect(stage.displayList().item(text: "release") != nil)
        try stage.select("90 days", label: "Keep Logs")
        #expect(stage.displayList().item(text: "Logs are kept 90 days.") != nil)
        try stage.select("Rust", label: "Language")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Rust") != nil)
        try stage.tap(label: "Star")
        #expect(stage.displayList().item(symbol: "star.fill") != nil, "a button-styled toggle flips on a tap")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func labeledContentPutsTheValueTrailing() throws {
        let stage = Stage(size: CGSize(width: 390, height: 1200)) { ProjectSettings() }
        let label = try #require(stage.displayList().item(text: "Name")).bounds
        let value = try #require(stage.displayList().item(text: "Cadence")).bounds
        #expect(isClose(label.midY, value.midY, absolute: 1))
        #expect(value.maxX > 300, "the value sits at the row's trailing edge")
    }
}
