/// A per-identity record kept in a driver slot: it never animates anything.
@MainActor
class InertRecord: AnimationDriver {
    nonisolated init() {}
    func advance(to time: Double) -> Bool { false }
    func nextChange(after time: Double) -> Double? { nil }
}

/// The value an `onChange` modifier saw last.
final class OnChangeRecord<Value>: InertRecord {
    var value: Value?
}

/// `onChange(of:initial:_:)`: runs an action after the update in which a value changed.
nonisolated struct OnChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let record = context.driver(slot: DriverSlot.onChange) { OnChangeRecord<Value>() }
        let new = value
        let action = action
        if let old = record.value {
            if old != new {
                record.value = new
                context.graph.runAfterPass { action(old, new) }
            }
        } else {
            record.value = new
            if initial { context.graph.runAfterPass { action(new, new) } }
        }
        return content(context)
    }
}

extension View {
    /// Runs `action` with the old and new value each time `value` changes (compared with `==`),
    /// after the update that changed it; with `initial`, also when the view appears.
    ///
    /// ```swift
    /// .onChange(of: isExpanded) { oldValue, newValue in
    ///     withAnimation(.bouncy) { angle = newValue ? 90 : 0 }
    /// }
    /// ```
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` each time `value` changes; with `initial`, also when the view appears.
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value each time `value` changes (the iOS 14 spelling).
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public nonisolated func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }
}

/// The task a `.task` modifier runs for one appearance of its view.
final class TaskRecord: InertRecord {
    var task: Task<Void, Never>?
    var id: AnyHashable?
    var isAppeared = false
    /// The action, with the isolation it was written in (the main actor, in a view's body).
    var action: (@isolated(any) () async -> Void)?
    var name: String?
    var priority: TaskPriority = .userInitiated
    weak var runLoop: StageRunLoop?

    func start() {
        task?.cancel()
        guard let action else { return }
        // Started again when the id changes, so the record keeps it and sends a box of it.
        let box = UncheckedBox(action)
        let loop = runLoop
        // Runs at once, up to its first suspension, so the appearing frame shows what it did (for
        // an action isolated to the main actor, as a view's is; a nonisolated one hops to the
        // global executor at once, as `Task` would run it).
        let token = loop?.taskStarting()
        // The run loop follows this task itself (to its sleeps and its return), so it does not
        // take the token of the app code that is running (see `ActionTaskToken`).
        task = ActionTaskToken.$current.withValue(nil) {
            Task.immediate(name: name, priority: priority) { @MainActor in
                let key = StageRunLoop.currentTaskKey()
                if let token { loop?.taskBegan(token, as: key) }
                // Calling an `@isolated(any)` function runs it on its own isolation.
                await VirtualRunLoopContext.$current.withValue(loop) { await box.value() }
                // Done: the stage need not wait for it to reach another `Task.sleep`.
                loop?.taskFinished(key)
            }
        }
    }

    func stop() {
        task?.cancel()
        task = nil
    }
}

/// `task(name:priority:file:line:_:)` and `task(id:name:priority:file:line:_:)`.
nonisolated struct TaskModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: AnyHashable?
    let name: String?
    let priority: TaskPriority
    let action: @isolated(any) () async -> Void

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let record = context.driver(slot: DriverSlot.task) { TaskRecord() }
        record.action = action
        record.name = name
        record.priority = priority
        record.runLoop = context.graph.runLoop
        if record.isAppeared, record.id != id {
            context.graph.runAfterPass { record.start() }
        }
        record.id = id
        let mark = context.graph.lifecycleMark
        let nodes = content(context)
        // The task's lifetime is the first view's: it starts when that appears, ends when it goes.
        let actions = LifecycleActions(
            onAppear: { record.isAppeared = true; record.start() },
            onDisappear: { record.isAppeared = false; record.stop() }
        )
        context.graph.visitLifecycle([context.identity.appending(.lifecycle(-1))], actions: actions, at: mark)
        return nodes
    }
}

extension View {
    /// Adds an asynchronous task to perform before this view appears: `action` starts when the
    /// view appears and is cancelled when it disappears (the stage hides, the view leaves the
    /// tree), as SwiftUI declares it.
    ///
    /// `action` keeps the isolation it is written in (`@isolated(any)`): written in a view's
    /// `body`, it runs on the main actor, as in SwiftUI, and may touch the view's state. It starts
    /// at once, so what it does before its first `await` shows in the appearing frame; `Task.sleep`
    /// inside it, and in what it calls, follows the stage's clock (see `Stage.play(to:)`).
    ///
    /// - Parameters:
    ///   - name: The task's name (`Task.name`); `nil` names it after the call site.
    ///   - priority: The priority of the task (`.userInitiated` by default).
    ///   - file: The call site's file, for the default name.
    ///   - line: The call site's line, for the default name.
    ///   - action: The work; cancelled when the view disappears.
    public nonisolated func task(name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        modifier(TaskModifier(id: nil, name: name ?? Self.taskName(file: file, line: line), priority: priority, action: action))
    }

    /// Like `task(name:priority:file:line:_:)`, and restarts the task (cancelling the running one)
    /// whenever `id` changes (compared with `==`) while the view is shown.
    public nonisolated func task<T: Equatable>(id value: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        modifier(TaskModifier(id: AnyHashable(EquatableBox(value)), name: name ?? Self.taskName(file: file, line: line), priority: priority, action: action))
    }

    /// The default name of a `.task`: its call site, as SwiftUI names it.
    private nonisolated static func taskName(file: String, line: Int) -> String {
        "View.task @ \(file):\(line)"
    }
}

/// Makes any `Equatable` value hashable (with one hash for all values) so task ids compare by `==`.
struct EquatableBox<Value: Equatable>: Hashable {
    let value: Value
    init(_ value: Value) { self.value = value }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) {}
}

/// The subscription of an `onReceive` modifier and its latest action.
final class ReceiveRecord<Output>: InertRecord {
    var action: ((Output) -> Void)?
    var subscribe: ((@escaping (Output) -> Void) -> AnyCancellable)?
    var cancellable: AnyCancellable?
    weak var runLoop: StageRunLoop?

    func start() {
        guard cancellable == nil, let subscribe else { return }
        let loop = runLoop
        cancellable = VirtualRunLoopContext.$current.withValue(loop) {
            subscribe { [weak self] value in
                let box = UncheckedBox(value)
                MainActor.assumeIsolated { self?.action?(box.value) }
            }
        }
    }

    func stop() {
        cancellable?.cancel()
        cancellable = nil
    }
}

/// `onReceive(_:perform:)`.
nonisolated struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let record = context.driver(slot: DriverSlot.onReceive) { ReceiveRecord<P.Output>() }
        record.action = action
        record.runLoop = context.graph.runLoop
        if record.subscribe == nil {
            let publisher = publisher
            record.subscribe = { handler in publisher.sink(receiveValue: handler) }
        }
        let mark = context.graph.lifecycleMark
        let nodes = content(context)
        let actions = LifecycleActions(onAppear: { record.start() }, onDisappear: { record.stop() })
        context.graph.visitLifecycle([context.identity.appending(.lifecycle(-1))], actions: actions, at: mark)
        return nodes
    }
}

extension View {
    /// Runs `action` with each value `publisher` emits while this view is shown (subscribed when it
    /// appears, cancelled when it disappears).
    ///
    /// The view keeps the publisher it first appeared with: a view struct made again by its parent's
    /// body carries a new `Timer.publish(...).autoconnect()`, which would otherwise restart the timer
    /// at every update; only the action is updated.
    public nonisolated func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}
