import Foundation

// Accessibility rotors (`accessibilityRotor`, `AccessibilityRotorEntry`, `accessibilityRotorEntry`):
// shortcuts VoiceOver users flick through to jump to particular elements. The rotor's entries are
// accessibility data, never views: they are built when the modified view is resolved and recorded
// on the elements of that view (`AccessibilityElement.rotors`); the tree lists them
// (`AccessibilityTree.rotors`) and a stage script navigates them
// (`Stage.navigateAccessibilityRotor(_:toEntryAt:)`).

extension AccessibilityElement {
    /// A rotor VoiceOver offers while its focus is in the view that declared it
    /// (`accessibilityRotor`). Cadence addition: the tree's record of the rotor.
    public struct Rotor: Hashable, Sendable {
        /// The rotor's name as VoiceOver announces it ("Warnings"); a system rotor's name
        /// ("Headings") when the rotor replaces one.
        public var label: String
        /// The system rotor this one replaces (`accessibilityRotor(.headings) { … }`), if any.
        public var systemRotor: AccessibilitySystemRotor?
        /// The entries, in the order VoiceOver visits them.
        public var entries: [Entry]

        /// One place a rotor jumps to.
        public struct Entry: Hashable, Sendable {
            /// What VoiceOver says for the entry; empty when it names none (the element's own
            /// label is read then).
            public var label: String
            /// The target's id as `String(describing:)` writes it; `nil` for an entry that only
            /// names a range of text in the rotor's own element.
            public var id: String?
            /// The namespace the id belongs to (`AccessibilityRotorEntry(_:id:in:)`); `nil` when
            /// the id is a scroll view's element id.
            public var namespace: Namespace.ID?
            /// The range of the target's label or value the entry points at, if any.
            public var textRange: Range<String.Index>?
            /// Runs before VoiceOver moves to the entry (scrolling the target on screen); not
            /// compared.
            var prepare = RotorPreparation()
        }
    }

    /// The id an element answers to in rotors: `accessibilityRotorEntry(id:in:)`. Cadence addition.
    public struct RotorEntryID: Hashable, Sendable {
        /// The id as `String(describing:)` writes it.
        public var id: String
        /// The namespace the id belongs to.
        public var namespace: Namespace.ID
    }
}

/// The `prepare` closure of a rotor entry: equal whatever it holds, like the action handlers, so
/// two entries that read the same compare equal.
struct RotorPreparation: Hashable, @unchecked Sendable {
    var run: (@MainActor () -> Void)?

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

/// A rotor the system already has, which `accessibilityRotor(_:entries:)` can replace with entries
/// of the app's own: SwiftUI's `AccessibilitySystemRotor`.
public struct AccessibilitySystemRotor: Hashable, Sendable {
    /// The rotor's name as VoiceOver announces it.
    public let name: String

    /// Links.
    public static let links = AccessibilitySystemRotor(name: "Links")
    /// Visited links (`true`) or links not yet visited (`false`).
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: visited ? "Visited Links" : "Unvisited Links")
    }
    /// Headings.
    public static let headings = AccessibilitySystemRotor(name: "Headings")
    /// Headings of one level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        level == .unspecified ? headings : AccessibilitySystemRotor(name: "Headings Level \(level.rawValue)")
    }
    /// Runs of bold text.
    public static let boldText = AccessibilitySystemRotor(name: "Bold Text")
    /// Runs of italic text.
    public static let italicText = AccessibilitySystemRotor(name: "Italic Text")
    /// Runs of underlined text.
    public static let underlineText = AccessibilitySystemRotor(name: "Underlined Text")
    /// Misspelled words.
    public static let misspelledWords = AccessibilitySystemRotor(name: "Misspelled Words")
    /// Images.
    public static let images = AccessibilitySystemRotor(name: "Images")
    /// Text fields.
    public static let textFields = AccessibilitySystemRotor(name: "Text Fields")
    /// Tables.
    public static let tables = AccessibilitySystemRotor(name: "Tables")
    /// Lists.
    public static let lists = AccessibilitySystemRotor(name: "Lists")
    /// Landmarks.
    public static let landmarks = AccessibilitySystemRotor(name: "Landmarks")
}

