#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A workout reps counter as apps write it: hold − or + to change the count quickly
// (`buttonRepeatBehavior(.enabled)`), a reset button that must fire once per press, and a caption
// that reads the behaviour back from the environment.

private struct RepeatCaption: View {
    @Environment(\.buttonRepeatBehavior) private var behavior
    var body: some View {
        Text(behavior == .enabled ? "hold to repeat" : "tap")
    }
}

private struct RepsCounter: View {
    @State private var reps = 10

    var body: some View {
        VStack(spacing: 16) {
            Text("\(reps) reps")
                .contentTransition(.numericText(value: Double(reps)))
            HStack {
                Button { reps -= 1 } label: {
                    Image(systemName: "minus.circle")
                }
                .accessibilityLabel("Fewer")
                Button("More") { reps += 1 }
                RepeatCaption()
            }
            .buttonRepeatBehavior(.enabled)
            Button("Reset") { reps = 0 }
                .buttonRepeatBehavior(.disabled)
            RepeatCaption()
        }
    }
}

@MainActor
@Suite struct RepsCounterAppCompatibilityTests {
    @Test func holdingARepeatingButtonRunsItsActionAtThePressThenAtTheRepeatCadence() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { RepsCounter() }
        #expect(stage.displayList().item(text: "10 reps") != nil)
        try stage.press(label: "More", duration: 1.05)
        // A repeating button acts when it goes down, not when it is let go.
        #expect(stage.displayList().item(text: "11 reps") != nil)
        stage.advance(by: 0.45)
        #expect(stage.displayList().item(text: "11 reps") != nil, "no repeat before 0.5 s")
        stage.advance(to: 0.5)
        #expect(stage.displayList().item(text: "12 reps") != nil, "the first repeat at 0.5 s")
        stage.advance(to: 2)
        // Repeats at 0.5, 0.6, 0.7, 0.8, 0.9 and 1.0 s, then the release at 1.05 s adds nothing.
        #expect(stage.displayList().item(text: "17 reps") != nil, "\(stage.displayList().texts)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aReleasedHoldStopsRepeatingAndATapRunsOnce() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { RepsCounter() }
        let release = try stage.beginPress(label: "Fewer")
        #expect(stage.displayList().item(text: "9 reps") != nil)
        stage.advance(to: 0.65)
        #expect(stage.displayList().item(text: "7 reps") != nil, "repeats at 0.5 and 0.6 s")
        release(true)
        stage.advance(to: 3)
        #expect(stage.displayList().item(text: "7 reps") != nil, "nothing after the release")
        try stage.tap(label: "Fewer")
        #expect(stage.displayList().item(text: "6 reps") != nil)
    }

    @Test func aButtonThatDoesNotRepeatActsOnceAtTheRelease() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { RepsCounter() }
        try stage.press(label: "Reset", duration: 2)
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "10 reps") != nil, "still held")
        stage.advance(by: 1.5)
        #expect(stage.displayList().item(text: "0 reps") != nil)
        #expect(stage.displayList().item(text: "hold to repeat") != nil)
        #expect(stage.displayList().item(text: "tap") != nil, "outside the modifier the behaviour is automatic")
    }
}
