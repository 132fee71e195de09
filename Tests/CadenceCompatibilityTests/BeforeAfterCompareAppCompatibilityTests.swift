#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A before/after photo comparison as photo-editing apps write it: two images stacked in a
// GeometryReader, the "after" one masked to the left of a divider the user drags (a
// DragGesture on the handle, clamped to the width, with the location read in the container's
// named coordinate space), a handle with a symbol, captions that fade as the divider nears them,
// a double-tap that springs the divider back to the middle, and accessibilityAdjustableAction.

private struct CompareSlider: View {
    let before: Color
    let after: Color
    @State private var fraction: CGFloat = 0.5
    @GestureState private var isDragging = false

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            let x = fraction * width
            ZStack(alignment: .leading) {
                Rectangle()
                    .fill(before.gradient)
                Rectangle()
                    .fill(after.gradient)
                    .mask(alignment: .leading) {
                        Rectangle().frame(width: x)
                    }
                HStack {
                    Text("BEFORE")
                        .opacity(x > 90 ? 1 : 0)
                    Spacer()
                    Text("AFTER")
                        .opacity(x < width - 90 ? 1 : 0)
                }
                .font(.caption.bold())
                .foregroundStyle(.white)
                .padding(12)
                .frame(maxHeight: .infinity, alignment: .top)
                .animation(.easeInOut(duration: 0.2), value: x > 90)
                .animation(.easeInOut(duration: 0.2), value: x < width - 90)

                Rectangle()
                    .fill(.white)
                    .frame(width: 3)
                    .offset(x: x - 1.5)
                Circle()
                    .fill(.white)
                    .frame(width: isDragging ? 52 : 44, height: isDragging ? 52 : 44)
                    .shadow(radius: 4)
                    .overlay {
                        Image(systemName: "arrow.left.and.right")
                            .font(.headline)
                            .foregroundStyle(.black)
                    }
                    .position(x: x, y: proxy.size.height / 2)
                    .gesture(
                        DragGesture(coordinateSpace: .named("compare"))
                            .updating($isDragging) { _, state, _ in state = true }
                            .onChanged { value in
                                fraction = min(max(value.location.x / width, 0), 1)
                            }
                    )
                    .animation(.spring(duration: 0.2), value: isDragging)
            }
            .coordinateSpace(.named("compare"))
            .contentShape(Rectangle())
            .onTapGesture(count: 2) {
                withAnimation(.spring(duration: 0.4, bounce: 0.2)) { fraction = 0.5 }
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 20))
        .accessibilityElement()
        .accessibilityLabel("Comparison")
        .accessibilityValue("\(Int((fraction * 100).rounded())) percent after")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: fraction = min(fraction + 0.1, 1)
            case .decrement: fraction = max(fraction - 0.1, 0)
            @unknown default: break
            }
        }
    }
}

private struct CompareScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Vivid filter")
                .font(.title2.bold())
            CompareSlider(before: .gray, after: .orange)
                .aspectRatio(3 / 4, contentMode: .fit)
            Text("Drag the handle to compare")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(20)
    }
}

@MainActor
@Suite struct BeforeAfterCompareAppCompatibilityTests {
    private func knob(_ list: DisplayList) -> CGRect? {
        let white = Color.white.resolve(in: EnvironmentValues())
        return list.items.first { item in
            guard case .shape(let shape) = item.content, case .fill(let color) = shape.paint else { return false }
            return color == white && item.bounds.width > 10
        }?.bounds
    }

    @Test func draggingTheHandleRevealsMoreOfTheAfterImage() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { CompareScreen() }
        let handle = try #require(stage.displayList().item(symbol: "arrow.left.and.right")).bounds
        #expect(isClose(handle.midX, 195, absolute: 0.5), "the divider starts in the middle")
        #expect(isClose(try #require(knob(stage.displayList())).width, 44, absolute: 0.5))
        #expect(stage.accessibilityTree().element(label: "Comparison")?.value == "50 percent after")

        stage.schedule(.drag(from: CGPoint(x: handle.midX, y: handle.midY), to: CGPoint(x: 300, y: handle.midY), duration: 0.3), at: 0.1)
        stage.advance(to: 0.3)
        let pressed = try #require(knob(stage.displayList()))
        #expect(pressed.width > 46, "the handle grows while held")
        stage.advance(to: 1)
        #expect(isClose(try #require(knob(stage.displayList())).width, 44, absolute: 0.5), "and shrinks back when let go")
        let moved = try #require(stage.displayList().item(symbol: "arrow.left.and.right")).bounds
        #expect(isClose(moved.midX, 300, absolute: 1), "the handle follows the finger: \(moved.midX)")
        #expect(stage.accessibilityTree().element(label: "Comparison")?.value == "80 percent after")
        let after = stage.displayList().texts.first { $0.text == "AFTER" }
        #expect(after.map { $0.color.opacity < 0.01 } == true, "the AFTER caption hides behind the divider")

        stage.schedule(.drag(from: CGPoint(x: 300, y: handle.midY), to: CGPoint(x: -40, y: handle.midY), duration: 0.3), at: 1.1)
        stage.advance(to: 2)
        let clamped = try #require(stage.displayList().item(symbol: "arrow.left.and.right")).bounds
        #expect(isClose(clamped.midX, 20, absolute: 1), "clamped at the leading edge")
        #expect(stage.accessibilityTree().element(label: "Comparison")?.value == "0 percent after")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aDoubleTapSpringsTheDividerBackToTheMiddle() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { CompareScreen() }
        let handle = try #require(stage.displayList().item(symbol: "arrow.left.and.right")).bounds
        stage.schedule(.drag(from: CGPoint(x: handle.midX, y: handle.midY), to: CGPoint(x: 80, y: handle.midY), duration: 0.2), at: 0.1)
        stage.advance(to: 1)
        #expect(stage.accessibilityTree().element(label: "Comparison")?.value == "17 percent after")
        try stage.tap(at: CGPoint(x: 300, y: handle.midY + 100), count: 2)
        stage.advance(by: 0.1)
        let springing = try #require(stage.displayList().item(symbol: "arrow.left.and.right")).bounds
        #expect(springing.midX > 80 && springing.midX < 195, "on its way back: \(springing.midX)")
        stage.advance(by: 1)
        let back = try #require(stage.displayList().item(symbol: "arrow.left.and.right")).bounds
        #expect(isClose(back.midX, 195, absolute: 0.5))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
