#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import StoreKit
import UIKit
import Testing
import CadenceStageTestSupport

// A habit tracker's check-in screen that asks for an App Store rating on the third check-in, the
// way apps gate `requestReview` behind a milestone, and an About screen's "Rate" row that goes
// through the older scene-based call.
private struct CheckInScreen: View {
    @Environment(\.requestReview) private var requestReview
    @State private var checkIns = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("\(checkIns) check-ins")
            Button("Check in") {
                checkIns += 1
                if checkIns == 3 {
                    requestReview()
                }
            }
        }
    }
}

private struct AboutRows: View {
    @State private var asked = false

    var body: some View {
        Form {
            Button("Rate the app") {
                if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
                    AppStore.requestReview(in: scene)
                    asked = true
                }
            }
            Button("Rate (classic)") {
                if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
                    SKStoreReviewController.requestReview(in: scene)
                }
            }
            Text(asked ? "Thanks!" : "")
        }
    }
}

// A summary screen that asks once it appears after a delay, from a task.
private struct DelayedAsk: View {
    @Environment(\.requestReview) private var requestReview

    var body: some View {
        Text("Summary")
            .task {
                try? await Task.sleep(for: .seconds(2))
                requestReview()
            }
    }
}

@MainActor
@Suite struct RateAppPromptAppCompatibilityTests {
    @Test func theMilestoneAsksForARatingOnce() throws {
        let stage = Stage(size: CGSize(width: 390, height: 400)) { CheckInScreen() }
        try stage.tap(label: "Check in")
        try stage.tap(label: "Check in")
        #expect(stage.reviewRequests == 0)
        try stage.tap(label: "Check in")
        #expect(stage.reviewRequests == 1)
        try stage.tap(label: "Check in")
        #expect(stage.reviewRequests == 1, "only the third check-in asks")
        #expect(stage.displayList().item(text: "4 check-ins") != nil)
    }

    @Test func sceneBasedRequestsAreCountedToo() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { AboutRows() }
        try stage.tap(label: "Rate the app")
        #expect(stage.reviewRequests == 1)
        #expect(stage.displayList().item(text: "Thanks!") != nil)
        try stage.tap(label: "Rate (classic)")
        #expect(stage.reviewRequests == 2)
        // A request made outside any stage reaches none.
        let other = Stage(size: CGSize(width: 100, height: 100)) { AboutRows() }
        RequestReviewAction.outsideAStage()
        #expect(other.reviewRequests == 0)
        #expect(stage.reviewRequests == 2)
    }

    @Test func aTaskAsksOnTheStageClock() async {
        let stage = Stage(size: CGSize(width: 390, height: 400)) { DelayedAsk() }
        await stage.play(by: 1.9)
        #expect(stage.reviewRequests == 0)
        await stage.play(by: 0.2)
        #expect(stage.reviewRequests == 1)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}

private extension RequestReviewAction {
    @MainActor
    static func outsideAStage() {
        EnvironmentValues().requestReview()
    }
}
