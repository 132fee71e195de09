// CoreLocation's coordinate types, as SwiftUI map code uses them, for platforms without them, so
// `import CoreLocation` compiles. They are plain values, not Equatable, as on Apple platforms (apps
// that add `Equatable` themselves still compile). MapKit re-exports this module.
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
