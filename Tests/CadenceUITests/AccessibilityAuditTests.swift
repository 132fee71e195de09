import CadenceUI
import Testing
import CadenceStageTestSupport

/// The audit: motion must not be the only channel, nor colour or transparency, and Reduce Motion must
/// not change what a screen reader perceives.
@MainActor
@Suite struct AccessibilityAuditTests {
    private let size = CGSize(width: 200, height: 200)

    private func audit<Content: View>(
        _ steps: [AccessibilityAudit.Step],
        settings: [AccessibilitySettings] = AccessibilitySettings.auditDefaults,
        @ViewBuilder _ content: @escaping () -> Content
    ) -> AccessibilityAuditReport {
        AccessibilityAudit(settings: settings).run(steps) { [size] environment in
            Stage(size: size, environment: environment, content: content)
        }
    }

    private let saveTap = [AccessibilityAudit.Step(at: 0.5, .tap(label: "Save"))]

    // MARK: Motion

    @Test func aSaveBadgeThatOnlyBouncesIsReported() throws {
        let report = audit(saveTap, settings: [.standard]) { SaveBadge(confirmation: .bounceOnly) }
        let finding = try #require(report.findings.first, "\(report)")
        #expect(report.findings.count == 1)
        #expect(finding.kind == .motionIsTheOnlyChannel)
        #expect(finding.time == 0.5)
        #expect(finding.trigger == "tap(label: Save)")
        #expect(finding.settings == .standard)
        #expect(finding.description.hasPrefix("t=0.5 tap(label: Save) [standard]: motion is the only channel: "))
        let observation = try #require(report.observations.first)
        #expect(observation.startedMotion && !observation.treeChanged && observation.announcements.isEmpty)
        // The bounce runs its three beats (the lift alone is a 0.25 s spring), then rests: the watch
        // ends well before its 3 s limit.
        let end = try #require(observation.motionEnd)
        #expect(end > 0.75 && end < 3)
    }

    @Test func theSameBadgePassesOnceItAnnounces() throws {
        let report = audit(saveTap, settings: [.standard]) { SaveBadge(confirmation: .announcement) }
        #expect(report.findings.isEmpty, "\(report)")
        let observation = try #require(report.observations.first)
        #expect(observation.startedMotion)
        #expect(observation.announcements == ["Draft saved"])
    }

    @Test func aValueChangeIsAChannelToo() throws {
        let report = audit(saveTap, settings: [.standard]) { SaveBadge(confirmation: .value) }
        #expect(report.findings.isEmpty, "\(report)")
        #expect(try #require(report.observations.first).treeChanged)
    }

    @Test func markingTheAnimationDecorativeSilencesTheReport() throws {
        let report = audit(saveTap, settings: [.standard]) { SaveBadge(confirmation: .decorative) }
        #expect(report.findings.isEmpty, "\(report)")
        // Decorative motion is not counted as motion at all.
        #expect(try #require(report.observations.first).startedMotion == false)
    }

    @Test func decorativeFalseChangesNothing() {
        let report = audit(saveTap, settings: [.standard]) {
            SaveBadge(confirmation: .bounceOnly).accessibilityDecorativeAnimation(false)
        }
        #expect(report.findings(.motionIsTheOnlyChannel).count == 1)
    }

    @Test func aTriggerThatChangesNothingVisibleIsNotMotion() throws {
        let report = audit([.init(at: 0.2, .tap(label: "Save"))], settings: [.standard]) {
            Button("Save") {}
        }
        #expect(report.findings.isEmpty)
        let observation = try #require(report.observations.first)
        #expect(!observation.startedMotion && !observation.isPerceived)
    }

    @Test(arguments: [(0.004, false), (4.0, true)])
    func onlyVisibleMotionCounts(distance: Double, moves: Bool) throws {
        struct Scene: View {
            var distance: Double
            @State private var nudged = false
            var body: some View {
                VStack {
                    Circle().frame(width: 10, height: 10).offset(x: nudged ? distance : 0)
                    Button("Nudge") { nudged = true }
                }
                .animation(.linear(duration: 0.5), value: nudged)
            }
        }
        let report = audit([.init(at: 0.5, .tap(label: "Nudge"))], settings: [.standard]) { Scene(distance: distance) }
        #expect(try #require(report.observations.first).startedMotion == moves)
        #expect(report.findings.count == (moves ? 1 : 0), "\(report)")
    }

