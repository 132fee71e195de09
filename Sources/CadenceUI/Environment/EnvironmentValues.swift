/// The values a view inherits from its ancestors: fonts, colours, accessibility settings, custom keys.
///
/// Read one with `@Environment(\.keyPath)`, set one for a subtree with `.environment(\.keyPath, value)`,
/// or give a ``Stage`` its base environment (and change it over time with scripted events).
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment.accessibilityReduceMotion = true
/// ```
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// An environment in which every key has its default value.
    public init() {}

    /// The value for `key`, or its default when no ancestor set it.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrap first: a missing entry cast to an optional `Value` would read `.some(nil)`.
            guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether `other` is this very environment: the same storage, so the same values, without
    /// comparing them (values need not be equatable). A copy answers `true` until either is changed;
    /// an environment rebuilt with equal values answers `false`.
    func isIdentical(to other: EnvironmentValues) -> Bool {
        withUnsafeBytes(of: values) { mine in
            withUnsafeBytes(of: other.values) { theirs in mine.elementsEqual(theirs) }
        }
    }

    /// The values set, by key (for comparing environments value by value).
    var storedValues: [ObjectIdentifier: Any] { values }

    public var description: String {
        "EnvironmentValues(\(values.count) set)"
    }
}
