import Foundation

// Menu commands: SwiftUI's `Commands`, `CommandMenu`, `CommandGroup` and the built-in command
// sets, and the `commands(content:)` scene modifier, so a Mac or iPad app file compiles. A stage has
// no menu bar: the commands are built and kept (`SceneCommands.menus(of:)` lists what they add),
// and their buttons run when a test calls them; nothing is drawn.

/// A set of menu commands: SwiftUI's `Commands`.
///
/// ```swift
/// struct NoteCommands: Commands {
///     var body: some Commands {
///         CommandMenu("Note") {
///             Button("Pin") { pin() }.keyboardShortcut("p")
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Commands {
    /// The type of the commands this set is made of.
    associatedtype Body: Commands

    /// The commands this set is made of (built-in commands have none: their `Body` is `Never`).
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

/// Commands Cadence builds in: they give the menus they add.
@MainActor
protocol PrimitiveCommands {
    /// The menus (or menu groups) these commands add, in order.
    var menus: [CommandMenuContent] { get }
}

/// One menu, or one group of items in a standard menu, that commands add: what
/// `SceneCommands.menus(of:)` lists.
public struct CommandMenuContent {
    /// The menu's name (a `CommandMenu`), or the standard group the items go next to or replace
    /// (a `CommandGroup`: "before appInfo", "after newItem", "replacing help", …).
    public let name: String
    /// The menu's items, as a view.
    public let content: AnyView
}

/// Finds the menus of commands.
@MainActor
public enum SceneCommands {
    /// The menus and menu groups `commands` adds, in order.
    public static func menus<C: Commands>(of commands: C) -> [CommandMenuContent] {
        if let primitive = commands as? any PrimitiveCommands { return primitive.menus }
        if C.Body.self == Never.self { return [] }
        return menus(of: commands.body)
    }
}

/// No commands: SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands, PrimitiveCommands {
    /// No commands.
    public init() {}
    /// Built in: no body.
    public var body: Never { fatalError("EmptyCommands has no body") }
    var menus: [CommandMenuContent] { [] }
}

/// A menu of its own in the menu bar: SwiftUI's `CommandMenu`.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    /// The menu's name.
    public let name: Text
    /// The menu's items.
    public let content: Content

    /// A menu named `name` holding `content`.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// A menu named by the localized `nameKey`.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// A menu named `name` (a string that is not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }

    /// Built in: no body.
    public var body: Never { fatalError("CommandMenu has no body") }

    var menus: [CommandMenuContent] { [CommandMenuContent(name: name.string, content: AnyView(content))] }
}

/// Where a `CommandGroup` goes among the standard menus' items: SwiftUI's `CommandGroupPlacement`.
public struct CommandGroupPlacement: Sendable {
    let name: String

    /// The "About" item.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The "Settings…" item.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The "Services" submenu.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// The "Hide", "Hide Others" and "Show All" items.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// The "Quit" item.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// The "New" items of the File menu.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// The "Save" items.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// The "Import" and "Export" items.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// The "Print" items.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// The "Undo" and "Redo" items.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// The "Cut", "Copy" and "Paste" items.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// The text editing items ("Find", "Spelling", …).
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// The text formatting items.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// The toolbar items of the View menu.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The sidebar items of the View menu.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// The window size items ("Minimize", "Zoom").
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The list of open windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The single window's item in the Window menu.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// The window arrangement items ("Bring All to Front").
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// The Help menu's items.
    public static let help = CommandGroupPlacement(name: "help")
}

/// Items added to a standard menu, before, after or instead of a standard group: SwiftUI's
/// `CommandGroup`.
///
/// ```swift
/// CommandGroup(replacing: .newItem) {
///     Button("New Note") { store.addNote() }.keyboardShortcut("n")
/// }
/// ```
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    /// Where the items go: "before", "after" or "replacing", and the group's name.
    let position: String
    /// The items.
    public let content: Content

    /// Items shown before the standard group `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = "before \(group.name)"
        content = addition()
    }

    /// Items shown after the standard group `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = "after \(group.name)"
        content = addition()
    }

    /// Items shown instead of the standard group `group` (no items remove it).
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = "replacing \(group.name)"
        content = addition()
    }

    /// Built in: no body.
    public var body: Never { fatalError("CommandGroup has no body") }

    var menus: [CommandMenuContent] { [CommandMenuContent(name: position, content: AnyView(content))] }
}

/// A built-in set of commands the platform fills: its items are the system's, so a stage lists
/// it by its type's name with no items.
@MainActor
protocol BuiltInCommands: PrimitiveCommands {}

extension BuiltInCommands {
    var menus: [CommandMenuContent] { [CommandMenuContent(name: "\(Self.self)", content: AnyView(EmptyView()))] }
}

