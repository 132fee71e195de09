extension Animation {
    /// This animation, started `delay` seconds later. See `DelayAnimation` for the edges.
    ///
    /// ```swift
    /// Animation.easeInOut.delay(0.5)
    /// ```
    public func delay(_ delay: Double) -> Animation {
        Animation(DelayAnimation(base: self, delay: delay))
    }

    /// This animation, run `speed` times as fast (2 halves the duration). Zero and negative speeds
    /// hold the start forever. See `SpeedAnimation`.
    ///
    /// ```swift
    /// Animation.linear(duration: 1).speed(0.25)   // takes 4 s
    /// ```
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed))
    }

    /// This animation played `repeatCount` times; with `autoreverses`, every other play runs
    /// backwards, and the reversals count towards `repeatCount`. See `RepeatAnimation`.
    ///
    /// ```swift
    /// Animation.easeInOut.repeatCount(3, autoreverses: true)   // there, back, there
    /// ```
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// This animation played for ever; it never finishes. See `RepeatAnimation`.
    ///
    /// ```swift
    /// Animation.linear(duration: 1).repeatForever(autoreverses: false)
    /// ```
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }

    /// This animation, reporting logical completion after `duration` seconds if it has not already.
    /// It does not keep the animation running beyond its end.
    ///
    /// ```swift
    /// Animation.bouncy.logicallyComplete(after: 0.3)
    /// ```
    public func logicallyComplete(after duration: Double) -> Animation {
        Animation(LogicalCompletionAnimation(base: self, duration: duration))
    }
}
