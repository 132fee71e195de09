/// What the graph keeps for one view identity between evaluations: `@State` cells, animation drivers
/// and the lifecycle actions of `onAppear`/`onDisappear`.
@MainActor
final class NodeStorage {
    /// The evaluation pass that last visited this identity; older storage is dropped after a pass.
    var generation: Int
    /// `@State` cells by the property's position among the view's dynamic properties.
    var stateCells: [Int: AnyObject] = [:]
    /// Animation drivers by slot.
    var drivers: [DriverSlot: any AnimationDriver] = [:] {
        didSet { Self.driverTablesVersion &+= 1 }
    }
    /// Counts the changes of any storage's driver table (the graph keeps a list of every driver,
    /// made again when this moves on; a storage dropped with drivers moves it too).
    static var driverTablesVersion = 0
    /// Counts the times a driver woke or fell dormant (`AnimationDriver.isDormant`): the graphs' lists
    /// of drivers to walk at a frame leave dormant ones out, and are made again when this changes
    /// (so a list walks only what can move, once the animations that woke drivers have ended).
    static var driverDormancyChanges = 0
    /// How many subtree passes of this identity's animator content had to give up.
    var subtreePassFailures = 0
    /// How to resolve this identity's animator content again on its own (see `SubtreeRecord`).
    var subtree: SubtreeRecord? {
        didSet { if oldValue !== subtree { oldValue?.isCurrent = false } }
    }

    init(generation: Int) {
        self.generation = generation
    }
}

/// The actions of one `onAppear`/`onDisappear` modifier, as last evaluated.
struct LifecycleActions {
    var onAppear: (@MainActor () -> Void)?
    var onDisappear: (@MainActor () -> Void)?
}
