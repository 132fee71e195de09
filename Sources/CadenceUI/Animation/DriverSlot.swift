/// Where a driver lives at one view identity: each slot holds one kind of driver, so a modifier and
/// the view it wraps never take each other's driver.
///
/// Every slot is declared here and nowhere else (the initializer is private to this file), so two
/// kinds can never share a number by accident, as three data-flow records once shared theirs with
/// the stroke, drawing-effect and symbol-effect slots. `all` lists the fixed slots for the test that
/// checks they are distinct.
struct DriverSlot: Hashable, Sendable {
    /// The slot's key in a node's driver table. The numbers are those the slots have always had, so
    /// a table's order is unchanged; only the data-flow records moved (they collided).
    private let index: Int

    private init(_ index: Int) { self.index = index }

    /// The parameters of a render effect (`scaleEffect`, `rotationEffect`, `offset`, `opacity`).
    static let effect = DriverSlot(1)
    /// The colour a text, symbol or shape is drawn with.
    static let color = DriverSlot(2)
    /// The width and height of a fixed frame.
    static let frame = DriverSlot(3)
    /// A `KeyframeAnimator`'s player.
    static let keyframeAnimator = DriverSlot(4)
    /// A `PhaseAnimator`'s player.
    static let phaseAnimator = DriverSlot(5)
    /// The last value an `.animation(_:value:)` modifier saw.
    static let animationValue = DriverSlot(6)
    /// The `animatableData` of a custom `Animatable` shape (a progress ring's progress).
    static let animatableShape = DriverSlot(20)
    /// The `animatableData` of a custom `Animatable` view modifier.
    static let animatableModifier = DriverSlot(21)
    /// A `TimelineView`'s schedule.
    static let timeline = DriverSlot(22)
    /// The link of one `matchedGeometryEffect` to its namespace.
    static let matchedGeometry = DriverSlot(23)
    /// The `animatableData` of a custom `Animatable` view.
    static let animatableView = DriverSlot(24)
    /// The insertions and removals of an `if`/`else`, `switch` or optional view.
    static let transitionHost = DriverSlot(25)
    /// A stroke style's width, miter limit and dash phase.
    static let strokeStyle = DriverSlot(40)
    /// The parameters of a drawing effect (blur radius, hue angle, shadow …).
    static let drawingEffect = DriverSlot(41)
    /// A symbol effect's player.
    static let symbolEffect = DriverSlot(42)
    /// A content transition's record of the text it showed.
    static let contentTransition = DriverSlot(43)
    /// The animation of a `visualEffect` modifier's effect.
    static let visualEffect = DriverSlot(44)
    /// The animation of a `scrollTransition` modifier's phase effect.
    static let scrollTransition = DriverSlot(45)
    /// The insertions and removals of a `ForEach`'s elements.
    static let elementTransitions = DriverSlot(46)
    /// An `onChange(of:)` modifier's record of the value it saw.
    static let onChange = DriverSlot(47)
    /// A `task` modifier's running task.
    static let task = DriverSlot(48)
    /// An `onReceive` modifier's subscription.
    static let onReceive = DriverSlot(49)

    /// A custom `Layout` value, animated through its `animatableData`.
    static let layoutValue = DriverSlot(60)
    /// A custom `Layout`'s cache.
    static let layoutCache = DriverSlot(61)
    /// The insertion and removal of the views an `.id(_:)` gives successive identities.
    static let identityTransitions = DriverSlot(62)
    /// A `UIViewRepresentable`'s or `UIViewControllerRepresentable`'s UIKit object and coordinator.
    static let representable = DriverSlot(63)

    /// The first number of the namespace slots, above every fixed slot.
    private static let namespaceBase = 1_000

    /// The registry of a `@Namespace` property at `position` among its view's dynamic properties
    /// (0 or more), so two namespaces of one view stay apart.
    static func namespace(_ position: Int) -> DriverSlot { DriverSlot(namespaceBase + max(0, position)) }

    /// Every fixed slot (the namespace slots are above them all).
    static let all: [DriverSlot] = [
        effect, color, frame, keyframeAnimator, phaseAnimator, animationValue, animatableShape,
        animatableModifier, timeline, matchedGeometry, animatableView, transitionHost, strokeStyle,
        drawingEffect, symbolEffect, contentTransition, visualEffect, scrollTransition,
        elementTransitions, onChange, task, onReceive, layoutValue, layoutCache, identityTransitions,
        representable,
    ]

    /// Whether every fixed slot has its own number below the namespace slots.
    static var fixedSlotsAreDistinct: Bool {
        Set(all.map(\.index)).count == all.count && all.allSatisfy { $0.index < namespaceBase }
    }
}
