extension SensoryFeedback {
    /// How heavy the colliding objects of an impact feel: SwiftUI's `SensoryFeedback.Weight`.
    ///
    /// ```swift
    /// .sensoryFeedback(.impact(weight: .heavy), trigger: dropped)
    /// ```
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        let name: String

        /// Small or light objects.
        public static let light = Weight(name: "light")
        /// Medium-sized objects.
        public static let medium = Weight(name: "medium")
        /// Large or heavy objects.
        public static let heavy = Weight(name: "heavy")

        public var description: String { name }
    }

    /// How stiff the colliding objects of an impact feel: SwiftUI's `SensoryFeedback.Flexibility`.
    ///
    /// ```swift
    /// .sensoryFeedback(.impact(flexibility: .soft, intensity: 0.5), trigger: snapped)
    /// ```
    public struct Flexibility: Hashable, Sendable, CustomStringConvertible {
        let name: String

        /// Hard, inflexible objects.
        public static let rigid = Flexibility(name: "rigid")
        /// Objects with some give.
        public static let solid = Flexibility(name: "solid")
        /// Soft, flexible objects.
        public static let soft = Flexibility(name: "soft")

        public var description: String { name }
    }
}
