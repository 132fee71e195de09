#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A full-screen photo viewer as receipt and gallery apps write it: pinch to zoom, and a pan that
// exists only while zoomed in, passed as an optional gesture (`scale > 1 ? pan : nil`).
private struct ReceiptViewer: View {
    @State private var scale: CGFloat = 1
    @State private var lastScale: CGFloat = 1
    @State private var offset: CGSize = .zero
    @State private var lastOffset: CGSize = .zero

    var body: some View {
        VStack(spacing: 0) {
            Rectangle()
                .fill(Color.gray)
                .frame(width: 200, height: 200)
                .scaleEffect(scale)
                .offset(offset)
                .gesture(magnify.simultaneously(with: scale > 1 ? pan : nil))
                .frame(width: 300, height: 300)
            Text("scale \(scale, specifier: "%.1f")")
            Text("offset \(Int(offset.width))")
        }
    }

    private var magnify: some Gesture {
        MagnifyGesture()
            .onChanged { value in scale = min(max(lastScale * value.magnification, 1), 5) }
            .onEnded { _ in lastScale = scale }
    }

    private var pan: some Gesture {
        DragGesture()
            .onChanged { value in offset = CGSize(width: lastOffset.width + value.translation.width, height: 0) }
            .onEnded { _ in lastOffset = offset }
    }
}

// A "hold, or tap" control whose preferred gesture can be switched off.
private struct HoldOrTap: View {
    let holdEnabled: Bool
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Circle()
                .frame(width: 80, height: 80)
                .gesture(
                    (holdEnabled ? LongPressGesture(minimumDuration: 0.3) : nil)
                        .exclusively(before: TapGesture())
                        .onEnded { value in
                            switch value {
                            case .first: log.append("held")
                            case .second: log.append("tapped")
                            }
                        }
                )
            Text("log: \(log.joined(separator: ","))")
        }
    }
}

@MainActor
@Suite struct ZoomableReceiptViewerAppCompatibilityTests {
    @Test func theOptionalPanOnlyMovesThePhotoOnceItIsZoomed() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { ReceiptViewer() }
        // Not zoomed: the pan is nil, so a drag does nothing (and is no issue).
        stage.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150))
        #expect(stage.displayList().item(text: "offset 0") != nil, "\(stage.displayList().texts.map(\.text))")

        stage.pinch(at: CGPoint(x: 150, y: 150), scale: 2)
        #expect(stage.displayList().item(text: "scale 2.0") != nil, "\(stage.displayList().texts.map(\.text))")
        let zoomed = try #require(stage.displayList().item(filledWith: .gray))
        #expect(isClose(zoomed.bounds.width, 400, absolute: 1e-6))

        // Zoomed: the same drag now pans.
        stage.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 230, y: 150))
        #expect(stage.displayList().item(text: "offset 80") != nil, "\(stage.displayList().texts.map(\.text))")
        let moved = try #require(stage.displayList().item(filledWith: .gray))
        #expect(isClose(moved.bounds.midX, zoomed.bounds.midX + 80, absolute: 1e-6))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aNilFirstGestureLetsTheSecondWinAtOnce() throws {
        let withHold = Stage(size: CGSize(width: 200, height: 200)) { HoldOrTap(holdEnabled: true) }
        let circle = try #require(withHold.displayList().items.first { $0.bounds.width == 80 }).bounds
        let centre = CGPoint(x: circle.midX, y: circle.midY)
        withHold.longPress(at: centre, duration: 0.5)
        #expect(withHold.displayList().item(text: "log: held") != nil, "\(withHold.displayList().texts.map(\.text))")

        let withoutHold = Stage(size: CGSize(width: 200, height: 200)) { HoldOrTap(holdEnabled: false) }
        try withoutHold.tap(at: centre)
        #expect(withoutHold.displayList().item(text: "log: tapped") != nil, "\(withoutHold.displayList().texts.map(\.text))")
        #expect(withoutHold.issues.isEmpty, "\(withoutHold.issues)")
    }
}
