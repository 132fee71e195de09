#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// A "wipe" reveal as onboarding screens draw it: an animatable view whose Canvas shows a gradient
// through a layer mask that grows with `progress`, played with withAnimation(.easeInOut(duration: 1))
// on a manual clock and checked against the ease-in-out curve's own definition.

private struct WipeReveal: View, Animatable {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    var body: some View {
        Canvas { context, size in
            context.clipToLayer { mask in
                mask.fill(Path(CGRect(x: 0, y: 0, width: size.width * progress, height: size.height)), with: .color(.black))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [.purple, .orange]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
        }
        .frame(width: 200, height: 40)
    }
}

private struct Onboarding: View {
    @State private var shown = false
    var body: some View {
        VStack(spacing: 20) {
            WipeReveal(progress: shown ? 1 : 0)
            Button("Reveal") {
                withAnimation(.easeInOut(duration: 1)) { shown = true }
            }
        }
    }
}

/// The cubic Bézier ease-in-out, (0.42, 0) and (0.58, 1), solved for x by bisection.
private func easeInOut(_ x: Double) -> Double {
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let mid = (low + high) / 2
        if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
}

@MainActor
@Suite struct WipeRevealPlayCompatibilityTests {
    /// The width of the mask's rectangle in the frame's display list.
    private func maskWidth(_ list: DisplayList) -> Double? {
        guard let gradient = list.items.first(where: { item in
            if case .shape(let shape) = item.content { return shape.shading != nil }
            return false
        }) else { return nil }
        for layer in gradient.layers {
            if case .mask(let items) = layer.effect, case .shape(let shape)? = items.first?.content {
                return Double(shape.rect.width)
            }
        }
        return nil
    }

    @Test func theMaskGrowsAlongTheEaseInOutCurve() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Onboarding() }
        #expect(maskWidth(stage.displayList()) == 0)
        try stage.tap(label: "Reveal")
        for time in [0.1, 0.25, 0.5, 0.8] {
            stage.advance(to: time)
            let width = try #require(maskWidth(stage.displayList()))
            #expect(isClose(width, 200 * easeInOut(time), absolute: 1e-3), "t = \(time): \(width)")
        }
        stage.advance(to: 1.5)
        #expect(maskWidth(stage.displayList()) == 200)
    }
}