/// The content of a rotor: entries, `ForEach`es of entries, and `if`s around them: SwiftUI's
/// `AccessibilityRotorContent`.
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    /// The type of the content this one is made of.
    associatedtype Body: AccessibilityRotorContent
    /// The entries, built with ``AccessibilityRotorContentBuilder``.
    @AccessibilityRotorContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: AccessibilityRotorContent {}

extension AccessibilityRotorContent where Body == Never {
    /// Built-in rotor content has no body; its entries are read directly.
    public var body: Never {
        fatalError("\(Self.self) is built-in rotor content; its body is never evaluated")
    }
}

/// Rotor content that gives its entries itself.
@MainActor
protocol PrimitiveRotorContent {
    var rotorEntries: [AccessibilityElement.Rotor.Entry] { get }
}

/// The entries `content` gives, in order.
@MainActor
func collectRotorEntries<Content: AccessibilityRotorContent>(of content: Content) -> [AccessibilityElement.Rotor.Entry] {
    if let primitive = content as? any PrimitiveRotorContent { return primitive.rotorEntries }
    if Content.Body.self == Never.self { return [] }
    return collectRotorEntries(of: content.body)
}

/// One entry of a rotor: where it jumps (an element with the same id, in a namespace or a scroll
/// view, or a range of text), what VoiceOver calls it, and what runs first: SwiftUI's
/// `AccessibilityRotorEntry`.
///
/// ```swift
/// .accessibilityRotor("Warnings") {
///     ForEach(messages) { message in
///         if message.isWarning {
///             AccessibilityRotorEntry(message.title, id: message.id, in: warnings) {
///                 proxy.scrollTo(message.id)
///             }
///         }
///     }
/// }
/// ```
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent, PrimitiveRotorContent {
    /// Built in: no body.
    public typealias Body = Never

    let entry: AccessibilityElement.Rotor.Entry

    init(label: Text?, id: ID?, namespace: Namespace.ID?, textRange: Range<String.Index>?, prepare: @escaping () -> Void) {
        // VoiceOver runs `prepare` on the main thread; the stage runs it from a main-actor script.
        let run: @MainActor () -> Void = { prepare() }
        entry = AccessibilityElement.Rotor.Entry(
            label: label?.content ?? "", id: id.map { String(describing: $0) }, namespace: namespace,
            textRange: textRange, prepare: RotorPreparation(run: run))
    }

    var rotorEntries: [AccessibilityElement.Rotor.Entry] { [entry] }

    /// An entry labelled `label` for the element marked `accessibilityRotorEntry(id:in:)` with `id`
    /// in `namespace`, optionally at `textRange` of its text; `prepare` runs before VoiceOver moves
    /// there.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(label: label, id: id, namespace: namespace, textRange: textRange, prepare: prepare)
    }

    /// An entry with a localized label for the element of `id` in `namespace`.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(label: Text(labelKey), id: id, namespace: namespace, textRange: textRange, prepare: prepare)
    }

    /// An entry with a string label (not localized) for the element of `id` in `namespace`.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(label: Text(label), id: id, namespace: namespace, textRange: textRange, prepare: prepare)
    }

    /// An entry for the element of `id` in a scroll view (a `ForEach` element or an `id(_:)`),
    /// labelled `label` or, when `nil`, by the element's own label.
    public init(_ label: Text?, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(label: label, id: id, namespace: nil, textRange: textRange, prepare: prepare)
    }

    /// An entry with a localized label for the scroll view element of `id`.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(label: Text(labelKey), id: id, namespace: nil, textRange: textRange, prepare: prepare)
    }

    /// An entry with a string label (not localized) for the scroll view element of `id`.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(label: Text(label), id: id, namespace: nil, textRange: textRange, prepare: prepare)
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry for `textRange` of the text of the element the rotor is attached to.
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(label: label, id: nil, namespace: nil, textRange: textRange, prepare: prepare)
    }

    /// An entry with a localized label for `textRange` of the rotor's element.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(label: Text(labelKey), id: nil, namespace: nil, textRange: textRange, prepare: prepare)
    }

    /// An entry with a string label (not localized) for `textRange` of the rotor's element.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(label: Text(label), id: nil, namespace: nil, textRange: textRange, prepare: prepare)
    }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {}

