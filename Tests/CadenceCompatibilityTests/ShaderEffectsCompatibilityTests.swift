#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Metal shaders as app code uses them: a colour effect fed by a TimelineView's clock inside a
// visual effect, a layer effect switched on by state, a distortion with a sample offset, a shader
// filter in a canvas and a shader fill. Cadence cannot run Metal: every effect draws its view as it
// is, so the rest of the view (layout, state, the clock feeding the shader) must play on.

private struct RippleTile: View {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    @State private var pixelated = false

    var body: some View {
        VStack(spacing: 12) {
            TimelineView(.animation) { context in
                Rectangle()
                    .fill(.teal)
                    .frame(width: 80, height: 50)
                    .visualEffect { content, proxy in
                        content.colorEffect(ShaderLibrary.ripple(
                            .float2(proxy.size),
                            .float(context.date.timeIntervalSince(start))
                        ))
                    }
            }
            Rectangle()
                .fill(.indigo)
                .frame(width: 80, height: 50)
                .layerEffect(ShaderLibrary.bundle(.main).pixellate(.float(8)), maxSampleOffset: .zero, isEnabled: pixelated)
                .distortionEffect(ShaderLibrary.default.wave(.float(2), .boundingRect), maxSampleOffset: CGSize(width: 4, height: 4))
            Button("Pixelate") { withAnimation(.easeInOut(duration: 0.3)) { pixelated.toggle() } }
            Canvas { context, size in
                context.addFilter(.colorShader(ShaderLibrary.tint(.color(.red))))
                context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(.orange))
            }
            .frame(width: 40, height: 20)
            Capsule()
                .fill(ShaderLibrary.stripes(.float(6), .colorArray([.pink, .yellow])))
                .frame(width: 60, height: 20)
                .foregroundStyle(.mint)
        }
    }
}

@MainActor
@Suite struct ShaderEffectsCompatibilityTests {
    @Test func dynamicMembersNameFunctionsAndArgumentsKeepTheirValues() {
        let shader = ShaderLibrary.ripple(.float(0.5), .float2(CGSize(width: 30, height: 40)), .float2(CGPoint(x: 1, y: 2)),
                                          .float3(1, 2, 3), .float4(Float(1), 2, 3, 4), .floatArray([1, 2]))
        #expect(shader.function.name == "ripple")
        #expect(shader.function.library == .default)
        #expect(shader.arguments.count == 6)
        #expect(shader.arguments[0].values == [0.5])
        #expect(shader.arguments[1].values == [30, 40])
        #expect(shader.arguments[2].values == [1, 2])
        #expect(shader.arguments[3].values == [1, 2, 3])
        #expect(shader.arguments[4].values == [1, 2, 3, 4])
        #expect(shader.arguments[5].values == nil, "an array is not a float vector")
        #expect(shader.dithersColor)

        // The same function in another library is another function; the same call is the same shader.
        #expect(ShaderLibrary.bundle(.main).ripple != ShaderLibrary.default.ripple)
        #expect(ShaderLibrary.default.ripple(.float(1)) == ShaderLibrary.ripple(.float(1)))
        #expect(ShaderLibrary.ripple(.float(1)) != ShaderLibrary.ripple(.float(2)))
        let function = ShaderFunction(library: ShaderLibrary(url: URL(fileURLWithPath: "/tmp/x.metallib")), name: "glow")
        #expect(function(.boundingRect).function.name == "glow")
    }

    @Test func effectsDrawTheirViewsUnchangedWhileTheClockFeedsThem() throws {
        let stage = Stage(size: CGSize(width: 200, height: 300)) { RippleTile() }
        let teal = try #require(stage.displayList().item(filledWith: .teal))
        #expect(teal.rect.size == CGSize(width: 80, height: 50))
        #expect(teal.layers.isEmpty, "a colour effect adds no layer: the view draws as it is")
        stage.advance(by: 0.5)
        let later = try #require(stage.displayList().item(filledWith: .teal))
        #expect(later.rect == teal.rect)
        #expect(later.transform == teal.transform)

        let indigo = try #require(stage.displayList().item(filledWith: .indigo))
        try stage.tap(label: "Pixelate")
        stage.advance(by: 0.15)
        let switching = try #require(stage.displayList().item(filledWith: .indigo))
        #expect(switching.rect == indigo.rect && switching.transform == indigo.transform)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func shaderFiltersKeepTheCanvasDrawingAndShaderFillsPaintTheForeground() throws {
        let stage = Stage(size: CGSize(width: 200, height: 300)) { RippleTile() }
        let list = stage.displayList()
        #expect(list.item(filledWith: .orange) != nil, "a colour-shader filter leaves the drawing in place")
        #expect(list.item(filledWith: .mint) != nil, "a shader fill paints with the foreground style")
    }

    @Test func shadingAndCompileAreAvailable() async throws {
        let shader = ShaderLibrary.noise(.float(1))
        try await shader.compile(as: .colorEffect)
        try await shader.compile(as: .layerEffect)
        _ = GraphicsContext.Shading.shader(shader, bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Shader.UsageType.distortionEffect != .colorEffect)
    }
}
