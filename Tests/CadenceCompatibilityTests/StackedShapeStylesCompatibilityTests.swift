#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

/// A tag chip the iOS 17 way: one shape filled, then stroked, then given an inner border, with the
/// stroke colour animating when the chip is selected.
private struct TagChip: View {
    let title: String
    @State private var isSelected = false

    var body: some View {
        Button {
            withAnimation(.easeInOut(duration: 0.4)) { isSelected.toggle() }
        } label: {
            Text(title)
                .font(.subheadline.weight(.semibold))
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .background {
                    Capsule()
                        .fill(isSelected ? Color.blue.opacity(0.2) : Color.gray.opacity(0.1))
                        .stroke(isSelected ? Color.blue : Color.gray, lineWidth: 2)
                        .strokeBorder(.white.opacity(0.6), lineWidth: 1)
                }
        }
        .buttonStyle(.plain)
    }
}

private struct Ring: View {
    var progress: Double
    var body: some View {
        Circle()
            .stroke(.quaternary, lineWidth: 10)
            .fill(.clear)
            .overlay {
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .frame(width: 80, height: 80)
    }
}

private struct ChipsScreen: View {
    @State private var progress = 0.2
    var body: some View {
        VStack(spacing: 16) {
            HStack { TagChip(title: "Swift"); TagChip(title: "Motion") }
            Ring(progress: progress)
            Button("Fill ring") { withAnimation(.spring(duration: 0.8)) { progress = 0.9 } }
        }
        .padding()
    }
}

@Suite struct StackedShapeStylesCompatibilityTests {
    @Test @MainActor func fillThenStrokeThenBorderDrawThreeShapesAndAnimate() throws {
        let stage = Stage(size: CGSize(width: 320, height: 260)) { ChipsScreen() }
        let before = stage.displayList().shapes
        // Each chip: a fill and a centred stroke (capsules) and an inset border (a path), in one frame.
        let capsules = before.filter { "\($0.geometry)".hasPrefix("capsule") }
        #expect(capsules.count >= 4, "\(before.map(\.geometry))")
        let strokes = before.filter { if case .stroke = $0.paint { true } else { false } }
        #expect(strokes.count >= 6, "two strokes per chip, two rings")
        try stage.tap(label: "Swift")
        try stage.tap(label: "Fill ring")
        stage.advance(by: 0.2)
        let middle = stage.displayList().shapes
        stage.advance(by: 2)
        let after = stage.displayList().shapes
        #expect(middle != after, "the chip's colours and the ring's trim move")
        #expect(before != after)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
