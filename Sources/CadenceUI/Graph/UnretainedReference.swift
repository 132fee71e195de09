/// A reference that does not keep its object alive, cleared by the object when it goes: what a
/// `weak` reference does, without the side table a `weak` reference gives its object. Once an object
/// has been referenced weakly, every retain and release of it takes the runtime's slow path, and a
/// stage frame retains its graph and each patched node many times.
///
/// The object keeps the references that point at it and clears them in its deinitialiser
/// (`objectWillGo(_:)`); a reference points at an object only while the object lists it.
final class UnretainedReference<Object: AnyObject>: @unchecked Sendable {
    // @unchecked: pointed and read on the main actor; the object's nonisolated deinitialiser clears
    // it, which runs where the last reference went, on the main actor too (graphs and nodes live
    // there).
    /// The object's address, unretained; `nil` when there is none (or it went).
    private nonisolated(unsafe) var address: UnsafeMutableRawPointer?

    nonisolated init() {}

    /// The object, if it is still alive.
    var object: Object? {
        address.map { Unmanaged<Object>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Points at `object` (`nil`: at none); the caller has the object list this reference.
    func point(at object: Object?) {
        address = object.map { Unmanaged.passUnretained($0).toOpaque() }
    }

    /// Whether it points at `object`.
    func points(at object: Object) -> Bool {
        address == Unmanaged.passUnretained(object).toOpaque()
    }

    /// Called by the object's deinitialiser (with its address): forgets it if it points there.
    nonisolated func objectWillGo(_ object: UnsafeMutableRawPointer) {
        if address == object { address = nil }
    }
}

/// What a render effect's driver keeps of the one node it writes its value into: the node's
/// address, unretained, which the node clears when it goes (see `UnretainedReference`). A base class
/// of the driver rather than an object of its own, so that a frame asking a thousand drivers for
/// their node reads it from the driver's first cache line.
///
/// Invariant: it points at a node only while that node's `effectLink` is this object, so the node's
/// deinitialiser clears every link that could still point at it.
@MainActor
class EffectNodeLink {
    /// The node's address; `nil` when there is none (or it went).
    private nonisolated(unsafe) var address: UnsafeMutableRawPointer?

    nonisolated init() {}

    /// The node, if it is still alive.
    final var linkedNode: LayoutNode? {
        address.map { Unmanaged<LayoutNode>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Whether the link points at a node.
    final var hasLinkedNode: Bool { address != nil }

    /// Points the link at `node` (`nil`: at none), taking it from a link that pointed at it before:
    /// a node lists one link.
    final func link(_ node: LayoutNode?) {
        guard let node else {
            address = nil
            return
        }
        let newAddress = Unmanaged.passUnretained(node).toOpaque()
        if let previous = node.effectLink, previous !== self, previous.address == newAddress { previous.address = nil }
        address = newAddress
        node.effectLink = self
    }

    /// Called by a node's deinitialiser (with its address): forgets it if the link points there.
    final nonisolated func nodeWillGo(_ node: UnsafeMutableRawPointer) {
        if address == node { address = nil }
    }
}
