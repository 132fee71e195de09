/// A stored property of a view that the view graph updates before the view's body is read:
/// `@State`, `@Binding`, `@Environment`, or a struct of your own grouping several of them.
///
/// The graph finds dynamic properties by reflection, including those nested inside a user-defined
/// `DynamicProperty`. Cadence does not call `update()` (a headless graph has nothing to refresh in
/// it); it exists so that SwiftUI code conforming to the protocol compiles.
public protocol DynamicProperty {
    /// Refreshes the property before its view's body is computed (Cadence never calls it).
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: the default.
    public mutating func update() {}
}
