import Foundation
import CadenceUI

/// Turns coordinates into points in a map view of `size` showing `region`, by the Web Mercator
/// projection MapKit uses. The region is fitted inside the view (the view shows at least the
/// region, more along one axis when the aspect ratios differ), as MapKit does.
struct MapProjection {
    let center: CLLocationCoordinate2D
    let size: CGSize
    /// Points per radian of longitude (and per unit of Mercator y).
    let scale: Double

    init(region: MKCoordinateRegion, size: CGSize) {
        center = region.center
        self.size = size
        let width = max(region.span.longitudeDelta, 1e-9) * .pi / 180
        let top = Self.mercatorY(region.center.latitude + region.span.latitudeDelta / 2)
        let bottom = Self.mercatorY(region.center.latitude - region.span.latitudeDelta / 2)
        scale = min(Double(size.width) / width, Double(size.height) / max(top - bottom, 1e-9))
    }

    /// ln(tan(π/4 + φ/2)), with the latitude clamped to ±85.05° (Web Mercator's square world).
    static func mercatorY(_ latitude: Double) -> Double {
        let clamped = min(max(latitude, -85.05112878), 85.05112878) * .pi / 180
        return log(tan(.pi / 4 + clamped / 2))
    }

    /// Where `coordinate` is in the view (y grows southwards).
    func point(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
        let x = Double(size.width) / 2 + (coordinate.longitude - center.longitude) * .pi / 180 * scale
        let y = Double(size.height) / 2 - (Self.mercatorY(coordinate.latitude) - Self.mercatorY(center.latitude)) * scale
        return CGPoint(x: x, y: y)
    }

    /// The region framing `items` with a fifth of margin on each side (at least 0.01° across),
    /// or the whole world when there are none.
    static func framing(_ items: [MapItem]) -> MKCoordinateRegion {
        let coordinates = items.flatMap(\.coordinates)
        guard let first = coordinates.first else {
            return MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 170, longitudeDelta: 360))
        }
        var south = first.latitude, north = first.latitude, west = first.longitude, east = first.longitude
        for coordinate in coordinates {
            south = min(south, coordinate.latitude); north = max(north, coordinate.latitude)
            west = min(west, coordinate.longitude); east = max(east, coordinate.longitude)
        }
        return MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
            span: MKCoordinateSpan(latitudeDelta: max((north - south) * 1.4, 0.01), longitudeDelta: max((east - west) * 1.4, 0.01))
        )
    }
}

/// A map: MapKit's SwiftUI `Map`.
///
/// ```swift
/// Map(position: $position, selection: $selectedShop) {
///     ForEach(shops) { shop in
///         Marker(shop.name, systemImage: "cup.and.saucer.fill", coordinate: shop.coordinate)
///             .tag(shop.id)
///     }
/// }
/// ```
///
/// A stage has no map tiles: the map fills its frame with a plain land colour, and draws its
/// content where a real map would, by the Web Mercator projection of the camera's region: markers
/// as tinted balloons with their titles, annotations' views anchored on their coordinates, and
/// polylines, polygons and circles as strokes. Moving the camera in `withAnimation` animates the
/// content to its new places. Tapping a tagged marker or annotation selects its tag. Gestures do
/// not move the map; the app moves it through `position`.
public struct Map<Content: View>: View {
    let content: Content

    public var body: some View { content }
}

/// The view a `Map` made from map content shows: MapKit's `MapContentView`.
public struct MapContentView<SelectedValue: Hashable, C: MapContent>: View {
    let position: Binding<MapCameraPosition>?
    let initialPosition: MapCameraPosition
    let selection: Binding<SelectedValue?>?
    let content: C
    @Environment(\.mapCameraChange) private var cameraChange

    public var body: some View {
        var items: [MapItem] = []
        collectMapItems(content, into: &items)
        let camera = position?.wrappedValue ?? initialPosition
        let region = camera.resolvedRegion(framing: MapProjection.framing(items))
        return MapCanvas(items: items, region: region, select: select)
            .onAppear { reportCamera(region) }
            .onChange(of: RegionKey(region)) { reportCamera(region) }
    }

