#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A hold-to-delete button with a progress ring, as apps write it with onLongPressGesture: pressing
// starts a linear fill of the ring over the minimum duration; letting go early drains it; holding
// to the end confirms with a checkmark and a little bounce.

private struct HoldToConfirmButton: View {
    var holdDuration: Double = 1.5
    var onConfirm: () -> Void = {}

    @State private var progress: CGFloat = 0
    @State private var isPressing = false
    @State private var isConfirmed = false

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.3), lineWidth: 8)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(isConfirmed ? Color.green : Color.red, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Image(systemName: isConfirmed ? "checkmark" : "trash")
                .font(.system(size: 28, weight: .semibold))
                .foregroundColor(isConfirmed ? .green : .red)
        }
        .frame(width: 100, height: 100)
        .scaleEffect(isPressing ? 0.92 : (isConfirmed ? 1.08 : 1))
        .contentShape(Circle())
        .onLongPressGesture(minimumDuration: holdDuration, maximumDistance: 20) {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.5)) {
                isConfirmed = true
                isPressing = false
            }
            onConfirm()
        } onPressingChanged: { pressing in
            withAnimation(.easeOut(duration: 0.15)) { isPressing = pressing }
            if pressing {
                withAnimation(.linear(duration: holdDuration)) { progress = 1 }
            } else if !isConfirmed {
                withAnimation(.easeOut(duration: 0.25)) { progress = 0 }
            }
        }
        .accessibilityLabel(isConfirmed ? "Deleted" : "Hold to delete")
    }
}

@MainActor
@Suite struct HoldToConfirmCompatibilityTests {
    /// How much of the ring the red arc covers: its path's bounding width over the ring's.
    private func ringWidth(_ list: DisplayList, _ color: Color) -> CGFloat {
        list.shapes(filledWith: color).map { $0.path.boundingRect.width }.max() ?? 0
    }

    @Test func lettingGoEarlyDrainsTheRing() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { HoldToConfirmButton() }
        let center = CGPoint(x: 100, y: 100)
        try stage.pointerDown(at: center)
        stage.advance(by: 0.75)
        let half = try #require(stage.displayList().shapes(filledWith: .red).first { $0.strokeStyle != nil })
        let pressed = try #require(stage.displayList().symbols.first { $0.name == "trash" })
        #expect(half.path.boundingRect.width > 50, "half way round, the arc spans the ring")
        #expect(pressed.rect.width < 40, "pressed in")
        stage.pointerUp()
        stage.advance(by: 1)
        #expect(ringWidth(stage.displayList(), .red) < 1, "drained")
        #expect(stage.displayList().symbols.contains { $0.name == "trash" })
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func holdingToTheEndConfirms() throws {
        var confirmations = 0
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            HoldToConfirmButton(holdDuration: 1) { confirmations += 1 }
        }
        let quarter = ringWidth(stage.displayList(), .red)
        #expect(quarter < 1, "empty at rest")
        stage.longPress(at: CGPoint(x: 100, y: 100), duration: 1.4)
        stage.advance(by: 1)
        #expect(confirmations == 1)
        #expect(stage.displayList().symbols.contains { $0.name == "checkmark" })
        #expect(ringWidth(stage.displayList(), .green) > 90, "a full green ring")
        #expect(stage.accessibilityTree().allElements.contains { $0.label == "Deleted" })
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
