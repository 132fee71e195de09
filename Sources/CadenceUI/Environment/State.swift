/// A value a view owns, stored by the view graph at the view's structural identity: SwiftUI's `@State`.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("\(count)") { count += 1 }
///     }
/// }
/// ```
///
/// The initial value is used once, when the view first appears at its identity; later evaluations of
/// the parent's body create new `Counter` values but find the stored count. A different `.id(_:)` or
/// another `if` branch is another identity, so its state starts over. Writing the value invalidates
/// the graph so the stage evaluates again (a write of an equal `Equatable` value does not). Reads and
/// writes belong on the main actor; outside a hosted view (before the stage evaluated it) reads give
/// the initial value and writes are ignored, as in SwiftUI.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value
    private let link = StateLink<Value>()

    /// Makes state with `value` as its initial value: what `@State var name = value` calls. Later
    /// values come from the graph; the initial value is used until the view is installed.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// Makes state with `value` as its initial value; the older spelling of ``init(wrappedValue:)``.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// The current value. Setting a different value (any value, for a type that is not `Equatable`)
    /// invalidates the view; before the view is installed, reads give the initial value and writes are
    /// dropped.
    @MainActor
    public var wrappedValue: Value {
        get { link.cell?.value ?? initialValue }
        nonmutating set { link.cell?.write(newValue) }
    }

    /// A binding to the stored value, for child views that read and write it.
    @MainActor
    public var projectedValue: Binding<Value> {
        let cell = link.cell ?? StateCell(value: initialValue, graph: nil)
        return Binding(location: BindingLocation(get: { cell.value }, set: { cell.write($0) }))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Makes optional state that starts as `nil`.
    public init() {
        initialValue = nil
    }
}

extension State: Sendable where Value: Sendable {}

extension State: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        let storage = context.storage()
        if let cell = storage.stateCells[slot] as? StateCell<Value> {
            link.cell = cell
        } else {
            let cell = StateCell(value: initialValue, graph: context.graph)
            storage.stateCells[slot] = cell
            link.cell = cell
        }
    }
}

/// Connects one `State` value (a copy made by a body) to the graph's cell for its identity.
@MainActor
final class StateLink<Value> {
    var cell: StateCell<Value>?
    nonisolated init() {}
}

/// The stored value of one `@State` at one identity.
@MainActor
final class StateCell<Value> {
    private(set) var value: Value
    /// The graph that evaluates the views reading it, not kept alive by it.
    private let graphReference: UnretainedReference<ViewGraph>?
    private var graph: ViewGraph? { graphReference?.object }

    init(value: Value, graph: ViewGraph?) {
        self.value = value
        graphReference = graph?.unretained
    }

    func write(_ newValue: Value) {
        let unchanged = isEqualIfEquatable(value, newValue)
        let oldValue = value
        value = newValue
        guard !unchanged, let graph else { return }
        graph.recordStateWrite(in: Transaction.current, restore: { [self] in value = oldValue }, apply: { [self] in value = newValue })
    }
}

/// `true` when both values are `Equatable` and equal; `false` otherwise (including when the type is
/// not `Equatable`, where every write counts as a change).
func isEqualIfEquatable<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
