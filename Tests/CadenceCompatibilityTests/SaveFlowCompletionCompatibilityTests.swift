#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// iOS 17 animation completions as a "save" flow uses them: the button squashes with .bouncy and,
// once that is logically complete, a checkmark fades in with .smooth; once the checkmark has fully
// settled (.removed), the button's label changes. The sequence lives in the completions, not in
// DispatchQueue delays.

private struct SaveFlowButton: View {
    @State private var isPressed = false
    @State private var showCheck = false
    @State private var label = "Save"
    @State private var completions: [String] = []

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Capsule()
                    .fill(Color.teal)
                    .frame(width: isPressed ? 160 : 200, height: 50)
                Image(systemName: "checkmark")
                    .font(.title2.bold())
                    .foregroundStyle(.white)
                    .opacity(showCheck ? 1 : 0)
            }
            Button(label) {
                withAnimation(.bouncy, completionCriteria: .logicallyComplete) {
                    isPressed = true
                } completion: {
                    completions.append("pressed")
                    withAnimation(.smooth, completionCriteria: .removed) {
                        showCheck = true
                    } completion: {
                        completions.append("check")
                        label = "Saved"
                    }
                }
            }
            Text(completions.joined(separator: ", "))
        }
    }
}

@MainActor
@Suite struct SaveFlowCompletionCompatibilityTests {
    private func capsuleWidth(in stage: Stage) throws -> CGFloat {
        try #require(stage.displayList().item(filledWith: .teal)).bounds.width
    }

    private func checkOpacity(in stage: Stage) -> Double {
        guard let item = stage.displayList().item(symbol: "checkmark"), case .symbol(let symbol) = item.content else { return 0 }
        return Double(symbol.color.opacity)
    }

    @Test func completionsChainAtLogicalCompletionAndRemoval() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { SaveFlowButton() }
        try stage.tap(label: "Save")
        stage.advance(to: 0.2)
        let bouncy = Spring.bouncy.value(target: 1.0, initialVelocity: 0, time: 0.2)
        let width = try capsuleWidth(in: stage)
        #expect(isClose(width, 200 - 40 * bouncy, absolute: 1), "\(width)")

        // .bouncy is a spring of duration (response) 0.5: logically complete at 0.5 s, still moving.
        stage.advance(to: 0.49)
        #expect(checkOpacity(in: stage) == 0)
        #expect(stage.displayList().item(text: "pressed") == nil)
        stage.advance(to: 0.6)
        #expect(stage.displayList().item(text: "pressed") != nil)
        let smooth = Spring.smooth.value(target: 1.0, initialVelocity: 0, time: 0.1)
        #expect(isClose(checkOpacity(in: stage), smooth, absolute: 0.02), "\(checkOpacity(in: stage)) vs \(smooth)")

        // .removed waits until the smooth spring has settled, well after its 0.5 s duration.
        stage.advance(to: 0.9)
        #expect(stage.displayList().item(text: "pressed, check") == nil)
        stage.advance(to: 4)
        #expect(stage.displayList().item(text: "pressed, check") != nil)
        #expect(stage.displayList().item(text: "Saved") != nil)
        #expect(isClose(try capsuleWidth(in: stage), 160, absolute: 1e-6))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
