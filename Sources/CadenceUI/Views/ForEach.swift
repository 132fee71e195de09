/// One view per element of a collection, each identified by the element's id: SwiftUI's `ForEach`.
///
/// ```swift
/// HStack {
///     ForEach(["a", "b", "c"], id: \.self) { letter in
///         Text(letter)
///     }
/// }
/// ```
///
/// An element keeps its state while its id stays in the collection, wherever it moves. Ids should be
/// unique; when one repeats (SwiftUI calls that undefined), Cadence tells the repeats apart by their
/// order of occurrence, so each keeps its own state.
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    /// Builds the view for one element.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    public typealias Body = Never
}

extension ForEach: View where Content: View {
    /// One view per element, identified by the element's property at `id`.
    public nonisolated init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element, identified by its `Identifiable` id.
    public nonisolated init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// One view per integer of a range, identified by the integer.
    public nonisolated init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}

extension ForEach {
    /// One element per item of `data`, identified by `id`, whatever kind of content `content`
    /// builds: how other content kinds (Charts' `ChartContent`) make a `ForEach` of their own.
    @_spi(CadenceContent)
    public nonisolated init(_data data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = id
    }

    /// The id of `element`, as this `ForEach` identifies it.
    @_spi(CadenceContent)
    public nonisolated func _id(of element: Data.Element) -> ID {
        id(element)
    }
}

extension ForEach: PrimitiveView where Content: View {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        // `ForEach(subviews:)`: the view's subviews are known once it is resolved.
        (data as? any SubviewLoading)?.load(in: context)
        var occurrences: [ID: Int] = [:]
        let transitions = context.driver(slot: DriverSlot.elementTransitions) { ElementTransitions() }
        var elements: [ElementTransitions.Element] = []
        for element in data {
            let elementID = id(element)
            let occurrence = occurrences[elementID, default: 0]
            occurrences[elementID] = occurrence + 1
            let component = ViewIdentity.Component.element(AnyHashable(elementID), occurrence: occurrence)
            let view = content(element)
            elements.append(ElementTransitions.Element(key: component, explicitID: AnyHashable(elementID)) { context in
                context.resolve(view, at: component)
            })
        }
        return transitions.resolve(elements, in: context)
    }
}
