#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A floating action button that fans out its actions, as "FAB menu in SwiftUI" posts write it: each
// action has its own .animation with a spring delayed by its index, so they leave one after the
// other; the plus turns into a cross.

private struct MenuAction: Identifiable {
    let id: Int
    let icon: String
    let color: Color
}

private let menuActions = [
    MenuAction(id: 0, icon: "camera.fill", color: .blue),
    MenuAction(id: 1, icon: "photo.fill", color: .green),
    MenuAction(id: 2, icon: "doc.fill", color: .orange),
    MenuAction(id: 3, icon: "mic.fill", color: .purple),
]

private struct FloatingActionMenu: View {
    @State private var isExpanded = false
    @State private var lastAction = "none"

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Text("Last action: \(lastAction)")
                .frame(maxWidth: .infinity, maxHeight: .infinity)

            ZStack {
                ForEach(menuActions) { action in
                    Button {
                        lastAction = action.icon
                        isExpanded = false
                    } label: {
                        Image(systemName: action.icon)
                            .foregroundStyle(.white)
                            .frame(width: 44, height: 44)
                            .background(action.color, in: Circle())
                    }
                    .accessibilityLabel(action.icon)
                    .scaleEffect(isExpanded ? 1 : 0.3)
                    .opacity(isExpanded ? 1 : 0)
                    .offset(y: isExpanded ? -CGFloat(action.id + 1) * 60 : 0)
                    .animation(
                        .spring(response: 0.4, dampingFraction: 0.6)
                            .delay(Double(action.id) * 0.05),
                        value: isExpanded
                    )
                }

                Button {
                    isExpanded.toggle()
                } label: {
                    Image(systemName: "plus")
                        .font(.title2.weight(.bold))
                        .foregroundStyle(.white)
                        .frame(width: 60, height: 60)
                        .background(Color.pink, in: Circle())
                        .rotationEffect(.degrees(isExpanded ? 45 : 0))
                }
                .accessibilityLabel("Open menu")
                .animation(.spring(response: 0.3, dampingFraction: 0.6), value: isExpanded)
            }
            .padding(24)
        }
    }
}

@MainActor
@Suite struct FloatingActionMenuCompatibilityTests {
    @Test func actionsFanOutOneAfterAnother() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { FloatingActionMenu() }
        let pink = try #require(stage.displayList().item(tinted: .pink)).bounds
        try stage.tap(label: "Open menu")
        let spring = Spring(response: 0.4, dampingRatio: 0.6)
        for time in [0.04, 0.12, 0.3] {
            stage.advance(to: time)
            for action in menuActions {
                let elapsed = max(0, time - Double(action.id) * 0.05)
                let progress = spring.value(target: 1.0, initialVelocity: 0, time: elapsed)
                let item = try #require(stage.displayList().item(tinted: action.color), "\(action.icon) at t = \(time)")
                let expectedY = pink.midY - CGFloat(action.id + 1) * 60 * progress
                #expect(isClose(item.bounds.midY, expectedY, absolute: 1.5),
                        "\(action.icon) at t = \(time): \(item.bounds.midY) vs \(expectedY)")
                #expect(isClose(item.transform.uniformScale, 0.3 + 0.7 * progress, absolute: 0.02),
                        "\(action.icon) at t = \(time)")
            }
            let plus = try #require(stage.displayList().item(symbol: "plus"))
            let turn = 45 * Spring(response: 0.3, dampingRatio: 0.6).value(target: 1.0, initialVelocity: 0, time: time)
            #expect(isClose(plus.transform.rotationDegrees, turn, absolute: 1), "t = \(time): \(plus.transform.rotationDegrees)")
        }
        stage.advance(by: 2)
        let top = try #require(stage.displayList().item(tinted: .purple)).bounds
        #expect(isClose(top.midY, pink.midY - 240, absolute: 1e-3))
        try stage.tap(label: "doc.fill")
        #expect(stage.displayList().item(text: "Last action: doc.fill") != nil)
        stage.advance(by: 2)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
