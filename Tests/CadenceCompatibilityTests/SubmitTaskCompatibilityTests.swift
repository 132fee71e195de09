#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A search screen whose submit action and button start plain `Task { … }`s that sleep before
// they write their result: on a stage those sleeps are stage time.

private struct SearchScreen: View {
    @State private var query = ""
    @State private var status = "Idle"

    var body: some View {
        VStack(spacing: 12) {
            TextField("Search", text: $query)
                .onSubmit {
                    status = "Searching"
                    Task {
                        try await Task.sleep(for: .seconds(1))
                        status = "Found \(query)"
                    }
                }
            Text(status)
            Button("Clear") {
                Task {
                    try await Task.sleep(nanoseconds: 500_000_000)
                    query = ""
                    status = "Idle"
                }
            }
        }
        .padding()
    }
}

@MainActor
@Suite struct SubmitTaskCompatibilityTests {
    @Test func aTaskStartedBySubmittingSleepsInStageTime() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 300)) { SearchScreen() }
        try stage.setText("swift", label: "Search")
        try stage.submit(label: "Search")
        #expect(stage.displayList().item(text: "Searching") != nil)
        await stage.play(to: 0.9)
        #expect(stage.displayList().item(text: "Searching") != nil, "a second of stage time has not passed")
        await stage.play(to: 1.1)
        #expect(stage.displayList().item(text: "Found swift") != nil)
        stage.schedule(.tap(label: "Clear"), at: 2)
        await stage.play(to: 2.4)
        #expect(stage.displayList().item(text: "Found swift") != nil)
        await stage.play(to: 2.6)
        #expect(stage.displayList().item(text: "Idle") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
