#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

private struct NowPlaying: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom)
            Text("Now Playing")
                .padding()
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
                .foregroundStyle(.primary, .secondary)
        }
        .frame(width: 200, height: 120)
    }
}

@Suite struct MaterialBannerCompatibilityTests {
    @Test @MainActor func materialIsABlurredBackdrop() {
        let list = Stage(size: CGSize(width: 200, height: 120)) { NowPlaying() }.displayList()
        #expect(list.shapes.contains { if case .material = $0.shading { true } else { false } })
        #expect(list.shapes.contains { if case .linearGradient = $0.shading { true } else { false } })
    }
}
