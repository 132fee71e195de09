// CoreLocation's and MapKit's coordinate types, as SwiftUI map code uses them. They are plain
// values, not Equatable, as on Apple platforms (apps that add `Equatable` themselves still compile).
@_exported import CadenceUI
import Foundation

/// Degrees of latitude or longitude: CoreLocation's `CLLocationDegrees`.
public typealias CLLocationDegrees = Double
/// A distance in metres: CoreLocation's `CLLocationDistance`.
public typealias CLLocationDistance = Double

/// A latitude and longitude in degrees (WGS 84): CoreLocation's `CLLocationCoordinate2D`.
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator, −90 to 90.
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich, −180 to 180.
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0).
    public init() {
        self.init(latitude: 0, longitude: 0)
    }

    /// The coordinate at `latitude`, `longitude` degrees.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether `coordinate` is on the globe: latitude in [−90, 90], longitude in [−180, 180], no NaN.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

/// Metres per degree of latitude (the mean over the globe, as MapKit's conversions use).
let metresPerDegreeOfLatitude = 111_132.954

/// A location: CoreLocation's `CLLocation`, as far as map code uses it (coordinates and distances).
public final class CLLocation: Sendable {
    /// Where the location is.
    public let coordinate: CLLocationCoordinate2D

    /// A location at `latitude`, `longitude` degrees.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The great-circle distance to `location` in metres, on a sphere of radius 6 371 009 m.
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let lat1 = coordinate.latitude * radians, lat2 = location.coordinate.latitude * radians
        let dLat = lat2 - lat1, dLon = (location.coordinate.longitude - coordinate.longitude) * radians
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6_371_009 * asin(min(1, sqrt(h)))
    }
}

/// The height and width of a region in degrees: MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: Sendable {
    /// North to south, in degrees.
    public var latitudeDelta: CLLocationDegrees
    /// West to east, in degrees.
    public var longitudeDelta: CLLocationDegrees

    /// An empty span.
    public init() {
        self.init(latitudeDelta: 0, longitudeDelta: 0)
    }

    /// A span of the given degrees.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangle of the globe around a centre: MapKit's `MKCoordinateRegion`.
public struct MKCoordinateRegion: Sendable {
    /// The middle of the region.
    public var center: CLLocationCoordinate2D
    /// Its height and width in degrees.
    public var span: MKCoordinateSpan

    /// The region (0, 0) with an empty span.
    public init() {
        self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan())
    }

    /// The region around `center` spanning `span`.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region around `center` that is `latitudinalMeters` tall and `longitudinalMeters` wide
    /// (a degree of longitude shrinks by cos(latitude) away from the equator).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let shrink = max(cos(center.latitude * .pi / 180), 1e-6)
        self.init(center: center, span: MKCoordinateSpan(
            latitudeDelta: latitudinalMeters / metresPerDegreeOfLatitude,
            longitudeDelta: longitudinalMeters / (metresPerDegreeOfLatitude * shrink)
        ))
    }
}
