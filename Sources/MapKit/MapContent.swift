@_spi(CadenceContent) import CadenceUI
import Foundation

/// Something a map draws: a marker, an annotation, an overlay, or a group of them: MapKit's
/// `MapContent`. Custom content composes others in `body`, as a view composes views.
@MainActor @preconcurrency
public protocol MapContent {
    /// The type of content `body` returns.
    associatedtype Body: MapContent
    /// The content this content is made of (primitives have `Never`, never read).
    @MapContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: MapContent {}

/// One thing drawn on a map, as the map lays it out.
struct MapItem {
    enum Kind {
        case marker(title: Text, symbol: String?)
        case annotation(title: Text, anchor: UnitPoint, content: AnyView)
        case polyline([CLLocationCoordinate2D])
        case polygon([CLLocationCoordinate2D])
        case circle(center: CLLocationCoordinate2D, radius: CLLocationDistance)
    }

    var kind: Kind
    var coordinates: [CLLocationCoordinate2D]
    var tint: Color?
    var stroke: (color: Color, lineWidth: CGFloat)?
    var tag: AnyHashable?
}

/// Map content the map reads directly: primitives, groups and modifiers.
@MainActor
protocol PrimitiveMapContent {
    func collect(into items: inout [MapItem])
}

@MainActor
func collectMapItems<C: MapContent>(_ content: C, into items: inout [MapItem]) {
    if let primitive = content as? PrimitiveMapContent {
        primitive.collect(into: &items)
    } else {
        collectMapItems(content.body, into: &items)
    }
}

/// Builds map content from a closure's statements, `if`/`else` and `for`: MapKit's `MapContentBuilder`.
@resultBuilder
public enum MapContentBuilder {
    /// Content of one expression.
    public static func buildExpression<C: MapContent>(_ content: C) -> C { content }
    /// No content.
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
    /// The first statement of a block.
    public static func buildPartialBlock<C: MapContent>(first content: C) -> C { content }
    /// The statements so far followed by the next one.
    public static func buildPartialBlock<A: MapContent, N: MapContent>(accumulated: A, next: N) -> TupleMapContent<A, N> {
        TupleMapContent(first: accumulated, second: next)
    }
    /// An `if` without `else`.
    public static func buildOptional<C: MapContent>(_ content: C?) -> OptionalMapContent<C> { OptionalMapContent(content: content) }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<T: MapContent, F: MapContent>(first content: T) -> TupleMapContent<OptionalMapContent<T>, OptionalMapContent<F>> {
        TupleMapContent(first: OptionalMapContent(content: content), second: OptionalMapContent(content: nil))
    }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<T: MapContent, F: MapContent>(second content: F) -> TupleMapContent<OptionalMapContent<T>, OptionalMapContent<F>> {
        TupleMapContent(first: OptionalMapContent(content: nil), second: OptionalMapContent(content: content))
    }
    /// A `for` loop's contents.
    public static func buildArray<C: MapContent>(_ contents: [C]) -> ArrayMapContent<C> { ArrayMapContent(contents: contents) }
    /// Content under `if #available`.
    public static func buildLimitedAvailability<C: MapContent>(_ content: C) -> C { content }
}

/// No map content.
public nonisolated struct EmptyMapContent: MapContent, PrimitiveMapContent {
    /// Makes empty content.
    public init() {}
    /// Never read.
    public var body: Never { fatalError("EmptyMapContent has no body") }
    @MainActor func collect(into items: inout [MapItem]) {}
}

/// Two pieces of map content, one after the other.
public nonisolated struct TupleMapContent<First: MapContent, Second: MapContent>: MapContent, PrimitiveMapContent {
    let first: First
    let second: Second
    /// Never read.
    public var body: Never { fatalError("TupleMapContent has no body") }
    @MainActor func collect(into items: inout [MapItem]) {
        collectMapItems(first, into: &items)
        collectMapItems(second, into: &items)
    }
}

/// Map content that may be absent (an `if` without `else`).
public nonisolated struct OptionalMapContent<Wrapped: MapContent>: MapContent, PrimitiveMapContent {
    let content: Wrapped?
    /// Never read.
    public var body: Never { fatalError("OptionalMapContent has no body") }
    @MainActor func collect(into items: inout [MapItem]) {
        if let content { collectMapItems(content, into: &items) }
    }
}

/// The contents of a `for` loop in a map content builder.
public nonisolated struct ArrayMapContent<Element: MapContent>: MapContent, PrimitiveMapContent {
    let contents: [Element]
    /// Never read.
    public var body: Never { fatalError("ArrayMapContent has no body") }
    @MainActor func collect(into items: inout [MapItem]) {
        for content in contents { collectMapItems(content, into: &items) }
    }
}

extension ForEach: MapContent where Content: MapContent {
    /// Never read: `ForEach` is a primitive.
    public var body: Never { fatalError("ForEach has no body") }

    /// Map content for each element of `data`, identified by the element's property at `id`.
    public nonisolated init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Map content for each element of `data`, identified by its `Identifiable` id.
    public nonisolated init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0.id }, content: content)
    }
}

extension ForEach: PrimitiveMapContent where Content: MapContent {
    @MainActor func collect(into items: inout [MapItem]) {
        for element in data { collectMapItems(content(element), into: &items) }
    }
}

