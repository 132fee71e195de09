import Observation

/// Reads a value from the view's environment: SwiftUI's `@Environment`.
///
/// ```swift
/// struct Pulse: View {
///     @Environment(\.accessibilityReduceMotion) private var reduceMotion
///     @Environment(Settings.self) private var settings       // an @Observable object
///     var body: some View {
///         Circle().scaleEffect(reduceMotion ? 1 : settings.pulseScale)
///     }
/// }
/// ```
///
/// The graph fills the value in before each evaluation of the view's body, from the environment at
/// the view's position (the stage's environment changed by `.environment(_:_:)` and
/// `.environment(_:)` modifiers above it). Read outside a hosted view, a key path gives the key's
/// default value. A view whose `@Environment(Model.self)` object is missing draws nothing and the
/// stage reports it (SwiftUI stops the app); the optional form (`Model?.self`) reads `nil` instead.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value?
    private let fallback: () -> Value?
    private let requiredObject: String?
    private let box = EnvironmentBox<Value>()

    /// Reads the environment value at `keyPath` (its default when no ancestor set it).
    public init(_ keyPath: KeyPath<EnvironmentValues, Value> & Sendable) {
        read = { $0[keyPath: keyPath] }
        fallback = { EnvironmentValues()[keyPath: keyPath] }
        requiredObject = nil
    }

    /// Reads the `@Observable` object of type `objectType` an ancestor set with `environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[ObjectEnvironmentKey<Value>.self] }
        fallback = { nil }
        requiredObject = "\(Value.self)"
    }

    /// Reads the `@Observable` object of type `T` if an ancestor set one, `nil` otherwise.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { .some($0[ObjectEnvironmentKey<T>.self]) }
        fallback = { .some(nil) }
        requiredObject = nil
    }

    /// The current value, as the view's position in the graph sees it. For an `Observable` object that
    /// no ancestor put in the environment, reading it stops the program with a message naming the type
    /// (as SwiftUI does).
    @MainActor
    public var wrappedValue: Value {
        if let value = box.value ?? fallback() { return value }
        fatalError("No Observable object of type \(requiredObject ?? "\(Value.self)") found: a View.environment(_:) may be missing as an ancestor of this view")
    }
}

// The box is a main-actor class and the reader is Sendable.
extension Environment: @unchecked Sendable {}

extension Environment: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        let value = read(context.environment)
        if value == nil, let requiredObject {
            context.graph.reportMissingDependency("no Observable object of type \(requiredObject) in the environment (is environment(_:) missing above the view?); the view draws nothing")
        }
        box.value = value
    }
}

/// The value one `Environment` property read at its view's position.
@MainActor
final class EnvironmentBox<Value> {
    var value: Value?
    nonisolated init() {}
}
