#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

private struct Counter: View {
    @State private var count = 9
    var body: some View {
        VStack {
            Text("\(count)")
                .font(.largeTitle)
                .contentTransition(.numericText(value: Double(count)))
            Button("Add") { withAnimation(.snappy) { count += 1 } }
        }
    }
}

@Suite struct NumericCounterCompatibilityTests {
    @Test @MainActor func digitsRoll() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Counter() }
        try stage.tap(label: "Add")
        stage.advance(by: 0.1)
        let texts = stage.displayList().texts.map(\.text)
        #expect(texts.contains("9") && texts.contains("10"))
        stage.advance(by: 1)
        #expect(stage.displayList().texts.map(\.text).contains("10"))
        #expect(!stage.displayList().texts.map(\.text).contains("9"))
        #expect(stage.issues.isEmpty)
    }
}
