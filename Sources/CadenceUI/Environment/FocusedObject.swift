import Foundation

/// The focused-value key an `ObservableObject` type is exported under by `focusedObject(_:)`.
private struct FocusedObjectKey<ObjectType: ObservableObject>: FocusedValueKey {
    typealias Value = ObjectType
}

/// Reads an `ObservableObject` the focused view, one of its ancestors or the scene exports with
/// `focusedObject(_:)` or `focusedSceneObject(_:)`: SwiftUI's `FocusedObject`. `nil` while none
/// does.
///
/// ```swift
/// @FocusedObject private var document: TextDocument?
/// Button("Bold") { document?.toggleBold() }.disabled(document == nil)
/// ```
///
/// On a stage the focused view is the one whose `focused` binding holds its value (typing into a
/// text field sets it), as for ``FocusedValue``. A view reading it is evaluated again when the
/// focus moves and when the object it read publishes a change.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the focused object's properties (`$document?.title`).
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    private let link = FocusedValuesLink()

    /// Reads the focused object of this type.
    public init() {}

    /// The object the focused view hierarchy exports now, or `nil`.
    @MainActor
    public var wrappedValue: ObjectType? {
        link.store?.values[FocusedObjectKey<ObjectType>.self]
    }

    /// Bindings to the object's properties, or `nil` while none is exported.
    @MainActor
    public var projectedValue: Wrapper? {
        wrappedValue.map { ObservedObject(wrappedValue: $0).projectedValue }
    }
}

extension FocusedObject: @unchecked Sendable {}

extension FocusedObject: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        link.install(in: context)
        if let object = wrappedValue {
            context.graph.subscriptions.observe(object, marking: context.graph.externalChanges)
        }
    }
}

extension View {
    /// Exports `object` while this view or one inside it has focus, for `@FocusedObject` readers:
    /// SwiftUI's `focusedObject(_:)`.
    public nonisolated func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        focusedObject(Optional(object))
    }

    /// Exports `object` (nothing when `nil`) while this view or one inside it has focus.
    @_disfavoredOverload
    public nonisolated func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        var values = FocusedValues()
        values[FocusedObjectKey<T>.self] = object
        return modifier(FocusedValueModifier(isSceneValue: false, values: values))
    }

    /// Exports `object` for the whole scene, whatever has focus: SwiftUI's `focusedSceneObject(_:)`.
    public nonisolated func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        focusedSceneObject(Optional(object))
    }

    /// Exports `object` (nothing when `nil`) for the whole scene.
    @_disfavoredOverload
    public nonisolated func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        var values = FocusedValues()
        values[FocusedObjectKey<T>.self] = object
        return modifier(FocusedValueModifier(isSceneValue: true, values: values))
    }
}
