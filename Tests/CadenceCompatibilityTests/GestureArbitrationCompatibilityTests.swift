#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// How gestures on nested views compete, as list rows and photo viewers rely on it.

private struct Row: View {
    @Binding var log: [String]
    let name: String

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Image(systemName: "star")
                .onTapGesture { log.append("\(name) star") }
        }
        .frame(width: 200, height: 40)
        .contentShape(Rectangle())
        .onTapGesture { log.append("\(name) row") }
    }
}

private struct RowList: View {
    @State private var log: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            Row(log: $log, name: "A")
            Row(log: $log, name: "B")
                .highPriorityGesture(TapGesture().onEnded { log.append("B high") })
            Row(log: $log, name: "C")
                .simultaneousGesture(TapGesture().onEnded { log.append("C also") })
            Row(log: $log, name: "D")
                .allowsHitTesting(false)
            Text(log.joined(separator: ","))
        }
    }
}

private struct PhotoViewer: View {
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    @GestureState private var pinch: CGFloat = 1

    var body: some View {
        Rectangle()
            .fill(.gray)
            .frame(width: 120, height: 120)
            .scaleEffect(scale * pinch)
            .rotationEffect(angle)
            .gesture(
                MagnifyGesture()
                    .updating($pinch) { value, state, _ in state = value.magnification }
                    .onEnded { value in scale *= value.magnification }
                    .simultaneously(with: RotateGesture().onChanged { angle = $0.rotation })
            )
    }
}

@MainActor
@Suite struct GestureArbitrationCompatibilityTests {
    @Test func theInnermostGestureWinsUnlessAnAncestorHasPriority() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { RowList() }
        func tapStar(_ row: String) throws {
            let text = try #require(stage.displayList().item(text: row)).bounds
            let star = stage.displayList().items.filter { if case .symbol = $0.content { true } else { false } }
                .first { abs($0.bounds.midY - text.midY) < 1 }
            let frame = try #require(star).bounds
            try stage.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        }
        try tapStar("A")
        let rowA = try #require(stage.displayList().item(text: "A")).bounds
        // The gap between the name and the star is hit thanks to contentShape.
        try stage.tap(at: CGPoint(x: rowA.maxX + 40, y: rowA.midY))
        try tapStar("B")
        try tapStar("C")
        #expect(stage.displayList().item(text: "A star,A row,B high,C star,C also") != nil, "\(stage.displayList().texts.map(\.text))")
        let rowD = try #require(stage.displayList().item(text: "D")).bounds
        #expect(throws: StageError.self) { try stage.tap(at: CGPoint(x: rowD.midX, y: rowD.midY)) }
    }

    @Test func pinchAndRotateTogether() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { PhotoViewer() }
        stage.pinch(at: CGPoint(x: 150, y: 150), scale: 2, duration: 0.5)
        let photo = try #require(stage.displayList().item(filledWith: .gray))
        #expect(isClose(photo.bounds.width, 240, absolute: 1e-6), "the pinch's final scale is kept")
        stage.rotate(at: CGPoint(x: 150, y: 150), angle: .degrees(30), duration: 0.5)
        let turned = try #require(stage.displayList().item(filledWith: .gray))
        #expect(isClose(atan2(turned.transform.b, turned.transform.a) * 180 / .pi, 30, absolute: 1e-6))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func anAmbiguousLabelListsTheCandidates() {
        let stage = Stage(size: CGSize(width: 300, height: 200)) {
            VStack {
                Image(systemName: "heart").onTapGesture {}
                Image(systemName: "heart").onTapGesture {}
            }
        }
        do {
            try stage.tap(label: "Love")
            Issue.record("expected an ambiguity")
        } catch {
            #expect(error.description.contains("2 visible elements are labelled \"Love\""), "\(error)")
            #expect(error.description.contains("tap(label:index:)"))
        }
        #expect((try? stage.tap(label: "Love", index: 1)) != nil)
    }
}
