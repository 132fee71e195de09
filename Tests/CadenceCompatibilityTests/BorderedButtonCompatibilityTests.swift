#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Prominent and bordered buttons with border shapes and tints.
private struct Checkout: View {
    @State private var items = 1

    var body: some View {
        HStack {
            Button("Add") { items += 1 }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .tint(.green)
            Button { items = max(0, items - 1) } label: {
                Label("Remove", systemImage: "minus")
            }
            .buttonStyle(.bordered)
            Text("\(items)")
        }
    }
}

@Suite struct BorderedButtonCompatibilityTests {
    @Test @MainActor func prominentButtonsFillWithTheTint() throws {
        let stage = Stage(size: CGSize(width: 360, height: 120)) { Checkout() }
        let fill = try #require(stage.displayList().item(filledWith: .green))
        // 17-point text padded 7 above and below at the regular control size.
        #expect(isClose(fill.bounds.height, 20.4 + 14, absolute: 1e-6))
        try stage.tap(label: "Add")
        try stage.tap(label: "Add")
        #expect(stage.displayList().item(text: "3") != nil)
        try stage.tap(label: "Remove")
        #expect(stage.displayList().item(text: "2") != nil)
        #expect(stage.displayList().item(symbol: "minus") != nil)
        #expect(stage.issues.isEmpty)
    }
}
