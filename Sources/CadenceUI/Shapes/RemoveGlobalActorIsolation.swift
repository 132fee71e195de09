/// The global actor that `_RemoveGlobalActorIsolation` is isolated to. Nothing ever runs on it: it
/// exists only so that a protocol inheriting both a `@MainActor` protocol (`View`, `ViewModifier`)
/// and `_RemoveGlobalActorIsolation` sees two conflicting global actors and infers neither.
@globalActor
public actor _GlobalActorToDisableGlobalActorInference {
    /// The actor's only instance, as `@globalActor` requires.
    public static let shared = _GlobalActorToDisableGlobalActorInference()
}

/// A protocol that takes away the main-actor isolation a protocol would otherwise inherit from
/// `View` or `ViewModifier`, as SwiftUI declares it.
///
/// `Shape`, `InsettableShape` and `GeometryEffect` refine it (`Shape : Sendable, Animatable, View,
/// _RemoveGlobalActorIsolation`). A type that conforms to one of them is then not inferred to be
/// `@MainActor`, so its stored properties, its `animatableData` and its `path(in:)` /
/// `effectValue(size:)` are nonisolated and satisfy `Animatable`'s nonisolated requirement in Swift 6
/// language mode with nothing written by the user:
///
/// ```swift
/// struct Wave: Shape {                       // not @MainActor
///     var phase: Double
///     var animatableData: Double {           // nonisolated, as Animatable requires
///         get { phase }
///         set { phase = newValue }
///     }
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
///
/// The requirements that come from `View` (`body`) stay `@MainActor`. Conforming to this protocol
/// directly has no other use.
@_GlobalActorToDisableGlobalActorInference
public protocol _RemoveGlobalActorIsolation {}