    private func select(_ tag: AnyHashable?) {
        guard let selection, let value = tag?.base as? SelectedValue else { return }
        selection.wrappedValue = value
    }

    private func reportCamera(_ region: MKCoordinateRegion) {
        guard let cameraChange else { return }
        let metres = region.span.latitudeDelta * metresPerDegreeOfLatitude
        cameraChange.run(MapCameraUpdateContext(region: region, camera: MapCamera(centerCoordinate: region.center, distance: metres)))
    }
}

/// Draws a map's items over the land colour, projected into the space offered.
struct MapCanvas: View {
    let items: [MapItem]
    let region: MKCoordinateRegion
    let select: (AnyHashable?) -> Void

    var body: some View {
        GeometryReader { proxy in
            let projection = MapProjection(region: region, size: proxy.size)
            ZStack(alignment: .topLeading) {
                Rectangle().fill(Color(red: 0.96, green: 0.95, blue: 0.92))
                ForEach(items.indices, id: \.self) { index in
                    item(items[index], projection)
                }
            }
        }
        .clipped()
    }

    @ViewBuilder
    private func item(_ item: MapItem, _ projection: MapProjection) -> some View {
        switch item.kind {
        case .marker(let title, let symbol):
            VStack(spacing: 2) {
                Image(systemName: symbol ?? "mappin")
                    .font(.caption)
                    .foregroundStyle(.white)
                    .frame(width: 28, height: 28)
                    .background(Circle().fill(item.tint ?? .red))
                title.font(.caption)
            }
            .fixedSize()
            .frame(width: 0, height: 0, alignment: .top)
            .offset(y: -14)
            .position(projection.point(item.coordinates[0]))
            .onTapGesture { select(item.tag) }
        case .annotation(let title, let anchor, let content):
            VStack(spacing: 2) {
                content
                title.font(.caption)
            }
            .fixedSize()
            .frame(width: 0, height: 0, alignment: alignment(anchor))
            .position(projection.point(item.coordinates[0]))
            .onTapGesture { select(item.tag) }
        case .polyline(let coordinates):
            path(through: coordinates, closed: false, projection)
                .stroke(item.stroke?.color ?? .blue, lineWidth: item.stroke?.lineWidth ?? 1)
        case .polygon(let coordinates):
            path(through: coordinates, closed: true, projection)
                .fill(item.tint ?? Color.blue.opacity(0.3))
        case .circle(let center, _):
            let middle = projection.point(center)
            let radius = abs(projection.point(item.coordinates[1]).y - middle.y)
            Path(ellipseIn: CGRect(x: middle.x - radius, y: middle.y - radius, width: 2 * radius, height: 2 * radius))
                .fill(item.tint ?? Color.blue.opacity(0.3))
        }
    }

    private func path(through coordinates: [CLLocationCoordinate2D], closed: Bool, _ projection: MapProjection) -> Path {
        var path = Path()
        for (index, coordinate) in coordinates.enumerated() {
            let point = projection.point(coordinate)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        if closed { path.closeSubpath() }
        return path
    }

    /// The alignment that puts `anchor` of a view on a zero-size frame's position.
    private func alignment(_ anchor: UnitPoint) -> Alignment {
        let horizontal: HorizontalAlignment = anchor.x < 0.25 ? .leading : anchor.x > 0.75 ? .trailing : .center
        let vertical: VerticalAlignment = anchor.y < 0.25 ? .top : anchor.y > 0.75 ? .bottom : .center
        return Alignment(horizontal: horizontal, vertical: vertical)
    }
}

extension Map {
    /// A map whose camera follows `position` (and moves it, on a device, when the user pans).
    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.content = MapContentView(position: position, initialPosition: .automatic, selection: nil, content: content())
    }