extension ForEach: PrimitiveRotorContent where Content: AccessibilityRotorContent {
    @MainActor var rotorEntries: [AccessibilityElement.Rotor.Entry] {
        data.flatMap { collectRotorEntries(of: content($0)) }
    }
}

extension ForEach where Content: AccessibilityRotorContent {
    /// Rotor entries for each element of `data`, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: AccessibilityRotorContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rotor entries for each `Identifiable` element of `data`.
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Content: AccessibilityRotorContent, Data == Range<Int>, ID == Int {
    /// Rotor entries for each integer of a range.
    public init(_ data: Range<Int>, @AccessibilityRotorContentBuilder content: @escaping (Int) -> Content) {
        self.init(_data: data, id: { $0 }, content: content)
    }
}

/// Several pieces of rotor content in a row (a builder block).
public struct _TupleRotorContent<each Content: AccessibilityRotorContent>: AccessibilityRotorContent, PrimitiveRotorContent {
    /// Built in: no body.
    public typealias Body = Never
    let content: (repeat each Content)

    var rotorEntries: [AccessibilityElement.Rotor.Entry] {
        var entries: [AccessibilityElement.Rotor.Entry] = []
        for piece in repeat each content { entries += collectRotorEntries(of: piece) }
        return entries
    }
}

/// Rotor content that may be absent (an `if` without `else`).
public struct _OptionalRotorContent<Wrapped: AccessibilityRotorContent>: AccessibilityRotorContent, PrimitiveRotorContent {
    /// Built in: no body.
    public typealias Body = Never
    let wrapped: Wrapped?

    var rotorEntries: [AccessibilityElement.Rotor.Entry] { wrapped.map { collectRotorEntries(of: $0) } ?? [] }
}

/// Either of two pieces of rotor content (an `if`/`else`).
public struct _ConditionalRotorContent<TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent>: AccessibilityRotorContent, PrimitiveRotorContent {
    /// Built in: no body.
    public typealias Body = Never
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage

    var rotorEntries: [AccessibilityElement.Rotor.Entry] {
        switch storage {
        case .first(let content): collectRotorEntries(of: content)
        case .second(let content): collectRotorEntries(of: content)
        }
    }
}

/// Builds rotor content from a block of entries, `ForEach`es and `if`s: SwiftUI's
/// `AccessibilityRotorContentBuilder`.
@resultBuilder @MainActor
public enum AccessibilityRotorContentBuilder {
    /// One piece of content, as is.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content {
        content
    }

    /// An empty block: no entries.
    public static func buildBlock() -> _TupleRotorContent< > {
        _TupleRotorContent(content: ())
    }

    /// One piece of content, as is.
    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> Content {
        content
    }

    /// Several pieces, their entries in order.
    public static func buildBlock<each Content: AccessibilityRotorContent>(_ content: repeat each Content) -> _TupleRotorContent<repeat each Content> {
        _TupleRotorContent(content: (repeat each content))
    }

    /// An `if` without `else`.
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> _OptionalRotorContent<Content> {
        _OptionalRotorContent(wrapped: content)
    }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither<TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent>(first content: TrueContent) -> _ConditionalRotorContent<TrueContent, FalseContent> {
        _ConditionalRotorContent(storage: .first(content))
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent>(second content: FalseContent) -> _ConditionalRotorContent<TrueContent, FalseContent> {
        _ConditionalRotorContent(storage: .second(content))
    }

    /// Content inside `if #available`.
    public static func buildLimitedAvailability<Content: AccessibilityRotorContent>(_ content: Content) -> Content {
        content
    }
}

/// `accessibilityRotor`: builds the rotor when the view is resolved (so its entries follow the
/// view's state) and records it on the content's elements; nothing is drawn for it.
nonisolated struct AccessibilityRotorModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let makeRotor: @MainActor () -> AccessibilityElement.Rotor

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let rotor = makeRotor()
        return content(context).map { LayoutNode(.effect(.accessibility(.rotor(rotor)), child: $0)) }
    }
}

