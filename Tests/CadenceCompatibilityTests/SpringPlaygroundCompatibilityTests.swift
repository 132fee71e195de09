#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A "spring playground" screen as iOS 17 spring posts write it: the same move with a Spring value
// built from duration and bounce, a preset with extra bounce, a physical interpolating spring with
// an initial velocity, and the snappy preset with its own duration.

private struct SpringPlayground: View {
    @State private var isMoved = false

    private let physical = Animation.interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 2)

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            row(color: .red, animation: .spring(Spring(duration: 0.6, bounce: 0.4)))
            row(color: .green, animation: .spring(.bouncy(duration: 0.4, extraBounce: 0.1)))
            row(color: .blue, animation: physical)
            row(color: .purple, animation: .snappy(duration: 0.3, extraBounce: 0.05))
            Button(isMoved ? "Back" : "Move") {
                isMoved.toggle()
            }
        }
        .frame(width: 360, alignment: .leading)
    }

    private func row(color: Color, animation: Animation) -> some View {
        Circle()
            .fill(color)
            .frame(width: 30, height: 30)
            .offset(x: isMoved ? 250 : 0)
            .animation(animation, value: isMoved)
    }
}

@MainActor
@Suite struct SpringPlaygroundCompatibilityTests {
    private func x(_ color: Color, in stage: Stage) throws -> CGFloat {
        try #require(stage.displayList().item(filledWith: color)).bounds.minX
    }

    @Test func eachSpringMovesByItsOwnFormula() throws {
        let stage = Stage(size: CGSize(width: 400, height: 400)) { SpringPlayground() }
        let start = try x(.red, in: stage)
        try stage.tap(label: "Move")
        for time in [0.05, 0.15, 0.3, 0.6] {
            stage.advance(to: time)
            // The fluid springs (spring(_:), the presets) are integrated by SwiftUI: within a step of
            // their closed forms.
            let red = Spring(duration: 0.6, bounce: 0.4).value(target: 1.0, initialVelocity: 0, time: time)
            #expect(isClose(try x(.red, in: stage) - start, 250 * red, absolute: 2.5), "red at t = \(time)")
            let green = Spring(duration: 0.4, bounce: 0.4).value(target: 1.0, initialVelocity: 0, time: time)
            #expect(isClose(try x(.green, in: stage) - start, 250 * green, absolute: 2.5), "green at t = \(time)")
            let purple = Spring(duration: 0.3, bounce: 0.2).value(target: 1.0, initialVelocity: 0, time: time)
            #expect(isClose(try x(.purple, in: stage) - start, 250 * purple, absolute: 2.5), "purple at t = \(time)")
            // interpolatingSpring is closed form; its velocity is in units of the whole change.
            let blue = Spring(mass: 1, stiffness: 170, damping: 15).value(target: 1.0, initialVelocity: 2, time: time)
            #expect(isClose(try x(.blue, in: stage) - start, 250 * blue, absolute: 1e-6), "blue at t = \(time)")
        }
        stage.advance(by: 3)
        for color in [Color.red, .green, .blue, .purple] {
            #expect(isClose(try x(color, in: stage) - start, 250, absolute: 1e-6))
        }
        #expect(stage.nextFrameTime == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theSpringValuesReadBackAsDocumented() {
        let spring = Spring.bouncy(duration: 0.4, extraBounce: 0.1)
        #expect(isClose(spring.duration, 0.4, absolute: 1e-12))
        #expect(isClose(spring.bounce, 0.4, absolute: 1e-12))
        #expect(isClose(Spring(duration: 0.5, bounce: 0.3).stiffness, 157.9, absolute: 0.05))
        #expect(isClose(Spring(mass: 1, stiffness: 100, damping: 10).bounce, 0.5, absolute: 1e-9))
    }
}
