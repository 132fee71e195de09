import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// `PhaseAnimator` and `.phaseAnimator(…)` on a stage: each phase's content is evaluated in a
/// transaction carrying the animation into it, so the render parameters animate as the model's
/// `Animation` says; phases change at exact instants whatever the frame rate.
@MainActor
@Suite struct PhaseAnimatorTests {
    enum Beat: CaseIterable {
        case rest, lift, settle
    }

    /// rest → lift (spring, 0.3 s) → settle (ease out, 0.25 s) → rest (linear, 0.2 s).
    static func animation(_ beat: Beat) -> Animation? {
        switch beat {
        case .rest: .linear(duration: 0.2)
        case .lift: .spring(duration: 0.3)
        case .settle: .easeOut(duration: 0.25)
        }
    }

    private struct Badge: View {
        let trigger: Int
        var body: some View {
            Image(systemName: "star.fill")
                .phaseAnimator(Beat.allCases, trigger: trigger) { star, beat in
                    star
                        .scaleEffect(beat == .lift ? 1.5 : 1)
                        .opacity(beat == .settle ? 0.5 : 1)
                } animation: { beat in
                    PhaseAnimatorTests.animation(beat)
                }
        }
    }

    private struct Host: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Badge(trigger: count)
                Button("Go") { count += 1 }
            }
        }
    }

    private func star(_ stage: Stage, at time: Double) throws -> (scale: Double, opacity: Double) {
        stage.advance(to: time)
        let list = stage.displayList()
        let item = try #require(list.symbols(named: "star.fill").first)
        let opacity = Double(try #require(list.symbols.first { $0.name == "star.fill" }).color.opacity)
        return (item.transform.uniformScale, opacity)
    }

    @Test(arguments: [0.0, 0.05, 0.2, 0.3])
    func theFirstPhaseChangeAnimatesWithItsAnimation(elapsed: Double) throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Host() }
        stage.schedule(.tap(label: "Go"), at: 0.1)
        let star = try star(stage, at: 0.1 + elapsed)
        #expect(isClose(star.scale, animatedValue(.spring(duration: 0.3), from: 1, to: 1.5, at: elapsed), absolute: 1e-9))
        #expect(isClose(star.opacity, 1, absolute: 1e-6))
    }

    @Test(arguments: [0.01, 0.1, 0.2])
    func theNextPhaseStartsWhenTheSpringIsLogicallyCompleteAndAddsToIt(elapsed: Double) throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Host() }
        stage.schedule(.tap(label: "Go"), at: 0.1)
        // The lift's spring is logically complete after its duration (0.3 s); the settle's ease-out
        // then takes the scale back to 1 on top of the still-settling spring (timing curves add).
        let settle = 0.4
        let star = try star(stage, at: settle + elapsed)
        let spring = animatedValue(.spring(duration: 0.3), from: 1, to: 1.5, at: 0.3 + elapsed)
        let easing = animatedValue(.easeOut(duration: 0.25), from: 0, to: -0.5, at: elapsed)
        #expect(isClose(star.scale, spring + easing, absolute: 1e-9))
        #expect(isClose(star.opacity, animatedValue(.easeOut(duration: 0.25), from: 1, to: 0.5, at: elapsed), absolute: 1e-6))
    }

    @Test func theRunEndsBackAtTheFirstPhaseAndTheStageGoesIdle() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Host() }
        stage.schedule(.tap(label: "Go"), at: 0.1)
        // rest is entered at 0.65 (0.4 + 0.25): opacity 0.5 → 1 linearly over 0.2 s.
        #expect(isClose(try star(stage, at: 0.75).opacity, 0.75, absolute: 1e-6))
        #expect(stage.nextFrameTime != nil)
        let rested = try star(stage, at: 5)
        #expect(isClose(rested.scale, 1, absolute: 1e-9))
        #expect(isClose(rested.opacity, 1, absolute: 1e-6))
        #expect(stage.nextFrameTime == nil)
    }

    /// The "hold" that does not hold: a phase equal to the one before changes nothing, so the way
    /// back starts the moment the way up ends, at any frame rate.
    private struct Hop: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Image(systemName: "star.fill")
                    .phaseAnimator([0.0, -100, -100], trigger: count) { star, y in
                        star.offset(y: y)
                    } animation: { _ in
                        .linear(duration: 0.5)
                    }
                Button("Go") { count += 1 }
            }
        }
    }

    @Test(arguments: [24.0, 60, 240])
    func aRepeatedPhaseDoesNotHold(fps: Double) throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Hop() }
        let rest = try #require(stage.displayList().symbols(named: "star.fill").first).bounds.midY
        stage.schedule(.tap(label: "Go"), at: 0)
        var frame = 0
        func offset(at time: Double) throws -> Double {
            while Double(frame + 1) / fps < time {
                frame += 1
                _ = stage.frame(frame, fps: fps)
            }
            stage.advance(to: time)
            return Double(try #require(stage.displayList().symbols(named: "star.fill").first).bounds.midY - rest)
        }
        #expect(isClose(try offset(at: 0.25), -50, absolute: 1e-6))
        // Up at 0.5 s; the third phase is already entered and left: on the way back.
        #expect(isClose(try offset(at: 0.75), -50, absolute: 1e-6))
        #expect(isClose(try offset(at: 1.0), 0, absolute: 1e-6))
        stage.advance(to: 1.2)
        #expect(stage.nextFrameTime == nil)
    }

    @Test(arguments: [0.3, 0.47, 0.69, 0.8])
    func phasesChangeAtTheirOwnInstantsWhateverTheFrameRate(time: Double) throws {
        func sampled(fps: Double) throws -> (scale: Double, opacity: Double) {
            let stage = Stage(size: CGSize(width: 200, height: 200)) { Host() }
            stage.schedule(.tap(label: "Go"), at: 0.1)
            var frame = 0
            while Double(frame + 1) / fps < time {
                frame += 1
                _ = stage.frame(frame, fps: fps)
            }
            return try star(stage, at: time)
        }
        let coarse = try sampled(fps: 24)
        let fine = try sampled(fps: 240)
        #expect(isClose(coarse.scale, fine.scale, absolute: 1e-9))
        #expect(isClose(coarse.opacity, fine.opacity, absolute: 1e-6))
    }

    @Test func aTriggerDuringTheRunStartsItOverFromWhereTheContentIs() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Host() }
        stage.schedule(.tap(label: "Go"), at: 0.1)
        stage.schedule(.tap(label: "Go"), at: 0.5)   // during the settle
        let before = try star(stage, at: 0.5)
        let after = try star(stage, at: 0.6)
        #expect(after.scale > before.scale)          // lifting again
        #expect(after.opacity > before.opacity)      // and back to full opacity
    }

    @Test func theReplayPolicyCanIgnoreTriggersWhileRunning() throws {
        func endOfRun(policy: ReplayPolicy?) throws -> Double? {
            let stage = Stage(size: CGSize(width: 200, height: 200)) {
                if let policy { Host().replayPolicy(policy) } else { Host() }
            }
            stage.schedule(.tap(label: "Go"), at: 0.1)
            stage.schedule(.tap(label: "Go"), at: 0.2)
            return try star(stage, at: 0.5).scale
        }
        let ignoring = try #require(try endOfRun(policy: .ignoreWhileRunning))
        let restarting = try #require(try endOfRun(policy: nil))
        // Ignored: the first run is at its settle, as if tapped once.
        let spring = animatedValue(.spring(duration: 0.3), from: 1, to: 1.5, at: 0.4)
        let easing = animatedValue(.easeOut(duration: 0.25), from: 0, to: -0.5, at: 0.1)
        #expect(isClose(ignoring, spring + easing, absolute: 1e-9))
        #expect(abs(restarting - ignoring) > 0.01)
    }

    @Test func withoutATriggerThePhasesCycleFromTheMomentTheAnimatorAppears() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            Circle()
                .fill(.orange)
                .frame(width: 40, height: 40)
                .phaseAnimator([0.2, 1.0]) { dot, opacity in
                    dot.opacity(opacity)
                } animation: { _ in .linear(duration: 0.5) }
        }
        func opacity(at time: Double) throws -> Double {
            stage.advance(to: time)
            return Double(try #require(stage.displayList().shapes.first).paint.color.opacity)
        }
        #expect(isClose(try opacity(at: 0), 0.2, absolute: 1e-6))
        #expect(isClose(try opacity(at: 0.25), 0.6, absolute: 1e-6))
        #expect(isClose(try opacity(at: 0.75), 0.6, absolute: 1e-6))   // on its way back down
        #expect(isClose(try opacity(at: 1.1), 0.36, absolute: 1e-6))
        #expect(stage.nextFrameTime == 1.1)
    }

    @Test func theContainerFormCyclesItsContent() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            PhaseAnimator([0.0, 30.0]) { y in
                Text("Hi").offset(y: y)
            } animation: { _ in .linear(duration: 1) }
        }
        stage.advance(to: 0.5)
        let item = try #require(stage.displayList().item(text: "Hi"))
        #expect(isClose(Double(item.transform.ty), 15, absolute: 1e-9))
    }

    @Test func emptyPhasesShowNothingAndAreReported() {
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            Text("Hi").phaseAnimator([Double]()) { text, y in text.offset(y: y) }
        }
        #expect(stage.displayList().items.isEmpty)
        #expect(stage.issues.contains { $0.kind == .emptyPhases && $0.message.contains("no phases") })
        #expect(stage.nextFrameTime == nil)
    }

    @Test func hiddenDuringARunItShowsTheFirstPhaseWithoutAnimatingWhenShownAgain() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Host() }
        stage.schedule(.tap(label: "Go"), at: 0.1)
        stage.schedule(.hide, at: 0.2)
        stage.schedule(.show, at: 1)
        let shown = try star(stage, at: 1)
        #expect(isClose(shown.scale, 1, absolute: 1e-9))
        #expect(isClose(shown.opacity, 1, absolute: 1e-6))
        #expect(stage.nextFrameTime == nil)
    }
}

/// Degenerate phase animators.
@MainActor
@Suite struct PhaseAnimatorEdgeTests {
    @Test func aSinglePhaseNeverMoves() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            Text("Hi").phaseAnimator([12.0]) { text, y in text.offset(y: y) }
        }
        #expect(stage.nextFrameTime == nil)
        stage.advance(to: 3)
        #expect(isClose(Double(try #require(stage.displayList().item(text: "Hi")).transform.ty), 12))
    }

    @Test func phasesEnteredWithoutAnimationAreEachShownForAFrame() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            Text("Hi").phaseAnimator([0.0, 10, 20]) { text, y in text.offset(y: y) } animation: { _ in nil }
        }
        var seen: [Double] = []
        for frame in 0..<6 {
            let list = stage.frame(frame, fps: 60)
            seen.append(Double(try #require(list.item(text: "Hi")).transform.ty))
        }
        #expect(seen == [0, 10, 20, 0, 10, 20])
    }
}