extension View {
    /// Adds a rotor named `label` whose entries `entries` builds: SwiftUI's
    /// `accessibilityRotor(_:entries:)`. VoiceOver offers it while its focus is in this view.
    ///
    /// ```swift
    /// List(messages) { MessageRow(message: $0).accessibilityRotorEntry(id: $0.id, in: rotor) }
    ///     .accessibilityRotor("Unread") {
    ///         ForEach(messages) { message in
    ///             if message.isUnread {
    ///                 AccessibilityRotorEntry(message.subject, id: message.id, in: rotor)
    ///             }
    ///         }
    ///     }
    /// ```
    ///
    /// The entries are built each time the view is (they follow its state) and recorded, never
    /// drawn, in the `rotors` of this view's elements (each element of a view that reads as
    /// several carries it; `AccessibilityTree.rotors` lists each rotor once).
    public nonisolated func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        // Called only when the view is resolved, on the main actor, like a view's body.
        nonisolated(unsafe) let entries = entries
        return rotor(label: label.content, system: nil) { collectRotorEntries(of: entries()) }
    }

    /// Adds a rotor with a localized name.
    public nonisolated func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotor(Text(labelKey), entries: entries)
    }

    /// Adds a rotor with a string name (not localized).
    @_disfavoredOverload
    public nonisolated func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(_ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotor(Text(label), entries: entries)
    }

    /// Replaces the system rotor `systemRotor` (headings, links…) with the app's own entries while
    /// VoiceOver's focus is in this view.
    public nonisolated func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        nonisolated(unsafe) let entries = entries
        return rotor(label: systemRotor.name, system: systemRotor) { collectRotorEntries(of: entries()) }
    }

    /// Adds a rotor named `rotorLabel` with one entry per element of `entries`, labelled by its
    /// property at `entryLabel` and jumping to the scroll view element of its `Identifiable` id.
    public nonisolated func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(rotorLabel, entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// A rotor with a localized name over `Identifiable` models.
    public nonisolated func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabelKey), entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// A rotor with a string name (not localized) over `Identifiable` models.
    @_disfavoredOverload
    public nonisolated func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(_ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabel), entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// Replaces the system rotor `systemRotor` with one entry per `Identifiable` model.
    public nonisolated func accessibilityRotor<EntryModel: Identifiable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(systemRotor, entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// Adds a rotor named `rotorLabel` with one entry per element of `entries`, labelled by its
    /// property at `entryLabel` and jumping to the scroll view element whose id is its property at
    /// `entryID`.
    public nonisolated func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        modelRotor(label: rotorLabel.content, system: nil, entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    /// A rotor with a localized name over models identified by `entryID`.
    public nonisolated func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabelKey), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    /// A rotor with a string name (not localized) over models identified by `entryID`.
    @_disfavoredOverload
    public nonisolated func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(_ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabel), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    /// Replaces the system rotor `systemRotor` with one entry per model identified by `entryID`.
    public nonisolated func accessibilityRotor<EntryModel, ID: Hashable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        modelRotor(label: systemRotor.name, system: systemRotor, entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    /// Adds a rotor named `label` with one entry per range of `textRanges`, each pointing into the
    /// text of this view's element (the label or value the ranges were taken from).
    public nonisolated func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        rangesRotor(label: label.content, system: nil, textRanges: textRanges)
    }

    /// A rotor of text ranges with a localized name.
    public nonisolated func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(labelKey), textRanges: textRanges)
    }

    /// A rotor of text ranges with a string name (not localized).
    @_disfavoredOverload
    public nonisolated func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(label), textRanges: textRanges)
    }

    /// Replaces the system rotor `systemRotor` with entries for `textRanges` of this view's text.
    public nonisolated func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
        rangesRotor(label: systemRotor.name, system: systemRotor, textRanges: textRanges)
    }

    /// Marks this view's elements as the target of rotor entries with `id` in `namespace`:
    /// SwiftUI's `accessibilityRotorEntry(id:in:)`. Recorded in each element's `rotorEntryID`.
    public nonisolated func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        modifier(AccessibilityModifier(attachment: .rotorEntryID(AccessibilityElement.RotorEntryID(id: String(describing: id), namespace: namespace))))
    }

    private nonisolated func rotor(label: String, system: AccessibilitySystemRotor?, entries: @escaping @MainActor () -> [AccessibilityElement.Rotor.Entry]) -> some View {
        modifier(AccessibilityRotorModifier { AccessibilityElement.Rotor(label: label, systemRotor: system, entries: entries()) })
    }

    private nonisolated func modelRotor<EntryModel, ID: Hashable>(label: String, system: AccessibilitySystemRotor?, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        let made = entries.map { AccessibilityElement.Rotor.Entry(label: $0[keyPath: entryLabel], id: String(describing: $0[keyPath: entryID])) }
        return rotor(label: label, system: system) { made }
    }

    private nonisolated func rangesRotor(label: String, system: AccessibilitySystemRotor?, textRanges: [Range<String.Index>]) -> some View {
        let made = textRanges.map { AccessibilityElement.Rotor.Entry(label: "", textRange: $0) }
        return rotor(label: label, system: system) { made }
    }
}

