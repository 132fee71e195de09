import CadenceUI
import CadenceExamples
import Testing
import CadenceStageTestSupport

// The Swift examples of the CadenceUI, Reduce Motion, spec format and examples articles (and the
// README's stage example), line for line: `DocumentationSnippetTests` checks that every line of each
// block appears in this file in order; the expectations hold them to what the articles say.

@MainActor
@Suite struct ReadmeStageTests {
    struct SaveButton: View {
        @State private var saves = 0

        var body: some View {
            Button("Save") { saves += 1 }
                .phaseAnimator([1.0, 1.3, 1.0], trigger: saves) { button, scale in
                    button.scaleEffect(scale)
                }
        }
    }

    @Test func theReadmeViewOnAStage() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { SaveButton() }
        try stage.tap(label: "Save")
        stage.advance(to: 0.2)
        print(stage.displayList())        // what is drawn: "Save", scaled by 1.2, mid-pop
        print(stage.accessibilityTree())  // what VoiceOver reads: "Save" [isButton]
        let label = try #require(stage.displayList().item(text: "Save"))
        #expect(isClose(label.transform.uniformScale, animatedValue(.default, from: 1, to: 1.3, at: 0.2), absolute: 1e-9))
        #expect(abs(label.transform.uniformScale - 1.2) < 0.05)
        #expect("\(stage.accessibilityTree())".contains("\"Save\" [isButton]"))
        #expect(stage.issues.isEmpty)
    }
}

@MainActor
@Suite struct ViewsOnAStageArticleTests {
    struct SaveButton: View {
        @State private var saves = 0

        var body: some View {
            VStack(spacing: 12) {
                Image(systemName: "checkmark.circle.fill")
                    .font(.system(size: 40))
                    .phaseAnimator([1.0, 1.3, 1.0], trigger: saves) { icon, scale in
                        icon.scaleEffect(scale)
                    }
                Button("Save") {
                    saves += 1
                    AccessibilityNotification.Announcement("Saved").post()
                }
            }
        }
    }

    @Test func theSaveButtonExample() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { SaveButton() }
        try stage.tap(label: "Save")
        stage.advance(to: 0.2)
        print(stage.displayList())
        // display list 200×200 at t=0.2
        // symbol "checkmark.circle.fill" rect=(80, 63.8, 40, 40) … transform=[1.199092 0 0 1.199092 …]
        // text "Save" rect=(81.3, 115.8, 37.4, 20.4) font=system 17 regular …
        print(stage.accessibilityTree())
        // "Checkmark" [isImage] frame=(76.01816, 59.81816, 47.96368, 47.96368)
        // "Save" [isButton] frame=(81.3, 115.8, 37.4, 20.4)

        let report = AccessibilityAudit().run([.init(at: 0.1, .tap(label: "Save"))]) { environment in
            Stage(size: CGSize(width: 200, height: 200), environment: environment) { SaveButton() }
        }
        print(report)   // accessibility audit: 0 findings in 4 observed triggers
        let icon = try #require(stage.displayList().symbols(named: "checkmark.circle.fill").first)
        #expect(isClose(icon.transform.uniformScale, 1.199092, absolute: 1e-6))
        #expect(stage.accessibilityTree().allElements.map(\.label) == ["Checkmark", "Save"])
        #expect(report.findings.isEmpty, "\(report)")
        #expect("\(report)" == "accessibility audit: 0 findings in 4 observed triggers")
        let list = "\(stage.displayList())"
        #expect(list.hasPrefix("display list 200×200 at t=0.2"))
        #expect(list.contains("symbol \"checkmark.circle.fill\" rect=(80, 63.8, 40, 40)"))
        #expect(list.contains("transform=[1.199092 0 0 1.199092"))
        #expect(list.contains("text \"Save\" rect=(81.3, 115.8, 37.4, 20.4) font=system 17 regular"))
        let tree = "\(stage.accessibilityTree())"
        #expect(tree.contains("\"Checkmark\" [isImage] frame=(76.01816, 59.81816, 47.96368, 47.96368)"))
        #expect(tree.contains("\"Save\" [isButton] frame=(81.3, 115.8, 37.4, 20.4)"))
    }
}

/// "Take the announcement out and the audit reports, once per setting": the article's button without
/// its announcement.
@MainActor
@Suite struct SilentSaveButtonTests {
    struct SilentSaveButton: View {
        @State private var saves = 0

