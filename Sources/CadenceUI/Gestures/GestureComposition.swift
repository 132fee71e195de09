/// Two gestures recognised at the same time: SwiftUI's `SimultaneousGesture`.
///
/// ```swift
/// let zoomAndTurn = MagnifyGesture().simultaneously(with: RotateGesture())
/// ```
///
/// It is active while either is, its value carries the latest value of each (`nil` for one that has
/// not begun or has failed), and it ends when both have ended or failed with at least one ended.
@MainActor @preconcurrency
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both gestures.
    public struct Value {
        /// The first gesture's value, `nil` while it is not active.
        public var first: First.Value?
        /// The second gesture's value, `nil` while it is not active.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Both gestures together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public typealias Body = Never
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture that begins only once another has ended: SwiftUI's `SequenceGesture`.
///
/// ```swift
/// LongPressGesture().sequenced(before: DragGesture())
/// ```
///
/// The second gesture sees the pointer from where it is when the first ends (for a long press then a
/// drag: where the press was held).
@MainActor @preconcurrency
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is active, with its value.
        case first(First.Value)
        /// The first ended with its final value; the second's value once it has begun.
        case second(First.Value, Second.Value?)
    }

    /// The gesture that must end first.
    public var first: First
    /// The gesture that follows.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public typealias Body = Never
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One of two gestures, the first preferred: SwiftUI's `ExclusiveGesture`.
///
/// ```swift
/// TapGesture(count: 2).exclusively(before: TapGesture())
/// ```
///
/// Both follow the input; the second counts only once the first has failed.
@MainActor @preconcurrency
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture was recognised.
    public enum Value {
        /// The first gesture was recognised, with its value.
        case first(First.Value)
        /// The first failed and the second was recognised, with its value.
        case second(Second.Value)
    }

    /// The preferred gesture.
    public var first: First
    /// The gesture used when the first fails.
    public var second: Second

    /// `first`, or `second` when `first` fails.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public typealias Body = Never
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once this one has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension SimultaneousGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Value> {
        SimultaneousRecognizer<First.Value, Second.Value, Value>(
            first.makeRecognizer(), second.makeRecognizer(), make: { Value(first: $0, second: $1) }
        )
    }
}

final class SimultaneousRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let first: GestureRecognizer<A>
    let second: GestureRecognizer<B>
    let make: (A?, B?) -> Value
    private var firstValue: A?
    private var secondValue: B?

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>, make: @escaping (A?, B?) -> Value) {
        self.first = first
        self.second = second
        self.make = make
        super.init()
    }

    override func process(_ input: PointerInput, in space: GestureSpace) -> GestureStep<Value> {
        let a = first.receive(input, in: space)
        let b = second.receive(input, in: space)
        var changed = false
        switch a.update {
        case .changed(let value), .ended(let value): firstValue = value; changed = true
        case .failed: firstValue = nil
        case .none: break
        }
        switch b.update {
        case .changed(let value), .ended(let value): secondValue = value; changed = true
        case .failed: secondValue = nil
        case .none: break
        }
        let effects = a.effects + b.effects
        let bothDone = first.status.isDone && second.status.isDone
        if bothDone {
            let anyEnded = first.status == .ended || second.status == .ended
            return GestureStep(update: anyEnded ? .ended(make(firstValue, secondValue)) : .failed, effects: effects)
        }
        return GestureStep(update: changed ? .changed(make(firstValue, secondValue)) : .none, effects: effects)
    }

    override func cancel() -> [@MainActor () -> Void] {
        super.cancel() + first.cancel() + second.cancel()
    }

    override var deadline: Double? {
        [first.deadline, second.deadline].compactMap { $0 }.min()
    }

    override var awaitsAnotherTap: Bool { first.awaitsAnotherTap || second.awaitsAnotherTap }
}

extension GestureRecognizer.Status {
    var isDone: Bool { self == .ended || self == .failed }
}

extension SequenceGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Value> {
        SequenceRecognizer<First.Value, Second.Value, Value>(
            first.makeRecognizer(), second.makeRecognizer(),
            first: { Value.first($0) }, second: { Value.second($0, $1) }
        )
    }
}

