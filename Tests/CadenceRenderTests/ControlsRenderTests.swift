@testable import CadenceRender
import CadenceUI
import Foundation
import Testing

/// Pixel tests of controls, containers and navigation shells at 2×: the colours iOS draws them in,
/// at points chosen inside each part (a switch's track and knob, a slider's fill, a selected segment).
@MainActor
@Suite struct ControlsRenderTests {
    private func render(_ stage: Stage, name: String) throws -> RasterImage {
        let image = try DisplayListRenderer(scale: 2).render(stage.displayList())
        if let folder = ProcessInfo.processInfo.environment["CADENCE_RENDER_OUTPUT"] {
            try? FrameWriter().writePNG(image, to: URL(fileURLWithPath: folder).appendingPathComponent("controls-\(name).png"))
        }
        return image
    }

    private func close(_ pixel: RGBAPixel, _ r: Int, _ g: Int, _ b: Int, within tolerance: Int = 6) -> Bool {
        abs(Int(pixel.red) - r) <= tolerance && abs(Int(pixel.green) - g) <= tolerance && abs(Int(pixel.blue) - b) <= tolerance
    }

    /// The pixel at the centre of the stage point `point`.
    private func pixel(_ image: RasterImage, _ point: CGPoint) -> RGBAPixel {
        image[Int(point.x * 2), Int(point.y * 2)]
    }

    @Test func switchIsGreenWhenOnAndGreyWhenOff() throws {
        let stage = Stage(size: CGSize(width: 240, height: 100)) {
            VStack(spacing: 10) {
                Toggle("On", isOn: .constant(true))
                Toggle("Off", isOn: .constant(false))
            }
            .padding()
            .background(Color.white)
        }
        let image = try render(stage, name: "toggles")
        let list = stage.displayList()
        let tracks = list.items.filter { item in
            if case .shape = item.content { abs(item.bounds.width - 51) < 0.5 && abs(item.bounds.height - 31) < 0.5 } else { false }
        }
        try #require(tracks.count == 2)
        // The track's left end (8 points in) and the knob: on, the knob sits at the trailing end.
        let on = tracks[0].bounds, off = tracks[1].bounds
        #expect(close(pixel(image, CGPoint(x: on.minX + 8, y: on.midY)), 52, 199, 89))
        #expect(close(pixel(image, CGPoint(x: on.maxX - 15.5, y: on.midY)), 255, 255, 255))
        // Off: the track is a light grey (16 % of a blue-grey over white), the knob at the leading end.
        #expect(close(pixel(image, CGPoint(x: off.maxX - 6, y: off.midY)), 233, 233, 234, within: 8))
        #expect(close(pixel(image, CGPoint(x: off.minX + 15.5, y: off.midY)), 255, 255, 255))
    }

    @Test func sliderFillsUpToItsValueInTheTint() throws {
        let stage = Stage(size: CGSize(width: 220, height: 60)) {
            Slider(value: .constant(0.25)).padding(10).background(Color.white)
        }
        let image = try render(stage, name: "slider")
        // 200 points of track: the thumb's centre at 14 + 0.25 × 172 = 57 points from the track's start.
        let trackY: CGFloat = 30
        #expect(close(pixel(image, CGPoint(x: 20, y: trackY)), 0, 122, 255))
        #expect(close(pixel(image, CGPoint(x: 150, y: trackY)), 230, 230, 231, within: 10))
        // The thumb is white.
        #expect(close(pixel(image, CGPoint(x: 67, y: trackY)), 255, 255, 255, within: 3))
    }

    @Test func segmentedPickerHighlightsTheSelectedSegment() throws {
        let stage = Stage(size: CGSize(width: 300, height: 60)) {
            Picker("Speed", selection: .constant(1)) {
                Text("Slow").tag(0)
                Text("Normal").tag(1)
                Text("Fast").tag(2)
            }
            .pickerStyle(.segmented)
            .padding(10)
            .background(Color.white)
        }
        let image = try render(stage, name: "segmented")
        let normal = try #require(stage.displayList().controlItem(text: "Normal")).bounds
        let slow = try #require(stage.displayList().controlItem(text: "Slow")).bounds
        // Beside the selected segment's text: white; beside an unselected one: the bar's grey.
        #expect(close(pixel(image, CGPoint(x: normal.minX - 6, y: normal.midY)), 255, 255, 255, within: 3))
        #expect(close(pixel(image, CGPoint(x: slow.minX - 6, y: slow.midY)), 239, 239, 240, within: 6))
    }

