import Foundation

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
/// Reads and writes run on the main actor, where views are evaluated and button actions run. As in
/// SwiftUI, `wrappedValue` itself is not isolated, so nonisolated code (a `GeometryEffect`'s
/// `effectValue(size:)`, a shape's `path(in:)`) may read and write a binding: on the main thread
/// the access runs at once, from another thread it waits for the main thread.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let location: BindingLocation<Value>

    init(location: BindingLocation<Value>) {
        self.location = location
    }

    /// A binding that reads with `get` and writes with `set`. As in SwiftUI the initializer is not
    /// isolated: a model that is not main-actor bound may make bindings to its own properties (the
    /// closures still run on the main actor, where views read and write them).
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        location = BindingLocation(get: get, set: set)
    }

    /// Makes a binding from another one's projected value (`$value` passed on).
    public init(projectedValue: Binding<Value>) {
        location = projectedValue.location
    }

    /// A binding that always reads `value` and ignores writes (previews, tests).
    ///
    /// Nonisolated, as SwiftUI's: it can be made anywhere, for example as the default argument of a
    /// view's initializer (`doneAnimating: Binding<Bool> = .constant(false)`), which Swift 5 mode
    /// evaluates outside the main actor.
    public static func constant(_ value: Value) -> Binding<Value> {
        // The value is never written and only read on the main actor (see `BindingLocation.read()`).
        nonisolated(unsafe) let value = value
        return Binding(location: BindingLocation(nonisolatedGet: { value }, set: { _ in }))
    }

    /// The bound value: reading calls the getter, setting calls the setter (a constant binding ignores
    /// it). Nonisolated: both run on the main actor, waiting for it when called from another thread.
    public var wrappedValue: Value {
        get { location.read() }
        nonmutating set { location.write(newValue) }
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

/// Marks the main queue, so a nonisolated binding access knows it runs on the main actor even on a
/// thread other than the main thread (where the main queue is drained on Linux).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Where a binding reads and writes.
@MainActor
final class BindingLocation<Value> {
    let get: @MainActor () -> Value
    let set: @MainActor (Value) -> Void

    /// Not isolated: storing the closures needs no actor (`Binding(get:set:)` is made anywhere).
    nonisolated init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// The value, read on the main actor from any context: at once on the main thread, otherwise
    /// synchronously on the main queue.
    nonisolated func read() -> Value {
        nonisolated(unsafe) var value: Value?
        onMainActor { value = self.get() }
        return value!
    }

    /// Writes `newValue` on the main actor from any context, as `read()` reads.
    nonisolated func write(_ newValue: Value) {
        nonisolated(unsafe) let newValue = newValue
        onMainActor { self.set(newValue) }
    }

    /// Runs `body` on the main actor: at once when already on it (the main thread, or the main queue
    /// that the main actor runs on), otherwise waiting for the main queue.
    private nonisolated func onMainActor(_ body: @MainActor () -> Void) {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
        }
    }

    /// A location of closures that need no actor, made anywhere (an environment value's binding).
    nonisolated init(nonisolatedGet get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        self.get = get
        self.set = set
    }
}
