import Foundation

/// A system button that reads the pasteboard: SwiftUI's `PasteButton`.
///
/// ```swift
/// PasteButton(payloadType: String.self) { strings in
///     note = strings.first ?? note
/// }
/// ```
///
/// Drawn as a bordered button with the "doc.on.clipboard" symbol and "Paste" (tapped by that title,
/// `stage.tap(label: "Paste")`). A tap reads `UIPasteboard.general` (the process's pasteboard in
/// Cadence): its string for a `String` payload, its URL for a `URL` payload, and calls `onPaste`
/// with it; with nothing of that type on the pasteboard, or another payload type, `onPaste` is not
/// called. The pasteboard is read at the tap (iOS disables the button while it holds nothing
/// pastable; a stage cannot see the pasteboard change, so it keeps it enabled).
public struct PasteButton: View {
    private let read: @MainActor () -> (@MainActor () -> Void)?

    /// A button pasting values of `payloadType` into `onPaste`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        let action = PasteAction(onPaste)
        read = {
            let board = UIPasteboard.general
            let payload: T?
            if T.self == String.self {
                payload = board.string as? T
            } else if T.self == URL.self {
                payload = board.url as? T
            } else {
                payload = nil
            }
            guard let payload else { return nil }
            return { action.paste([payload]) }
        }
    }

    public var body: some View {
        let read = self.read
        Button {
            read()?()
        } label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.bordered)
    }
}

/// A `PasteButton`'s action, carried into its button's main-actor action.
private struct PasteAction<T>: @unchecked Sendable {
    let paste: ([T]) -> Void
    init(_ paste: @escaping ([T]) -> Void) { self.paste = paste }
}
