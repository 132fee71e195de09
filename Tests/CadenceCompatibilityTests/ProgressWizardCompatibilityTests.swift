#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A multi-step booking wizard: numbered step circles joined by connector bars, a progress capsule
// sized from a GeometryReader, pages that slide with an asymmetric move (in from the trailing edge,
// out to the leading one), a guests Stepper with a numeric-text counter, and the whole screen
// animated by one `.animation(.easeInOut(duration: 0.35), value: step)`.

private let stepTitles = ["Destination", "Dates", "Guests", "Confirm"]
private let stepColors: [Color] = [.mint, .cyan, .orange, .yellow]

private struct StepIndicator: View {
    let current: Int

    var body: some View {
        HStack(spacing: 0) {
            ForEach(stepTitles.indices, id: \.self) { index in
                Circle()
                    .fill(index <= current ? Color.blue : Color.gray.opacity(0.3))
                    .frame(width: 28, height: 28)
                    .overlay(
                        Text("\(index + 1)")
                            .font(.caption.bold())
                            .foregroundColor(.white)
                    )
                if index < stepTitles.count - 1 {
                    Rectangle()
                        .fill(index < current ? Color.blue : Color.gray.opacity(0.3))
                        .frame(height: 3)
                }
            }
        }
    }
}

private struct BookingWizard: View {
    @State private var step = 0
    @State private var guests = 2

    var body: some View {
        VStack(spacing: 24) {
            StepIndicator(current: step)
                .padding(.horizontal)

            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Capsule()
                        .fill(Color.gray.opacity(0.2))
                    Capsule()
                        .fill(Color.indigo)
                        .frame(width: geometry.size.width * CGFloat(step + 1) / CGFloat(stepTitles.count))
                }
            }
            .frame(height: 6)
            .padding(.horizontal)

            ZStack {
                page(for: step)
                    .id(step)
                    .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
            }
            .frame(maxWidth: .infinity)
            .frame(height: 220)

            HStack {
                Button("Back") {
                    step -= 1
                }
                .disabled(step == 0)
                Spacer()
                Button(step == stepTitles.count - 1 ? "Book" : "Next") {
                    if step < stepTitles.count - 1 {
                        step += 1
                    }
                }
                .buttonStyle(.borderedProminent)
            }
            .padding(.horizontal)

            Spacer()
        }
        .padding(.top)
        .animation(.easeInOut(duration: 0.35), value: step)
    }

    @ViewBuilder
    private func page(for step: Int) -> some View {
        VStack(spacing: 16) {
            Text(stepTitles[step])
                .font(.title.bold())
            if step == 2 {
                Text("\(guests)")
                    .font(.system(size: 48, weight: .bold, design: .rounded))
                    .contentTransition(.numericText(value: Double(guests)))
                Stepper("Guests", value: $guests.animation(.snappy), in: 1...8)
                    .padding(.horizontal, 40)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(
            RoundedRectangle(cornerRadius: 20)
                .fill(stepColors[step].opacity(0.2))
        )
        .padding(.horizontal)
    }
}

@MainActor
@Suite struct ProgressWizardCompatibilityTests {
    private func progressCapsule(in stage: Stage) -> CGRect? {
        stage.displayList().item(filledWith: .indigo)?.bounds
    }

    private func card(_ step: Int, in stage: Stage) -> CGRect? {
        stage.displayList().item(tinted: stepColors[step])?.bounds
    }

    @Test func nextGrowsTheProgressAndSlidesThePages() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { BookingWizard() }
        // The capsule spans 390 − 32 = 358 points: a quarter of it at the first step.
        let first = try #require(progressCapsule(in: stage))
        #expect(isClose(first.width, 358 / 4, absolute: 0.01), "\(first)")
        let restingCard = try #require(card(0, in: stage))
        #expect(isClose(restingCard.minX, 16, absolute: 0.01) && isClose(restingCard.width, 358, absolute: 0.01), "\(restingCard)")

        try stage.tap(label: "Next")
        stage.advance(by: 0.175)
        // Half-way through the 0.35-second easeInOut: half-way from a quarter to a half.
        let growing = try #require(progressCapsule(in: stage))
        #expect(isClose(growing.width, 358 * 3 / 8, absolute: 0.01), "\(growing)")
        // The new page comes in from the trailing edge, the old one leaves by the leading edge,
        // each moved by its own width (390: the card plus its padding), half of it by now.
        let incoming = try #require(card(1, in: stage))
        let outgoing = try #require(card(0, in: stage))
        #expect(isClose(incoming.minX, 16 + 195, absolute: 0.01), "\(incoming)")
        #expect(isClose(outgoing.minX, 16 - 195, absolute: 0.01), "\(outgoing)")

        stage.advance(by: 1)
        #expect(isClose(try #require(progressCapsule(in: stage)).width, 358 / 2, absolute: 0.01))
        #expect(card(0, in: stage) == nil)
        #expect(stage.displayList().item(text: "Dates") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theStepCirclesAndConnectorsFillUpToTheCurrentStep() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { BookingWizard() }
        try stage.tap(label: "Next")
        stage.advance(by: 1)
        try stage.tap(label: "Next")
        stage.advance(by: 1)
        let blue = Color.blue.resolve(in: EnvironmentValues())
        let filled = stage.displayList().items.filter { item in
            guard case .shape(let shape) = item.content, case .fill(let color) = shape.paint else { return false }
            return color == blue
        }
        // Circles 1–3 and the two connectors before the current step.
        let circles = filled.filter { $0.bounds.width == 28 }
        let connectors = filled.filter { $0.bounds.height == 3 }
        #expect(circles.count == 3, "\(circles.map(\.bounds))")
        #expect(connectors.count == 2, "\(connectors.map(\.bounds))")
        // Four 28-point circles share 358 points with three connectors: 82 points each.
        #expect(connectors.allSatisfy { isClose($0.bounds.width, 82, absolute: 0.01) }, "\(connectors.map(\.bounds))")
        #expect(stage.displayList().item(text: "Guests") != nil)
    }

    @Test func theGuestsStepperCountsUpWithNumericText() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { BookingWizard() }
        for _ in 0..<2 {
            try stage.tap(label: "Next")
            stage.advance(by: 1)
        }
        #expect(stage.displayList().item(text: "2") != nil)
        try stage.tap(label: "Increment")
        try stage.tap(label: "Increment")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "4") != nil)
        try stage.tap(label: "Next")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Confirm") != nil)
        #expect(stage.displayList().item(text: "Book") != nil)
        try stage.tap(label: "Back")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "4") != nil, "the guests count is kept")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
