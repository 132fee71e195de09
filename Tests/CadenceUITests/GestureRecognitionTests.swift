import Foundation
import Testing
@testable import CadenceUI
import CadenceStageTestSupport

/// A drag readout: the last drag value's numbers as text, so tests read them from the display list.
private struct DragProbe: View {
    @State private var values: [DragGesture.Value] = []
    @State private var ended: DragGesture.Value?
    let minimumDistance: CGFloat

    var body: some View {
        VStack {
            Rectangle()
                .fill(.blue)
                .frame(width: 200, height: 200)
                .gesture(DragGesture(minimumDistance: minimumDistance, coordinateSpace: .global)
                    .onChanged { values.append($0) }
                    .onEnded { ended = $0 })
            Text("changes \(values.count)")
            if let ended {
                Text("end \(Int(ended.translation.width)) \(Int(ended.velocity.width.rounded())) \(Int(ended.predictedEndTranslation.width.rounded()))")
            }
            if let first = values.first {
                Text("first \(Int(first.translation.width))")
            }
        }
    }
}

@MainActor
@Suite struct GestureRecognitionTests {
    @Test func aDragReportsTranslationVelocityAndItsPredictedEnd() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { DragProbe(minimumDistance: 10) }
        let square = try #require(stage.displayList().item(filledWith: .blue)).bounds
        let start = CGPoint(x: square.midX, y: square.midY)
        stage.drag(from: start, to: CGPoint(x: start.x + 60, y: start.y), duration: 0.5)
        // 60 points in 0.5 s: 120 pt/s; the projection adds 120 × 0.499 ≈ 60 points.
        #expect(stage.displayList().item(text: "end 60 120 120") != nil, "\(stage.displayList().texts.map(\.text))")
        // The drag begins once the pointer has moved 10 points: the first change is already past it.
        let first = try #require(stage.displayList().texts.first { $0.text.hasPrefix("first") })
        #expect(first.text == "first 10", "moves of 1/120 s at 120 pt/s are 1 pt apart")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aDragsLastChangeIsItsEndBeforeItEnds() {
        // 0.2 s at 120 Hz: 24 moves, the last at the release's instant. `onChanged` sees the end
        // point (not 23/24 of the way), then `onEnded` runs with the same translation.
        final class Log { var events: [String] = [] }
        let log = Log()
        struct Probe: View {
            let log: Log
            var body: some View {
                Rectangle()
                    .fill(.blue)
                    .frame(width: 300, height: 300)
                    .gesture(DragGesture(minimumDistance: 0)
                        .onChanged { log.events.append("changed \($0.location.x)") }
                        .onEnded { log.events.append("ended \($0.location.x) \($0.translation.width)") })
            }
        }
        for duration in [0.2, 0.1, 0.3, 0.7] {
            log.events = []
            let stage = Stage(size: CGSize(width: 300, height: 300)) { Probe(log: log) }
            stage.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 200, y: 150), duration: duration)
            #expect(log.events.suffix(2) == ["changed 200.0", "ended 200.0 100.0"], "\(duration): \(log.events.suffix(3))")
            #expect(log.events.count == Int((duration * 120).rounded(.up)) + 2, "one change per move, the first at the touch")
        }
    }

    @Test func aDragFramesAreTheSameAtAnyFrameRate() {
        func texts(fps: Double) -> [String] {
            let stage = Stage(size: CGSize(width: 300, height: 300)) { DragProbe(minimumDistance: 0) }
            stage.schedule(.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 210, y: 140), duration: 0.3), at: 0.1)
            var seen: [String] = []
            for index in 0...Int(0.6 * fps) {
                seen = stage.frame(index, fps: fps).texts.map(\.text)
            }
            return seen
        }
        #expect(texts(fps: 60) == texts(fps: 25))
    }

    @Test func aTapFailsOnceThePointerMovesTooFar() throws {
        var taps = 0
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            Rectangle().fill(.red).frame(width: 100, height: 100).onTapGesture { taps += 1 }
        }
        try stage.pointerDown(at: CGPoint(x: 100, y: 100))
        stage.pointerMove(to: CGPoint(x: 109, y: 100))
        stage.pointerUp()
        #expect(taps == 1, "9 points is within the slop")
        try stage.pointerDown(at: CGPoint(x: 100, y: 100))
        stage.pointerMove(to: CGPoint(x: 112, y: 100))
        stage.pointerUp()
        #expect(taps == 1, "12 points is a drag, not a tap")
    }

    @Test func tapsFarApartInTimeDoNotMakeADoubleTap() throws {
        var doubles = 0
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            Rectangle().fill(.red).frame(width: 100, height: 100).onTapGesture(count: 2) { doubles += 1 }
        }
        stage.schedule(.tap(at: CGPoint(x: 100, y: 100)), at: 0.1)
        stage.schedule(.tap(at: CGPoint(x: 100, y: 100)), at: 0.6)
        stage.advance(to: 1)
        #expect(doubles == 0)
        stage.schedule(.tap(at: CGPoint(x: 100, y: 100)), at: 1.1)
        stage.schedule(.tap(at: CGPoint(x: 100, y: 100)), at: 1.3)
        stage.advance(to: 1.5)
        #expect(doubles == 1)
    }

    @Test func aSingleTapWaitsForADoubleTapDeclaredBeforeItToFail() throws {
        var log: [String] = []
        let center = CGPoint(x: 100, y: 100)
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            Rectangle().fill(.red).frame(width: 100, height: 100)
                .onTapGesture(count: 2) { log.append("double") }
                .onTapGesture { log.append("single") }
        }
        try stage.tap(at: center)
        #expect(log.isEmpty, "the single tap waits: a second tap could still make a double tap")
        stage.advance(by: 0.29)
        #expect(log.isEmpty)
        stage.advance(by: 0.02)
        #expect(log == ["single"], "once the double tap can no longer happen, the single tap runs")

        try stage.tap(at: center, count: 2)
        stage.advance(by: 1)
        #expect(log == ["single", "double"], "a double tap runs the double tap's action alone")

        try stage.tap(at: center)
        #expect((try? stage.tap(at: CGPoint(x: 5, y: 5))) == nil, "nothing there to tap")
        #expect(log == ["single", "double", "single"], "a tap elsewhere ends the wait at once")
    }

    @Test func aDoubleTapDeclaredAfterASingleTapNeverWins() throws {
        var log: [String] = []
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            Rectangle().fill(.red).frame(width: 100, height: 100)
                .onTapGesture { log.append("single") }
                .onTapGesture(count: 2) { log.append("double") }
        }
        try stage.tap(at: CGPoint(x: 100, y: 100), count: 2)
        stage.advance(by: 1)
        #expect(log == ["single", "single"], "the single tap, first, takes each tap")
    }

    @Test func exclusiveGesturesPreferTheFirst() throws {
        var log: [String] = []
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            Rectangle().fill(.red).frame(width: 100, height: 100)
                .gesture(TapGesture(count: 2).onEnded { log.append("double") }
                    .exclusively(before: DragGesture(minimumDistance: 5).onEnded { _ in log.append("drag") }))
        }
        stage.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), duration: 0.2)
        #expect(log == ["drag"], "the tap fails when the pointer moves, so the drag counts")
        try stage.tap(at: CGPoint(x: 100, y: 100), count: 2)
        #expect(log == ["drag", "double"])
    }

    @Test func aGestureMaskCanDisableTheSubviewsGestures() throws {
        var log: [String] = []
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            VStack {
                Rectangle().fill(.red).frame(width: 100, height: 100).onTapGesture { log.append("inner") }
            }
            .gesture(TapGesture().onEnded { log.append("outer") }, including: .gesture)
        }
        try stage.tap(at: CGPoint(x: 100, y: 100))
        #expect(log == ["outer"])
    }

    @Test func hitTestingFollowsTheDrawnTransform() throws {
        var taps = 0
        let stage = Stage(size: CGSize(width: 300, height: 300)) {
            Rectangle().fill(.red).frame(width: 40, height: 40)
                .onTapGesture { taps += 1 }
                .offset(x: 100)
        }
        #expect(throws: StageError.self) { try stage.tap(at: CGPoint(x: 150, y: 150)) }
        try stage.tap(at: CGPoint(x: 250, y: 150))
        #expect(taps == 1)
    }

    @Test func aCircleIsHitInsideItsPathOnlyWithAContentShape() throws {
        var taps = 0
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            Rectangle().fill(.red).frame(width: 100, height: 100)
                .contentShape(Circle())
                .allowsHitTesting(true)
                .onTapGesture { taps += 1 }
        }
        // The corner of the square is outside the circle, but the square itself draws there.
        try stage.tap(at: CGPoint(x: 52, y: 52))
        #expect(taps == 1)
        let corner = CGPoint(x: 52, y: 52)
        #expect(Circle().path(in: CGRect(x: 50, y: 50, width: 100, height: 100)).containsPoint(corner, eoFill: false) == false)
        #expect(Circle().path(in: CGRect(x: 50, y: 50, width: 100, height: 100)).containsPoint(CGPoint(x: 100, y: 100), eoFill: false))
    }

    @Test func affineInversesUndoTheTransform() throws {
        let transform = AffineTransform2D(rotationAngle: 0.7).concatenating(AffineTransform2D(scaleX: 2, y: 3)).concatenating(AffineTransform2D(translationX: 5, y: -4))
        let inverse = try #require(transform.inverted())
        let point = CGPoint(x: 12, y: -7)
        #expect(isClose(inverse.apply(to: transform.apply(to: point)), point, absolute: 1e-9))
        #expect(AffineTransform2D(scaleX: 0, y: 1).inverted() == nil)
    }
}
