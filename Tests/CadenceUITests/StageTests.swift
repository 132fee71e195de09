@testable import CadenceUI
import Testing
import CadenceStageTestSupport

/// The stage: virtual time, frames, scripted events, taps, issues.
@MainActor
@Suite struct StageTests {
    private func emptyStage() -> Stage {
        Stage(size: CGSize(width: 100, height: 100)) { Color.red }
    }

    @Test func framesAreAtIndexOverFPSExactly() {
        let stage = emptyStage()
        let times = stage.frames(0..<7, fps: 60).map(\.time)
        // Bit-exact on purpose: the time comes from the index, so nothing accumulates.
        #expect(times == (0..<7).map { Double($0) / 60 })
        #expect(stage.frame(6_000_000, fps: 60).time == 100_000)
    }

    @Test func timeOnlyMovesForward() {
        let stage = emptyStage()
        stage.advance(to: 2)
        stage.advance(to: 1)
        #expect(stage.time == 2)
        stage.advance(to: .nan)
        stage.advance(to: .infinity)
        stage.advance(by: -.infinity)
        #expect(stage.time == 2)
        #expect(stage.issues.count == 4)
        stage.advance(by: 0.5)
        #expect(stage.time == 2.5)
        _ = stage.frame(-1, fps: 60)
        _ = stage.frame(1, fps: 0)
        _ = stage.frame(1, fps: .nan)
        #expect(stage.time == 2.5)
        #expect(stage.issues.count == 7)
        #expect(stage.issues.allSatisfy { $0.kind == .invalidTime }, "\(stage.issues)")
        #expect(stage.issues[0].description == "advance(to: 1.0) ignored: the stage is already at t = 2.0")
    }

    /// Every fixed driver slot has its own number: two kinds of driver at one identity never take
    /// each other's place (three data-flow records once shared their numbers with effect slots).
    @Test func driverSlotsAreDistinct() {
        #expect(DriverSlot.fixedSlotsAreDistinct)
        #expect(DriverSlot.namespace(0) != DriverSlot.namespace(1))
        #expect(!DriverSlot.all.contains(DriverSlot.namespace(0)))
    }

    @Test func eventsRunAtTheirOwnTimesInOrder() {
        let log = EventLog()
        let stage = emptyStage()
        stage.schedule(.run { log.append("late at \($0.time)") }, at: 0.75)
        stage.schedule(.run { log.append("first at \($0.time)") }, at: 0.25)
        stage.schedule(.run { log.append("second at \($0.time)") }, at: 0.25)
        #expect(stage.nextFrameTime == 0.25)
        stage.advance(to: 1)
        #expect(log.entries == ["first at 0.25", "second at 0.25", "late at 0.75"])
        #expect(stage.time == 1)
        #expect(stage.nextFrameTime == nil)
    }

    @Test func eventsScheduledInThePastRunAtTheNextAdvance() {
        let log = EventLog()
        let stage = emptyStage()
        stage.advance(to: 1)
        stage.schedule(.run { log.append("ran at \($0.time)") }, at: 0.5)
        #expect(stage.nextFrameTime == 1)
        stage.advance(by: 0)
        #expect(log.entries == ["ran at 1.0"])
        stage.schedule(.run { _ in log.append("never") }, at: .nan)
        stage.advance(to: 5)
        #expect(log.entries == ["ran at 1.0"])
        #expect(stage.issues.count == 1)
    }

    @Test func scriptedTapsChangeStateAtTheirTime() {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { HeartButton() }
        stage.schedule(.tap(identifier: "heart"), at: 0.5)
        #expect(stage.frame(29, fps: 60).item(text: "0 likes") != nil)
        #expect(stage.frame(30, fps: 60).item(text: "1 likes") != nil)
    }

    @Test func failedScriptedTapsAreIssues() {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { HeartButton() }
        stage.schedule(.tap(label: "Nope"), at: 0.1)
        stage.advance(to: 1)
        #expect(stage.issues == [StageIssue(.failedEvent, "t = 0.1: tap(label: Nope) failed: no visible button matches \"Nope\"")])
    }

    @Test func tapFindsButtonsByTextAccessibilityLabelOrIdentifier() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { HeartButton() }
        try stage.tap(identifier: "heart")
        // The accessibility label on the stack around the button names it too.
        try stage.tap(label: "Like")
        #expect(stage.displayList().item(text: "2 likes") != nil)
        let label = Stage(size: CGSize(width: 200, height: 200)) {
            Button {} label: { Text("Sign"); Text("in") }
        }
        try label.tap(label: "Sign in")
    }

    @Test func tapErrors() {
        let twins = Stage(size: CGSize(width: 200, height: 200)) {
            VStack {
                Button("Same") {}
                Button("Same") {}
                Button("Invisible") {}.opacity(0)
                Button("Hidden") {}.hidden()
            }
        }
        #expect(throws: StageError.ambiguousButton("Same", matches: 2)) { try twins.tap(label: "Same") }
        #expect(throws: StageError.buttonNotFound("Invisible")) { try twins.tap(label: "Invisible") }
        #expect(throws: StageError.buttonNotFound("Hidden")) { try twins.tap(label: "Hidden") }
        #expect(throws: StageError.buttonNotFound("nothing")) { try twins.tap(identifier: "nothing") }
        twins.hide()
        #expect(throws: StageError.stageHidden) { try twins.tap(label: "Same") }
    }

    @Test func environmentEventsAndCustomEvents() {
        let stage = emptyStage()
        stage.schedule(.updateEnvironment { $0.colorScheme = .dark }, at: 1)
        stage.schedule(.environment(\.accessibilityReduceTransparency, true), at: 2)
        stage.advance(to: 1)
        #expect(stage.environment.colorScheme == .dark)
        #expect(!stage.environment.accessibilityReduceTransparency)
        stage.advance(to: 2)
        #expect(stage.environment.accessibilityReduceTransparency)
        #expect(StageEvent.environment(\.accessibilityReduceMotion, true).description == "environment(Bool: true)")
    }

    @Test func theRootIsCentredAndTheListCarriesSizeAndTime() {
        let stage = Stage(size: CGSize(width: 120, height: 80)) { Color.red.frame(width: 20, height: 10) }
        stage.advance(to: 0.5)
        let list = stage.displayList()
        #expect(list.size == CGSize(width: 120, height: 80))
        #expect(list.time == 0.5)
        #expect(list.items.first?.rect == CGRect(x: 50, y: 35, width: 20, height: 10))
    }

    @Test func viewsWithoutABodyAreReported() {
        struct Bodiless: View {
            typealias Body = Never
        }
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Bodiless() }
        #expect(stage.displayList().items.isEmpty)
        stage.updateEnvironment { $0.colorScheme = .dark }
        // Reported once, however often it is evaluated.
        #expect(stage.issues.count == 1)
        #expect(stage.issues.first?.kind == .missingBody && stage.issues.first?.message.contains("Bodiless") == true)
    }
}
