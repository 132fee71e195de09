#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A photo grid that zooms a tapped tile to full screen with matchedGeometryEffect, and an
// iOS 18 navigation zoom transition from a grid cell.

private struct Photo: Identifiable, Hashable {
    let id: Int
    let color: Color
}

private let photos: [Photo] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo]
    .enumerated().map { Photo(id: $0.offset, color: $0.element) }

private struct PhotoGrid: View {
    @Namespace private var zoom
    @State private var selected: Photo?
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        ZStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(photos) { photo in
                        if selected != photo {
                            Rectangle()
                                .fill(photo.color)
                                .matchedGeometryEffect(id: photo.id, in: zoom)
                                .aspectRatio(1, contentMode: .fit)
                                .contentShape(Rectangle())
                                .onTapGesture {
                                    withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) {
                                        selected = photo
                                    }
                                }
                        } else {
                            Color.clear.aspectRatio(1, contentMode: .fit)
                        }
                    }
                }
            }
            if let selected {
                Color.black
                    .ignoresSafeArea()
                    .transition(.opacity)
                    .onTapGesture {
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) {
                            self.selected = nil
                        }
                    }
                Rectangle()
                    .fill(selected.color)
                    .matchedGeometryEffect(id: selected.id, in: zoom)
                    .aspectRatio(1, contentMode: .fit)
                    .zIndex(1)
                    .allowsHitTesting(false)
            }
        }
    }
}

private struct ZoomNavigationGrid: View {
    @Namespace private var namespace

    var body: some View {
        NavigationStack {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                ForEach(photos) { photo in
                    NavigationLink(value: photo) {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(photo.color)
                            .frame(height: 80)
                    }
                    .matchedTransitionSource(id: photo.id, in: namespace)
                    .accessibilityLabel("Photo \(photo.id)")
                }
            }
            .navigationDestination(for: Photo.self) { photo in
                photo.color
                    .overlay(Text("Detail \(photo.id)"))
                    .navigationTransition(.zoom(sourceID: photo.id, in: namespace))
            }
        }
    }
}

@MainActor
@Suite struct PhotoGridZoomAppCompatibilityTests {
    @Test func aTappedTileGrowsToTheFullWidth() throws {
        let stage = Stage(size: CGSize(width: 306, height: 600)) { PhotoGrid() }
        let tile = try #require(stage.displayList().item(filledWith: .blue)).bounds
        #expect(isClose(tile.width, 100.67, absolute: 0.5), "three adaptive columns: \(tile)")
        try stage.tap(at: CGPoint(x: tile.midX, y: tile.midY))
        stage.advance(by: 0.1)
        let moving = try #require(stage.displayList().item(filledWith: .blue)).bounds
        #expect(moving.width > tile.width + 5 && moving.width < 300, "mid-flight: \(moving)")
        stage.advance(by: 2)
        let zoomed = try #require(stage.displayList().item(filledWith: .blue)).bounds
        #expect(isClose(zoomed.width, 306, absolute: 0.5), "\(zoomed)")
        try stage.tap(at: CGPoint(x: 150, y: 20))
        stage.advance(by: 2)
        let back = try #require(stage.displayList().item(filledWith: .blue)).bounds
        #expect(isClose(back, tile, absolute: 0.5))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theZoomNavigationTransitionPushesTheDetail() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { ZoomNavigationGrid() }
        try stage.tap(label: "Photo 4")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Detail 4") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
