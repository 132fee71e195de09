// A binding to a collection is itself a collection of bindings to its elements, as in SwiftUI, so
// that `ForEach($items) { $item in Toggle(item.title, isOn: $item.isDone) }` and `List($items)` edit
// the elements in place.

extension Binding {
    /// The bound value, read from any isolation. Bindings are made and read on the main actor (views
    /// are), but `Collection`'s requirements are nonisolated, so the read asserts it is on the main
    /// actor instead of requiring it statically.
    fileprivate var mainActorValue: Value {
        nonisolated(unsafe) var value: Value?
        let location = self.location
        MainActor.assumeIsolated { value = location.get() }
        // `assumeIsolated` ran the closure synchronously, so `value` is set.
        return value.unsafelyUnwrapped
    }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public typealias SubSequence = Slice<Binding<Value>>

    /// The first index of the bound collection.
    public var startIndex: Value.Index { mainActorValue.startIndex }
    /// The index past the last element of the bound collection.
    public var endIndex: Value.Index { mainActorValue.endIndex }
    /// The indices of the bound collection.
    public var indices: Value.Indices { mainActorValue.indices }

    public func index(after i: Value.Index) -> Value.Index {
        mainActorValue.index(after: i)
    }

    /// A binding to the element at `position`: reading it reads the collection's element there,
    /// writing it replaces that element. The position must stay valid while the binding is used.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let location = self.location
        // Indices are plain values; the closures only run on the main actor.
        nonisolated(unsafe) let index = position
        return Binding<Value.Element>(location: MainActor.assumeIsolated {
            BindingLocation(get: { location.get()[index] }, set: { newValue in
                var whole = location.get()
                whole[index] = newValue
                location.set(whole)
            })
        })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Value.Index) -> Value.Index {
        mainActorValue.index(before: i)
    }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's id, so a binding to an element identifies itself like the element.
    public var id: Value.ID { mainActorValue.id }
}

extension ForEach where Content: View {
    /// One view per element of the bound collection, identified by the element's property at `id`;
    /// each view gets a binding to its element: `ForEach($rows, id: \.name) { $row in … }`.
    @MainActor
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == Binding<C> {
        self.data = data
        self.content = content
        self.id = { $0.mainActorValue[keyPath: id] }
    }
}
