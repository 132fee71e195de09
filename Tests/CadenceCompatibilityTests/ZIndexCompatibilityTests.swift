#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Two overlapping cards; the tapped one comes to the front.
private struct CardDeck: View {
    @State private var front = "red"

    var body: some View {
        VStack(spacing: 30) {
            ZStack {
                card(.red, name: "red").offset(x: -10)
                card(.blue, name: "blue").offset(x: 10)
            }
            HStack {
                Button("Red") { front = "red" }
                Button("Blue") { front = "blue" }
            }
        }
    }

    private func card(_ color: Color, name: String) -> some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(color)
            .frame(width: 80, height: 100)
            .zIndex(front == name ? 1 : 0)
    }
}

@Suite struct ZIndexCompatibilityTests {
    @Test @MainActor func zIndexChangesDrawingOrder() throws {
        let stage = Stage(size: CGSize(width: 240, height: 240)) { CardDeck() }
        func order() -> [Color.Resolved] {
            stage.displayList().shapes.map(\.paint.color).filter { $0 == Color.red.resolve(in: EnvironmentValues()) || $0 == Color.blue.resolve(in: EnvironmentValues()) }
        }
        #expect(order().last == Color.red.resolve(in: EnvironmentValues()))
        try stage.tap(label: "Blue")
        stage.advance(by: 0.2)
        #expect(order().last == Color.blue.resolve(in: EnvironmentValues()))
        #expect(stage.issues.isEmpty)
    }
}
