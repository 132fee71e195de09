#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A bell that fills in when notifications are on, with a larger image scale.
private struct NotificationBell: View {
    @State private var on = false

    var body: some View {
        Button {
            on.toggle()
        } label: {
            Image(systemName: "bell")
                .symbolVariant(on ? .fill : .none)
                .imageScale(.large)
        }
        .accessibilityLabel("Notifications")
    }
}

@Suite struct SymbolVariantCompatibilityTests {
    @Test @MainActor func variantsChangeTheSymbolName() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { NotificationBell() }
        let bell = try #require(stage.displayList().item(symbol: "bell"))
        #expect(isClose(bell.rect.width, 17 * 1.29, absolute: 1e-6))
        try stage.tap(label: "Notifications")
        #expect(stage.displayList().item(symbol: "bell.fill") != nil)
        #expect(stage.issues.isEmpty)
    }
}
