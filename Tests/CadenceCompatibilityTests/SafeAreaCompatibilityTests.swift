#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A full-bleed background behind content that stays in the safe area, with a bottom bar inset.
private struct Dashboard: View {
    @State private var count = 0

    var body: some View {
        ZStack {
            Color.teal.ignoresSafeArea()
            VStack {
                Text("Count \(count)")
                Spacer()
            }
        }
        .safeAreaInset(edge: .bottom) {
            Button("Add") { count += 1 }
                .frame(maxWidth: .infinity)
                .padding()
                .background(Color.white)
        }
    }
}

@Suite struct SafeAreaCompatibilityTests {
    @Test @MainActor func backgroundsFillTheStageContentStaysInside() throws {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let stage = Stage(size: CGSize(width: 390, height: 600), safeAreaInsets: insets) { Dashboard() }
        let background = try #require(stage.displayList().item(filledWith: .teal))
        #expect(isClose(background.bounds.minY, 0, absolute: 1e-6))
        let title = try #require(stage.displayList().item(text: "Count 0"))
        #expect(title.bounds.minY >= 47 - 1e-6)
        try stage.tap(label: "Add")
        stage.advance(by: 0.2)
        let bar = try #require(stage.displayList().item(filledWith: .white))
        #expect(isClose(bar.bounds.maxY, 600 - 34, absolute: 1e-6))
        #expect(stage.displayList().item(text: "Count 1") != nil)
        #expect(stage.issues.isEmpty)
    }
}
