#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// The Apple-Watch "Breathe" flower from meditation-app tutorials: six gradient petals pushed out
// from the centre and fanned by rotationEffect, the whole flower turning and growing with a slow
// easeInOut driven by `.animation(_:value:)`; a Timer flips inhale and exhale every four seconds.

private struct BreathingFlower: View {
    @State private var isExpanded = false
    @State private var instruction = "Inhale"
    @State private var breaths = 0

    let timer = Timer.publish(every: 4, on: .main, in: .common).autoconnect()

    var body: some View {
        ZStack {
            Color.black
                .ignoresSafeArea()

            ZStack {
                ForEach(0..<6) { index in
                    Circle()
                        .fill(
                            LinearGradient(
                                gradient: Gradient(colors: [Color.mint, Color.cyan]),
                                startPoint: .top,
                                endPoint: .bottom
                            )
                        )
                        .frame(width: 120, height: 120)
                        .offset(x: isExpanded ? 60 : 0)
                        .rotationEffect(.degrees(Double(index) * 60))
                        .blendMode(.plusLighter)
                        .opacity(0.7)
                }
            }
            .rotationEffect(.degrees(isExpanded ? 90 : 0))
            .scaleEffect(isExpanded ? 1 : 0.4)
            .animation(.easeInOut(duration: 4), value: isExpanded)

            VStack {
                Spacer()
                Text(instruction)
                    .font(.title2.weight(.medium))
                    .foregroundColor(.white)
                    .id(instruction)
                    .transition(.opacity)
                Text("\(breaths) breaths")
                    .font(.footnote)
                    .foregroundColor(.white.opacity(0.6))
            }
            .padding(.bottom, 60)
        }
        .onAppear {
            isExpanded = true
        }
        .onReceive(timer) { _ in
            withAnimation(.easeInOut(duration: 0.5)) {
                isExpanded.toggle()
                instruction = isExpanded ? "Inhale" : "Exhale"
            }
            if isExpanded { breaths += 1 }
        }
    }
}

@MainActor
@Suite struct BreathingFlowerCompatibilityTests {
    /// The centres of the six petals on the stage, in ForEach order.
    private func petalCentres(in stage: Stage) -> [CGPoint] {
        stage.displayList().items.compactMap { item in
            guard case .shape(let shape) = item.content, case .linearGradient? = shape.shading else { return nil }
            return item.transform.apply(to: CGPoint(x: shape.rect.midX, y: shape.rect.midY))
        }
    }

    /// Where petal `index` is for an animation progress `p` of the flower opening: its 60-point push
    /// (scaled by p) turned by index · 60°, then the flower's own p · 90° turn and 0.4 + 0.6p scale
    /// about the centre.
    private func expectedCentre(index: Int, opening p: Double, centre: CGPoint) -> CGPoint {
        let push = 60 * p
        let angle = (Double(index) * 60 + 90 * p) * .pi / 180
        let scale = 0.4 + 0.6 * p
        return CGPoint(x: centre.x + scale * push * cos(angle), y: centre.y + scale * push * sin(angle))
    }

    @Test func theFlowerOpensOverFourSecondsAndClosesOnTheTimer() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { BreathingFlower() }
        let centre = CGPoint(x: 195, y: 350)
        stage.advance(by: 2)
        // Half of a 4-second easeInOut: the curve is symmetric, so exactly half open.
        var petals = petalCentres(in: stage)
        #expect(petals.count == 6)
        for (index, point) in petals.enumerated() {
            let expected = expectedCentre(index: index, opening: 0.5, centre: centre)
            #expect(isClose(point, expected, absolute: 0.05), "petal \(index): \(point) vs \(expected)")
        }
        #expect(stage.displayList().item(text: "Inhale") != nil)

        // At 4 s the timer fires: fully open, and now closing. The timer's withAnimation(0.5 s)
        // does not reach the flower: `.animation(_:value:)` replaces the transaction's animation in
        // its subtree whenever its value changes, so the flower closes over 4 seconds too.
        stage.advance(to: 4)
        petals = petalCentres(in: stage)
        let open = expectedCentre(index: 0, opening: 1, centre: centre)
        #expect(isClose(petals[0], open, absolute: 0.05), "\(petals[0]) vs \(open)")
        #expect(stage.displayList().item(text: "Exhale") != nil)

        stage.advance(to: 6)
        petals = petalCentres(in: stage)
        let closingHalfway = expectedCentre(index: 0, opening: 0.5, centre: centre)
        #expect(isClose(petals[0], closingHalfway, absolute: 0.05), "\(petals[0]) vs \(closingHalfway)")

        stage.advance(to: 8.01)
        #expect(stage.displayList().item(text: "Inhale") != nil)
        #expect(stage.displayList().item(text: "1 breaths") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func petalsAreDrawnTranslucentAndAdditive() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { BreathingFlower() }
        stage.advance(by: 1)
        let petals = stage.displayList().items.filter { item in
            guard case .shape(let shape) = item.content, case .linearGradient? = shape.shading else { return false }
            return true
        }
        #expect(petals.count == 6)
        for petal in petals {
            #expect(petal.layers.contains { $0.effect == .blendMode(.plusLighter) }, "\(petal.layers)")
            guard case .shape(let shape) = petal.content,
                  case .linearGradient(let stops, _, _)? = shape.shading else { continue }
            // The 0.7 opacity is folded into the stops or composited as a layer: either way 0.7.
            let layerOpacity = petal.layers.reduce(1.0) { product, layer in
                if case .opacity(let value) = layer.effect { return product * value }
                return product
            }
            #expect(stops.allSatisfy { isClose(Double($0.color.opacity) * layerOpacity, 0.7, absolute: 0.001) }, "\(stops) \(petal.layers)")
        }
    }
}
