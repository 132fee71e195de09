import CadenceUI
import Testing
import CadenceStageTestSupport

/// The README's "SwiftUI views on a headless stage" example, as written there: it must compile and
/// do what the README says it prints.
@MainActor
@Suite struct ReadmeStageExampleTests {
    struct SaveButton: View {
        var announces = true
        @State private var saves = 0

        var body: some View {
            VStack(spacing: 12) {
                Image(systemName: "checkmark.circle.fill")
                    .font(.system(size: 40))
                    .phaseAnimator([1.0, 1.3, 1.0], trigger: saves) { icon, scale in
                        icon.scaleEffect(scale)
                    }
                Button("Save") {
                    saves += 1
                    if announces { AccessibilityNotification.Announcement("Saved").post() }
                }
            }
        }
    }

    @Test func theReadmeExample() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { SaveButton() }
        try stage.tap(label: "Save")
        stage.advance(to: 0.2)
        // Mid-pop, with the default animation (a critically damped spring, response 0.55 s).
        let icon = try #require(stage.displayList().symbols(named: "checkmark.circle.fill").first)
        #expect(isClose(icon.transform.uniformScale, animatedValue(.default, from: 1, to: 1.3, at: 0.2), absolute: 1e-9))
        #expect(stage.accessibilityTree().allElements.map(\.label) == ["Checkmark", "Save"])
        #expect(stage.accessibilityEvents.count == 1)

        let report = AccessibilityAudit().run([.init(at: 0.1, .tap(label: "Save"))]) { environment in
            Stage(size: CGSize(width: 200, height: 200), environment: environment) { SaveButton() }
        }
        #expect(report.findings.isEmpty, "\(report)")
        // Without the announcement only the motion tells that something was saved: once per setting.
        let silent = AccessibilityAudit().run([.init(at: 0.1, .tap(label: "Save"))]) { environment in
            Stage(size: CGSize(width: 200, height: 200), environment: environment) { SaveButton(announces: false) }
        }
        #expect(silent.findings.count == 4)
        #expect(silent.findings.allSatisfy { $0.kind == .motionIsTheOnlyChannel && $0.time == 0.1 })
    }
}
