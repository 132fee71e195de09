#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// Shapes that morph by animating their own parameters, as "animatable shape" tutorials write them:
// a wobbling blob whose phase and amplitude are an AnimatablePair, breathing for ever; a polygon
// whose (fractional) number of sides animates when a button changes it; a wave whose phase animates.

private struct Blob: Shape {
    var phase: Double
    var amplitude: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(phase, amplitude) }
        set {
            phase = newValue.first
            amplitude = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let steps = 90
        for step in 0...steps {
            let angle = Double(step) / Double(steps) * 2 * .pi
            let wobble = 1 - amplitude + amplitude * sin(angle * 5 + phase)
            let point = CGPoint(x: center.x + CGFloat(cos(angle) * wobble) * radius,
                                y: center.y + CGFloat(sin(angle) * wobble) * radius)
            if step == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        path.closeSubpath()
        return path
    }
}

private struct Polygon: Shape {
    var sides: Double

    var animatableData: Double {
        get { sides }
        set { sides = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = Double(min(rect.width, rect.height)) / 2
        let count = Int(sides.rounded(.up))
        var path = Path()
        for index in 0..<max(count, 3) {
            let angle = Double(index) * 2 * .pi / sides - .pi / 2
            let point = CGPoint(x: center.x + CGFloat(cos(angle) * radius), y: center.y + CGFloat(sin(angle) * radius))
            index == 0 ? path.move(to: point) : path.addLine(to: point)
        }
        path.closeSubpath()
        return path
    }
}

private struct Wave: Shape {
    var phase: CGFloat
    var strength: CGFloat = 12
    var frequency: CGFloat = 2

    var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: 0, y: rect.midY))
            for x in stride(from: 0, through: rect.width, by: 4) {
                let relative = x / rect.width
                let y = rect.midY + sin((relative * frequency * 2 + phase) * .pi) * strength
                path.addLine(to: CGPoint(x: x, y: y))
            }
            path.addLine(to: CGPoint(x: rect.width, y: rect.height))
            path.addLine(to: CGPoint(x: 0, y: rect.height))
            path.closeSubpath()
        }
    }
}

private struct MorphGallery: View {
    @State private var breathing = false
    @State private var sides = 3.0
    @State private var wavePhase: CGFloat = 0

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Blob(phase: breathing ? .pi * 2 : 0, amplitude: breathing ? 0.18 : 0.06)
                    .fill(
                        AngularGradient(gradient: Gradient(colors: [.pink, .purple, .blue, .pink]), center: .center)
                    )
                Blob(phase: breathing ? .pi * 2 : 0, amplitude: breathing ? 0.18 : 0.06)
                    .stroke(Color.white.opacity(0.6), style: StrokeStyle(lineWidth: 2, lineJoin: .round))
            }
            .frame(width: 140, height: 140)
            .onAppear {
                withAnimation(.easeInOut(duration: 2).repeatForever(autoreverses: true)) {
                    breathing = true
                }
            }

            HStack(spacing: 16) {
                Polygon(sides: sides)
                    .fill(Color.orange.gradient)
                    .frame(width: 80, height: 80)
                Button("More sides") {
                    withAnimation(.spring(response: 0.6, dampingFraction: 0.7)) {
                        sides = sides >= 8 ? 3 : sides + 3
                    }
                }
                .buttonStyle(.borderedProminent)
            }

            Wave(phase: wavePhase)
                .fill(LinearGradient(colors: [.cyan, .blue], startPoint: .top, endPoint: .bottom))
                .frame(height: 60)
                .clipShape(RoundedRectangle(cornerRadius: 12))
                .onAppear {
                    withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) {
                        wavePhase = 2
                    }
                }
        }
        .padding()
    }
}

@Suite struct ShapeMorphCompatibilityTests {
    /// The paths of the filled shapes, in drawing order (blob, polygon, wave).
    @MainActor private func filledPaths(_ stage: Stage) -> [Path] {
        stage.displayList().shapes.filter { if case .fill = $0.paint { $0.shading != nil } else { false } }.map(\.path)
    }

    @Test @MainActor func theShapesMorphThroughTheirAnimatableData() throws {
        let stage = Stage(size: CGSize(width: 320, height: 420)) { MorphGallery() }
        stage.advance(to: 0.05)
        let early = filledPaths(stage)
        #expect(early.count == 3, "\(stage.displayList())")
        stage.advance(to: 1)
        let later = filledPaths(stage)
        // The blob breathes and the wave travels on their own; the polygon waits for its button.
        #expect(early[0] != later[0], "the blob morphs")
        #expect(early[2] != later[2], "the wave moves")
        #expect(early[1] == later[1], "the polygon has not been asked to change")

        let triangle = later[1]
        try stage.tap(label: "More sides")
        stage.advance(by: 0.2)
        let morphing = filledPaths(stage)[1]
        #expect(morphing != triangle, "the polygon grows sides through fractional counts")
        stage.advance(by: 2)
        let hexagon = filledPaths(stage)[1]
        // Six corners now: the top one, then one every 60°.
        let box = hexagon.boundingRect
        #expect(isClose(box.height, 80, absolute: 0.5), "\(box)")
        #expect(isClose(box.width, 80 * sin(.pi / 3), absolute: 0.5), "\(box)")
        // Repeating animations keep asking for frames; nothing went wrong on the way.
        #expect(stage.nextFrameTime != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
