import CadenceTesting
import CadenceUI
import Testing
import CadenceStageTestSupport

/// A small scene's display list, compared as text with `__Snapshots__/`. Re-record with
/// `CADENCE_RECORD_SNAPSHOTS=1 swift test --filter DisplayListSnapshotTests` (recording fails the test).
@MainActor
@Suite struct DisplayListSnapshotTests {
    private struct Scene: View {
        var body: some View {
            VStack(spacing: 12) {
                HeartButton()
                HStack(spacing: 6) {
                    Circle().fill(.orange).frame(width: 24, height: 24)
                    RoundedRectangle(cornerRadius: 4).stroke(.teal, lineWidth: 2).frame(width: 40, height: 24)
                    Text("Cadence")
                        .font(.title3)
                        .padding(.horizontal, 4)
                        .background(Color.gray.opacity(0.2))
                        .clipShape(Capsule())
                }
                SquashedCheckmark(verticalStretch: 0.8, translation: -4)
                    .frame(width: 60, height: 60)
                    .rotationEffect(.degrees(-0.0))
            }
        }
    }

    @Test func sceneAfterATap() {
        let stage = Stage(size: CGSize(width: 240, height: 360)) { Scene() }
        stage.schedule(.tap(identifier: "heart"), at: 0.5)
        assertSnapshot(of: stage.frame(30, fps: 60), as: .displayList, named: "scene-after-tap")
        #expect(stage.issues.isEmpty)
    }

    @Test func displayListsCanBeConsumedOffTheMainActor() async {
        let list = Stage(size: CGSize(width: 240, height: 360)) { Scene() }.displayList()
        let (count, text) = await Task.detached { (list.items.count, list.description) }.value
        #expect(count == list.items.count)
        #expect(text == list.description)
    }

    @Test func textFormIsStableAcrossRuns() {
        let first = Stage(size: CGSize(width: 240, height: 360)) { Scene() }.displayList().description
        let second = Stage(size: CGSize(width: 240, height: 360)) { Scene() }.displayList().description
        #expect(first == second)
        #expect(first.hasPrefix("display list 240×360 at t=0\n"))
    }
}
