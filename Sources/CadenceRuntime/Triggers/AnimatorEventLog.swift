/// The most recent events of an animator, oldest first. Cadence addition.
///
/// ```swift
/// let log = player.events
/// log.map(\.kind)          // [.started, .retargeted, .finished]
/// log.discardedCount       // events pushed out because the log was full
/// ```
///
/// The log keeps at most `capacity` events (default 1,024) in a ring, so a loop that runs for hours
/// neither grows memory nor allocates once the ring is full; older events are counted in
/// `discardedCount`. A capacity of 0 records nothing.
public struct AnimatorEventLog: @unchecked Sendable, RandomAccessCollection {
    // @unchecked: the ring object (a `ManagedBuffer`, which cannot be `Sendable`) is mutated only
    // through a log holding the one reference to it, and copied first otherwise.
    // 12 bytes, and 24 per event: a player keeps a log, and a fleet ten thousand players (the fields
    // were 32 bytes and the events 40; the first event's allocation was 80 bytes, and is 64).
    /// The events, in an object that copies of the log share until one of them changes (copy on
    /// write); nil until the first event (or, with a capacity of 0, the first discarded one).
    private var ring: EventRing?
    private let storedCapacity: Int32

    /// The most events the log holds.
    public var capacity: Int { Int(storedCapacity) }

    /// How many events were pushed out of the full log.
    public var discardedCount: Int { ring?.header.discarded ?? 0 }

    /// An empty log holding up to `capacity` events (negative counts as 0, and more than
    /// `Int32.max`, 2,147,483,647, as that many).
    public init(capacity: Int = 1024) {
        storedCapacity = Int32(Swift.min(Swift.max(0, capacity), Int(Int32.max)))
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ring.map { Int($0.header.count) } ?? 0 }

    public subscript(position: Int) -> AnimatorEvent {
        precondition(indices.contains(position), "AnimatorEventLog index \(position) out of range 0..<\(endIndex)")
        let ring = ring.unsafelyUnwrapped
        let count = Int(ring.header.count)
        return ring.withUnsafeMutablePointerToElements { $0[(Int(ring.header.head) + position) % count].event }
    }

    /// Adds `event` as the newest entry.
    mutating func append(_ event: AnimatorEvent) {
        let count = endIndex
        // Room for one more: a ring of its own (copied if shared), grown geometrically up to the
        // capacity.
        let needed = count < capacity ? count + 1 : capacity
        if ring == nil || !isKnownUniquelyReferenced(&ring) || ring.unsafelyUnwrapped.capacity < needed {
            ring = EventRing.copy(of: ring, count: count, capacity: Swift.min(Swift.max(needed, 2 * count), capacity))
        }
        let ring = ring.unsafelyUnwrapped
        guard storedCapacity > 0 else {
            ring.header.discarded += 1
            return
        }
        ring.withUnsafeMutablePointerToElements { events in
            if count < capacity {
                (events + count).initialize(to: PackedEvent(event))
                ring.header.count += 1
            } else {
                events[Int(ring.header.head)] = PackedEvent(event)
                ring.header.head = (ring.header.head + 1) % storedCapacity
                ring.header.discarded += 1
            }
        }
    }

    /// Empties the log and resets `discardedCount`.
    public mutating func removeAll() {
        ring = nil
    }
}

/// The bookkeeping of an `EventRing`: how many events it holds, where the oldest is once the ring
/// is full, and how many were pushed out.
private struct EventRingHeader {
    var count: Int32 = 0
    var head: Int32 = 0
    var discarded = 0
}

/// An `AnimatorEventLog`'s events, after their bookkeeping in one allocation. Mutated only through a
/// log holding the one reference to it (copy on write).
private final class EventRing: ManagedBuffer<EventRingHeader, PackedEvent> {
    /// A ring with room for at least `capacity` events holding the `count` events of `ring` (oldest
    /// first, so its head is 0) and its discarded count; an empty one for nil.
    static func copy(of ring: EventRing?, count: Int, capacity: Int) -> EventRing {
        let new = unsafeDowncast(create(minimumCapacity: capacity) { _ in EventRingHeader() }, to: EventRing.self)
        guard let ring else { return new }
        new.header = EventRingHeader(count: Int32(count), head: 0, discarded: ring.header.discarded)
        ring.withUnsafeMutablePointerToElements { old in
            new.withUnsafeMutablePointerToElements { events in
                let head = Int(ring.header.head)
                (events).initialize(from: old + head, count: count - head)
                (events + count - head).initialize(from: old, count: head)
            }
        }
        return new
    }

    deinit {
        _ = withUnsafeMutablePointers { header, events in events.deinitialize(count: Int(header.pointee.count)) }
    }
}

/// An event in three words: its time; its run in the low 60 bits with its kind above them; its
/// trigger, `Int.min` for none (trigger changes are numbered from 1). A run number needs more than 60
/// bits only after 2⁵⁹ runs, which no player reaches.
private struct PackedEvent: Sendable {
    let time: Double
    let runAndKind: UInt64
    let trigger: Int

    init(_ event: AnimatorEvent) {
        time = event.time
        runAndKind = UInt64(bitPattern: Int64(event.run)) & Self.runMask
            | UInt64(event.kind.base.rawValue) << Self.kindShift
        trigger = event.trigger ?? .min
    }

    var event: AnimatorEvent {
        // The run's 60 bits, sign-extended.
        let run = Int(Int64(bitPattern: runAndKind << (64 - Self.kindShift)) >> (64 - Self.kindShift))
        let base = AnimatorEvent.Kind.Base(rawValue: UInt8(truncatingIfNeeded: runAndKind >> Self.kindShift))
        return AnimatorEvent(AnimatorEvent.Kind(base: base!), time: time, run: run,
                             trigger: trigger == .min ? nil : trigger)
    }

    static var kindShift: UInt64 { 60 }
    static var runMask: UInt64 { (1 << kindShift) - 1 }
}
