/// A read-write reference to a value owned elsewhere (usually a parent's `@State`): SwiftUI's `Binding`.
///
/// ```swift
/// struct LikeButton: View {
///     @Binding var likes: Int
///     var body: some View {
///         Button("Like") { likes += 1 }
///     }
/// }
/// // in the parent:  LikeButton(likes: $likes)
/// ```
///
/// Reads and writes happen on the main actor, where views are evaluated and button actions run.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let location: BindingLocation<Value>

    init(location: BindingLocation<Value>) {
        self.location = location
    }

    /// A binding that reads with `get` and writes with `set`.
    @MainActor
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        location = BindingLocation(get: get, set: set)
    }

    /// Makes a binding from another one's projected value (`$value` passed on).
    public init(projectedValue: Binding<Value>) {
        location = projectedValue.location
    }

    /// A binding that always reads `value` and ignores writes (previews, tests).
    @MainActor
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: BindingLocation(get: { value }, set: { _ in }))
    }

    /// The bound value: reading calls the getter, setting calls the setter (a constant binding ignores it).
    @MainActor
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue) }
    }

    /// The binding itself, so `$binding` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value: `$model.title`.
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = location
        return Binding<Subject>(location: BindingLocation(
            get: { parent.get()[keyPath: keyPath] },
            set: { newValue in
                var whole = parent.get()
                whole[keyPath: keyPath] = newValue
                parent.set(whole)
            }
        ))
    }
}

// The location is a main-actor class, so a binding can be handed anywhere; it is only used on the main actor.
extension Binding: Sendable {}

/// Where a binding reads and writes.
@MainActor
final class BindingLocation<Value> {
    let get: @MainActor () -> Value
    let set: @MainActor (Value) -> Void

    init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A location of closures that need no actor, made anywhere (an environment value's binding).
    nonisolated init(nonisolatedGet get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        self.get = get
        self.set = set
    }
}
