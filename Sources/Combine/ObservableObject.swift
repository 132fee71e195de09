import Foundation

/// A publisher that announces an object is about to change: Combine's `ObservableObjectPublisher`.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// It publishes no value, only the fact that a change is coming.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never
    let subject = PassthroughSubject<Void, Never>()

    /// Makes a publisher with no subscribers.
    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Tells the subscribers (the views observing the object) that it is about to change.
    public func send() {
        subject.send(())
    }
}

/// A class whose changes views observe through `objectWillChange`: Combine's `ObservableObject`.
///
/// ```swift
/// final class Player: ObservableObject {
///     @Published var isPlaying = false
/// }
/// struct Controls: View {
///     @StateObject private var player = Player()
///     var body: some View {
///         Button(player.isPlaying ? "Pause" : "Play") {
///             withAnimation { player.isPlaying.toggle() }
///         }
///     }
/// }
/// ```
///
/// Each `@Published` property sends `objectWillChange` before it changes, as in Combine; views that
/// hold the object (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) are evaluated again,
/// in the transaction of the change.
public protocol ObservableObject: AnyObject {
    /// The type of `objectWillChange`.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never

    /// Publishes before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, made the first time it is asked for and kept while the object lives.
    public var objectWillChange: ObservableObjectPublisher {
        ObjectWillChangeRegistry.shared.publisher(for: self)
    }
}

/// The `objectWillChange` publishers of objects that use the default one.
final class ObjectWillChangeRegistry: @unchecked Sendable {
    static let shared = ObjectWillChangeRegistry()
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]

    struct Weak {
        weak var object: AnyObject?
    }

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let key = ObjectIdentifier(object)
            if let entry = entries[key], entry.object.object === object { return entry.publisher }
            if entries.count > 256 { entries = entries.filter { $0.value.object.object != nil } }
            let publisher = ObservableObjectPublisher()
            entries[key] = (Weak(object: object), publisher)
            return publisher
        }
    }
}

/// Sends `objectWillChange` of `object` if it is an `ObservableObject` with the standard publisher.
package func sendObjectWillChange(_ object: AnyObject) {
    guard let observable = object as? any ObservableObject else { return }
    func send<O: ObservableObject>(_ object: O) {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
    }
    send(observable)
}

/// A property of an `ObservableObject` that announces its changes: Combine's `Published`.
///
/// Setting it sends the object's `objectWillChange`, then the new value to `$property`'s
/// subscribers, then stores it (so subscribers see the value before the property holds it, as in
/// Combine).
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    /// Wraps the property's initial value: what `@Published var name = value` calls.
    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    /// Wraps the property's initial value; the older spelling of ``init(wrappedValue:)``.
    public init(initialValue: Value) {
        storage = PublishedStorage(initialValue)
    }

    /// `@Published` is only for properties of classes; the class's instance is what it notifies.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            object[keyPath: storageKeyPath].storage.value
        }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            storage.owner = object
            sendObjectWillChange(object)
            storage.set(newValue, notifyingOwner: false)
        }
    }

    /// The property's values as a publisher: the current one at once, then each new one.
    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher(storage: storage) }
        set { storage.set(newValue.storage.value) }
    }

    /// The publisher of a `@Published` property (`$isPlaying`).
    public struct Publisher {
        let storage: PublishedStorage<Value>
    }
}

extension Published.Publisher: Combine.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// It never fails.
    public typealias Failure = Never

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        storage.subject.receive(subscriber: subscriber)
    }
}

/// The value of one `@Published` property and the subject behind `$property`.
final class PublishedStorage<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    let subject: CurrentValueSubject<Value, Never>
    weak var owner: AnyObject?
    private var kept: [AnyCancellable] = []

    init(_ value: Value) {
        stored = value
        subject = CurrentValueSubject(value)
    }

    var value: Value { lock.withLock { stored } }

    /// Publishes `value`, then stores it; `assign(to:)` also tells the owner first.
    func set(_ value: Value, notifyingOwner: Bool = true) {
        if notifyingOwner, let owner { sendObjectWillChange(owner) }
        subject.send(value)
        lock.withLock { stored = value }
    }

    /// Keeps an `assign(to:)` subscription for the life of the property.
    func keep(_ cancellable: AnyCancellable) {
        lock.withLock { kept.append(cancellable) }
    }
}
