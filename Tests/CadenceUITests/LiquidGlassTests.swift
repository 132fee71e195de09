import Testing
import CadenceStageTestSupport
@testable import CadenceUI

/// `Glass`, `glassEffect(_:in:)`, `GlassEffectContainer` unions, glass ids and the glass button styles.
@MainActor
@Suite struct LiquidGlassTests {
    private func materials(_ stage: Stage) -> [(bounds: CGRect, blur: CGFloat, tint: Color.Resolved)] {
        stage.displayList().items.compactMap {
            if case .shape(let shape) = $0.content, case .material(let blur, let tint)? = shape.shading { return ($0.bounds, blur, tint) }
            return nil
        }
    }

    @Test func glassIsAMaterialInTheShapeWithARim() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) {
            Color.clear.frame(width: 80, height: 40).glassEffect()
        }
        let glass = try #require(materials(stage).first)
        #expect(glass.bounds == CGRect(x: 60, y: 30, width: 80, height: 40))
        #expect(glass.blur == 12 && isClose(glass.tint.opacity, 0.25))
        let rim = stage.displayList().items.contains {
            if case .shape(let shape) = $0.content, case .stroke(let color, 1) = shape.paint { return color.opacity == 0.5 }
            return false
        }
        #expect(rim)
        guard case .shape(let shape) = stage.displayList().items.first(where: { if case .shape(let s) = $0.content { s.shading != nil } else { false } })?.content else { return }
        #expect("\(shape.path)" == "\(Capsule().path(in: shape.rect))", "the default shape is a capsule")
    }

    @Test func clearTintedAndIdentityGlass() {
        let clear = Stage(size: CGSize(width: 100, height: 100)) { Color.clear.frame(width: 10, height: 10).glassEffect(.clear.tint(.red)) }
        let drawn = materials(clear)
        #expect(drawn.count == 1 && drawn[0].blur == 4 && drawn[0].tint.red == 1 && isClose(drawn[0].tint.opacity, 0.3))
        let identity = Stage(size: CGSize(width: 100, height: 100)) { Color.clear.frame(width: 10, height: 10).glassEffect(.identity) }
        #expect(materials(identity).isEmpty)
        #expect(Glass.regular.interactive().isInteractive && !Glass.regular.isInteractive)
        #expect(Glass.regular.tint(.red) != Glass.regular && Glass.clear.interactive(false) == Glass.clear)
    }

    @Test func unionsDrawOneShapeOverTheirMembersInAContainer() throws {
        struct Unions: View {
            @Namespace var namespace
            var body: some View {
                GlassEffectContainer {
                    HStack(spacing: 10) {
                        ForEach(0..<4) { index in
                            Color.clear.frame(width: 30, height: 30)
                                .glassEffect()
                                .glassEffectUnion(id: index < 2 ? "left" : "right", namespace: namespace)
                        }
                    }
                }
            }
        }
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Unions() }
        let shapes = materials(stage).map(\.bounds).sorted { $0.minX < $1.minX }
        #expect(shapes.count == 2, "\(shapes)")
        #expect(isClose(shapes[0].width, 70) && isClose(shapes[1].width, 70) && isClose(shapes[1].minX - shapes[0].maxX, 10), "\(shapes)")
    }

    @Test func glassWithTheSameIDGrowsFromTheLeavingShape() throws {
        struct Morph: View {
            @Namespace var namespace
            @State var wide = false
            var body: some View {
                VStack {
                    if wide {
                        Color.clear.frame(width: 160, height: 40).glassEffect().glassEffectID("g", in: namespace)
                    } else {
                        Color.clear.frame(width: 40, height: 40).glassEffect().glassEffectID("g", in: namespace)
                    }
                    Button("Toggle") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
                }
            }
        }
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Morph() }
        try stage.tap(label: "Toggle")
        stage.advance(by: 0.5)
        let widths = materials(stage).map(\.bounds.width)
        #expect(widths.contains { $0 > 45 && $0 < 155 }, "mid-flight: \(widths)")
        stage.advance(by: 1)
        #expect(materials(stage).map(\.bounds.width) == [160])
    }

    @Test func glassButtonStylesDrawGlassCapsules() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) {
            VStack {
                Button("Plain glass") {}.buttonStyle(.glass)
                Button("Prominent") {}.buttonStyle(.glassProminent).tint(.green)
            }
        }
        let shapes = materials(stage)
        #expect(shapes.count == 2)
        let green = Color.green.resolve(in: EnvironmentValues())
        #expect(shapes.contains { isClose($0.tint.green, green.green, absolute: 0.01) && isClose($0.tint.opacity, 0.5) })
        let capsule = try #require(stage.displayList().items.first { if case .shape(let s) = $0.content { s.shading != nil } else { false } })
        if case .shape(let shape) = capsule.content { #expect("\(shape.path)" == "\(Capsule().path(in: shape.rect))") }
        var taps = 0
        let tappable = Stage(size: CGSize(width: 200, height: 100)) { Button("Go") { taps += 1 }.buttonStyle(.glass(.clear)) }
        try tappable.tap(label: "Go")
        #expect(taps == 1)
    }

    @Test func theTabViewBottomAccessoryIsExpandedAboveTheBar() throws {
        struct Probe: View {
            @Environment(\.tabViewBottomAccessoryPlacement) var placement
            var body: some View { Text(placement == .expanded ? "expanded" : "none") }
        }
        let stage = Stage(size: CGSize(width: 390, height: 600)) {
            TabView { Text("Home").tabItem { Text("Home Tab") } }
                .tabViewBottomAccessory { Probe() }
        }
        let accessory = try #require(stage.displayList().item(text: "expanded")).bounds
        let tab = try #require(stage.displayList().item(text: "Home Tab")).bounds
        #expect(accessory.maxY < tab.minY)
        let plain = Stage(size: CGSize(width: 390, height: 600)) { Probe() }
        #expect(plain.displayList().item(text: "none") != nil)
    }

    @Test func toolbarSpacersAreSpacesBetweenItems() {
        #expect(toolbarItems(of: ToolbarSpacer()).count == 1)
        #expect(toolbarItems(of: ToolbarSpacer(.fixed, placement: .bottomBar))[0].placement == .bottomBar)
    }
}
