import CadenceUI
import Testing
import CadenceStageTestSupport

/// The environment: inherited values, the stage's base environment, scripted changes.
@MainActor
@Suite struct EnvironmentTests {
    private struct MotionAware: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
            if reduceMotion {
                Text("still")
            } else {
                Text("moving").scaleEffect(1.5)
            }
        }
    }

    @Test func reduceMotionSetByAScriptedEventChangesWhatTheViewBuilds() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { MotionAware() }
        stage.schedule(.environment(\.accessibilityReduceMotion, true), at: 0.5)
        stage.schedule(.environment(\.accessibilityReduceMotion, false), at: 1.0)

        let before = stage.frame(15, fps: 60)
        #expect(before.item(text: "moving")?.transform.a == 1.5)
        #expect(before.item(text: "still") == nil)

        let during = stage.frame(30, fps: 60)
        #expect(during.time == 0.5)
        #expect(during.item(text: "still")?.transform.isIdentity == true)
        #expect(during.item(text: "moving") == nil)

        #expect(stage.frame(60, fps: 60).item(text: "moving") != nil)
        #expect(stage.issues.isEmpty)
    }

    @Test func reduceMotionDefaultsToFalseAndTheStageCanStartWithIt() {
        #expect(EnvironmentValues().accessibilityReduceMotion == false)
        #expect(EnvironmentValues().accessibilityDifferentiateWithoutColor == false)
        #expect(EnvironmentValues().accessibilityReduceTransparency == false)
        #expect(EnvironmentValues().colorScheme == .light)

        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let stage = Stage(size: CGSize(width: 100, height: 100), environment: environment) { MotionAware() }
        #expect(stage.displayList().item(text: "still") != nil)
        #expect(stage.environment.accessibilityReduceMotion)
    }

    @Test func environmentModifierChangesOnlyItsSubtree() {
        let list = Stage(size: CGSize(width: 200, height: 100)) {
            VStack {
                MotionAware().environment(\.accessibilityReduceMotion, true)
                MotionAware()
            }
        }.displayList()
        #expect(list.texts.map(\.text) == ["still", "moving"])
    }

    @Test func environmentOutsideAStageReadsTheDefault() {
        let reduceMotion = Environment(\.accessibilityReduceMotion)
        #expect(reduceMotion.wrappedValue == false)
    }

    private struct Tile: View {
        @Environment(\.tileCornerRadius) private var radius
        var body: some View {
            RoundedRectangle(cornerRadius: radius).frame(width: 20, height: 20)
        }
    }

    @Test func customKeysHaveDefaultsAndCanBeSet() throws {
        let list = Stage(size: CGSize(width: 100, height: 100)) {
            HStack {
                Tile()
                Tile().transformEnvironment(\.tileCornerRadius) { $0 *= 3 }
            }
        }.displayList()
        #expect(list.shapes.map(\.geometry) == [
            .roundedRectangle(cornerSize: CGSize(width: 4, height: 4), style: .continuous),
            .roundedRectangle(cornerSize: CGSize(width: 12, height: 12), style: .continuous),
        ])
    }

    @Test func fontIsInheritedAndTheInnermostWins() {
        let list = Stage(size: CGSize(width: 200, height: 100)) {
            VStack {
                Text("a")
                Text("b").font(.caption)
            }
            .font(.title)
        }.displayList()
        #expect(list.texts.map(\.font.pointSize) == [28, 12])
        #expect(Stage(size: CGSize(width: 50, height: 50)) { Text("c") }.displayList().texts.first?.font == ResolvedFont(pointSize: 17))
    }

    private func colour(_ color: Color) -> Color.Resolved {
        color.resolve(in: EnvironmentValues())
    }

    @Test func foregroundStyleIsInheritedAndDefaultsToThePrimaryLabelColour() {
        let list = Stage(size: CGSize(width: 200, height: 100)) {
            VStack {
                Text("default")
                Text("pink").foregroundStyle(.pink)
                Text("red").foregroundColor(.red)
                Group { Text("outer") }.foregroundStyle(.green)
            }
        }.displayList()
        #expect(list.texts.map(\.color) == [colour(.black), colour(.pink), colour(.red), colour(.green)])
    }

    @Test func buttonLabelsUseTheTintUnlessAForegroundStyleIsSet() {
        let list = Stage(size: CGSize(width: 300, height: 200)) {
            VStack {
                Button("accent") {}
                Button("tinted") {}.tint(.green)
                Button("styled") {}.foregroundStyle(.pink)
                Button {} label: { Image(systemName: "heart.fill").foregroundStyle(.red) }.tint(.green)
                Image(systemName: "sparkles").foregroundStyle(.tint).tint(.purple)
            }
        }.displayList()
        #expect(list.texts.map(\.color) == [colour(.blue), colour(.green), colour(.pink)])
        #expect(list.symbols.map(\.color) == [colour(.red), colour(.purple)])
    }

    @Test func hierarchicalStylesFollowTheForegroundStyle() {
        let list = Stage(size: CGSize(width: 200, height: 100)) {
            VStack {
                Text("plain").foregroundStyle(.secondary)
                VStack { Text("pink").foregroundStyle(.secondary) }.foregroundStyle(.pink)
                Text("primary").foregroundStyle(.primary)
            }
        }.displayList()
        let colours = list.texts.map(\.color)
        // Without a foreground style: the secondary label colour (60, 60, 67) at 0.6.
        #expect(isClose(colours[0].red, 60 / 255) && isClose(colours[0].blue, 67 / 255) && isClose(colours[0].opacity, 0.6))
        // Under pink: pink at 0.6.
        #expect(isClose(colours[1].red, 1) && isClose(colours[1].green, 45 / 255) && isClose(colours[1].opacity, 0.6))
        #expect(colours[2] == colour(.black))
    }

    @Test func darkColorSchemeTurnsTheLabelColoursAround() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.primary.resolve(in: dark) == Color.white.resolve(in: dark))
        #expect(Color.secondary.resolve(in: dark) == Color.Resolved(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6))
        let list = Stage(size: CGSize(width: 100, height: 100), environment: dark) { Text("night") }.displayList()
        #expect(list.texts.first?.color == Color.white.resolve(in: dark))
    }

    @Test func updatingTheStageEnvironmentReevaluatesAtOnce() {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { MotionAware() }
        stage.updateEnvironment { $0.accessibilityReduceMotion = true }
        #expect(stage.displayList().item(text: "still") != nil)
    }
}

private struct TileCornerRadiusKey: EnvironmentKey {
    static let defaultValue: CGFloat = 4
}

extension EnvironmentValues {
    fileprivate var tileCornerRadius: CGFloat {
        get { self[TileCornerRadiusKey.self] }
        set { self[TileCornerRadiusKey.self] = newValue }
    }
}