final class SequenceRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let first: GestureRecognizer<A>
    let second: GestureRecognizer<B>
    let makeFirst: (A) -> Value
    let makeSecond: (A, B?) -> Value
    private var firstFinal: A?
    private var lastInput: PointerInput?

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>, first makeFirst: @escaping (A) -> Value, second makeSecond: @escaping (A, B?) -> Value) {
        self.first = first
        self.second = second
        self.makeFirst = makeFirst
        self.makeSecond = makeSecond
        super.init()
    }

    override func process(_ input: PointerInput, in space: GestureSpace) -> GestureStep<Value> {
        lastInput = input
        guard let firstFinal else {
            let step = first.receive(input, in: space)
            switch step.update {
            case .none: return GestureStep(update: .none, effects: step.effects)
            case .failed: return GestureStep(update: .failed, effects: step.effects)
            case .changed(let value): return GestureStep(update: .changed(makeFirst(value)), effects: step.effects)
            case .ended(let value):
                self.firstFinal = value
                var effects = step.effects
                // The second gesture starts where the pointer is now, unless the input was the lift.
                guard input.phase != .ended else { return GestureStep(update: .failed, effects: effects) }
                var start = input
                start.phase = .began
                let begun = second.receive(start, in: space)
                effects += begun.effects
                switch begun.update {
                case .failed: return GestureStep(update: .failed, effects: effects)
                case .ended(let b): return GestureStep(update: .ended(makeSecond(value, b)), effects: effects)
                case .changed(let b): return GestureStep(update: .changed(makeSecond(value, b)), effects: effects)
                case .none: return GestureStep(update: .changed(makeSecond(value, nil)), effects: effects)
                }
            }
        }
        let step = second.receive(input, in: space)
        switch step.update {
        case .none: return GestureStep(update: .none, effects: step.effects)
        case .failed: return GestureStep(update: .failed, effects: step.effects)
        case .changed(let b): return GestureStep(update: .changed(makeSecond(firstFinal, b)), effects: step.effects)
        case .ended(let b): return GestureStep(update: .ended(makeSecond(firstFinal, b)), effects: step.effects)
        }
    }

    override func cancel() -> [@MainActor () -> Void] {
        super.cancel() + first.cancel() + second.cancel()
    }

    override var deadline: Double? {
        firstFinal == nil ? first.deadline : second.deadline
    }

    override var awaitsAnotherTap: Bool { firstFinal == nil ? first.awaitsAnotherTap : second.awaitsAnotherTap }
}

extension ExclusiveGesture: PrimitiveGesture {
    func makePrimitiveRecognizer() -> GestureRecognizer<Value> {
        ExclusiveRecognizer<First.Value, Second.Value, Value>(
            first.makeRecognizer(), second.makeRecognizer(), first: { Value.first($0) }, second: { Value.second($0) }
        )
    }
}

final class ExclusiveRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let first: GestureRecognizer<A>
    let second: GestureRecognizer<B>
    let makeFirst: (A) -> Value
    let makeSecond: (B) -> Value
    /// What the second did while the first could still win.
    private var held: [GestureStep<B>] = []

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>, first makeFirst: @escaping (A) -> Value, second makeSecond: @escaping (B) -> Value) {
        self.first = first
        self.second = second
        self.makeFirst = makeFirst
        self.makeSecond = makeSecond
        super.init()
    }

    override func process(_ input: PointerInput, in space: GestureSpace) -> GestureStep<Value> {
        let a = first.receive(input, in: space)
        let b = second.receive(input, in: space)
        switch a.update {
        case .changed(let value), .ended(let value):
            let isEnd = if case .ended = a.update { true } else { false }
            held = []
            let dropped = second.cancel()
            return GestureStep(update: isEnd ? .ended(makeFirst(value)) : .changed(makeFirst(value)), effects: a.effects + dropped)
        case .none where first.status != .failed:
            held.append(b)
            return GestureStep(update: .none, effects: a.effects)
        case .none, .failed:
            // The first has failed: the second counts, with what it did while waiting.
            let steps = held + [b]
            held = []
            var effects = a.effects
            var update = GestureStep<Value>.Update.none
            for step in steps {
                effects += step.effects
                let mapped = step.update.map(makeSecond)
                if case .none = mapped { continue }
                update = mapped
            }
            if case .none = update, second.status == .failed { update = .failed }
            return GestureStep(update: update, effects: effects)
        }
    }

    override func cancel() -> [@MainActor () -> Void] {
        super.cancel() + first.cancel() + second.cancel()
    }

    override var deadline: Double? {
        [first.deadline, second.deadline].compactMap { $0 }.min()
    }

    override var awaitsAnotherTap: Bool { first.awaitsAnotherTap || second.awaitsAnotherTap }
}
