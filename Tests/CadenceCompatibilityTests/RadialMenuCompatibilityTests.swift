#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A circular "fan-out" menu from animation-challenge repos: the plus button turns 45° into a
// cross and four action buttons spring out along a quarter circle, each offset by cos/sin of its
// angle, scaled from a tenth and staggered by `.delay(Double(index) * 0.05)` in `.animation(_:value:)`.

private struct MenuAction: Identifiable {
    let id = UUID()
    let icon: String
    let title: String
    let color: Color
}

private let menuActions = [
    MenuAction(icon: "camera.fill", title: "Camera", color: .blue),
    MenuAction(icon: "photo.fill", title: "Photos", color: .green),
    MenuAction(icon: "mic.fill", title: "Voice", color: .orange),
    MenuAction(icon: "doc.fill", title: "File", color: .purple),
]

private struct RadialMenu: View {
    @State private var isOpen = false
    @State private var lastAction = "None"
    let radius: CGFloat = 110

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Color.clear

            Text("Last: \(lastAction)")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .padding(.top, 40)

            ZStack {
                ForEach(Array(menuActions.enumerated()), id: \.element.id) { index, action in
                    let angle = Angle.degrees(180 + Double(index) * 30)
                    Button {
                        lastAction = action.title
                        isOpen = false
                    } label: {
                        Image(systemName: action.icon)
                            .foregroundColor(.white)
                            .frame(width: 48, height: 48)
                            .background(action.color, in: Circle())
                    }
                    .accessibilityLabel(action.title)
                    .offset(
                        x: isOpen ? radius * CGFloat(cos(angle.radians)) : 0,
                        y: isOpen ? radius * CGFloat(sin(angle.radians)) : 0
                    )
                    .scaleEffect(isOpen ? 1 : 0.1)
                    .opacity(isOpen ? 1 : 0)
                    .animation(.spring(response: 0.4, dampingFraction: 0.6).delay(Double(index) * 0.05), value: isOpen)
                }

                Button {
                    isOpen.toggle()
                } label: {
                    Image(systemName: "plus")
                        .font(.system(size: 26, weight: .bold))
                        .foregroundColor(.white)
                        .frame(width: 64, height: 64)
                        .background(Circle().fill(Color.black))
                        .rotationEffect(.degrees(isOpen ? 45 : 0))
                        .shadow(radius: 8)
                }
                .accessibilityLabel(isOpen ? "Close menu" : "Open menu")
                .animation(.spring(response: 0.3, dampingFraction: 0.7), value: isOpen)
            }
            .padding(32)
        }
    }
}

@MainActor
@Suite struct RadialMenuCompatibilityTests {
    private func centre(of color: Color, in stage: Stage) -> CGPoint? {
        stage.displayList().item(tinted: color).map { CGPoint(x: $0.bounds.midX, y: $0.bounds.midY) }
    }

    @Test func theActionsFanOutAlongAQuarterCircleOneAfterAnother() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { RadialMenu() }
        let hubItem = try #require(stage.displayList().item(filledWith: .black))
        let hub = CGPoint(x: hubItem.bounds.midX, y: hubItem.bounds.midY)
        // The 64-point hub sits 32 points in from the bottom-trailing corner.
        #expect(isClose(hub, CGPoint(x: 390 - 32 - 32, y: 700 - 32 - 32), absolute: 0.01), "\(hub)")

        try stage.tap(label: "Open menu")
        // 0.2 s in, action i has sprung for 0.2 − 0.05·i s. Its offset and its scale (0.1 → 1)
        // ride the same spring, and the scale, applied outside the offset, scales the offset too.
        stage.advance(by: 0.2)
        for (index, action) in menuActions.enumerated() {
            let progress = fluidSpringProgress(response: 0.4, dampingFraction: 0.6, time: 0.2 - 0.05 * Double(index))
            let scale = 0.1 + 0.9 * progress
            let angle = (180 + Double(index) * 30) * Double.pi / 180
            let expected = CGPoint(x: hub.x + 110 * cos(angle) * progress * scale, y: hub.y + 110 * sin(angle) * progress * scale)
            let drawn = try #require(centre(of: action.color, in: stage))
            #expect(isClose(drawn, expected, absolute: 0.1), "\(action.title): \(drawn) vs \(expected)")
        }

        stage.advance(by: 2)
        for (index, action) in menuActions.enumerated() {
            let angle = (180 + Double(index) * 30) * Double.pi / 180
            let expected = CGPoint(x: hub.x + 110 * cos(angle), y: hub.y + 110 * sin(angle))
            let drawn = try #require(stage.displayList().item(filledWith: action.color))
            #expect(isClose(CGPoint(x: drawn.bounds.midX, y: drawn.bounds.midY), expected, absolute: 0.01), "\(action.title)")
            #expect(isClose(drawn.bounds.width, 48, absolute: 0.01))
        }
        let plus = try #require(stage.displayList().item(symbol: "plus"))
        #expect(isClose(plus.transform.rotationDegrees, 45, absolute: 0.01), "\(plus.transform)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func choosingAnActionRecordsItAndFoldsTheMenu() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { RadialMenu() }
        try stage.tap(label: "Open menu")
        stage.advance(by: 1.5)
        try stage.tap(label: "Voice")
        stage.advance(by: 1.5)
        #expect(stage.displayList().item(text: "Last: Voice") != nil)
        let plus = try #require(stage.displayList().item(symbol: "plus"))
        #expect(isClose(plus.transform.rotationDegrees, 0, absolute: 0.01))
        for action in menuActions {
            let folded = stage.displayList().item(tinted: action.color)
            #expect(folded == nil || folded!.colorOpacity < 0.001, "\(action.title) is hidden")
        }
        #expect(stage.displayList().item(text: "Last: Voice") != nil)
    }
}
