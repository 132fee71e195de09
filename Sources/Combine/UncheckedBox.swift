/// A mutable reference shared with the runtime's `@Sendable` closures, for values that are only
/// ever touched on the main actor (shared by Combine and CadenceUI, hence `package`).
///
/// The runtime's players take `@Sendable` closures (they are `Sendable` values usable anywhere),
/// while SwiftUI's animator closures are not `@Sendable`: they read the view they were written in.
/// An animator's driver lives on the main actor and calls its player only there, so the closures
/// the player calls run on the main actor too; the box carries the latest closure across that
/// boundary. It must not escape the driver that owns it.
package final class UncheckedBox<Value>: @unchecked Sendable {
    package var value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
