#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// A card as settings and widget code draws it: a badge filled with the current foreground and a
// shadow (`.fill(.shadow(.drop(…)))`, `.foregroundStyle(.shadow(.inner(…)))`), on a panel in the
// window's background colour.

private struct Card: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(.windowBackground)
                .frame(width: 120, height: 80)
            Circle()
                .fill(.shadow(.drop(color: .red, radius: 4, x: 0, y: 2)))
                .frame(width: 30, height: 30)
                .foregroundStyle(.teal)
            Text("New")
                .foregroundStyle(.shadow(.inner(radius: 1)))
        }
        .backgroundStyle(.orange)
    }
}

@MainActor
@Suite struct ForegroundShadowAndWindowBackgroundCompatibilityTests {
    @Test func aShadowStyleDrawsTheForegroundWithItsShadow() throws {
        let list = Stage(size: CGSize(width: 200, height: 120)) { Card() }.displayList()
        let badge = try #require(list.item(filledWith: .teal), "the badge in the current foreground")
        let shadow = badge.layers.compactMap { layer -> (Color.Resolved, CGFloat, CGSize)? in
            if case .shadow(let color, let radius, let offset) = layer.effect { (color, radius, offset) } else { nil }
        }.first
        let (color, radius, offset) = try #require(shadow, "\(badge.layers)")
        #expect(color == Color.red.resolve(in: EnvironmentValues()))
        #expect(radius == 4 && offset == CGSize(width: 0, height: 2))
    }

    @Test func theWindowBackgroundFollowsTheSchemeAndNotTheBackgroundStyle() throws {
        let light = Stage(size: CGSize(width: 200, height: 120)) { Card() }.displayList()
        #expect(light.item(filledWith: .white) != nil)
        #expect(light.item(filledWith: .orange) == nil, "backgroundStyle does not reach the window background")
        let dark = Stage(size: CGSize(width: 200, height: 120)) { Card().environment(\.colorScheme, .dark) }.displayList()
        #expect(dark.item(filledWith: .black) != nil)
        // The plain background style does take the view's backgroundStyle.
        let plain = Stage(size: CGSize(width: 100, height: 100)) {
            Rectangle().fill(.background).frame(width: 50, height: 50).backgroundStyle(.orange)
        }.displayList()
        #expect(plain.item(filledWith: .orange) != nil)
    }
}
