import CadenceUI
import Testing
import CadenceStageTestSupport

/// A view is laid out before its `onAppear` runs, as in SwiftUI: geometry readers see their real
/// frames in the actions of the views they contain, and in the first animation those actions start.
@MainActor
@Suite struct GeometryBeforeAppearTests {
    private struct WidthReporter: View {
        let log: EventLog
        var body: some View {
            GeometryReader { proxy in
                Color.clear
                    .onAppear { log.append("appear \(Int(proxy.size.width))×\(Int(proxy.size.height))") }
            }
            .frame(width: 240, height: 60)
        }
    }

    @Test func onAppearInsideAReaderSeesTheReadersSize() {
        let log = EventLog()
        _ = Stage(size: CGSize(width: 300, height: 200)) { WidthReporter(log: log) }
        #expect(log.entries == ["appear 240×60"])
    }

    private struct Slider: View {
        @State private var progress: CGFloat = 0
        var body: some View {
            GeometryReader { proxy in
                Rectangle()
                    .frame(width: 20, height: 20)
                    .offset(x: progress * (proxy.size.width - 20))
            }
            .frame(width: 220, height: 20)
            .onAppear {
                withAnimation(.linear(duration: 1)) { progress = 1 }
            }
        }
    }

    @Test func anAnimationStartedOnAppearTravelsTheMeasuredDistance() async {
        let stage = Stage(size: CGSize(width: 300, height: 100)) { Slider() }
        var lefts: [Double] = []
        for time in [0.0, 0.5, 1.0] {
            await stage.play(to: time)
            let square = stage.displayList().items.first { $0.bounds.width == 20 }
            lefts.append(Double(square?.bounds.minX ?? .nan))
        }
        let origin = lefts[0]
        // 200 points in a second, linearly: halfway at 0.5 s (not a jump at the end).
        #expect(abs((lefts[1] - origin) - 100) < 0.5, "\(lefts)")
        #expect(abs((lefts[2] - origin) - 200) < 0.5, "\(lefts)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    private struct ReadsNothing: View {
        let log: EventLog
        var body: some View {
            Text("plain").onAppear { log.append("appear") }
        }
    }

    @Test func viewsWithoutReadersAppearOnceWithoutAnExtraPass() {
        let log = EventLog()
        let stage = Stage(size: CGSize(width: 100, height: 100)) { ReadsNothing(log: log) }
        #expect(log.entries == ["appear"])
        #expect(stage.displayList().items.count == 1)
    }
}
