import CadenceExamples
import CadenceUI
import Testing
import CadenceStageTestSupport

/// The `replay-card` example: `.id(_:)` remounts the card, so its state starts over and its
/// appear-time intro plays again from the first frame, also when Replay comes mid-intro.
extension ExampleCatalogTests {
    /// The card's opacity (its fill's alpha) and how far its centre is drawn from its settled place
    /// (layout puts the 64 pt card's centre at y = 61.8 in the 200×160 stage; negative is up).
    private static func card(_ stage: Stage) throws -> (opacity: Double, offset: Double) {
        let item = try #require(stage.displayList().items.first { if case .shape = $0.content { true } else { false } })
        guard case .shape(let shape) = item.content else { throw CancellationError() }
        let fill = shape.paint.color
        return (Double(fill.opacity), Double(item.bounds.midY) - 61.8)
    }

    private static func replayStage(reduceMotion: Bool = false) throws -> Stage {
        let example = try #require(ExampleCatalog.example(named: "replay-card"))
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = reduceMotion
        return example.makeStage(environment: environment)
    }

    /// The intro's opacity track is LinearKeyframe(1, duration: 0.25) from 0: `elapsed / 0.25`.
    @Test(arguments: [0.05, 0.1, 0.2])
    func replayRemountsTheCardAndTheIntroStartsOver(elapsed: Double) throws {
        let stage = try Self.replayStage()
        stage.advance(to: elapsed)
        let first = try Self.card(stage)
        #expect(isClose(first.opacity, elapsed / 0.25, absolute: 1e-6))
        #expect(first.offset < -1, "the card falls in from above")
        // Replay at 1.0 s, when the first intro's opacity is long done: a new card starts at 0.
        stage.advance(to: 1.0 + elapsed)
        let second = try Self.card(stage)
        #expect(isClose(second.opacity, first.opacity, absolute: 1e-6))
        #expect(isClose(second.offset, first.offset, absolute: 1e-6))
    }

    @Test func aReplayMidIntroStartsItOverRatherThanCarryingOn() throws {
        let stage = try Self.replayStage()
        // Replay at 1.0 s and again at 1.25 s, when the second intro is a quarter second in.
        stage.advance(to: 1.24)
        #expect(isClose(try Self.card(stage).opacity, 0.96, absolute: 1e-6))
        stage.advance(to: 1.3)
        #expect(isClose(try Self.card(stage).opacity, 0.2, absolute: 1e-6))
        stage.advance(to: 3.0)
        let settled = try Self.card(stage)
        #expect(isClose(settled.opacity, 1, absolute: 1e-6))
        #expect(abs(settled.offset) < 0.01)
    }

    @Test func withReduceMotionTheCardIsSimplyThere() throws {
        let stage = try Self.replayStage(reduceMotion: true)
        for time in [0.0, 0.1, 1.05, 1.3, 2.0] {
            stage.advance(to: time)
            let card = try Self.card(stage)
            #expect(isClose(card.opacity, 1, absolute: 1e-6), "t = \(time)")
            #expect(abs(card.offset) < 1e-9, "t = \(time)")
        }
        #expect(stage.accessibilityTree().allElements.map(\.label) == ["Welcome", "Replay"])
    }
}
