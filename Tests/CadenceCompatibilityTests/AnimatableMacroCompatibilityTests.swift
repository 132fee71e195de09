#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// iOS 26's @Animatable as app code writes it: a shape whose animatable properties the macro
// gathers into animatableData, with a label left out by @AnimatableIgnored, animated by a state
// change; and a plain value type the macro makes Animatable.

@Animatable
private struct Bar: Shape {
    var fill: CGFloat
    var inset: CGFloat
    @AnimatableIgnored var title: String

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX + inset, y: rect.minY, width: rect.width * fill, height: rect.height))
    }
}

@Animatable
private struct Pose {
    var x: Double
    var angle: Angle
    var scale = 1.0
    @AnimatableIgnored var name: String
    static var identity = 0
    var doubled: Double { x * 2 }
}

private struct FillingBar: View {
    @State private var full = false

    var body: some View {
        VStack {
            Bar(fill: full ? 1 : 0.25, inset: full ? 20 : 0, title: "Progress")
                .frame(width: 200, height: 20)
            Button("Fill") {
                withAnimation(.linear(duration: 1)) { full = true }
            }
        }
    }
}

@MainActor
@Suite struct AnimatableMacroCompatibilityTests {
    @Test func theMacroGathersTheStoredPropertiesInOrder() {
        var pose = Pose(x: 3, angle: .degrees(90), name: "arm")
        let data: AnimatablePair<Double, AnimatablePair<Double, Double>> = pose.animatableData
        #expect(data.first == 3)
        #expect(isClose(data.second.first, Angle.degrees(90).animatableData, absolute: 1e-12), "an Angle contributes its own animatable data")
        #expect(data.second.second == 1)
        pose.animatableData = AnimatablePair(5, AnimatablePair(Angle.degrees(180).animatableData, 2))
        #expect(pose.x == 5 && isClose(pose.angle.degrees, 180, absolute: 1e-9) && pose.scale == 2 && pose.name == "arm")

        let bar = Bar(fill: 0.5, inset: 4, title: "Sleep")
        #expect(bar.animatableData == AnimatablePair(0.5, 4), "the ignored title takes no part")
    }

    @Test func aShapeAnimatesItsGatheredProperties() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { FillingBar() }
        func barRect() throws -> CGRect {
            try #require(stage.displayList().shapes.first { $0.rect.height == 20 && $0.rect.width == 200 }).path.boundingRect
        }
        #expect(isClose(try barRect().width, 50, absolute: 1e-9))
        try stage.tap(label: "Fill")
        stage.advance(by: 0.5)
        let halfway = try barRect()
        #expect(isClose(halfway.width, 200 * 0.625, absolute: 1e-6), "fill is half-way from 0.25 to 1")
        #expect(isClose(halfway.minX - 50, 10, absolute: 1e-6), "inset is half-way from 0 to 20")
        stage.advance(by: 1)
        #expect(isClose(try barRect().width, 200, absolute: 1e-9))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
