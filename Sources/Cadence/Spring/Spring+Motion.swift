extension Spring {
    /// The displacement from 0 at `time` seconds of a spring travelling towards `target` (the distance
    /// to cover), starting with `initialVelocity`. Closed form, in SwiftUI's order of operations:
    ///
    /// - underdamped: T − e^(−λt)·[(λT − v₀)·sin(ωt)/ω + T·cos(ωt)]
    /// - critical: T − e^(−λt)·[T + (λT − v₀)·t]
    /// - overdamped (r₁ = −ω − λ, r₂ = ω − λ): T·(1 + ((λ − ω)e^(r₁t) + r₁e^(r₂t))/2ω) − v₀·(e^(r₁t) − e^(r₂t))/2ω
    ///
    /// 0 at t = 0 (for finite constants), → T as t → ∞ when λ > 0. Negative times are evaluated by the
    /// same formula (no clamp). NaN time gives NaN.
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let omega = angularFrequency, lambda = decayConstant, t = time
        if omega > 0 {
            return underdampedValue(target: target, initialVelocity: initialVelocity, sine: CMath.sin(omega * t),
                                    cosine: CMath.cos(omega * t), decay: CMath.exp(-lambda * t))
        }
        if omega < 0 {
            let a = -omega - lambda
            let e1 = CMath.exp(a * t)
            let e2 = CMath.exp((omega - lambda) * t)
            let sf = ((lambda - omega) * e1 + a * e2) / (2 * omega) + 1
            let vf = (e1 - e2) / (2 * omega)
            return target.scaled(by: sf) - initialVelocity.scaled(by: vf)
        }
        var d = target.scaled(by: lambda) - initialVelocity
        d.scale(by: t)
        d += target
        return target - d.scaled(by: CMath.exp(-lambda * t))
    }

    /// The velocity at `time` of the motion `value(target:initialVelocity:time:)` describes.
    ///
    /// For under- and critically damped springs this is the time derivative. For overdamped springs
    /// SwiftUI's public function returns the derivative plus `target` (a term its scale factor keeps),
    /// and this function reproduces that; Cadence's keyframes use the true derivative instead
    /// (`derivative(target:initialVelocity:time:)`).
    @inlinable
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        velocity(target: target, initialVelocity: initialVelocity, time: time, overdampedOffset: 1)
    }

    /// The true time derivative of `value(target:initialVelocity:time:)` in every regime.
    @inlinable
    public func derivative<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        velocity(target: target, initialVelocity: initialVelocity, time: time, overdampedOffset: 0)
    }

    @inlinable
    func velocity<V: VectorArithmetic>(target: V, initialVelocity: V, time: Double, overdampedOffset: Double) -> V {
        let omega = angularFrequency, lambda = decayConstant, t = time
        if omega > 0 {
            return underdampedVelocity(target: target, initialVelocity: initialVelocity, sine: CMath.sin(omega * t),
                                       cosine: CMath.cos(omega * t), decay: CMath.exp(-lambda * t))
        }
        if omega < 0 {
            let a = -omega - lambda, b = omega - lambda
            let t1 = a * CMath.exp(a * t), t2 = b * CMath.exp(b * t)
            let sf = ((lambda - omega) * t1 + a * t2) / (2 * omega) + overdampedOffset
            let vf = (t1 - t2) / (2 * omega)
            return target.scaled(by: sf) - initialVelocity.scaled(by: vf)
        }
        let e = CMath.exp(-lambda * t)
        var result = target.scaled(by: lambda) - initialVelocity
        result.scale(by: (lambda * t - 1) * e)
        result += target.scaled(by: lambda * e)
        return result
    }

    /// `value(target:initialVelocity:time:)` and `derivative(target:initialVelocity:time:)` at one
    /// time, the underdamped case sharing its exponential, sine and cosine (the same calls on the same
    /// arguments, so both results are bit for bit those of the two methods).
    @inlinable
    func valueAndDerivative<V: VectorArithmetic>(target: V, initialVelocity: V, time t: Double) -> (value: V, derivative: V) {
        let omega = angularFrequency, lambda = decayConstant
        guard omega > 0 else {
            return (value(target: target, initialVelocity: initialVelocity, time: t),
                    velocity(target: target, initialVelocity: initialVelocity, time: t, overdampedOffset: 0))
        }
        let sine = CMath.sin(omega * t), cosine = CMath.cos(omega * t), decay = CMath.exp(-lambda * t)
        return (underdampedValue(target: target, initialVelocity: initialVelocity, sine: sine, cosine: cosine, decay: decay),
                underdampedVelocity(target: target, initialVelocity: initialVelocity, sine: sine, cosine: cosine,
                                    decay: decay))
    }

    /// The underdamped value from sin ωt, cos ωt and e^(−λt).
    @inlinable @inline(__always)
    func underdampedValue<V: VectorArithmetic>(
        target: V, initialVelocity: V, sine: Double, cosine: Double, decay: Double
    ) -> V {
        let omega = angularFrequency, lambda = decayConstant
        var d = target.scaled(by: lambda) - initialVelocity
        d.scale(by: sine / omega)
        d += target.scaled(by: cosine)
        return target - d.scaled(by: decay)
    }

    /// The underdamped time derivative from sin ωt, cos ωt and e^(−λt).
    @inlinable @inline(__always)
    func underdampedVelocity<V: VectorArithmetic>(
        target: V, initialVelocity: V, sine: Double, cosine: Double, decay: Double
    ) -> V {
        let omega = angularFrequency, lambda = decayConstant
        var result = target.scaled(by: lambda) - initialVelocity
        result.scale(by: (lambda * sine - omega * cosine) * decay / omega)
        result += target.scaled(by: (omega * sine + lambda * cosine) * decay)
        return result
    }

    /// The force on a unit of the spring at `position` moving at `velocity`, pulled towards `target`:
    /// m(ω² + λ²)(target − position) − 2mλ·velocity.
    @inlinable
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        let m = storedMass, omega = angularFrequency, lambda = decayConstant
        return (target - position).scaled(by: (omega * omega + lambda * lambda) * m)
            + velocity.scaled(by: -2 * lambda * m)
    }

    /// Advances a spring state by `deltaTime`: the velocity becomes the spring's velocity after
    /// `deltaTime` towards `target`, and the value moves by the spring's displacement, both computed
    /// from the old state (SwiftUI's order).
    @inlinable
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
        let delta = target - value
        let newVelocity = self.velocity(target: delta, initialVelocity: velocity, time: deltaTime)
        value += self.value(target: delta, initialVelocity: velocity, time: deltaTime)
        velocity = newVelocity
    }

    /// The time after which the motion stays within `epsilon` of `target`.
    ///
    /// - λ = 0 (undamped): ∞.
    /// - underdamped: the envelope bound max(0, −ln(ε / (|λT − v₀| + |T|)) / λ).
    /// - critically damped and overdamped: SwiftUI's search on a 0.1 s grid for the first time after which
    ///   the distance stays below ε for over a second; 0 if it never does within 1024 steps or the motion
    ///   is not finite. Always returns; never loops more than 1024 times.
    @inlinable
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> Double {
        let omega = angularFrequency, lambda = decayConstant
        if lambda == 0 { return .infinity }
        if omega > 0 {
            let spread = (target.scaled(by: lambda) - initialVelocity).magnitude + target.magnitude
            return max(0, -CMath.log(epsilon / spread) / lambda)
        }
        var best = Double.infinity
        var bestTime = -1.0
        var t = 0.0
        for _ in 0..<1024 {
            let distance = (value(target: target, initialVelocity: initialVelocity, time: t) - target).magnitude
            if !distance.isFinite { return 0 }
            if best >= epsilon {
                if distance < best {
                    bestTime = t
                    best = distance
                }
            } else if distance >= epsilon {
                best = .infinity
            } else if t - bestTime > 1 {
                return bestTime
            }
            t += 0.1
        }
        return 0
    }
}

extension VectorArithmetic {
    /// √(magnitudeSquared).
    @inlinable var magnitude: Double { magnitudeSquared.squareRoot() }
}
