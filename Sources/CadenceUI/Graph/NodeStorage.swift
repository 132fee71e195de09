/// What the graph keeps for one view identity between evaluations: `@State` cells, animation drivers
/// and the lifecycle actions of `onAppear`/`onDisappear`.
@MainActor
final class NodeStorage {
    /// The evaluation pass that last visited this identity; older storage is dropped after a pass.
    var generation: Int
    /// `@State` cells by the property's position among the view's dynamic properties.
    var stateCells: [Int: AnyObject] = [:]
    /// Animation drivers by slot.
    var drivers: [DriverSlot: any AnimationDriver] = [:]

    init(generation: Int) {
        self.generation = generation
    }
}

/// The actions of one `onAppear`/`onDisappear` modifier, as last evaluated.
struct LifecycleActions {
    var onAppear: (@MainActor () -> Void)?
    var onDisappear: (@MainActor () -> Void)?
}
