/// Turning lowered tracks into plain numbers and names for summaries and joint reports. Only the
/// introspection API uses it; evaluation never does.
enum KeyframeReflection {
    /// The floating-point stored properties of `value`, depth-first in declaration order: the
    /// components of an `animatableData` (a `Double` is one, an `AnimatablePair` its two sides').
    static func components(of value: Any) -> [Double] {
        var components: [Double] = []
        appendComponents(of: value, to: &components)
        return components
    }

    private static func appendComponents(of value: Any, to components: inout [Double]) {
        if let number = value as? any BinaryFloatingPoint {
            components.append(Double(number))
            return
        }
        for child in Mirror(reflecting: value).children {
            appendComponents(of: child.value, to: &components)
        }
    }

    /// What the introspection API multiplies a `Value`'s animatable data by to report it in the
    /// value's own units: 1/128 for `Angle` (radians) and `UnitPoint` (unit coordinates), whose data
    /// SwiftUI scales by 128; 1 for everything else. Exact, being a power of two.
    static func reportedScale<Value>(of type: Value.Type) -> Double {
        type == Angle.self || type == UnitPoint.self ? 1.0 / 128 : 1
    }

    /// `components(of:)` of a `Value`'s animatable data, in the value's own units (see
    /// `reportedScale(of:)`).
    static func reportedComponents<Value>(for type: Value.Type) -> (Any) -> [Double] {
        let scale = reportedScale(of: type)
        if scale == 1 { return components(of:) }
        return { data in components(of: data).map { $0 * scale } }
    }

    /// √(magnitudeSquared) of the difference: the distance between two vectors in their own units.
    static func distance<Data: VectorArithmetic>(_ a: Data, _ b: Data) -> Double {
        (a - b).magnitudeSquared.squareRoot()
    }

    /// A key path as Swift prints it, without the memory addresses it prints for computed and
    /// observed properties (`\Values.<computed 0x55… (Double)>`), so names are the same on every run.
    static func name(of keyPath: AnyKeyPath) -> String {
        let text = String(describing: keyPath)
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: " 0x") {
            result += rest[..<range.lowerBound]
            rest = rest[range.upperBound...].drop(while: { $0.isHexDigit })
        }
        return result + rest
    }
}
