#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import MapKit
import CoreLocation
import Testing
import CadenceStageTestSupport

// A coffee-shop finder: an iOS 17 Map bound to a MapCameraPosition, markers and annotations with
// a selection, a polyline and a circle, map style and controls, camera-change callbacks and
// buttons that move the camera; plus the iOS 14 Map(coordinateRegion:annotationItems:) form.

private struct CoffeeShop: Identifiable, Hashable {
    let id: Int
    let name: String
    let latitude: Double
    let longitude: Double
    var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
}

private let shops = [
    CoffeeShop(id: 1, name: "Bean There", latitude: 37.7749, longitude: -122.4194),
    CoffeeShop(id: 2, name: "Brew Lab", latitude: 37.7799, longitude: -122.4144),
    CoffeeShop(id: 3, name: "Drip", latitude: 37.7699, longitude: -122.4244),
]

private let downtown = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 37.7749, longitude: -122.4194),
    span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02)
)

private struct CoffeeMap: View {
    @State private var position: MapCameraPosition = .region(downtown)
    @State private var selection: Int?
    @State private var visibleRegion: MKCoordinateRegion?

    var body: some View {
        VStack {
            Map(position: $position, selection: $selection) {
                ForEach(shops) { shop in
                    Marker(shop.name, systemImage: "cup.and.saucer.fill", coordinate: shop.coordinate)
                        .tint(.brown)
                        .tag(shop.id)
                }
                Annotation("You", coordinate: CLLocationCoordinate2D(latitude: 37.7760, longitude: -122.4170), anchor: .center) {
                    Circle()
                        .fill(Color.blue)
                        .frame(width: 16, height: 16)
                        .overlay(Circle().stroke(.white, lineWidth: 3))
                }
                MapPolyline(coordinates: shops.map(\.coordinate))
                    .stroke(.orange, lineWidth: 4)
                MapCircle(center: shops[0].coordinate, radius: 200)
                    .foregroundStyle(.teal.opacity(0.3))
                UserAnnotation()
            }
            .mapStyle(.standard(elevation: .realistic, pointsOfInterest: .excludingAll))
            .mapControls {
                MapUserLocationButton()
                MapCompass()
                MapScaleView()
            }
            .onMapCameraChange(frequency: .onEnd) { context in
                visibleRegion = context.region
            }
            .frame(height: 400)

            Text(selection.flatMap { id in shops.first { $0.id == id }?.name } ?? "Nothing selected")
            if let visibleRegion {
                Text(String(format: "Center %.4f, %.4f", visibleRegion.center.latitude, visibleRegion.center.longitude))
            }
            HStack {
                Button("Downtown") { withAnimation { position = .region(downtown) } }
                Button("Brew Lab") {
                    withAnimation {
                        position = .camera(MapCamera(centerCoordinate: shops[1].coordinate, distance: 1000, heading: 0, pitch: 0))
                    }
                }
                Button("Everything") { position = .automatic }
            }
        }
    }
}

private struct LegacyShopMap: View {
    @State private var region = downtown

    var body: some View {
        Map(coordinateRegion: $region, showsUserLocation: true, annotationItems: shops) { shop in
            MapAnnotation(coordinate: shop.coordinate) {
                Text(shop.name).font(.caption2).padding(4).background(.white, in: Capsule())
            }
        }
        .frame(width: 300, height: 300)
    }
}

@MainActor
@Suite struct CoffeeMapAppCompatibilityTests {
    @Test func annotationsSitAtTheirCoordinatesAndTheCameraMoves() throws {
        let stage = Stage(size: CGSize(width: 400, height: 700)) { CoffeeMap() }
        stage.advance(by: 0.1)
        let you = try #require(stage.displayList().item(filledWith: .blue)).bounds
        let land = try #require(stage.displayList().shapes.first { isClose($0.rect.height, 400, absolute: 0.5) }).rect
        #expect(you.midX > land.midX && you.midY < land.midY, "north-east of the centre: \(you) in \(land)")
        #expect(stage.displayList().item(text: "Bean There") != nil)
        #expect(stage.displayList().item(text: "Center 37.7749, -122.4194") != nil, "\(stage.displayList().texts.map(\.text))")
        try stage.tap(label: "Brew Lab")
        stage.advance(by: 2)
        #expect(stage.displayList().item(text: "Center 37.7799, -122.4144") != nil, "\(stage.displayList().texts.map(\.text))")
        let moved = try #require(stage.displayList().item(filledWith: .blue)).bounds
        #expect(moved.midX < you.midX && moved.midY > you.midY, "the camera moved north-east, so the dot moved south-west: \(moved)")
        try stage.tap(label: "Drip")
        #expect(stage.displayList().item(text: "Nothing selected") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theLegacyFormPlacesAnnotationViews() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { LegacyShopMap() }
        let center = try #require(stage.displayList().item(text: "Bean There")).bounds
        #expect(isClose(center.midX, 150, absolute: 1) && isClose(center.midY, 150, absolute: 1), "\(center)")
        let north = try #require(stage.displayList().item(text: "Brew Lab")).bounds
        #expect(north.midY < center.midY - 30 && north.midX > center.midX + 30)
    }
}
