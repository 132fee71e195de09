#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A theme that derives its tints with iOS 18's `Color.mix(with:by:in:)`, as design-system packages
// do, and a mesh-gradient header behind a profile name.

private struct Theme {
    var accent: Color = .blue
    var cardBackground: Color { accent.mix(with: .white, by: 0.85, in: .device) }
    var pressedAccent: Color { accent.mix(with: .black, by: 0.2) }
}

private struct ThemedCard: View {
    let theme: Theme
    var body: some View {
        VStack(spacing: 12) {
            Text("Weekly summary")
            Capsule().fill(theme.pressedAccent).frame(width: 120, height: 36)
        }
        .padding(24)
        .background(RoundedRectangle(cornerRadius: 16).fill(theme.cardBackground))
    }
}

private struct ProfileHeader: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            MeshGradient(
                width: 2, height: 2,
                points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                colors: [.red, .blue, .green, .yellow],
                smoothsColors: false
            )
            Text("Ada Lovelace").font(.title).padding()
        }
        .frame(width: 300, height: 160)
    }
}

@MainActor
@Suite struct ColorMixCompatibilityTests {
    @Test func deviceMixBlendsTheEncodedComponents() {
        let environment = EnvironmentValues()
        let grey = Color.white.mix(with: .black, by: 0.25, in: .device).resolve(in: environment)
        #expect(isClose(grey.red, 0.75, absolute: 1e-3))
        #expect(isClose(grey.green, 0.75, absolute: 1e-3))
        #expect(isClose(grey.opacity, 1, absolute: 1e-6))
        // The ends are the colours themselves.
        #expect(Color.red.mix(with: .blue, by: 0).resolve(in: environment) == Color.red.resolve(in: environment) ||
                isClose(Color.red.mix(with: .blue, by: 0).resolve(in: environment).red, Color.red.resolve(in: environment).red, absolute: 1e-3))
        let blue = Color.blue.resolve(in: environment)
        let allBlue = Color.red.mix(with: .blue, by: 1).resolve(in: environment)
        #expect(isClose(allBlue.blue, blue.blue, absolute: 1e-3) && isClose(allBlue.red, blue.red, absolute: 1e-3))
    }

    @Test func perceptualMixKeepsLightnessEven() {
        let environment = EnvironmentValues()
        // Half way between black and white in a perceptual space is a mid grey that is darker in
        // sRGB than the device mix's 0.5 (perceived lightness is not linear in encoded values).
        let perceptual = Color.black.mix(with: .white, by: 0.5).resolve(in: environment)
        #expect(perceptual.red > 0.3 && perceptual.red < 0.47)
        #expect(isClose(perceptual.red, perceptual.green, absolute: 1e-3) && isClose(perceptual.green, perceptual.blue, absolute: 1e-3))
        // Opacity blends linearly.
        let faded = Color.red.mix(with: Color.red.opacity(0), by: 0.5).resolve(in: environment)
        #expect(isClose(faded.opacity, 0.5, absolute: 1e-3))
    }

    @Test func themedCardDrawsTheMixedColours() throws {
        let theme = Theme()
        let stage = Stage(size: CGSize(width: 320, height: 240)) { ThemedCard(theme: theme) }
        let list = stage.displayList()
        #expect(list.item(filledWith: theme.cardBackground) != nil)
        let pressed = try #require(list.item(filledWith: theme.pressedAccent))
        #expect(isClose(pressed.bounds.width, 120, absolute: 1e-6))
        // Mixed towards white, the card is lighter than the accent in every channel.
        let card = theme.cardBackground.resolve(in: EnvironmentValues())
        let accent = theme.accent.resolve(in: EnvironmentValues())
        #expect(card.red > accent.red && card.green > accent.green)
    }

    @Test func meshGradientFillsItsFrameWithBlendedStrips() throws {
        let stage = Stage(size: CGSize(width: 300, height: 160)) { ProfileHeader() }
        let strips = stage.displayList().shapes.filter {
            if case .linearGradient? = $0.shading { true } else { false }
        }
        #expect(strips.count >= 8)
        let union = strips.reduce(CGRect.null) { $0.union($1.rect) }
        #expect(isClose(union, CGRect(x: 0, y: 0, width: 300, height: 160), absolute: 1e-6))
        let environment = EnvironmentValues()
        let red = Color.red.resolve(in: environment), blue = Color.blue.resolve(in: environment)
        let green = Color.green.resolve(in: environment), yellow = Color.yellow.resolve(in: environment)
        guard case .linearGradient(let top, _, _)? = strips.first?.shading,
              case .linearGradient(let bottom, _, _)? = strips.last?.shading else {
            Issue.record("no gradient strips"); return
        }
        // The top strip runs from (nearly) red to (nearly) blue, the bottom from green to yellow.
        #expect(isClose(top.first!.color.red, red.red, absolute: 0.05) && isClose(top.last!.color.blue, blue.blue, absolute: 0.05))
        #expect(isClose(bottom.first!.color.green, green.green, absolute: 0.05) && isClose(bottom.last!.color.red, yellow.red, absolute: 0.05))
        #expect(top.first!.location == 0 && top.last!.location == 1)
        #expect(stage.displayList().item(text: "Ada Lovelace") != nil)
    }
}
