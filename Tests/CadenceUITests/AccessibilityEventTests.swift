import CadenceUI
import Testing
import CadenceStageTestSupport

/// The stage's log of what it delivers besides the picture: announcements posted by the views' code
/// and sensory feedback played when a trigger changes, each with its stage time.
@MainActor
@Suite struct AccessibilityEventTests {
    private struct Announcer: View {
        var message: String
        @State private var count = 0

        var body: some View {
            Button("Save \(count)") {
                count += 1
                AccessibilityNotification.Announcement(message).post()
            }
            .tapTarget("save")
        }
    }

    @Test func announcementsFromButtonActionsAreRecordedAtTheTapTime() {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Announcer(message: "Draft saved") }
        stage.schedule(.tap(identifier: "save"), at: 0.5)
        stage.schedule(.tap(identifier: "save"), at: 1.25)
        stage.advance(to: 2)
        #expect(stage.accessibilityEvents == [
            AccessibilityEvent(time: 0.5, kind: .announcement("Draft saved")),
            AccessibilityEvent(time: 1.25, kind: .announcement("Draft saved")),
        ])
        #expect(stage.accessibilityEvents.map(\.description) == [#"t=0.5 announcement "Draft saved""#, #"t=1.25 announcement "Draft saved""#])
    }

    @Test func directTapsAndScriptedRunsRecordToo() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Announcer(message: "Saved") }
        try stage.tap(identifier: "save")
        stage.schedule(.run { _ in AccessibilityNotification.Announcement("From the script").post() }, at: 0.75)
        stage.advance(to: 1)
        #expect(stage.accessibilityEvents.map(\.time) == [0, 0.75])
        #expect(stage.accessibilityEvents.compactMap(\.announcement) == ["Saved", "From the script"])
    }

    @Test func onAppearAnnouncementsAreRecordedWhenTheStageShows() {
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("Welcome").onAppear { AccessibilityNotification.Announcement("Welcome").post() }
        }
        #expect(stage.accessibilityEvents.compactMap(\.announcement) == ["Welcome"])
        stage.advance(to: 1)
        stage.hide()
        stage.advance(to: 2)
        stage.show()
        #expect(stage.accessibilityEvents.map(\.time) == [0, 2])
    }

    @Test func postsOutsideAStageGoNowhere() {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Text("x") }
        AccessibilityNotification.Announcement("nobody hears this").post()
        stage.advance(to: 1)
        #expect(stage.accessibilityEvents.isEmpty)
    }

    @Test func eachStageHearsOnlyItsOwnViews() throws {
        let first = Stage(size: CGSize(width: 200, height: 100)) { Announcer(message: "first") }
        let second = Stage(size: CGSize(width: 200, height: 100)) { Announcer(message: "second") }
        try second.tap(identifier: "save")
        try first.tap(identifier: "save")
        #expect(first.accessibilityEvents.compactMap(\.announcement) == ["first"])
        #expect(second.accessibilityEvents.compactMap(\.announcement) == ["second"])
    }

    @Test func aStageDrivingAnotherGetsItsPostsBackAfterwards() {
        let inner = Stage(size: CGSize(width: 200, height: 100)) { Announcer(message: "inner") }
        let outer = Stage(size: CGSize(width: 200, height: 100)) { Text("outer") }
        outer.schedule(.run { _ in
            try? inner.tap(identifier: "save")
            AccessibilityNotification.Announcement("outer").post()
        }, at: 0.5)
        outer.advance(to: 1)
        #expect(inner.accessibilityEvents.compactMap(\.announcement) == ["inner"])
        #expect(outer.accessibilityEvents == [AccessibilityEvent(time: 0.5, kind: .announcement("outer"))])
    }

    @Test func attributedAnnouncementsKeepTheirCharacters() {
        var text = AttributedString("Saved ")
        text += AttributedString("now")
        #expect(AccessibilityNotification.Announcement(text).text == "Saved now")
    }

    private struct Feedback: View {
        @State private var count = 0

        var body: some View {
            Button("Add \(count)") { count += 1 }
                .tapTarget("add")
                .sensoryFeedback(.success, trigger: count)
                .sensoryFeedback(.increase, trigger: count) { _, new in new.isMultiple(of: 2) }
                // Typed parameters: untyped, this chain takes the type checker about 10 s (two
                // `sensoryFeedback(trigger:_:)` overloads times every `-` and `==` in scope).
                .sensoryFeedback(trigger: count) { (old: Int, new: Int) in new - old > 0 && new == 3 ? .impact(weight: .heavy, intensity: 0.5) : nil }
                .sensoryFeedback(trigger: count) { count == 1 ? .selection : nil }
        }
    }

    @Test func sensoryFeedbackPlaysWhenItsTriggerChangesNotOnAppearance() {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Feedback() }
        #expect(stage.accessibilityEvents.isEmpty)
        for time in [0.5, 1.0, 1.5] {
            stage.schedule(.tap(identifier: "add"), at: time)
        }
        stage.advance(to: 2)
        let played = stage.accessibilityEvents.map(\.description)
        #expect(played == [
            "t=0.5 sensoryFeedback selection",
            "t=0.5 sensoryFeedback success",
            "t=1 sensoryFeedback increase",
            "t=1 sensoryFeedback success",
            "t=1.5 sensoryFeedback impact(weight: heavy, intensity: 0.5)",
            "t=1.5 sensoryFeedback success",
        ])
    }

    @Test func feedbackStartsOverWhenItsViewComesBack() throws {
        struct Host: View {
            @State private var shown = true
            @State private var count = 0
            var body: some View {
                VStack {
                    if shown { Text("\(count)").sensoryFeedback(.selection, trigger: count) }
                    Button("Toggle") { shown.toggle() }
                    Button("Add") { count += 1 }
                }
            }
        }
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Host() }
        try stage.tap(label: "Toggle")
        try stage.tap(label: "Add")
        try stage.tap(label: "Toggle")
        // The count changed while the view was away: coming back is an appearance, not a change.
        #expect(stage.accessibilityEvents.isEmpty)
        try stage.tap(label: "Add")
        #expect(stage.accessibilityEvents.compactMap(\.feedback) == [.selection])
    }

    @Test func equalTriggerValuesPlayNothing() throws {
        struct Host: View {
            @State private var value = 1
            var body: some View {
                Button("Same") { value = 1 }.sensoryFeedback(.error, trigger: value)
            }
        }
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Host() }
        try stage.tap(label: "Same")
        #expect(stage.accessibilityEvents.isEmpty)
    }
}
