import Foundation

// Drag and drop, focus and hardware keys: API shapes for code that runs on iPad and Mac. A stage has
// no drag session, no focus engine and no hardware keyboard, so the handlers these modifiers take
// are kept but never called; the views draw as without the modifiers. `NSItemProvider` is a small
// working stand-in (swift-corelibs-foundation has none).

/// A value that can be written into an item provider (`NSItemProvider(object:)`): Foundation's
/// `NSItemProviderWriting`, for `NSString` and `NSURL` on a stage.
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifier the value is registered under.
    var _typeIdentifier: String { get }
}

/// A value that can be read from an item provider (`loadObject(ofClass:)`): Foundation's
/// `NSItemProviderReading`, for `NSString` and `NSURL` on a stage.
public protocol NSItemProviderReading: AnyObject {
    /// The value made from an item registered under `typeIdentifier`, or `nil` when it is not one.
    static func _read(_ item: Any, typeIdentifier: String) -> Self?
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// `public.utf8-plain-text`.
    public var _typeIdentifier: String { UTType.utf8PlainText.identifier }

    /// The string of a text item.
    public static func _read(_ item: Any, typeIdentifier: String) -> Self? {
        guard let type = UTType(typeIdentifier), type.conforms(to: .text) else { return nil }
        if let string = item as? String { return Self(string: string) }
        if let string = item as? NSString { return Self(string: string as String) }
        return nil
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// `public.url`.
    public var _typeIdentifier: String { UTType.url.identifier }

    /// The URL of a URL item.
    public static func _read(_ item: Any, typeIdentifier: String) -> Self? {
        guard let type = UTType(typeIdentifier), type.conforms(to: .url) else { return nil }
        if let url = item as? URL { return NSURL(string: url.absoluteString) as? Self }
        if let url = item as? NSURL { return url as? Self }
        return nil
    }
}

/// Items of data offered for a drag, a drop or sharing: Foundation's `NSItemProvider`, a small
/// working stand-in on platforms without it.
///
/// ```swift
/// .onDrag { NSItemProvider(object: task.title as NSString) }
/// provider.loadObject(ofClass: String.self) { title, _ in … }
/// ```
///
/// Cadence's provider holds its items in memory and answers loads at once, on the caller's thread
/// (Foundation answers later on a queue of its own). A load of a class no item can be read as calls
/// the handler with `nil` and an error in `NSItemProvider.errorDomain`, code -1000 (item
/// unavailable), as Foundation does.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// The domain of the provider's errors.
    public static let errorDomain = "NSItemProviderErrorDomain"

    private var items: [(typeIdentifier: String, value: Any)] = []
    private let lock = NSLock()

    /// A name the receiver may give a file made from the items.
    open var suggestedName: String?

    /// A provider without items.
    public override init() {
        super.init()
    }

    /// A provider of `object`, under its type identifier.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        register(object, typeIdentifier: object._typeIdentifier)
    }

    /// A provider of `item` under `typeIdentifier` (none when either is `nil`).
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        if let item, let typeIdentifier { register(item, typeIdentifier: typeIdentifier) }
    }

    /// A provider of the file at `fileURL`, as a file URL.
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL else { return nil }
        self.init()
        register(fileURL, typeIdentifier: UTType.fileURL.identifier)
        suggestedName = fileURL.lastPathComponent
    }

    private func register(_ value: Any, typeIdentifier: String) {
        lock.lock()
        items.append((typeIdentifier, value))
        lock.unlock()
    }

    private var snapshot: [(typeIdentifier: String, value: Any)] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }

    /// Adds `object` under its type identifier.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        register(object, typeIdentifier: object._typeIdentifier)
    }

    /// The type identifiers of the items, in the order they were registered.
    open var registeredTypeIdentifiers: [String] { snapshot.map(\.typeIdentifier) }

    /// Whether an item's type is `typeIdentifier` or conforms to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        guard let wanted = UTType(typeIdentifier) else { return false }
        return snapshot.contains { UTType($0.typeIdentifier)?.conforms(to: wanted) ?? false }
    }

    /// Whether an item can be read as `aClass`.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        snapshot.contains { aClass._read($0.value, typeIdentifier: $0.typeIdentifier) != nil }
    }

    /// Whether an item can be read as a string.
    public func canLoadObject(ofClass aClass: String.Type) -> Bool {
        canLoadObject(ofClass: NSString.self)
    }

    /// Reads the first item that can be `aClass` and calls `completionHandler` with it (see the type).
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type, completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let found = snapshot.lazy.compactMap { aClass._read($0.value, typeIdentifier: $0.typeIdentifier) }.first
        completionHandler(found, found == nil ? Self.unavailable : nil)
        return Self.finishedProgress
    }

    /// Reads the first text item as a `String` (see the type).
    @discardableResult
    public func loadObject(ofClass aClass: String.Type, completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) -> Progress {
        loadObject(ofClass: NSString.self) { object, error in
            completionHandler((object as? NSString).map { String($0) }, error)
        }
    }

    /// Reads the first URL item as a `URL` (see the type).
    @discardableResult
    public func loadObject(ofClass aClass: URL.Type, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        loadObject(ofClass: NSURL.self) { object, error in
            completionHandler((object as? NSURL).flatMap { $0.absoluteURL }, error)
        }
    }

    /// Calls `completionHandler` with the first item whose type conforms to `typeIdentifier`.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil, completionHandler: (@Sendable ((any NSSecureCoding)?, (any Error)?) -> Void)? = nil) {
        let wanted = UTType(typeIdentifier)
        let found = snapshot.first { item in wanted.map { UTType(item.typeIdentifier)?.conforms(to: $0) ?? false } ?? false }
        let value = found.map { $0.value as? any NSSecureCoding ?? ($0.value as? String).map { NSString(string: $0) } ?? ($0.value as? URL).map { NSURL(string: $0.absoluteString)! } }
        completionHandler?(value ?? nil, found == nil ? Self.unavailable : nil)
    }

    /// Calls `completionHandler` with the data of the first item whose type conforms to
    /// `typeIdentifier` (text as UTF-8, a URL as its string).
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let wanted = UTType(typeIdentifier)
        let found = snapshot.first { item in wanted.map { UTType(item.typeIdentifier)?.conforms(to: $0) ?? false } ?? false }
        let data: Data? = switch found?.value {
        case let data as Data: data
        case let string as String: Data(string.utf8)
        case let string as NSString: Data(String(string).utf8)
        case let url as URL: Data(url.absoluteString.utf8)
        default: nil
        }
        completionHandler(data, data == nil ? Self.unavailable : nil)
        return Self.finishedProgress
    }

    private static var unavailable: NSError {
        NSError(domain: errorDomain, code: -1000, userInfo: [NSLocalizedDescriptionKey: "No item of that type is available."])
    }

    private static var finishedProgress: Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }
}

