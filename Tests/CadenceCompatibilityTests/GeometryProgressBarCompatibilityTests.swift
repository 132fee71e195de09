#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A progress bar that sizes its fill from the space a GeometryReader reports.
private struct UploadProgress: View {
    @State private var progress: Double = 0.25

    var body: some View {
        VStack(spacing: 12) {
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.2))
                    Capsule()
                        .fill(Color.blue)
                        .frame(width: proxy.size.width * progress)
                }
            }
            .frame(height: 8)
            Button("Advance") {
                withAnimation(.easeInOut(duration: 0.3)) { progress = min(1, progress + 0.5) }
            }
        }
        .padding(20)
    }
}

@Suite struct GeometryProgressBarCompatibilityTests {
    @Test @MainActor func fillFollowsTheReadersWidth() throws {
        let stage = Stage(size: CGSize(width: 240, height: 120)) { UploadProgress() }
        let before = try #require(stage.displayList().shapes(filledWith: .blue).first)
        #expect(isClose(before.rect.width, 200 * 0.25, absolute: 1e-6))
        stage.schedule(.tap(label: "Advance"), at: 0.1)
        stage.advance(to: 1)
        let after = try #require(stage.displayList().shapes(filledWith: .blue).first)
        #expect(isClose(after.rect.width, 200 * 0.75, absolute: 1e-6))
        #expect(stage.issues.isEmpty)
    }
}
