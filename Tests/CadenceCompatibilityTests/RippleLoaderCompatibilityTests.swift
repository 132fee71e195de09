#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Two "ripple" loaders from loader-collection repos: rings that a Canvas draws from the
// TimelineView's date, and a pulse of three circles each repeating an easeOut forever, staggered
// with `.delay`, started in onAppear.

private struct CanvasRipple: View {
    var color: Color = .blue

    var body: some View {
        TimelineView(.animation) { timeline in
            let seconds = timeline.date.timeIntervalSinceReferenceDate
            Canvas { context, size in
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                for ring in 0..<3 {
                    let progress = (seconds + Double(ring) / 3).truncatingRemainder(dividingBy: 1)
                    let radius = progress * min(size.width, size.height) / 2
                    let rect = CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
                    context.stroke(
                        Path(ellipseIn: rect),
                        with: .color(color.opacity(1 - progress)),
                        lineWidth: 3
                    )
                }
            }
        }
        .frame(width: 200, height: 200)
    }
}

private struct PulseRipple: View {
    @State private var animate = false

    var body: some View {
        ZStack {
            ForEach(0..<3, id: \.self) { index in
                Circle()
                    .fill(Color.pink)
                    .frame(width: 60, height: 60)
                    .scaleEffect(animate ? 3 : 1)
                    .opacity(animate ? 0 : 1)
                    .animation(
                        Animation.easeOut(duration: 2)
                            .repeatForever(autoreverses: false)
                            .delay(Double(index) * 0.5),
                        value: animate
                    )
            }
            Circle()
                .fill(Color.pink)
                .frame(width: 60, height: 60)
                .overlay(
                    Image(systemName: "phone.fill")
                        .foregroundColor(.white)
                )
        }
        .frame(width: 200, height: 200)
        .onAppear {
            animate = true
        }
    }
}

@MainActor
@Suite struct RippleLoaderCompatibilityTests {
    @Test func theCanvasRingsGrowAndFadeWithTheTimelineDate() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200), startDate: Stage.referenceDate) { CanvasRipple() }
        stage.advance(to: 0.25)
        let rings = stage.displayList().items.compactMap { item -> (diameter: CGFloat, opacity: Double)? in
            guard case .shape(let shape) = item.content, case .stroke = shape.paint else { return nil }
            return (item.transform.apply(to: shape.path.boundingRect).width, item.colorOpacity)
        }
        #expect(rings.count == 3)
        for (ring, drawn) in rings.enumerated() {
            let progress = (0.25 + Double(ring) / 3).truncatingRemainder(dividingBy: 1)
            #expect(isClose(Double(drawn.diameter), progress * 200, absolute: 0.01), "ring \(ring): \(drawn.diameter)")
            #expect(isClose(drawn.opacity, 1 - progress, absolute: 0.001), "ring \(ring): \(drawn.opacity)")
        }
        #expect(stage.nextFrameTime != nil, "an .animation timeline keeps asking for frames")
    }

    @Test func thePulsesStartHalfASecondApartAndRepeatEveryTwo() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200), startDate: Stage.referenceDate) { PulseRipple() }
        func pulses() -> [(scale: Double, opacity: Double)] {
            Array(stage.displayList().items.compactMap { item -> (Double, Double)? in
                guard case .shape(let shape) = item.content, case .circle = shape.geometry else { return nil }
                return (Double(item.bounds.width) / 60, item.colorOpacity)
            }.prefix(3))
        }
        func expected(index: Int, at time: Double) -> (scale: Double, opacity: Double) {
            let local = time - Double(index) * 0.5
            guard local > 0 else { return (1, 1) }
            let progress = UnitCurve.easeOut.value(at: local.truncatingRemainder(dividingBy: 2) / 2)
            return (1 + 2 * progress, 1 - progress)
        }
        for time in [0.3, 0.75, 1.2, 2.4, 3.1] {
            stage.advance(to: time)
            let drawn = pulses()
            #expect(drawn.count == 3, "at \(time)")
            for (index, pulse) in drawn.enumerated() {
                let want = expected(index: index, at: time)
                #expect(isClose(pulse.scale, want.scale, absolute: 0.001), "pulse \(index) at \(time): scale \(pulse.scale) vs \(want.scale)")
                #expect(isClose(pulse.opacity, want.opacity, absolute: 0.001), "pulse \(index) at \(time): opacity \(pulse.opacity) vs \(want.opacity)")
            }
        }
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
