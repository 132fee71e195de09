/// A value a gesture sets while it is active and that goes back to its initial value when the gesture
/// ends, fails or is cancelled: SwiftUI's `GestureState`.
///
/// ```swift
/// struct Knob: View {
///     @GestureState private var dragOffset = CGSize.zero
///     var body: some View {
///         Circle()
///             .offset(dragOffset)
///             .gesture(DragGesture().updating($dragOffset) { value, state, _ in
///                 state = value.translation
///             })
///     }
/// }
/// ```
///
/// Only a gesture's `updating(_:body:)` writes it. It is stored at the view's identity like `@State`.
/// The reset happens in `resetTransaction` (no animation by default), or in the transaction the
/// `reset` closure makes.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value
    private let resetTransaction: Transaction
    private let resetAction: ((Value, inout Transaction) -> Void)?
    private let link = StateLink<Value>()

    /// A gesture state starting at `wrappedValue`, reset without animation.
    public init(wrappedValue: Value) {
        self.init(initialValue: wrappedValue, resetTransaction: Transaction())
    }

    /// A gesture state starting at `initialValue`, reset without animation.
    public init(initialValue: Value) {
        self.init(initialValue: initialValue, resetTransaction: Transaction())
    }

    /// A gesture state starting at `wrappedValue`, reset in `resetTransaction`
    /// (`Transaction(animation: .spring)` springs it back).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(initialValue: wrappedValue, resetTransaction: resetTransaction)
    }

    /// A gesture state starting at `initialValue`, reset in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.initialValue = initialValue
        self.resetTransaction = resetTransaction
        resetAction = nil
    }

    /// A gesture state starting at `wrappedValue`; `reset` gets the value before the reset and may
    /// change the reset's transaction.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(initialValue: wrappedValue, reset: reset)
    }

    /// A gesture state starting at `initialValue`; `reset` gets the value before the reset and may
    /// change the reset's transaction.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.initialValue = initialValue
        resetTransaction = Transaction()
        resetAction = reset
    }

    /// The current value: the gesture's while it is active, the initial value otherwise.
    @MainActor
    public var wrappedValue: Value {
        link.cell?.value ?? initialValue
    }

    /// The state itself, to pass to `updating(_:body:)`: `$dragOffset`.
    public var projectedValue: GestureState<Value> { self }

    /// Runs a gesture's `updating` body on the stored value in a continuous, velocity-tracking
    /// transaction, and stores the result.
    @MainActor
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        guard let cell = link.cell else { return }
        var value = cell.value
        var transaction = Transaction()
        transaction.isContinuous = true
        transaction.tracksVelocity = true
        body(&value, &transaction)
        withTransaction(transaction) { cell.write(value) }
    }

    /// Puts the initial value back, in the reset transaction.
    @MainActor
    func reset() {
        guard let cell = link.cell else { return }
        var transaction = resetTransaction
        resetAction?(cell.value, &transaction)
        withTransaction(transaction) { cell.write(initialValue) }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state starting at `nil`, reset in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(initialValue: nil, resetTransaction: resetTransaction)
    }

    /// A gesture state starting at `nil`; `reset` may change the reset's transaction.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(initialValue: nil, reset: reset)
    }
}

// Like `State`: the link is a main-actor class, used only on the main actor.
extension GestureState: @unchecked Sendable {}

extension GestureState: InstallableProperty {
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