        var body: some View {
            Image(systemName: "checkmark.circle.fill")
                .phaseAnimator([1.0, 1.3, 1.0], trigger: saves) { icon, scale in icon.scaleEffect(scale) }
                .overlay(alignment: .bottom) { Button("Save") { saves += 1 }.offset(y: 40) }
        }
    }

    @Test func withoutTheAnnouncementMotionIsTheOnlyChannel() {
        let silent = AccessibilityAudit().run([.init(at: 0.1, .tap(label: "Save"))]) { environment in
            Stage(size: CGSize(width: 200, height: 200), environment: environment) { SilentSaveButton() }
        }
        #expect(silent.findings.count == 4, "\(silent)")
        #expect(silent.findings.allSatisfy { $0.kind == .motionIsTheOnlyChannel && $0.time == 0.1 })
    }
}

@MainActor
@Suite struct ReduceMotionArticleTests {
    struct AccessibleHeart: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @State private var likes = 0

        var body: some View {
            Button("Like") { likes += 1 }
                .keyframeAnimator(initialValue: 1.0, trigger: likes) { content, scale in
                    content.scaleEffect(scale)
                } keyframes: { _ in
                    if reduceMotion {
                        LinearKeyframe(1.0, duration: 0.01)
                    } else {
                        SpringKeyframe(1.3, duration: 0.2, spring: .bouncy)
                        SpringKeyframe(1.0, duration: 0.3, spring: .snappy)
                    }
                }
                .accessibilityValue("^[\(likes) like](inflect: true)")
        }
    }

    @Test func theHeartMovesOnlyWithoutReduceMotion() throws {
        for reduce in [false, true] {
            var environment = EnvironmentValues()
            environment.accessibilityReduceMotion = reduce
            let stage = Stage(size: CGSize(width: 200, height: 200), environment: environment) { AccessibleHeart() }
            try stage.tap(label: "Like")
            var largest = 0.0
            for frame in 1...30 {
                stage.advance(to: Double(frame) / 60)
                let text = try #require(stage.displayList().item(text: "Like"))
                largest = max(largest, text.transform.uniformScale)
            }
            #expect(reduce ? isClose(largest, 1, absolute: 1e-9) : largest > 1.2, "reduce motion \(reduce): \(largest)")
            #expect(stage.accessibilityTree().allElements.contains { $0.value == "1 like" })
            #expect(stage.issues.isEmpty)
        }
    }
}

struct LikeAnimationValues { var scale: CGFloat = 1.0; var rotation: Angle = .degrees(0) }

@MainActor
@Suite struct SpecFormatArticleTests {
    struct LikeButton: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @State private var likeCount = 0

        var body: some View {
            Button("Like") { likeCount += 1 }
                .keyframeAnimator(initialValue: LikeAnimationValues(), trigger: likeCount) { content, value in
                    content.scaleEffect(value.scale).rotationEffect(value.rotation)
                } keyframes: { _ in
                    if !reduceMotion {
                        KeyframeTrack(\.scale) {
                            SpringKeyframe(1.2, duration: 0.2, spring: .bouncy)
                            SpringKeyframe(1.0, duration: 0.3, spring: .snappy)
                        }
                        KeyframeTrack(\.rotation) {
                            CubicKeyframe(.degrees(-6), duration: 0.15)
                            CubicKeyframe(.degrees(0), duration: 0.20)
                        }
                    } else {
                        KeyframeTrack(\.scale) { LinearKeyframe(1.0, duration: 0.01) }
                    }
                }
        }
    }

    @Test func theSwiftOfTheSpecPlays() throws {
        let stage = Stage(size: CGSize(width: 120, height: 120)) { LikeButton() }
        try stage.tap(label: "Like")
        stage.advance(to: 0.2)
        let text = try #require(stage.displayList().item(text: "Like"))
        #expect(text.transform.uniformScale > 1.1)
        #expect(stage.issues.isEmpty)
    }
}

@MainActor
@Suite struct ExamplesArticleTests {
    @Test func anExampleMakesItsStage() throws {
        let example = try #require(ExampleCatalog.example(named: "like-button"))
        let stage = example.makeStage()
        stage.advance(to: example.duration)
        #expect(stage.issues.isEmpty)
        #expect(!stage.displayList().symbols(named: "heart.fill").isEmpty)
    }
}
