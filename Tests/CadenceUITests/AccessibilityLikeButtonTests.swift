import CadenceUI
import Testing

/// The seeds' promise for the like button: VoiceOver reads the new count after every tap whether or
/// not the heart animates, and the label stays put while it does.
@MainActor
@Suite struct AccessibilityLikeButtonTests {
    private static let taps = [0.5, 1.0, 1.25]
    private static let fps = 60.0

    /// Every frame of three taps (the last two close enough to interrupt the bounce), from t = 0 to 2 s.
    private func play(reduceMotion: Bool) -> (trees: [AccessibilityTree], lists: [DisplayList]) {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = reduceMotion
        let stage = Stage(size: CGSize(width: 200, height: 200), environment: environment) { AccessibleLikeButton() }
        for time in Self.taps {
            stage.schedule(.tap(identifier: "like"), at: time)
        }
        var trees: [AccessibilityTree] = []
        var lists: [DisplayList] = []
        for index in 0...120 {
            lists.append(stage.frame(index, fps: Self.fps))
            trees.append(stage.accessibilityTree())
        }
        return (trees, lists)
    }

    /// The count the value must read at `time`: the taps at or before it.
    private func expectedLikes(at time: Double) -> Int {
        Self.taps.filter { $0 <= time }.count
    }

    @Test(arguments: [false, true])
    func theValueReadsTheNewCountAfterEachTap(reduceMotion: Bool) throws {
        let (trees, _) = play(reduceMotion: reduceMotion)
        for tree in trees {
            let like = try #require(tree.element(label: "Like"), "t=\(tree.time)")
            #expect(like.value == "\(expectedLikes(at: tree.time)) likes", "t=\(tree.time)")
        }
        #expect(trees.last?.element(label: "Like")?.value == "3 likes")
    }

    @Test(arguments: [false, true])
    func theLabelNeverChangesDuringTheAnimation(reduceMotion: Bool) {
        let (trees, _) = play(reduceMotion: reduceMotion)
        let labels = Set(trees.flatMap { $0.allElements.map(\.label) })
        #expect(labels == ["Like"])
        #expect(trees.allSatisfy { $0.elements.count == 1 && $0.elements[0].traits == .isButton })
    }

    @Test func whatIsReadIsTheSameWithReduceMotionOnAndOff() {
        let moving = play(reduceMotion: false)
        let still = play(reduceMotion: true)
        #expect(moving.trees.map(\.perceivedElements) == still.trees.map(\.perceivedElements))
        // …while what is drawn is not: the heart bounces only with Reduce Motion off.
        let movingFrames = Set(moving.lists.map(\.items)).count
        let stillFrames = Set(still.lists.map(\.items)).count
        #expect(movingFrames > 10)
        #expect(stillFrames == 1)
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
