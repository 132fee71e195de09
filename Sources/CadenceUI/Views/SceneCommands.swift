// Menu-bar commands and window options of scenes: SwiftUI's `Commands`, `CommandMenu`,
// `CommandGroup` and the scene modifiers that set them. A stage has no menu bar and no window
// chrome, so these compile as in SwiftUI and change nothing drawn; the scene keeps its windows.

/// A set of menu-bar commands: SwiftUI's `Commands`, given to `commands(content:)`.
@MainActor @preconcurrency
public protocol Commands {
    /// The commands this one is made of.
    associatedtype Body: Commands
    /// The commands this one is made of (built-in commands have none: their `Body` is `Never`).
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

/// Builds commands from the statements of a `commands { … }` closure: SwiftUI's `CommandsBuilder`.
@resultBuilder @MainActor
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// One set of commands, as written.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    /// Several sets of commands in order.
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> TupleCommands<repeat each C> {
        TupleCommands(repeat each content)
    }
    /// Commands present when a condition holds.
    public static func buildOptional<C: Commands>(_ content: C?) -> OptionalCommands<C> { OptionalCommands(content: content) }
    /// The commands of an `if` branch.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> ConditionalCommands<T, F> { ConditionalCommands(storage: .first(first)) }
    /// The commands of an `else` branch.
    public static func buildEither<T: Commands, F: Commands>(second: F) -> ConditionalCommands<T, F> { ConditionalCommands(storage: .second(second)) }
    /// Commands available on this platform only.
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> C { content }
}

/// No commands: SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands {
    /// Makes the empty set.
    public nonisolated init() {}
    /// Built in.
    public var body: Never { fatalError("EmptyCommands has no body") }
}

/// Several sets of commands, from a `commands` closure with several statements.
public struct TupleCommands<each C: Commands>: Commands {
    let content: (repeat each C)
    init(_ content: repeat each C) { self.content = (repeat each content) }
    /// Built in.
    public var body: Never { fatalError("TupleCommands has no body") }
}

/// Commands present when a condition held.
public struct OptionalCommands<C: Commands>: Commands {
    let content: C?
    /// Built in.
    public var body: Never { fatalError("OptionalCommands has no body") }
}

/// The commands of one branch of an `if`/`else`.
public struct ConditionalCommands<T: Commands, F: Commands>: Commands {
    enum Storage { case first(T), second(F) }
    let storage: Storage
    /// Built in.
    public var body: Never { fatalError("ConditionalCommands has no body") }
}

/// A menu of its own in the menu bar, after the built-in ones: SwiftUI's `CommandMenu`.
public struct CommandMenu<Content: View>: Commands {
    /// The menu's title.
    public let name: Text
    let content: Content

    /// A menu titled with a string literal, holding the buttons, toggles and pickers in `content`.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        name = Text(nameKey)
        self.content = content()
    }

    /// A menu titled with `name`.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// A menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = Text(name)
        self.content = content()
    }

    /// Built in.
    public var body: Never { fatalError("CommandMenu has no body") }
}

/// Commands placed beside, or instead of, a group of the built-in ones: SwiftUI's `CommandGroup`.
public struct CommandGroup<Content: View>: Commands {
    /// Where the commands go, relative to `placement`.
    enum Position { case before, after, replacing }
    let position: Position
    /// The built-in group they are placed by.
    let placement: CommandGroupPlacement
    let content: Content

    /// Commands placed before the built-in group `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = .before
        placement = group
        content = addition()
    }

    /// Commands placed after the built-in group `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = .after
        placement = group
        content = addition()
    }

    /// Commands that replace the built-in group `group` (an empty closure removes it).
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = .replacing
        placement = group
        content = addition()
    }

    /// Built in.
    public var body: Never { fatalError("CommandGroup has no body") }
}

/// A group of the built-in menu-bar commands: SwiftUI's `CommandGroupPlacement`.
public struct CommandGroupPlacement: Hashable, Sendable {
    /// The group's name.
    let name: String

    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// Services of the system.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hiding and showing the app.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// New windows and documents.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving documents.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Finding and spelling.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Fonts and text styles.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Showing the toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Showing the sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Window sizes.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The list of windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The list of single windows.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}

/// The built-in sidebar commands: SwiftUI's `SidebarCommands`.
public struct SidebarCommands: Commands {
    /// Makes them.
    public nonisolated init() {}
    /// Built in.
    public var body: Never { fatalError("SidebarCommands has no body") }
}

/// The built-in toolbar commands: SwiftUI's `ToolbarCommands`.
public struct ToolbarCommands: Commands {
    /// Makes them.
    public nonisolated init() {}
    /// Built in.
    public var body: Never { fatalError("ToolbarCommands has no body") }
}

/// The built-in text editing commands: SwiftUI's `TextEditingCommands`.
public struct TextEditingCommands: Commands {
    /// Makes them.
    public nonisolated init() {}
    /// Built in.
    public var body: Never { fatalError("TextEditingCommands has no body") }
}

/// The built-in text formatting commands: SwiftUI's `TextFormattingCommands`.
public struct TextFormattingCommands: Commands {
    /// Makes them.
    public nonisolated init() {}
    /// Built in.
    public var body: Never { fatalError("TextFormattingCommands has no body") }
}

/// The built-in inspector commands: SwiftUI's `InspectorCommands`.
public struct InspectorCommands: Commands {
    /// Makes them.
    public nonisolated init() {}
    /// Built in.
    public var body: Never { fatalError("InspectorCommands has no body") }
}

/// How a window's size follows its content: SwiftUI's `WindowResizability`.
public struct WindowResizability: Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = WindowResizability(name: "automatic")
    /// Between the content's minimum and maximum sizes.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// At least the content's minimum size.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

extension Scene {
    /// Adds `content` to the menu bar: SwiftUI's `commands(content:)`. A stage has no menu bar;
    /// the scene's windows are unchanged.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        self
    }

    /// Removes the scene's built-in commands from the menu bar (no menu bar on a stage).
    public func commandsRemoved() -> some Scene {
        self
    }

    /// The size a new window opens at, in points (a stage has its own size).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        self
    }

    /// The size a new window opens at (a stage has its own size).
    public func defaultSize(_ size: CGSize) -> some Scene {
        self
    }

    /// How the scene's windows may be resized (a stage has its own size).
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        self
    }

    /// Which external events (URLs, activities) the scene handles (a stage opens no scenes).
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        self
    }
}
