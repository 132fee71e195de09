import Foundation
import CadenceUI

/// A viewpoint over the map: MapKit's `MapCamera`.
///
/// A stage draws the map flat from straight above: `heading` and `pitch` are kept but do not turn
/// or tilt it. A camera `distance` metres up shows about `distance` metres of ground across the
/// map's shorter side.
public struct MapCamera: Sendable {
    /// The coordinate in the middle of the view.
    public var centerCoordinate: CLLocationCoordinate2D
    /// The camera's height above the ground in metres.
    public var distance: CLLocationDistance
    /// The compass heading in degrees (0 is north up).
    public var heading: CLLocationDegrees
    /// The tilt from straight down in degrees.
    public var pitch: Double

    /// A camera over `centerCoordinate`, `distance` metres up.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: CLLocationDistance, heading: CLLocationDegrees = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    /// The region the camera shows: `distance` metres each way around its centre.
    var region: MKCoordinateRegion {
        MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: distance, longitudinalMeters: distance)
    }
}

/// Where a map looks: MapKit's `MapCameraPosition`.
///
/// ```swift
/// @State private var position: MapCameraPosition = .region(downtown)
/// Map(position: $position) { … }
/// ```
///
/// `.automatic` frames all the map's content (the whole world when it has none);
/// `.userLocation(fallback:)` uses its fallback, since a stage has no location.
public struct MapCameraPosition: Sendable, Equatable {
    enum Kind: Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case camera(MapCamera)
        case userLocation(followsHeading: Bool, fallback: Box)
    }

    /// An indirect fallback position (positions nest through `userLocation(fallback:)`).
    final class Box: Sendable {
        let position: MapCameraPosition
        init(_ position: MapCameraPosition) { self.position = position }
    }

    let kind: Kind

    /// Frames all the map's content.
    public static let automatic = MapCameraPosition(kind: .automatic)

    /// Shows `region`.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
        MapCameraPosition(kind: .region(region))
    }

    /// Shows what `camera` sees.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition {
        MapCameraPosition(kind: .camera(camera))
    }

    /// Follows the user's location, or shows `fallback` while there is none (always, on a stage).
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(followsHeading: followsHeading, fallback: Box(fallback)))
    }

    /// Whether the position frames the content.
    public var isAutomatic: Bool {
        if case .automatic = kind { true } else { false }
    }

    /// The region, for a position made with `.region(_:)`.
    public var region: MKCoordinateRegion? {
        if case .region(let region) = kind { region } else { nil }
    }

    /// The camera, for a position made with `.camera(_:)`.
    public var camera: MapCamera? {
        if case .camera(let camera) = kind { camera } else { nil }
    }

    /// Whether the position follows the user's location.
    public var followsUserLocation: Bool {
        if case .userLocation = kind { true } else { false }
    }

    /// Whether the user moved the map to this position (never on a stage: only the app moves it).
    public var positionedByUser: Bool { false }

    /// The region shown, given the region that frames the content.
    func resolvedRegion(framing automatic: MKCoordinateRegion) -> MKCoordinateRegion {
        switch kind {
        case .automatic: automatic
        case .region(let region): region
        case .camera(let camera): camera.region
        case .userLocation(_, let fallback): fallback.position.resolvedRegion(framing: automatic)
        }
    }

    /// Equal when the same kind of position shows the same place.
    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (.automatic, .automatic): true
        case (.region(let a), .region(let b)): RegionKey(a) == RegionKey(b)
        case (.camera(let a), .camera(let b)):
            RegionKey(a.region) == RegionKey(b.region) && a.heading == b.heading && a.pitch == b.pitch
        case (.userLocation(let a, let fa), .userLocation(let b, let fb)): a == b && fa.position == fb.position
        default: false
        }
    }
}

/// A region as four numbers, for comparing regions and noticing that the camera moved.
struct RegionKey: Hashable {
    let latitude, longitude, latitudeDelta, longitudeDelta: Double

    init(_ region: MKCoordinateRegion) {
        latitude = region.center.latitude
        longitude = region.center.longitude
        latitudeDelta = region.span.latitudeDelta
        longitudeDelta = region.span.longitudeDelta
    }
}

/// What `onMapCameraChange` is told: MapKit's `MapCameraUpdateContext`.
public struct MapCameraUpdateContext: Sendable {
    /// The region shown.
    public let region: MKCoordinateRegion
    /// The camera over it (straight down, from as high as the region is tall).
    public let camera: MapCamera
}

