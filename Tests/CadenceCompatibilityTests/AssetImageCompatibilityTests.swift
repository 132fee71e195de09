#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

extension ImageResource {
    fileprivate static let compatAvatar = ImageResource(name: "compat-avatar", bundle: .main)
}

// An avatar from the asset catalog, and one that is missing.
private struct AvatarRow: View {
    @State private var showMissing = false

    var body: some View {
        HStack {
            Image(.compatAvatar)
                .resizable()
                .scaledToFit()
                .frame(width: 48, height: 48)
                .clipShape(Circle())
            if showMissing {
                Image("compat-missing")
            }
            Button("Missing") { showMissing = true }
        }
    }
}

@Suite struct AssetImageCompatibilityTests {
    @Test @MainActor func registeredAssetsDrawAndMissingOnesAreReported() throws {
        AssetCatalog.main.register(image: "compat-avatar", .color(.mint, size: CGSize(width: 100, height: 100)))
        let stage = Stage(size: CGSize(width: 300, height: 120)) { AvatarRow() }
        let avatar = try #require(stage.displayList().item(filledWith: .mint))
        #expect(isClose(avatar.rect.width, 48, absolute: 1e-6))
        #expect(stage.issues.isEmpty)
        try stage.tap(label: "Missing")
        stage.advance(by: 0.2)
        #expect(stage.issues.contains { $0.kind == .missingAsset && $0.message.contains("compat-missing") })
        #expect(stage.displayList().shapes.contains { $0.rect.width == 44 && $0.rect.height == 44 })
    }
}