/// Who may see a registered item: Foundation's `NSItemProviderRepresentationVisibility` (Cadence
/// shows every item to everyone).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// The app's team.
    case team = 1
    /// The group of the app.
    case group = 2
    /// This process only.
    case ownProcess = 3
}

/// How a focusable view takes part in focus: SwiftUI's `FocusInteractions` (iOS 17).
public struct FocusInteractions: OptionSet, Sendable {
    /// The bits of the interactions.
    public let rawValue: Int

    /// Interactions with these bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Focus to activate the view (a button pressed from the keyboard).
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// Focus to edit the view's content (typing, arrow keys).
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The platform's choice.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// A press of a hardware key: SwiftUI's `KeyPress` (iOS 17), given to `onKeyPress` actions.
public struct KeyPress: Sendable {
    /// Which moments of a key press an action hears: SwiftUI's `KeyPress.Phases`.
    public struct Phases: OptionSet, Sendable {
        /// The bits of the phases.
        public let rawValue: Int

        /// Phases with these bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key, held, repeated.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether an action used a key press (`handled` stops it there) or let it go on to the views
    /// around: SwiftUI's `KeyPress.Result`.
    public enum Result: Sendable, Hashable {
        /// The press was used.
        case handled
        /// The press goes on to the next handler.
        case ignored
    }

    /// The moment of the press.
    public let phase: Phases
    /// The key.
    public let key: KeyEquivalent
    /// The characters the key types with the modifiers held.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

    init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }
}

extension View {
    /// Makes this view draggable as `payload` (kept, not called: a stage has no drag session).
    public nonisolated func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        self
    }

    /// Makes this view draggable as `payload`, shown as `preview` while dragged (neither is made:
    /// a stage has no drag session).
    public nonisolated func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        self
    }

    /// Makes this view accept drops of `T` values: `action` gets the items and the drop location,
    /// `isTargeted` hears a drag enter and leave. Never called on a stage (no drag session); test
    /// the payload with `T.importing(_:as:)` and the action directly.
    public nonisolated func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        self
    }

    /// Makes this view draggable with the items `data` provides (not called on a stage).
    public nonisolated func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        self
    }

    /// Makes this view draggable with the items `data` provides, shown as `preview` (neither is
    /// called on a stage).
    public nonisolated func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        self
    }

    /// Makes this view accept drops of `supportedContentTypes`: `action` gets the item providers;
    /// `isTargeted` is true while a drag is over the view. Never called or set on a stage.
    public nonisolated func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        self
    }

    /// Makes this view accept drops, with the drop location (see `onDrop(of:isTargeted:perform:)`).
    public nonisolated func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        self
    }

    /// Lets this view take keyboard focus when `isFocusable` (a stage has no focus engine: set
    /// `@FocusState` from code to move focus).
    public nonisolated func focusable(_ isFocusable: Bool = true) -> some View {
        self
    }

    /// Lets this view take focus for `interactions` (no effect on a stage; see `focusable(_:)`).
    public nonisolated func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        self
    }

    /// Hides the focus ring of the focusable views below (a stage draws none).
    public nonisolated func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        self
    }

    /// Runs `action` when `key` goes down or repeats while this view has focus. A stage has no
    /// hardware keyboard: the action is kept but never called.
    public nonisolated func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        self
    }

    /// Runs `action` for `key` in `phases` while this view has focus (never called on a stage).
    public nonisolated func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        self
    }

    /// Runs `action` for any of `keys` in `phases` while this view has focus (never called on a stage).
    public nonisolated func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        self
    }

    /// Runs `action` for keys that type one of `characters` while this view has focus (never
    /// called on a stage).
    public nonisolated func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        self
    }

    /// Runs `action` for every key press in `phases` while this view has focus (never called on a
    /// stage).
    public nonisolated func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        self
    }
}