extension AccessibilityTree {
    /// Every rotor the elements carry, each once, in reading order (a rotor on a view of several
    /// elements is carried by each of them).
    public var rotors: [AccessibilityElement.Rotor] {
        var seen: [AccessibilityElement.Rotor] = []
        for rotor in allElements.flatMap(\.rotors) where !seen.contains(rotor) { seen.append(rotor) }
        return seen
    }

    /// The rotor named `label` (a system rotor by its name, such as "Headings"), if any.
    public func rotor(_ label: String) -> AccessibilityElement.Rotor? {
        rotors.first { $0.label == label }
    }

    /// The element `entry` jumps to: the first element marked `accessibilityRotorEntry(id:in:)`
    /// with the entry's id (and namespace, when the entry names one). `nil` for an entry of a text
    /// range only, or when no element on screen has the id (a scroll view's element ids are not
    /// elements' ids: mark the rows with `accessibilityRotorEntry(id:in:)` to find them).
    public func element(for entry: AccessibilityElement.Rotor.Entry) -> AccessibilityElement? {
        guard let id = entry.id else { return nil }
        return allElements.first { element in
            guard let target = element.rotorEntryID, target.id == id else { return false }
            return entry.namespace.map { $0 == target.namespace } ?? true
        }
    }
}

extension Stage {
    /// Moves VoiceOver to entry `index` of the rotor named `rotor`, as flicking through the rotor
    /// does: runs the entry's `prepare` closure (tasks it starts follow the stage's clock), updates
    /// the views, and returns the element the entry then points at (see
    /// `AccessibilityTree.element(for:)`), or `nil` when none is on screen.
    /// - Throws: ``StageError`` when the stage is hidden, no rotor has that name (the message
    ///   lists those there are), or it has no entry `index`.
    @discardableResult
    public func navigateAccessibilityRotor(_ rotor: String, toEntryAt index: Int) throws(StageError) -> AccessibilityElement? {
        guard isShown else { throw .stageHidden }
        let tree = accessibilityTree()
        guard let found = tree.rotor(rotor) else {
            let names = tree.rotors.map(\.label)
            throw .invalidValue("no rotor named \"\(rotor)\"" + (names.isEmpty ? "" : " (rotors: \(names.joined(separator: ", ")))"))
        }
        guard found.entries.indices.contains(index) else {
            throw .invalidValue("the rotor \"\(rotor)\" has \(found.entries.count) entries, not an entry \(index)")
        }
        let entry = found.entries[index]
        if let prepare = entry.prepare.run {
            runAccessibilityScript(prepare)
        }
        return accessibilityTree().element(for: entry)
    }
}