    @Test func aDecorativeLoopDoesNotTurnEveryTriggerIntoMotion() throws {
        // The spinner moves all the time; the tap changes a value and nothing moves because of it.
        struct Scene: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Spinner()
                    Button("Add") { count += 1 }.accessibilityValue("\(count)")
                }
            }
        }
        let report = audit([.init(at: 0.5, .tap(label: "Add"))], settings: [.standard]) { Scene() }
        #expect(report.findings.isEmpty, "\(report)")
        let observation = try #require(report.observations.first)
        #expect(!observation.startedMotion)
        #expect(observation.treeChanged)
    }

    @Test func aBounceNextToALoopIsStillFound() throws {
        let report = audit(saveTap, settings: [.standard]) {
            VStack {
                Spinner()
                SaveBadge(confirmation: .bounceOnly)
            }
        }
        #expect(report.findings(.motionIsTheOnlyChannel).count == 1, "\(report)")
        let end = try #require(report.observations.first?.motionEnd)
        #expect(end > 0.75 && end < 3)
    }

    @Test func stoppingALoopIsNotMotion() throws {
        struct Scene: View {
            @State private var spinning = true
            var body: some View {
                VStack {
                    if spinning {
                        Spinner().accessibilityHidden(true)
                    }
                    Button("Stop") { spinning = false }
                }
            }
        }
        let report = audit([.init(at: 0.5, .tap(label: "Stop")), .init(at: 1, .hide)], settings: [.standard]) { Scene() }
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.observations.map(\.startedMotion) == [false, false])
    }

    @Test func hidingALoopIsNotMotion() throws {
        let report = audit([.init(at: 0.5, .hide)], settings: [.standard]) {
            Spinner().accessibilityHidden(true)
        }
        #expect(report.findings.isEmpty, "\(report)")
        #expect(try #require(report.observations.first).startedMotion == false)
    }

    @Test func rapidTriggersAreEachWatchedUntilTheNext() throws {
        let steps = [0.5, 0.6, 0.7].map { AccessibilityAudit.Step(at: $0, .tap(label: "Save")) }
        let report = audit(steps, settings: [.standard]) { SaveBadge(confirmation: .bounceOnly) }
        #expect(report.findings.map(\.time) == [0.5, 0.6, 0.7], "\(report)")
        // Each watch ends before the next trigger.
        let ends = report.observations.compactMap(\.motionEnd)
        #expect(ends.count == 3)
        #expect(ends[0] < 0.6 && ends[1] < 0.7)
    }

    @Test func stepsAtTheSameTimeAreOneTrigger() throws {
        let report = audit([.init(at: 0.5, .tap(label: "Save")), .init(at: 0.5, .tap(label: "Save"))], settings: [.standard]) {
            SaveBadge(confirmation: .announcement)
        }
        #expect(report.observations.count == 1)
        let observation = try #require(report.observations.first)
        #expect(observation.trigger == "tap(label: Save) + tap(label: Save)")
        #expect(observation.announcements == ["Draft saved", "Draft saved"])
    }

    @Test func feedbackIsRecordedButIsNotAScreenReaderChannel() throws {
        let report = audit(saveTap, settings: [.standard]) {
            SaveBadge(confirmation: .bounceOnly).sensoryFeedback(.success, trigger: 0)
        }
        #expect(report.findings.count == 1)
        let liked = audit([.init(at: 0.5, .tap(identifier: "like"))], settings: [.standard]) { AccessibleLikeButton() }
        #expect(liked.findings.isEmpty, "\(liked)")
        #expect(try #require(liked.observations.first).feedback == [.success])
    }

    // MARK: The like button

    @Test func theLikeButtonIsPerceivedAtEveryTapWithAndWithoutReduceMotion() throws {
        let taps = [0.5, 1.5, 2.5].map { AccessibilityAudit.Step(at: $0, .tap(identifier: "like")) }
        let report = audit(taps) { AccessibleLikeButton() }
        #expect(report.findings.isEmpty, "\(report)")
        for settings in AccessibilitySettings.auditDefaults {
            let observations = report.observations.filter { $0.settings == settings }
            #expect(observations.map { $0.settledTree.element(label: "Like")?.value } == ["1 likes", "2 likes", "3 likes"])
            // The heart bounces unless Reduce Motion is on.
            #expect(observations.map(\.startedMotion) == Array(repeating: !settings.reduceMotion, count: 3))
        }
    }

    // MARK: Colour and transparency

    @Test func aStateShownByColourAloneIsReportedWithDifferentiateWithoutColour() throws {
        let steps = [AccessibilityAudit.Step(at: 0.5, .tap(label: "Sync"))]
        let report = audit(steps) { SyncStatus(symbolWithoutColor: false) }
        #expect(report.findings.count == 1, "\(report)")
        let finding = try #require(report.findings.first)
        #expect(finding.kind == .colorIsTheOnlyChannel)
        #expect(finding.settings == .differentiateWithoutColor)
        #expect(finding.time == 0.5)
    }

    @Test func aSymbolShownWithoutColourPasses() {
        let report = audit([.init(at: 0.5, .tap(label: "Sync"))]) { SyncStatus(symbolWithoutColor: true) }
        #expect(report.findings.isEmpty, "\(report)")
    }

    @Test func aStateShownByOpacityAloneIsReportedWithReduceTransparency() throws {
        let report = audit([.init(at: 0.5, .tap(label: "Load"))]) { FadingCard() }
        #expect(report.findings.map(\.kind) == [.transparencyIsTheOnlyChannel], "\(report)")
        #expect(try #require(report.findings.first).settings == .reduceTransparency)
    }

    // MARK: Reduce Motion

    @Test func reduceMotionMustNotChangeWhatIsRead() throws {
        // A counter that (wrongly) updates its value only when motion is allowed.
        struct Scene: View {
            @Environment(\.accessibilityReduceMotion) private var reduceMotion
            @State private var count = 0
            var body: some View {
                Button("Add") { count += 1 }.accessibilityValue(reduceMotion ? "" : "\(count)")
            }
        }
        let report = audit([.init(at: 0.5, .tap(label: "Add"))], settings: [.standard, .reduceMotion]) { Scene() }
        let finding = try #require(report.findings(.reduceMotionChangesMeaning).first, "\(report)")
        #expect(report.findings.count == 1)
        #expect(finding.settings == .reduceMotion)
        #expect(finding.message.contains(#""Add" value="1" [isButton]"#))
    }

    @Test func reduceMotionAloneIsNotCompared() {
        let report = audit([.init(at: 0.5, .tap(identifier: "like"))], settings: [.reduceMotion]) { AccessibleLikeButton() }
        #expect(report.findings.isEmpty)
        #expect(report.observations.count == 1)
    }

    // MARK: Edges

    @Test func unusableStepsAndSamplingAreReported() {
        let steps = [
            AccessibilityAudit.Step(at: .nan, .tap(label: "Save")),
            AccessibilityAudit.Step(at: .infinity, .tap(label: "Save")),
            AccessibilityAudit.Step(at: -1, .tap(label: "Nope")),
        ]
        let report = AccessibilityAudit(fps: .nan, settleLimit: .infinity, settings: [.standard]).run(steps) { [size] environment in
            Stage(size: size, environment: environment) { SaveBadge(confirmation: .bounceOnly) }
        }
        #expect(report.issues.count == 4, "\(report)")
        #expect(report.issues[0] == "fps nan is not in (0, 1000]; sampled at 60")
        #expect(report.issues.last == #"[standard] t = 0.0: tap(label: Nope) failed: no visible button matches "Nope""#)
        // The negative time ran at 0.
        #expect(report.observations.map(\.time) == [0])
    }

    @Test func noStepsNoObservations() {
        let report = audit([]) { SaveBadge(confirmation: .bounceOnly) }
        #expect(report.findings.isEmpty && report.observations.isEmpty && report.issues.isEmpty)
        #expect(report.description == "accessibility audit: 0 findings in 0 observed triggers")
    }

    @Test func aZeroSettleLimitWatchesOnlyTheImmediateEffect() throws {
        let report = AccessibilityAudit(settleLimit: 0, settings: [.standard]).run(saveTap) { [size] environment in
            Stage(size: size, environment: environment) { SaveBadge(confirmation: .bounceOnly) }
        }
        #expect(report.findings.isEmpty)
        #expect(try #require(report.observations.first).startedMotion == false)
    }
}
