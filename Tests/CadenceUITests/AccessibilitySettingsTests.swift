import CadenceUI
import Testing
import CadenceStageTestSupport

/// Reduce Motion, Differentiate Without Colour and Reduce Transparency: set per stage, per subtree and
/// per scripted event, alone or together.
@MainActor
@Suite struct AccessibilitySettingsTests {
    /// Shows which settings it sees.
    private struct Probe: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
        @Environment(\.accessibilityReduceTransparency) private var reduceTransparency

        var body: some View {
            Text("motion \(reduceMotion ? "reduced" : "full"), colour \(withoutColor ? "differentiated" : "plain"), transparency \(reduceTransparency ? "reduced" : "full")")
        }
    }

    private func reading(_ stage: Stage) -> String? {
        stage.accessibilityTree().elements.first?.label
    }

    @Test func allOffByDefault() {
        let stage = Stage(size: CGSize(width: 600, height: 100)) { Probe() }
        #expect(reading(stage) == "motion full, colour plain, transparency full")
        #expect(EnvironmentValues().accessibilitySettings == .standard)
    }

    @Test func setPerStage() {
        let settings = AccessibilitySettings(reduceMotion: true, differentiateWithoutColor: true, reduceTransparency: true)
        let stage = Stage(size: CGSize(width: 600, height: 100), environment: EnvironmentValues(accessibilitySettings: settings)) { Probe() }
        #expect(reading(stage) == "motion reduced, colour differentiated, transparency reduced")
        #expect(stage.environment.accessibilitySettings == settings)
    }

    @Test func setPerScriptedEvent() {
        let stage = Stage(size: CGSize(width: 600, height: 100)) { Probe() }
        stage.schedule(.environment(\.accessibilityDifferentiateWithoutColor, true), at: 1)
        stage.schedule(.accessibilitySettings(.reduceTransparency), at: 2)
        stage.schedule(.accessibilitySettings(.reduceMotion), at: 3)
        #expect(stage.accessibilityTree(at: 0.5).elements.first?.label == "motion full, colour plain, transparency full")
        #expect(stage.accessibilityTree(at: 1).elements.first?.label == "motion full, colour differentiated, transparency full")
        // A whole-settings event sets all three: the one it does not name goes off.
        #expect(stage.accessibilityTree(at: 2).elements.first?.label == "motion full, colour plain, transparency reduced")
        #expect(stage.accessibilityTree(at: 3).elements.first?.label == "motion reduced, colour plain, transparency full")
    }

    @Test func setPerSubtree() {
        let stage = Stage(size: CGSize(width: 600, height: 200)) {
            VStack {
                Probe()
                Probe().environment(\.accessibilitySettings, .differentiateWithoutColor)
            }
        }
        #expect(stage.accessibilityTree().elements.map(\.label) == [
            "motion full, colour plain, transparency full",
            "motion full, colour differentiated, transparency full",
        ])
    }

    @Test(arguments: [
        (AccessibilitySettings.standard, "standard"),
        (.reduceMotion, "reduceMotion"),
        (AccessibilitySettings(reduceMotion: true, reduceTransparency: true), "reduceMotion+reduceTransparency"),
        (AccessibilitySettings(reduceMotion: true, differentiateWithoutColor: true, reduceTransparency: true), "reduceMotion+differentiateWithoutColor+reduceTransparency"),
    ])
    func describesWhatIsOn(settings: AccessibilitySettings, text: String) {
        #expect(settings.description == text)
    }

    @Test func auditDefaultsAreStandardThenEachAlone() {
        #expect(AccessibilitySettings.auditDefaults == [
            AccessibilitySettings(),
            AccessibilitySettings(reduceMotion: true),
            AccessibilitySettings(differentiateWithoutColor: true),
            AccessibilitySettings(reduceTransparency: true),
        ])
    }
}