    /// A map whose camera starts at `initialPosition`.
    public init<C: MapContent>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.content = MapContentView(position: nil, initialPosition: initialPosition, selection: nil, content: content())
    }

    /// A map following `position`, whose tagged content can be selected into `selection`.
    public init<SelectedValue: Hashable, C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<SelectedValue, C> {
        self.content = MapContentView(position: position, initialPosition: .automatic, selection: selection, content: content())
    }

    /// A map starting at `initialPosition`, whose tagged content can be selected into `selection`.
    public init<SelectedValue: Hashable, C: MapContent>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<SelectedValue, C> {
        self.content = MapContentView(position: nil, initialPosition: initialPosition, selection: selection, content: content())
    }

    /// A map without content following `position`.
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) where Content == MapContentView<Never, EmptyMapContent> {
        self.content = MapContentView(position: position, initialPosition: .automatic, selection: nil, content: EmptyMapContent())
    }

    /// A map without content starting at `initialPosition`.
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) where Content == MapContentView<Never, EmptyMapContent> {
        self.content = MapContentView(position: nil, initialPosition: initialPosition, selection: nil, content: EmptyMapContent())
    }
}

/// How the older map follows the user: MapKit's `MapUserTrackingMode` (a stage has no location).
public enum MapUserTrackingMode: Sendable, Hashable {
    /// Not following.
    case none
    /// Following the user's location.
    case follow
}

/// An annotation of the older `Map(coordinateRegion:annotationItems:annotationContent:)`:
/// MapKit's `MapAnnotationProtocol`.
@MainActor @preconcurrency
public protocol MapAnnotationProtocol {
    /// The map item this annotation draws.
    @MainActor var _mapItem: MapItemBox { get }
}

/// An annotation's drawing, as the older map lays it out (an implementation detail of
/// `MapAnnotationProtocol`).
public struct MapItemBox {
    let item: MapItem
}

/// A balloon marker in the older map: MapKit's `MapMarker` (deprecated for `Marker`).
public struct MapMarker: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    /// A marker at `coordinate`, red unless tinted.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    /// The marker as the map draws it.
    public var _mapItem: MapItemBox {
        MapItemBox(item: MapItem(kind: .marker(title: Text(verbatim: ""), symbol: nil), coordinates: [coordinate], tint: tint))
    }
}

/// A pin in the older map: MapKit's `MapPin` (deprecated), drawn as a `MapMarker`.
public struct MapPin: MapAnnotationProtocol {
    let marker: MapMarker

    /// A pin at `coordinate`, red unless tinted.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        marker = MapMarker(coordinate: coordinate, tint: tint)
    }

    /// The pin as the map draws it.
    public var _mapItem: MapItemBox { marker._mapItem }
}

/// A view at a coordinate in the older map: MapKit's `MapAnnotation` (deprecated for
/// `Annotation`), centred on its coordinate unless `anchorPoint` says otherwise.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let anchorPoint: CGPoint
    let content: Content

    /// The view `content` makes, with its point `anchorPoint` (unit coordinates) on `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.anchorPoint = anchorPoint
        self.content = content()
    }

    /// The annotation as the map draws it.
    public var _mapItem: MapItemBox {
        MapItemBox(item: MapItem(kind: .annotation(title: Text(verbatim: ""), anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y), content: AnyView(content)), coordinates: [coordinate]))
    }
}

/// The annotations of the older map, as map content.
public struct LegacyMapAnnotations: MapContent, PrimitiveMapContent {
    let items: [MapItem]
    /// Never read.
    public var body: Never { fatalError("LegacyMapAnnotations has no body") }
    func collect(into items: inout [MapItem]) { items += self.items }
}

extension Map {
    /// The iOS 14 map showing `coordinateRegion`. `showsUserLocation` draws nothing on a stage.
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) where Content == MapContentView<Never, LegacyMapAnnotations> {
        let region = coordinateRegion.wrappedValue
        self.content = MapContentView(position: nil, initialPosition: .region(region), selection: nil, content: LegacyMapAnnotations(items: []))
    }

    /// The iOS 14 map showing `coordinateRegion` with an annotation per item of `annotationItems`.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation) where Items.Element: Identifiable, Content == MapContentView<Never, LegacyMapAnnotations> {
        let items = annotationItems.map { annotationContent($0)._mapItem.item }
        self.content = MapContentView(position: nil, initialPosition: .region(coordinateRegion.wrappedValue), selection: nil, content: LegacyMapAnnotations(items: items))
    }
}
