import Foundation

// SwiftUI's app structure (`App`, `Scene`, `WindowGroup`), so an app's `@main` file compiles
// against Cadence. A stage shows views, not apps: `App.main()` builds the app, shows its first
// window's content on a stage of `UIScreen.main`'s size for a second of stage time and prints what
// it drew. Tests host the window's content on a `Stage` themselves (`WindowGroup.content`).

/// The structure and behaviour of an app: SwiftUI's `App`.
///
/// ```swift
/// @main
/// struct WeatherApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Makes the app (the system calls it once, at launch).
    @MainActor @preconcurrency init()
}

extension App {
    /// Launches the app: builds it, runs its app delegate's launch methods
    /// (`@UIApplicationDelegateAdaptor`), shows its first window's content on a stage of
    /// `UIScreen.main`'s size, plays one second of stage time and prints one line saying what was
    /// drawn. An app without a window prints that it has none.
    @MainActor @preconcurrency
    public static func main() {
        let app = Self()
        guard let window = app.launchedFirstWindow() else {
            print("\(Self.self): no WindowGroup to show")
            return
        }
        let stage = Stage(size: UIScreen.main.bounds.size) { window }
        stage.advance(by: 1)
        let items = stage.displayList().items.count
        print("\(Self.self): the first window drew \(items) items after 1 s on a \(Int(UIScreen.main.bounds.width))×\(Int(UIScreen.main.bounds.height)) stage; host its views on a Stage to test or render them")
    }
}

/// A part of an app's interface, such as a window: SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of the scene's content scenes.
    associatedtype Body: Scene

    /// The scene's content (built-in scenes have none: their `Body` is `Never`).
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// Scenes Cadence builds in: they give the windows they show.
@MainActor
protocol PrimitiveScene {
    /// The root views of the windows this scene shows, in order.
    var windows: [AnyView] { get }
}

/// Finds the windows of scenes.
@MainActor
enum SceneContents {
    /// The root views of the windows `scene` shows, in order.
    static func windows<S: Scene>(of scene: S) -> [AnyView] {
        if let primitive = scene as? any PrimitiveScene { return primitive.windows }
        if S.Body.self == Never.self { return [] }
        return windows(of: scene.body)
    }

    /// The first window's root view, if any.
    static func firstWindow<S: Scene>(of scene: S) -> AnyView? {
        windows(of: scene).first
    }
}

/// A scene of windows that all show `content`: SwiftUI's `WindowGroup`. On iPhone an app has one.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    /// The title of the group's windows, if given.
    public let title: Text?
    /// The identifier of the group, if given.
    public let id: String?
    /// The view every window shows.
    public let content: Content

    /// A group of windows showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.title = nil
        self.id = nil
        self.content = content()
    }

    /// A group of windows titled `title`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.title = title
        self.id = nil
        self.content = content()
    }

    /// A group of windows titled by the localized `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), content: content)
    }

    /// A group of windows titled `title` (a string that is not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(Text(title), content: content)
    }

    /// A group of windows with identifier `id` (for `openWindow(id:)`).
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.title = nil
        self.id = id
        self.content = content()
    }

    /// A group of windows titled `title`, with identifier `id`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.id = id
        self.content = content()
    }

    /// A group of windows titled by the localized `titleKey`, with identifier `id`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    /// A group of windows titled `title` (a string that is not localized), with identifier `id`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), id: id, content: content)
    }

    /// Built in: no body.
    public var body: Never { fatalError("WindowGroup has no body") }

    var windows: [AnyView] { [AnyView(content)] }
}

/// Several scenes: what `SceneBuilder` makes of a block of more than one.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    let scenes: (repeat each Content)

    /// Built in: no body.
    public var body: Never { fatalError("TupleScene has no body") }

    var windows: [AnyView] {
        var windows: [AnyView] = []
        for scene in repeat each scenes { windows += SceneContents.windows(of: scene) }
        return windows
    }
}

/// A scene that is either of two (an `if`/`else` in a scene builder).
public struct _ConditionalScene<TrueContent: Scene, FalseContent: Scene>: Scene, PrimitiveScene {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage

    /// Built in: no body.
    public var body: Never { fatalError("_ConditionalScene has no body") }

    var windows: [AnyView] {
        switch storage {
        case .first(let scene): SceneContents.windows(of: scene)
        case .second(let scene): SceneContents.windows(of: scene)
        }
    }
}

/// A scene that may be absent (an `if` without `else` in a scene builder).
public struct _OptionalScene<Wrapped: Scene>: Scene, PrimitiveScene {
    let wrapped: Wrapped?

    /// Built in: no body.
    public var body: Never { fatalError("_OptionalScene has no body") }

    var windows: [AnyView] { wrapped.map { SceneContents.windows(of: $0) } ?? [] }
}

/// Builds scenes from a block: SwiftUI's `SceneBuilder`.
@resultBuilder @MainActor
public enum SceneBuilder {
    /// One scene, as is.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// Several scenes, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(scenes: (repeat each content))
    }

    /// An `if` without `else`.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(wrapped: content)
    }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither<TrueContent: Scene, FalseContent: Scene>(first content: TrueContent) -> _ConditionalScene<TrueContent, FalseContent> {
        _ConditionalScene(storage: .first(content))
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: Scene, FalseContent: Scene>(second content: FalseContent) -> _ConditionalScene<TrueContent, FalseContent> {
        _ConditionalScene(storage: .second(content))
    }

    /// A scene inside `if #available`.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content {
        content
    }
}

/// A scene whose windows show their content through a view modifier (what scene modifiers such
/// as `environmentObject(_:)` and `onChange(of:)` make).
public struct _ModifiedScene<Base: Scene>: Scene, PrimitiveScene {
    let base: Base
    let modify: @MainActor (AnyView) -> AnyView

    /// Built in: no body.
    public var body: Never { fatalError("_ModifiedScene has no body") }

    var windows: [AnyView] { SceneContents.windows(of: base).map(modify) }
}

extension Scene {
    /// The scene with `modify` applied to its windows' root views.
    func modifyingWindows(_ modify: @escaping @MainActor (AnyView) -> AnyView) -> _ModifiedScene<Self> {
        _ModifiedScene(base: self, modify: modify)
    }

    /// Calls `action` with the old and new value when `value` changes (and once at launch when
    /// `initial` is true), as the scene's windows see it.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                   _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        modifyingWindows { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    /// Calls `action` when `value` changes (and once at launch when `initial` is true).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                   _ action: @escaping () -> Void) -> some Scene {
        modifyingWindows { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    /// Puts `object` in the environment of the scene's windows.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        modifyingWindows { AnyView($0.environmentObject(object)) }
    }

    /// Puts the observable `object` in the environment of the scene's windows.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        modifyingWindows { AnyView($0.environment(object)) }
    }

    /// Sets an environment value for the scene's windows.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        modifyingWindows { AnyView($0.environment(keyPath, value)) }
    }
}