/// How often `onMapCameraChange` runs: MapKit's `MapCameraUpdateFrequency`.
public enum MapCameraUpdateFrequency: Sendable, Hashable {
    /// Once the camera stops moving (on a stage: when the view appears and after each change).
    case onEnd
    /// While the camera moves (on a stage, where the app moves it in one step: as `.onEnd`).
    case continuous
}

/// Which gestures move a map: MapKit's `MapInteractionModes` (a stage has no gestures on maps).
public struct MapInteractionModes: OptionSet, Sendable {
    /// The modes as bits.
    public let rawValue: Int
    /// Makes modes from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Panning.
    public static let pan = MapInteractionModes(rawValue: 1)
    /// Zooming.
    public static let zoom = MapInteractionModes(rawValue: 2)
    /// Rotating.
    public static let rotate = MapInteractionModes(rawValue: 4)
    /// Tilting.
    public static let pitch = MapInteractionModes(rawValue: 8)
    /// All of them.
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Limits on where the camera may go: MapKit's `MapCameraBounds` (kept, not enforced on a stage,
/// where only the app moves the camera).
public struct MapCameraBounds: Sendable {
    /// The distances the camera may be at, in metres.
    public let minimumDistance: Double?
    /// The farthest the camera may be, in metres.
    public let maximumDistance: Double?

    /// Bounds on the camera's distance.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }
}

/// How a map is drawn: MapKit's `MapStyle`. A stage draws no tiles, so every style draws the same
/// plain land colour; the style is accepted and kept.
public struct MapStyle: Sendable {
    /// Whether the terrain is flat or raised: `MapStyle.Elevation`.
    public enum Elevation: Sendable {
        /// The platform's choice.
        case automatic
        /// Flat.
        case flat
        /// Raised terrain and 3D buildings.
        case realistic
    }

    /// How strongly the map's features are drawn: `MapStyle.StandardEmphasis`.
    public enum StandardEmphasis: Sendable {
        /// Normal.
        case automatic
        /// Muted, so the app's content stands out.
        case muted
    }

    let name: String

    /// The standard street map.
    public static let standard = MapStyle(name: "standard")
    /// Satellite imagery.
    public static let imagery = MapStyle(name: "imagery")
    /// Imagery with roads and labels.
    public static let hybrid = MapStyle(name: "hybrid")

    /// The standard map with options.
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
        MapStyle(name: "standard")
    }

    /// Imagery with options.
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle {
        MapStyle(name: "imagery")
    }

    /// Imagery with roads, with options.
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
        MapStyle(name: "hybrid")
    }
}

/// Which points of interest a map labels: MapKit's `PointOfInterestCategories`.
public struct PointOfInterestCategories: Sendable {
    let name: String
    /// All of them.
    public static let all = PointOfInterestCategories(name: "all")
    /// None.
    public static let excludingAll = PointOfInterestCategories(name: "excludingAll")
}

extension View {
    /// Draws the maps below in `style` (the same on a stage, which draws no tiles).
    public nonisolated func mapStyle(_ style: MapStyle) -> some View {
        self
    }

    /// The controls the maps below show (a stage draws no map controls).
    public nonisolated func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        self
    }

    /// Runs `action` when the camera of a map below moves: when the map appears and after each
    /// change of its position, with the region shown.
    public nonisolated func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View {
        environment(\.mapCameraChange, MapCameraChangeAction(run: action))
    }

    /// Runs `action` when the camera of a map below moves.
    public nonisolated func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View {
        environment(\.mapCameraChange, MapCameraChangeAction { _ in action() })
    }
}

struct MapCameraChangeAction {
    let run: (MapCameraUpdateContext) -> Void
}

private struct MapCameraChangeKey: EnvironmentKey {
    static var defaultValue: MapCameraChangeAction? { nil }
}

extension EnvironmentValues {
    var mapCameraChange: MapCameraChangeAction? {
        get { self[MapCameraChangeKey.self] }
        set { self[MapCameraChangeKey.self] = newValue }
    }
}

/// A button that centres the map on the user (drawn nowhere: a stage has no map controls).
public struct MapUserLocationButton: View {
    /// Makes the button.
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// A compass shown while the map is rotated (drawn nowhere on a stage).
public struct MapCompass: View {
    /// Makes the compass.
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// A scale bar shown while zooming (drawn nowhere on a stage).
public struct MapScaleView: View {
    /// Makes the scale bar.
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// A button that tilts the map (drawn nowhere on a stage).
public struct MapPitchToggle: View {
    /// Makes the toggle.
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// Zoom buttons (drawn nowhere on a stage).
public struct MapZoomStepper: View {
    /// Makes the stepper.
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}