    @Test func formDrawsCardsOnTheGroupedBackground() throws {
        let stage = Stage(size: CGSize(width: 320, height: 300)) {
            Form {
                Section("Playback") {
                    Toggle("Loop", isOn: .constant(true))
                    Stepper("Count: 3", value: .constant(3), in: 0...10)
                }
                Section {
                    ProgressView(value: 0.5)
                    LabeledContent("Duration", value: "0.5 s")
                }
            }
        }
        let image = try render(stage, name: "form")
        // The page is the grouped background; a row's card is white.
        #expect(close(pixel(image, CGPoint(x: 6, y: 150)), 242, 242, 247))
        let loop = try #require(stage.displayList().controlItem(text: "Loop")).bounds
        #expect(close(pixel(image, CGPoint(x: loop.maxX + 20, y: loop.midY)), 255, 255, 255, within: 2))
        // The header is upper-cased.
        #expect(stage.displayList().controlItem(text: "PLAYBACK") != nil)
        #expect(stage.issues.isEmpty)
    }

    @Test func navigationStackDrawsALargeTitleAndRows() throws {
        let stage = Stage(size: CGSize(width: 320, height: 400)) {
            NavigationStack {
                List {
                    NavigationLink("Springs") { Text("Detail") }
                    NavigationLink("Curves") { Text("Detail") }
                }
                .navigationTitle("Animations")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                }
            }
        }
        _ = try render(stage, name: "navigation")
        let title = try #require(stage.displayList().controlItem(text: "Animations"))
        let add = try #require(stage.displayList().controlItem(text: "Add"))
        #expect(title.bounds.minX < 30)
        #expect(add.bounds.minY < title.bounds.minY)
        #expect(add.bounds.maxX > 280)
        #expect(stage.displayList().controlItem(symbol: "chevron.right") != nil)
        try stage.tap(label: "Springs")
        stage.advance(by: 1)
        _ = try render(stage, name: "navigation-pushed")
        #expect(stage.displayList().controlItem(text: "Detail") != nil)
        #expect(stage.displayList().controlItem(text: "Back") != nil)
        #expect(stage.issues.isEmpty)
    }

    @Test func alertIsACentredCardOverADimmedStage() throws {
        let stage = Stage(size: CGSize(width: 320, height: 400)) {
            Color.white.alert("Delete?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
        stage.advance(by: 1)
        let image = try render(stage, name: "alert")
        // The corners are dimmed white (20 % black); the card's middle is the alert grey.
        #expect(close(pixel(image, CGPoint(x: 5, y: 5)), 204, 204, 204))
        let delete = try #require(stage.displayList().controlItem(text: "Delete")).bounds
        let cancel = try #require(stage.displayList().controlItem(text: "Cancel")).bounds
        #expect(abs(delete.midY - cancel.midY) < 1)
        #expect(abs((delete.midX + cancel.midX) / 2 - 160) < 2)
    }

    @Test func tabBarTintsTheSelectedItem() throws {
        let stage = Stage(size: CGSize(width: 320, height: 300)) {
            TabView {
                Text("Home page").tabItem { Label("Home", systemImage: "house.fill") }
                Text("Profile page").tabItem { Label("Profile", systemImage: "person.fill") }
            }
        }
        let image = try render(stage, name: "tabs")
        let home = try #require(stage.displayList().controlItem(text: "Home"))
        let profile = try #require(stage.displayList().controlItem(text: "Profile"))
        guard case .text(let homeText) = home.content, case .text(let profileText) = profile.content else { return }
        #expect(homeText.color == Color.blue.resolve(in: EnvironmentValues()))
        #expect(profileText.color != homeText.color)
        #expect(home.bounds.minY > 240)
        #expect(stage.displayList().controlItem(text: "Home page") != nil)
        #expect(stage.displayList().controlItem(text: "Profile page") == nil)
        _ = image
    }
}

private extension DisplayList {
    /// The item showing `text`.
    func controlItem(text: String) -> DisplayList.Item? {
        items.first { if case .text(let item) = $0.content { item.text == text } else { false } }
    }

    /// The item drawing the symbol `name`.
    func controlItem(symbol name: String) -> DisplayList.Item? {
        items.first { if case .symbol(let item) = $0.content { item.name == name } else { false } }
    }
}
