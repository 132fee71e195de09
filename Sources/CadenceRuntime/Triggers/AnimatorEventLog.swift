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
public struct AnimatorEventLog: Sendable, RandomAccessCollection {
    private var ring: [AnimatorEvent] = []
    private var head = 0
    /// The most events the log holds.
    public let capacity: Int
    /// How many events were pushed out of the full log.
    public private(set) var discardedCount = 0

    /// An empty log holding up to `capacity` events (negative counts as 0).
    public init(capacity: Int = 1024) {
        self.capacity = Swift.max(0, capacity)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ring.count }

    public subscript(position: Int) -> AnimatorEvent {
        precondition(ring.indices.contains(position), "AnimatorEventLog index \(position) out of range 0..<\(ring.count)")
        return ring[(head + position) % ring.count]
    }

    /// Adds `event` as the newest entry.
    mutating func append(_ event: AnimatorEvent) {
        guard capacity > 0 else {
            discardedCount += 1
            return
        }
        if ring.count < capacity {
            ring.append(event)
        } else {
            ring[head] = event
            head = (head + 1) % capacity
            discardedCount += 1
        }
    }

    /// Empties the log and resets `discardedCount`.
    public mutating func removeAll() {
        ring.removeAll(keepingCapacity: true)
        head = 0
        discardedCount = 0
    }
}
