import CadenceExamples
import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// The `sync-wave` example: each frame's dots are a function of the stage's date alone, the
/// recording is whole cycles, Reduce Motion holds the dots still and stops the frames, and a screen
/// reader reads the same with or without it.
extension ExampleCatalogTests {
    /// The centres of the five dots, left to right.
    private static func dots(_ stage: Stage) -> [CGPoint] {
        stage.displayList().items
            .filter { if case .shape = $0.content { true } else { false } }
            .map { CGPoint(x: $0.bounds.midX, y: $0.bounds.midY) }
            .sorted { $0.x < $1.x }
    }

    private static func stage(reduceMotion: Bool) throws -> Stage {
        let example = try #require(ExampleCatalog.example(named: "sync-wave"))
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = reduceMotion
        return example.makeStage(environment: environment)
    }

    /// Times across two cycles, off the frame grid, and the ends of the recording.
    @Test(arguments: [0.0, 0.1, 0.3, 0.45, 0.6, 0.9, 1.05, 1.7, 2.3, 2.4, 61.25])
    func syncWaveDotsFollowTheDate(time: Double) throws {
        // Where the dots rest: the line they hold with Reduce Motion (layout alone, no offset).
        let still = Self.dots(try Self.stage(reduceMotion: true))
        let stage = try Self.stage(reduceMotion: false)
        stage.advance(to: time)
        let dots = Self.dots(stage)
        try #require(dots.count == 5 && still.count == 5)
        // The stage's date at `time` is the reference date plus `time`; the example's wave is
        // 10 pt up and down every 1.2 s, each dot 0.2 s behind its left neighbour, negative up.
        let seconds = Stage.referenceDate.addingTimeInterval(time).timeIntervalSinceReferenceDate
        for index in 0..<5 {
            let expected = -10 * sin(2 * Double.pi * (seconds - 0.2 * Double(index)) / 1.2)
            #expect(isClose(Double(dots[index].x), Double(still[index].x)), "dot \(index) at \(time)")
            #expect(isClose(Double(dots[index].y - still[index].y), expected, absolute: 1e-9), "dot \(index) at \(time)")
        }
        // A timeline on the animation schedule asks for every frame.
        #expect(stage.nextFrameTime == time)
    }

    @Test func syncWaveSpotChecks() throws {
        // A few values worked by hand: at 0 s, dot 0 is on the line and dot 3 (0.6 s, half a cycle,
        // behind) too; dot 1 (0.2 s behind: −60°) is 10·sin 60° ≈ 8.66 pt below. At 0.3 s (a quarter
        // cycle) dot 0 is at the top, 10 pt up.
        let still = Self.dots(try Self.stage(reduceMotion: true))
        let stage = try Self.stage(reduceMotion: false)
        let atZero = Self.dots(stage)
        #expect(isClose(Double(atZero[0].y - still[0].y), 0, absolute: 1e-9))
        #expect(isClose(Double(atZero[3].y - still[3].y), 0, absolute: 1e-9))
        #expect(isClose(Double(atZero[1].y - still[1].y), 5 * 3.0.squareRoot(), absolute: 1e-9))
        stage.advance(to: 0.3)
        #expect(isClose(Double(Self.dots(stage)[0].y - still[0].y), -10, absolute: 1e-9))
    }

    @Test func syncWaveRecordingEndsWhereItBegins() throws {
        // Two whole cycles: the frame at the end of the recording is the first frame again, so the
        // looping GIF has no seam.
        let example = try #require(ExampleCatalog.example(named: "sync-wave"))
        #expect(isClose(example.duration, 2 * 1.2))
        let stage = try Self.stage(reduceMotion: false)
        let first = Self.dots(stage)
        stage.advance(to: example.duration)
        for (end, start) in zip(Self.dots(stage), first) {
            #expect(isClose(end, start, absolute: 1e-9))
        }
    }

    @Test func syncWaveWithReduceMotionHoldsStillAndAsksForNoFrames() throws {
        let stage = try Self.stage(reduceMotion: true)
        let still = Self.dots(stage)
        #expect(Set(still.map(\.y)).count == 1, "the dots lie in a line")
        #expect(stage.nextFrameTime == nil)
        stage.advance(to: 1.7)
        #expect(Self.dots(stage) == still)
        #expect(stage.nextFrameTime == nil)
    }

    @Test func syncWaveFollowsReduceMotionSwitchedWhileItRuns() throws {
        let stage = try Self.stage(reduceMotion: false)
        let still = Self.dots(try Self.stage(reduceMotion: true))
        stage.schedule(.environment(\.accessibilityReduceMotion, true), at: 0.5)
        stage.schedule(.environment(\.accessibilityReduceMotion, false), at: 1.0)
        stage.advance(to: 0.7)
        #expect(Self.dots(stage) == still)
        // No frame until the scheduled switch back.
        #expect(stage.nextFrameTime == 1.0)
        // Switched back, the wave is where the date says, not where it stopped.
        stage.advance(to: 1.1)
        let expected = -10 * sin(2 * Double.pi * 1.1 / 1.2)
        #expect(isClose(Double(Self.dots(stage)[0].y - still[0].y), expected, absolute: 1e-9))
        #expect(stage.nextFrameTime == 1.1)
    }

    @Test(arguments: [false, true])
    func syncWaveIsReadAsOneElementWithOrWithoutReduceMotion(reduceMotion: Bool) throws {
        let stage = try Self.stage(reduceMotion: reduceMotion)
        for time in [0.0, 0.45, 1.3] {
            stage.advance(to: time)
            let elements = stage.accessibilityTree().elements
            #expect(elements.count == 1)
            #expect(elements.first?.label == "Syncing photos")
            #expect(elements.first?.value == "In progress")
        }
    }
}
