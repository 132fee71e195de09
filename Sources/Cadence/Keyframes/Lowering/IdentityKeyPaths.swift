import Foundation

/// The identity key path (`\T.self`) of each type a whole-value track is built for, made once.
///
/// `\Root.self` in generic code is instantiated from its pattern at every evaluation: a key path
/// object, its buffer and a walk of the pattern, a seventh of building a one-track timeline (4 µs for
/// four cubic keyframes), which a repeating animator does at every pass and a trigger animator at
/// every trigger. A key path equals and hashes as any other `\T.self`, so handing out one object per
/// type changes nothing a caller can see. Thread-safe: the table is read and written under a lock.
@usableFromInline
enum IdentityKeyPaths {
    // nonisolated(unsafe): `table` is read and written only under `lock`.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var table: [ObjectIdentifier: AnyKeyPath] = [:]

    /// `\T.self`, the same object at every call for a type.
    @usableFromInline
    static func identity<T>(of type: T.Type) -> WritableKeyPath<T, T> {
        lock.lock()
        defer { lock.unlock() }
        if let known = table[ObjectIdentifier(type)] {
            return unsafeDowncast(known, to: WritableKeyPath<T, T>.self)
        }
        let made = \T.self
        table[ObjectIdentifier(type)] = made
        return made
    }
}
