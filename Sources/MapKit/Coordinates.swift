// MapKit's coordinate types, as SwiftUI map code uses them. They are plain values, not Equatable,
// as on Apple platforms (apps that add `Equatable` themselves still compile). CoreLocation's types
// (`CLLocationCoordinate2D`, `CLLocation`) come from the CoreLocation module, re-exported here as
// MapKit does.
@_exported import CadenceUI
@_exported import CoreLocation
import Foundation

/// Metres per degree of latitude (the mean over the globe, as MapKit's conversions use).
let metresPerDegreeOfLatitude = 111_132.954

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
