/// A gesture that runs an action each time its value changes: what `onChanged(_:)` returns.
@MainActor @preconcurrency
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    let content: Content
    let action: (Content.Value) -> Void

    public typealias Value = Content.Value
    public typealias Body = Never
}

/// A gesture that runs an action when it ends successfully: what `onEnded(_:)` returns.
@MainActor @preconcurrency
public struct _EndedGesture<Content: Gesture>: Gesture {
    let content: Content
    let action: (Content.Value) -> Void

    public typealias Value = Content.Value
    public typealias Body = Never
}

/// A gesture whose value is transformed: what `map(_:)` returns.
@MainActor @preconcurrency
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value

    public typealias Body = Never
}

/// A gesture that updates a `@GestureState` while it is active: what `updating(_:body:)` returns.
@MainActor @preconcurrency
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    /// The gesture whose values update the state.
    public var base: Base
    /// The state the gesture updates.
    public var state: GestureState<State>
    /// Called with each new value, the state to change and the transaction to change it in.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// A gesture updating `state` with `body` while `base` changes.
    public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

extension Gesture {
    /// Runs `action` with the gesture's new value each time it changes while the gesture is active
    /// (for a drag: each movement; for a long press: `true` when the press begins).
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> where Self.Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    /// Runs `action` with the final value when the gesture ends successfully (not when it fails or
    /// another gesture wins).
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// This gesture with its values transformed by `body`.
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates `state` while the gesture is active; the state returns to its reset value (in its
    /// reset transaction) when the gesture ends, fails or is cancelled.
    ///
    /// `body` gets the gesture's value, the state to change, and the transaction the change is made
    /// in (continuous, tracking velocity, without animation unless `body` sets one).
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension _ChangedGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Value> {
        let action = action
        var last: Value?
        return WrappingRecognizer(content.makeRecognizer()) { step in
            if case .changed(let value) = step.update, last != value {
                last = value
                step.effects.append { withTransaction(.gestureUpdate) { action(value) } }
            }
        }
    }
}

extension Transaction {
    /// The transaction gesture updates (`onChanged`) are made in: continuous, tracking velocity.
    static var gestureUpdate: Transaction {
        var transaction = Transaction()
        transaction.isContinuous = true
        transaction.tracksVelocity = true
        return transaction
    }
}

extension _EndedGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Value> {
        let action = action
        return WrappingRecognizer(content.makeRecognizer()) { step in
            if case .ended(let value) = step.update {
                step.effects.append { action(value) }
            }
        }
    }
}

extension _MapGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Value> {
        MappingRecognizer(content.makeRecognizer(), transform: transform)
    }
}

extension GestureStateGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Value> {
        let state = state
        let body = body
        let recognizer = WrappingRecognizer(base.makeRecognizer()) { step in
            switch step.update {
            case .changed(let value):
                step.effects.append { state.update { current, transaction in body(value, &current, &transaction) } }
            case .ended, .failed:
                step.effects.append { state.reset() }
            case .none:
                break
            }
        }
        recognizer.onCancel = { [state] in state.reset() }
        return recognizer
    }
}

/// Passes its content's steps through `wrap`, which adds callbacks.
final class WrappingRecognizer<Value>: GestureRecognizer<Value> {
    let content: GestureRecognizer<Value>
    let wrap: (inout GestureStep<Value>) -> Void
    var onCancel: (@MainActor () -> Void)?

    init(_ content: GestureRecognizer<Value>, wrap: @escaping (inout GestureStep<Value>) -> Void) {
        self.content = content
        self.wrap = wrap
        super.init()
    }

    override func process(_ input: PointerInput, in space: GestureSpace) -> GestureStep<Value> {
        var step = content.receive(input, in: space)
        wrap(&step)
        return step
    }

    override func cancel() -> [@MainActor () -> Void] {
        let wasTracking = status == .possible || status == .active
        var effects = super.cancel() + content.cancel()
        if wasTracking, let onCancel { effects.append(onCancel) }
        return effects
    }

    override var deadline: Double? { content.deadline }

    override var awaitsAnotherTap: Bool { content.awaitsAnotherTap }
}

/// Transforms its content's values.
final class MappingRecognizer<Source, Value>: GestureRecognizer<Value> {
    let content: GestureRecognizer<Source>
    let transform: (Source) -> Value

    init(_ content: GestureRecognizer<Source>, transform: @escaping (Source) -> Value) {
        self.content = content
        self.transform = transform
        super.init()
    }

    override func process(_ input: PointerInput, in space: GestureSpace) -> GestureStep<Value> {
        let step = content.receive(input, in: space)
        return GestureStep(update: step.update.map(transform), effects: step.effects)
    }

    override func cancel() -> [@MainActor () -> Void] {
        super.cancel() + content.cancel()
    }

    override var deadline: Double? { content.deadline }

    override var awaitsAnotherTap: Bool { content.awaitsAnotherTap }
}

extension GestureStep.Update {
    func map<T>(_ transform: (Value) -> T) -> GestureStep<T>.Update {
        switch self {
        case .none: .none
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }
}
