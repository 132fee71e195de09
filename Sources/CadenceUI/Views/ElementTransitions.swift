/// The insertions and removals of a `ForEach`'s elements: an element whose id appears in an
/// animated transaction plays its insertion transition (`.transition(_:)`, a fade by default), one
/// whose id goes away plays its removal where layout last put it, taking no room, while the
/// elements that stay glide to their new places, as SwiftUI animates a list's changes.
///
/// Each element gets a `TransitionHost`, as one `if` would; a removed element's host stays until
/// its removal has played. The elements of a `ForEach` that appears with them do not transition.
@MainActor
final class ElementTransitions: AnimationDriver {
    /// One element as the `ForEach` resolves it now.
    struct Element {
        var key: ViewIdentity.Component
        var explicitID: AnyHashable
        var resolve: ContentResolver
    }

    private struct Entry {
        var host: TransitionHost
        /// Where the element was among the elements when last present (a removed one is drawn there).
        var position: Int
        var explicitID: AnyHashable
    }

    private var entries: [ViewIdentity.Component: Entry] = [:]
    private var isFirstPass = true
    /// How many elements' hosts have a transition playing (counted after each pass, the only place
    /// one starts): a frame of a long `ForEach` in which none plays does nothing here.
    private var transitioningCount = 0

    /// The nodes of `elements` in order, with the removed elements still playing their removal at
    /// the places they had.
    func resolve(_ elements: [Element], in context: ResolveContext) -> [LayoutNode] {
        let appearsWithContainer = isFirstPass
        isFirstPass = false
        var present = Set<ViewIdentity.Component>()
        var groups: [(position: Double, nodes: [LayoutNode])] = []
        for (position, element) in elements.enumerated() {
            present.insert(element.key)
            var entry = entries[element.key] ?? Entry(host: TransitionHost(appearsWithContainer: appearsWithContainer), position: position, explicitID: element.explicitID)
            entry.position = position
            entry.explicitID = element.explicitID
            entries[element.key] = entry
            let nodes = entry.host.resolve(active: true, content: element.resolve, in: context)
            if let first = nodes.first, first.explicitID == nil { first.explicitID = element.explicitID }
            groups.append((Double(position), nodes))
        }
        let hasRemovals = entries.count > present.count
        for (key, entry) in entries where hasRemovals && !present.contains(key) {
            let nodes = entry.host.resolve(active: nil, content: nil, in: context)
            guard !nodes.isEmpty else {
                entries[key] = nil
                continue
            }
            // Before the element that took its place.
            groups.append((Double(entry.position) - 0.5, nodes))
        }
        let wasDormant = transitioningCount == 0
        transitioningCount = 0
        for entry in entries.values where entry.host.hasProgress { transitioningCount += 1 }
        // Waking or falling dormant: the graph's list of drivers to walk is made again (see `isDormant`).
        if wasDormant != (transitioningCount == 0) { NodeStorage.driverDormancyChanges &+= 1 }
        // In order already unless removed elements were added at their old places.
        guard groups.count > elements.count else { return groups.flatMap(\.nodes) }
        return groups.enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .flatMap(\.element.nodes)
    }

    /// Whether no element's transition plays: the graph leaves this driver out of the frame's walk
    /// (a still `ForEach` of a thousand rows copied a thousand entries a frame).
    var isDormant: Bool { transitioningCount == 0 }

    func advance(to time: Double) -> Bool {
        guard transitioningCount > 0 else { return false }
        var changed = false
        for entry in entries.values where entry.host.advance(to: time) { changed = true }
        return changed
    }

    func nextChange(after time: Double) -> Double? {
        guard transitioningCount > 0 else { return nil }
        // A loop, not `compactMap(…).min()`: that made an array of all the elements every frame.
        var earliest: Double?
        for entry in entries.values {
            if let next = entry.host.nextChange(after: time) { earliest = min(earliest ?? next, next) }
        }
        return earliest
    }

    func visibilityChanged(_ isVisible: Bool, at time: Double) {
        for entry in entries.values { entry.host.visibilityChanged(isVisible, at: time) }
    }
}
