extension Spring {
    /// A spring from its physical constants: mass m, stiffness k and damping c.
    ///
    /// With ωn = √(k/m) and h = c/2m: if h > ωn and `allowOverDamping` is false, the spring is clamped
    /// to critical damping at the same stiffness (ω = 0, λ = ωn); otherwise λ = h and
    /// ω = ±√|k/m − h²|, negative when overdamped. A mass of 0 gives NaN stiffness and damping.
    @inlinable
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let naturalFrequency = (stiffness / mass).squareRoot()
        let h = damping / (2 * mass)
        if h > naturalFrequency && !allowOverDamping {
            self.init(angularFrequency: 0, decayConstant: naturalFrequency, mass: mass)
            return
        }
        let magnitude = abs(stiffness / mass - h * h).squareRoot()
        self.init(angularFrequency: h > naturalFrequency ? -magnitude : magnitude, decayConstant: h, mass: mass)
    }
}