/// The View menu's sidebar item ("Show Sidebar"): SwiftUI's `SidebarCommands`.
public struct SidebarCommands: Commands, BuiltInCommands {
    /// The commands.
    public init() {}
    /// Built in: no body.
    public var body: Never { fatalError("SidebarCommands has no body") }
}

/// The View menu's toolbar items: SwiftUI's `ToolbarCommands`.
public struct ToolbarCommands: Commands, BuiltInCommands {
    /// The commands.
    public init() {}
    /// Built in: no body.
    public var body: Never { fatalError("ToolbarCommands has no body") }
}

/// The Edit menu's text editing items: SwiftUI's `TextEditingCommands`.
public struct TextEditingCommands: Commands, BuiltInCommands {
    /// The commands.
    public init() {}
    /// Built in: no body.
    public var body: Never { fatalError("TextEditingCommands has no body") }
}

/// The Format menu's text formatting items: SwiftUI's `TextFormattingCommands`.
public struct TextFormattingCommands: Commands, BuiltInCommands {
    /// The commands.
    public init() {}
    /// Built in: no body.
    public var body: Never { fatalError("TextFormattingCommands has no body") }
}

/// The View menu's inspector item: SwiftUI's `InspectorCommands`.
public struct InspectorCommands: Commands, BuiltInCommands {
    /// The commands.
    public init() {}
    /// Built in: no body.
    public var body: Never { fatalError("InspectorCommands has no body") }
}

/// The File menu's items importing from nearby devices: SwiftUI's `ImportFromDevicesCommands`.
public struct ImportFromDevicesCommands: Commands, BuiltInCommands {
    /// The commands.
    public init() {}
    /// Built in: no body.
    public var body: Never { fatalError("ImportFromDevicesCommands has no body") }
}

/// Several command sets: what `CommandsBuilder` makes of a block of more than one.
public struct TupleCommands<each Content: Commands>: Commands, PrimitiveCommands {
    let commands: (repeat each Content)

    /// Built in: no body.
    public var body: Never { fatalError("TupleCommands has no body") }

    var menus: [CommandMenuContent] {
        var menus: [CommandMenuContent] = []
        for command in repeat each commands { menus += SceneCommands.menus(of: command) }
        return menus
    }
}

/// Commands that may be absent or one of two: what `CommandsBuilder` makes of `if` and `if`/`else`.
public struct _ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands, PrimitiveCommands {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
        case none
    }

    let storage: Storage

    /// Built in: no body.
    public var body: Never { fatalError("_ConditionalCommands has no body") }

    var menus: [CommandMenuContent] {
        switch storage {
        case .first(let commands): SceneCommands.menus(of: commands)
        case .second(let commands): SceneCommands.menus(of: commands)
        case .none: []
        }
    }
}

/// Builds commands from a block: SwiftUI's `CommandsBuilder`.
@resultBuilder @MainActor
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands {
        EmptyCommands()
    }

    /// One set of commands, as is.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content {
        content
    }

    /// Several sets of commands, in order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<repeat each Content> {
        TupleCommands(commands: (repeat each content))
    }

    /// An `if` without `else`.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> _ConditionalCommands<Content, EmptyCommands> {
        _ConditionalCommands(storage: content.map { .first($0) } ?? .none)
    }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(first content: TrueContent) -> _ConditionalCommands<TrueContent, FalseContent> {
        _ConditionalCommands(storage: .first(content))
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(second content: FalseContent) -> _ConditionalCommands<TrueContent, FalseContent> {
        _ConditionalCommands(storage: .second(content))
    }

    /// Commands inside `if #available`.
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content {
        content
    }
}

/// A scene with commands added: what `commands(content:)` makes.
public struct _CommandsScene<Base: Scene, Content: Commands>: Scene, PrimitiveScene {
    let base: Base
    /// The commands the scene adds.
    public let commands: Content

    /// Built in: no body.
    public var body: Never { fatalError("_CommandsScene has no body") }

    var windows: [AnyView] { SceneContents.windows(of: base) }
}

extension Scene {
    /// Adds the menu commands in `content` while the scene is active. A stage has no menu bar: the
    /// windows shown are the scene's own, and the commands are kept for tests
    /// (`SceneCommands.menus(of:)` on the scene's `commands`).
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> _CommandsScene<Self, Content> {
        _CommandsScene(base: self, commands: content())
    }

    /// Removes the scene's standard commands (a stage has none to remove).
    public func commandsRemoved() -> some Scene {
        self
    }

    /// Replaces the scene's standard commands with `content` (see `commands(content:)`).
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> _CommandsScene<Self, Content> {
        _CommandsScene(base: self, commands: content())
    }
}
