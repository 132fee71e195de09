import CadenceExamples
import CadenceUI
import Testing
import CadenceStageTestSupport

/// The seeds' promise for the like buttons of the example catalog: VoiceOver reads the new count after
/// every tap whether or not the heart animates, and the label stays put while it does.
@MainActor
@Suite struct AccessibilityLikeButtonTests {
    /// Three likes, the last two close enough for the third to interrupt the second's animation.
    private static let taps = [0.5, 1.0, 1.15]
    private static let fps = 60.0
    nonisolated static let likeButtons = ["like-button", "like-button-reduce-motion", "phase-like-button"]

    /// Every frame of the three taps, from t = 0 to 2.5 s.
    private func play(_ name: String, reduceMotion: Bool) throws -> (trees: [AccessibilityTree], lists: [DisplayList]) {
        let example = try #require(ExampleCatalog.example(named: name))
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = reduceMotion
        let view = example.view()
        let stage = Stage(size: example.size, environment: environment) { view }
        for time in Self.taps {
            stage.schedule(.tap(label: "Like"), at: time)
        }
        var trees: [AccessibilityTree] = []
        var lists: [DisplayList] = []
        for index in 0...Int(2.5 * Self.fps) {
            lists.append(stage.frame(index, fps: Self.fps))
            trees.append(stage.accessibilityTree())
        }
        #expect(stage.issues.isEmpty, "\(stage.issues)")
        return (trees, lists)
    }

    /// The like button's element in `tree`: the one with the button trait.
    private func button(in tree: AccessibilityTree) -> AccessibilityElement? {
        tree.allElements.first { $0.traits.contains(.isButton) }
    }

    /// The count the value must read at `time`: the taps at or before it.
    private func expectedLikes(at time: Double) -> Int {
        Self.taps.filter { $0 <= time }.count
    }

    @Test(arguments: likeButtons, [false, true])
    func theValueReadsTheNewCountAfterEachTap(name: String, reduceMotion: Bool) throws {
        let (trees, _) = try play(name, reduceMotion: reduceMotion)
        for tree in trees {
            let like = try #require(button(in: tree), "t=\(tree.time)")
            let count = expectedLikes(at: tree.time)
            #expect(like.value == (count == 1 ? "1 like" : "\(count) likes"), "t=\(tree.time)")
        }
        #expect(trees.last.flatMap(button(in:))?.value == "3 likes")
    }

    @Test(arguments: likeButtons, [false, true])
    func theLabelNeverChangesDuringTheAnimation(name: String, reduceMotion: Bool) throws {
        let (trees, _) = try play(name, reduceMotion: reduceMotion)
        #expect(trees.allSatisfy { tree in
            let buttons = tree.allElements.filter { $0.traits.contains(.isButton) }
            return buttons.count == 1 && buttons[0].label == "Like"
        })
    }

    @Test(arguments: likeButtons)
    func whatIsReadIsTheSameWithReduceMotionOnAndOff(name: String) throws {
        let moving = try play(name, reduceMotion: false)
        let still = try play(name, reduceMotion: true)
        #expect(moving.trees.map(\.perceivedElements) == still.trees.map(\.perceivedElements))
    }

    @Test(arguments: ["like-button-reduce-motion", "phase-like-button"])
    func whatIsDrawnIsNotTheSameForTheButtonsThatReadTheSetting(name: String) throws {
        let moving = try play(name, reduceMotion: false)
        let still = try play(name, reduceMotion: true)
        // The heart moves only with Reduce Motion off; with it on, frames change only when a tap
        // changes the count underneath (three taps: four pictures).
        #expect(Set(moving.lists.map(\.items)).count > 10)
        #expect(Set(still.lists.map(\.items)).count == 4)
    }

    @Test func theAuditFindsEveryLikePerceived() throws {
        let example = try #require(ExampleCatalog.example(named: "like-button"))
        let steps = Self.taps.map { AccessibilityAudit.Step(at: $0, .tap(label: "Like")) }
        let report = AccessibilityAudit().run(steps) { environment in
            let view = example.view()
            return Stage(size: example.size, environment: environment) { view }
        }
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.observations.count == 12)
        #expect(report.observations.allSatisfy { $0.startedMotion && $0.treeChanged })
    }

    @Test func successFeedbackMarksEachTapAtItsTime() {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { AccessibleLikeButton() }
        for time in Self.taps {
            stage.schedule(.tap(identifier: "like"), at: time)
        }
        stage.advance(to: 2)
        #expect(stage.accessibilityEvents == Self.taps.map { AccessibilityEvent(time: $0, kind: .sensoryFeedback(.success)) })
    }
}
