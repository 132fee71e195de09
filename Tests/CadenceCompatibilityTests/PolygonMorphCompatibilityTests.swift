#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// The polygon morph of "advanced SwiftUI animations" posts: a Shape whose number of sides (a Double)
// and scale animate together through an AnimatablePair, so a triangle grows into an octagon through
// fractional polygons; a segmented picker picks the target, .animation(value:) animates it.

private struct PolygonShape: Shape {
    var sides: Double
    var scale: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(sides, scale) }
        set {
            sides = newValue.first
            scale = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let hypotenuse = Double(min(rect.size.width, rect.size.height)) / 2.0 * scale
        let center = CGPoint(x: rect.size.width / 2.0, y: rect.size.height / 2.0)
        var path = Path()
        let extra: Int = sides != Double(Int(sides)) ? 1 : 0
        for i in 0..<Int(sides) + extra {
            let angle = (Double(i) * (360.0 / sides)) * Double.pi / 180
            let point = CGPoint(x: center.x + CGFloat(cos(angle) * hypotenuse),
                                y: center.y + CGFloat(sin(angle) * hypotenuse))
            if i == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        path.closeSubpath()
        return path
    }
}

private struct PolygonMorphDemo: View {
    @State private var sides = 3.0
    @State private var scale = 0.6

    var body: some View {
        VStack(spacing: 24) {
            PolygonShape(sides: sides, scale: scale)
                .stroke(Color.blue, lineWidth: 3)
                .frame(width: 200, height: 200)
                .animation(.easeInOut(duration: 2), value: sides)
            Picker("Sides", selection: $sides) {
                Text("Triangle").tag(3.0)
                Text("Square").tag(4.0)
                Text("Octagon").tag(8.0)
            }
            .pickerStyle(.segmented)
            .onChange(of: sides) { _, newValue in
                scale = newValue == 8 ? 1.0 : 0.6
            }
        }
        .padding()
    }
}

@MainActor
@Suite struct PolygonMorphCompatibilityTests {
    private func vertices(in stage: Stage) throws -> [CGPoint] {
        let shape = try #require(stage.displayList().shapes.first { if case .stroke = $0.paint { true } else { false } })
        var points: [CGPoint] = []
        shape.path.forEach { element in
            switch element {
            case .move(let point), .line(let point): points.append(point)
            default: break
            }
        }
        return points
    }

    @Test func sidesAndScaleMorphTogetherThroughFractionalPolygons() throws {
        let stage = Stage(size: CGSize(width: 320, height: 400)) { PolygonMorphDemo() }
        #expect(try vertices(in: stage).count == 3)
        try stage.select("Octagon", label: "Sides")
        for time in [0.5, 1.0, 1.5] {
            stage.advance(to: time)
            let progress = UnitCurve.easeInOut.value(at: time / 2)
            let sides = 3 + 5 * progress
            // The scale changed in onChange's own, unanimated transaction: it jumps at once.
            let hypotenuse = 100.0
            let points = try vertices(in: stage)
            #expect(points.count == Int(sides) + 1, "t = \(time): \(points.count) vertices for \(sides) sides")
            let angle = 2 * Double.pi / sides
            let first = points[0], second = points[1]
            #expect(isClose(Double(second.x - first.x), hypotenuse * (cos(angle) - 1), absolute: 1e-6), "t = \(time)")
            #expect(isClose(Double(second.y - first.y), hypotenuse * sin(angle), absolute: 1e-6), "t = \(time)")
        }
        stage.advance(to: 3)
        #expect(try vertices(in: stage).count == 8)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
