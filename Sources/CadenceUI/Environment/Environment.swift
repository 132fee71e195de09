/// Reads a value from the view's environment: SwiftUI's `@Environment`.
///
/// ```swift
/// struct Pulse: View {
///     @Environment(\.accessibilityReduceMotion) private var reduceMotion
///     var body: some View {
///         Circle().scaleEffect(reduceMotion ? 1 : 1.2)
///     }
/// }
/// ```
///
/// The graph fills the value in before each evaluation of the view's body, from the environment at
/// the view's position (the stage's environment changed by `.environment(_:_:)` modifiers above it).
/// Read outside a hosted view it gives the key's default value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value> & Sendable
    private let box = EnvironmentBox<Value>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value> & Sendable) {
        self.keyPath = keyPath
    }

    @MainActor
    public var wrappedValue: Value {
        box.value ?? EnvironmentValues()[keyPath: keyPath]
    }
}

// The box is a main-actor class and the key path is Sendable.
extension Environment: Sendable {}

extension Environment: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        box.value = context.environment[keyPath: keyPath]
    }
}

/// The value one `Environment` property read at its view's position.
@MainActor
final class EnvironmentBox<Value> {
    var value: Value?
    nonisolated init() {}
}
