#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// The Combine-era data flow apps still ship: ObservableObject with @Published, owned by @StateObject,
// passed as @ObservedObject and through the environment as @EnvironmentObject.

private final class ProgressModel: ObservableObject {
    @Published var progress: Double = 0
    @Published var label = "Idle"
    var manualChanges = 0

    func bumpQuietly() {
        objectWillChange.send()
        manualChanges += 1
    }
}

private struct ProgressBar: View {
    @ObservedObject var model: ProgressModel

    var body: some View {
        Capsule()
            .fill(.mint)
            .frame(width: 20 + 180 * model.progress, height: 8)
    }
}

private struct StatusLabel: View {
    @EnvironmentObject var model: ProgressModel

    var body: some View {
        Text("\(model.label) \(model.manualChanges)")
    }
}

private struct DownloadScreen: View {
    @StateObject private var model = ProgressModel()

    var body: some View {
        VStack {
            ProgressBar(model: model)
            StatusLabel()
            Button("Start") {
                withAnimation(.linear(duration: 1)) {
                    model.progress = 1
                }
                model.label = "Downloading"
            }
            Button("Bump") { model.bumpQuietly() }
        }
        .environmentObject(model)
    }
}

@MainActor
@Suite struct ObservableObjectCompatibilityTests {
    @Test func publishedChangesUpdateEveryObserver() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { DownloadScreen() }
        #expect(stage.displayList().item(text: "Idle 0") != nil)
        try stage.tap(label: "Start")
        #expect(stage.displayList().item(text: "Downloading 0") != nil)
        stage.advance(by: 0.5)
        let width = try #require(stage.displayList().item(filledWith: .mint)).bounds.width
        #expect(isClose(width, 110, absolute: 1), "halfway through the linear animation: \(width)")
        stage.advance(by: 1)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .mint)).bounds.width, 200, absolute: 1e-6))
        try stage.tap(label: "Bump")
        #expect(stage.displayList().item(text: "Downloading 1") != nil, "objectWillChange.send() invalidates too")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func thePublishedPublisherEmitsCurrentAndNewValues() {
        let model = ProgressModel()
        var seen: [Double] = []
        let cancellable = model.$progress.sink { seen.append($0) }
        model.progress = 0.25
        model.progress = 0.75
        #expect(seen == [0, 0.25, 0.75])
        cancellable.cancel()
        model.progress = 1
        #expect(seen.count == 3)
    }
}
