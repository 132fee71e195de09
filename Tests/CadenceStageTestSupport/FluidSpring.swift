import Foundation

/// How far (0 at rest, 1 at the target) SwiftUI's `Animation.spring(response:dampingFraction:)`
/// has moved `time` seconds after it started from rest. SwiftUI integrates this spring numerically
/// rather than in closed form (the notes, §2: stiffness min((2π/response)², 45 000), damping
/// 2·√stiffness·fraction, fixed steps of 1/300 s; each step moves the position with a half-step
/// velocity, then completes the velocity with the new force, the force starting at 0), which leaves a
/// bouncy spring's overshoot visibly smaller than the closed form's — about a point on a 270-point
/// move. The value at `time` is the state after ⌈300·time⌉ steps. An independent reimplementation
/// for expected values; `time` ≤ 0 gives 0.
public func fluidSpringProgress(response: Double, dampingFraction: Double, time: Double) -> Double {
    let stiffness = min(pow(2 * Double.pi / response, 2), 45_000)
    let damping = 2 * stiffness.squareRoot() * dampingFraction
    let h = 1.0 / 300
    var position = 0.0
    var velocity = 0.0
    var force = 0.0
    let steps = time > 0 ? Int((time * 300 - 1e-9).rounded(.up)) : 0
    for _ in 0..<steps {
        let half = velocity + force * h / 2
        position += half * h
        force = stiffness * (1 - position) - damping * half
        velocity = half + force * h / 2
    }
    return position
}
