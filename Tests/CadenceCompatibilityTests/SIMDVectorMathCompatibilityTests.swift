#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import simd
import Testing
import CadenceStageTestSupport

// Vector maths as animation code writes it with `import simd`: a particle pulled towards a target by
// a hand-rolled spring on SIMD2<Float>, its speed capped with `normalize`, a colour ramp with
// `mix`, mesh-gradient points clamped into the unit square.

private struct Particle {
    var position: simd_float2
    var velocity: simd_float2 = .zero

    mutating func step(towards target: simd_float2, dt: Float) {
        let pull = (target - position) * 40
        velocity = (velocity + pull * dt) * 0.9
        if length(velocity) > 300 { velocity = normalize(velocity) * 300 }
        position += velocity * dt
    }
}

private struct Orbiter: View {
    let start = Date(timeIntervalSinceReferenceDate: 0)

    var body: some View {
        TimelineView(.animation) { context in
            let t = Float(context.date.timeIntervalSince(start))
            let points: [SIMD2<Float>] = (0..<9).map { i in
                let base = SIMD2<Float>(Float(i % 3) / 2, Float(i / 3) / 2)
                return clamp(base + SIMD2(sin(t), cos(t)) * 0.05, min: 0, max: 1)
            }
            MeshGradient(width: 3, height: 3, points: points, colors: Array(repeating: .blue, count: 9))
                .frame(width: 90, height: 90)
        }
    }
}

@MainActor
@Suite struct SIMDVectorMathCompatibilityTests {
    @Test func geometryFunctionsMatchTheirDefinitions() {
        let a = simd_float3(1, 2, 2), b = simd_float3(0, 1, 0)
        #expect(length(a) == 3)
        #expect(simd_length_squared(a) == 9)
        #expect(dot(a, b) == 2)
        #expect(cross(simd_float3(1, 0, 0), b) == simd_float3(0, 0, 1))
        #expect(isClose(Double(length(normalize(a))), 1, absolute: 1e-6))
        #expect(distance(simd_double2(0, 0), simd_double2(3, 4)) == 5)
        #expect(mix(simd_float2(0, 10), simd_float2(10, 20), t: 0.25) == simd_float2(2.5, 12.5))
        #expect(simd_mix(Float(2), 4, 0.5) == 3)
        #expect(clamp(simd_float2(-1, 2), min: 0, max: 1) == simd_float2(0, 1))
        #expect(abs(simd_float2(-3, 4)) == simd_float2(3, 4))
        #expect(min(simd_float2(1, 5), simd_float2(2, 3)) == simd_float2(1, 3))
        #expect(fract(simd_double2(1.25, -0.25)) == simd_double2(0.25, 0.75))
        #expect(sign(simd_float3(-2, 0, 5)) == simd_float3(-1, 0, 1))
        #expect(smoothstep(simd_float2(0.5, 2), edge0: .zero, edge1: .one) == simd_float2(0.5, 1))
        #expect(reduce_add(simd_float4(1, 2, 3, 4)) == 10)
        #expect(reduce_max(simd_int4(1, 7, 3, 4)) == 7)
    }

    @Test func aHandRolledSpringSettlesOnItsTarget() {
        var particle = Particle(position: .zero)
        let target = simd_float2(100, 50)
        var fastest: Float = 0
        for _ in 0..<600 {
            particle.step(towards: target, dt: 1.0 / 60)
            fastest = max(fastest, length(particle.velocity))
        }
        #expect(fastest <= 300 + 1e-3, "normalize caps the speed")
        #expect(distance(particle.position, target) < 0.5)
    }

    @Test func simdDrivenMeshPointsPlayOnAStage() {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Orbiter() }
        let first = stage.displayList()
        stage.advance(by: 0.5)
        #expect(!first.items.isEmpty)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