/// Map content with a changed tint, stroke or tag.
public nonisolated struct ModifiedMapContent<Content: MapContent>: MapContent, PrimitiveMapContent {
    let content: Content
    let modify: (inout MapItem) -> Void
    /// Never read.
    public var body: Never { fatalError("ModifiedMapContent has no body") }
    @MainActor func collect(into items: inout [MapItem]) {
        var inner: [MapItem] = []
        collectMapItems(content, into: &inner)
        for index in inner.indices { modify(&inner[index]) }
        items += inner
    }
}

extension MapContent {
    /// Tints markers (their balloon; red unless set).
    public nonisolated func tint(_ tint: Color) -> ModifiedMapContent<Self> {
        ModifiedMapContent(content: self) { $0.tint = tint }
    }

    /// Tags the content, so tapping it selects `tag` in a `Map(selection:)` of the same type.
    public nonisolated func tag<V: Hashable>(_ tag: V) -> ModifiedMapContent<Self> {
        ModifiedMapContent(content: self) { $0.tag = AnyHashable(tag) }
    }

    /// Strokes overlays (polylines, polygons, circles) with `color`, `lineWidth` points wide.
    public nonisolated func stroke(_ color: Color, lineWidth: CGFloat = 1) -> ModifiedMapContent<Self> {
        ModifiedMapContent(content: self) { $0.stroke = (color, lineWidth) }
    }

    /// Fills overlays (polygons and circles) with `color`.
    public nonisolated func foregroundStyle(_ color: Color) -> ModifiedMapContent<Self> {
        ModifiedMapContent(content: self) { $0.tint = color }
    }
}

/// A balloon marker at a coordinate: MapKit's `Marker`, a tinted circle (28 points, red unless
/// tinted) with a white symbol (`mappin` unless given), its title below in the caption font.
public nonisolated struct Marker: MapContent, PrimitiveMapContent {
    let title: Text
    let symbol: String?
    let coordinate: CLLocationCoordinate2D

    /// A marker titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), symbol: nil, coordinate: coordinate)
    }

    /// A marker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), symbol: nil, coordinate: coordinate)
    }

    /// A marker titled with a string literal, showing a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), symbol: systemImage, coordinate: coordinate)
    }

    /// A marker titled with a string, showing a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), symbol: systemImage, coordinate: coordinate)
    }

    init(title: Text, symbol: String?, coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.symbol = symbol
        self.coordinate = coordinate
    }

    /// Never read.
    public var body: Never { fatalError("Marker has no body") }
    @MainActor func collect(into items: inout [MapItem]) {
        items.append(MapItem(kind: .marker(title: title, symbol: symbol), coordinates: [coordinate]))
    }
}

/// A view at a coordinate: MapKit's `Annotation`, with the point `anchor` of the view on the
/// coordinate (`.bottom` unless given) and its title below in the caption font.
public nonisolated struct Annotation<Content: View>: MapContent, PrimitiveMapContent {
    let title: Text
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let content: Content

    /// An annotation titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) {
        self.title = Text(titleKey)
        self.coordinate = coordinate
        self.anchor = anchor
        self.content = content()
    }

    /// An annotation titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.coordinate = coordinate
        self.anchor = anchor
        self.content = content()
    }

    /// Never read.
    public var body: Never { fatalError("Annotation has no body") }
    @MainActor func collect(into items: inout [MapItem]) {
        items.append(MapItem(kind: .annotation(title: title, anchor: anchor, content: AnyView(content)), coordinates: [coordinate]))
    }
}

/// The user's location: MapKit's `UserAnnotation`. A stage has no location, so it draws nothing.
public nonisolated struct UserAnnotation: MapContent, PrimitiveMapContent {
    /// The user's location with the default blue dot.
    public init() {}
    /// Never read.
    public var body: Never { fatalError("UserAnnotation has no body") }
    @MainActor func collect(into items: inout [MapItem]) {}
}

/// A line through coordinates: MapKit's `MapPolyline` (blue, 1 point, unless stroked).
public nonisolated struct MapPolyline: MapContent, PrimitiveMapContent {
    let coordinates: [CLLocationCoordinate2D]
    /// A line through `coordinates` in order.
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    /// Never read.
    public var body: Never { fatalError("MapPolyline has no body") }
    @MainActor func collect(into items: inout [MapItem]) {
        items.append(MapItem(kind: .polyline(coordinates), coordinates: coordinates))
    }
}

/// A closed shape through coordinates: MapKit's `MapPolygon`.
public nonisolated struct MapPolygon: MapContent, PrimitiveMapContent {
    let coordinates: [CLLocationCoordinate2D]
    /// A polygon through `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    /// Never read.
    public var body: Never { fatalError("MapPolygon has no body") }
    @MainActor func collect(into items: inout [MapItem]) {
        items.append(MapItem(kind: .polygon(coordinates), coordinates: coordinates))
    }
}

/// A circle of `radius` metres around a coordinate: MapKit's `MapCircle`.
public nonisolated struct MapCircle: MapContent, PrimitiveMapContent {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance
    /// A circle of `radius` metres around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
        self.radius = radius
    }
    /// Never read.
    public var body: Never { fatalError("MapCircle has no body") }
    @MainActor func collect(into items: inout [MapItem]) {
        let degrees = radius / metresPerDegreeOfLatitude
        let north = CLLocationCoordinate2D(latitude: center.latitude + degrees, longitude: center.longitude)
        let south = CLLocationCoordinate2D(latitude: center.latitude - degrees, longitude: center.longitude)
        items.append(MapItem(kind: .circle(center: center, radius: radius), coordinates: [north, south]))
    }
}
