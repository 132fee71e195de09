#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A payment card that flips to show its back, as wallet and checkout screens write it: two faces in
// a ZStack, the back pre-turned by 180°, the whole card turned with rotation3DEffect and a custom
// perspective, the faces swapped halfway through with asyncAfter.

private struct PaymentCard: Identifiable {
    let id = 1
    var holder: String
    var number: String
    var expiry: String
    var cvv: String

    var maskedNumber: String {
        "•••• •••• •••• " + String(number.suffix(4))
    }
}

private struct CardFront: View {
    let card: PaymentCard

    var body: some View {
        RoundedRectangle(cornerRadius: 16, style: .continuous)
            .fill(
                LinearGradient(
                    gradient: Gradient(colors: [Color(red: 0.12, green: 0.20, blue: 0.55), Color(red: 0.45, green: 0.10, blue: 0.65)]),
                    startPoint: .topLeading,
                    endPoint: .bottomTrailing
                )
            )
            .overlay(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: 4)
                    .fill(LinearGradient(colors: [.yellow.opacity(0.9), .orange.opacity(0.7)], startPoint: .top, endPoint: .bottom))
                    .frame(width: 40, height: 30)
                    .padding(.top, 56)
                    .padding(.leading, 20)
            }
            .overlay {
                VStack(alignment: .leading, spacing: 10) {
                    HStack {
                        Image(systemName: "wave.3.right")
                            .font(.title3)
                        Spacer()
                        Text("VISA")
                            .font(.title2.weight(.heavy))
                            .italic()
                    }
                    Spacer()
                    Text(card.maskedNumber)
                        .font(.system(.title3, design: .monospaced))
                        .kerning(1.5)
                    HStack(alignment: .bottom) {
                        VStack(alignment: .leading, spacing: 2) {
                            Text("CARD HOLDER")
                                .font(.caption2)
                                .foregroundStyle(.white.opacity(0.7))
                            Text(card.holder.uppercased())
                                .font(.subheadline.bold())
                        }
                        Spacer()
                        VStack(alignment: .trailing, spacing: 2) {
                            Text("EXPIRES")
                                .font(.caption2)
                                .foregroundStyle(.white.opacity(0.7))
                            Text(card.expiry)
                                .font(.subheadline.monospacedDigit())
                        }
                    }
                }
                .foregroundStyle(.white)
                .padding(20)
            }
    }
}

private struct CardBack: View {
    let card: PaymentCard

    var body: some View {
        RoundedRectangle(cornerRadius: 16, style: .continuous)
            .fill(
                LinearGradient(
                    colors: [Color(red: 0.45, green: 0.10, blue: 0.65), Color(red: 0.12, green: 0.20, blue: 0.55)],
                    startPoint: .topLeading,
                    endPoint: .bottomTrailing
                )
            )
            .overlay(alignment: .top) {
                Rectangle()
                    .fill(.black.opacity(0.8))
                    .frame(height: 40)
                    .padding(.top, 24)
            }
            .overlay(alignment: .trailing) {
                HStack(spacing: 8) {
                    Text("CVV")
                        .font(.caption.bold())
                        .foregroundStyle(.white.opacity(0.8))
                    Text(card.cvv)
                        .font(.system(.body, design: .monospaced))
                        .padding(.horizontal, 10)
                        .padding(.vertical, 4)
                        .background(.white, in: RoundedRectangle(cornerRadius: 4))
                        .foregroundStyle(.black)
                }
                .padding(.trailing, 20)
            }
    }
}

private struct FlippingCardView: View {
    let card: PaymentCard
    @State private var rotation: Double = 0
    @State private var showsBack = false

    var body: some View {
        ZStack {
            CardFront(card: card)
                .opacity(showsBack ? 0 : 1)
            CardBack(card: card)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(showsBack ? 1 : 0)
        }
        .frame(width: 300, height: 188)
        .shadow(color: .black.opacity(0.25), radius: 12, x: 0, y: 8)
        .rotation3DEffect(.degrees(rotation), axis: (x: 0, y: 1, z: 0), anchor: .center, perspective: 0.4)
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.6)) {
                rotation += 180
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                showsBack.toggle()
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .accessibilityHint("Double-tap to flip the card")
    }
}

private struct CheckoutScreen: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("Payment")
                .font(.largeTitle.bold())
            FlippingCardView(card: PaymentCard(holder: "Ada Lovelace", number: "4242424242424242", expiry: "08/29", cvv: "314"))
        }
        .padding()
    }
}

@Suite struct CreditCardFlipCompatibilityTests {
    private func opacity(of text: String, in list: DisplayList) -> Float? {
        list.texts.first { $0.text == text }?.color.opacity
    }

    @Test @MainActor func tappingTheCardTurnsItInPerspectiveAndShowsTheBack() throws {
        let stage = Stage(size: CGSize(width: 360, height: 360)) { CheckoutScreen() }
        let start = stage.displayList()
        #expect(opacity(of: "VISA", in: start).map { $0 > 0.99 } == true)
        #expect(opacity(of: "314", in: start).map { $0 < 0.01 } == true)
        #expect(start.texts.contains { $0.text == "•••• •••• •••• 4242" })
        let cvv = try #require(start.items.first { if case .text(let t) = $0.content { t.text == "CVV" } else { false } })
        #expect(cvv.layers.contains { if case .projection = $0.effect { true } else { false } }, "the back is pre-turned")

        let card = try #require(start.item(text: "VISA")).bounds
        try stage.tap(at: CGPoint(x: card.midX - 100, y: card.midY + 40))
        stage.advance(by: 0.15)
        let turning = stage.displayList()
        // Mid-turn every piece of the card is drawn through the card's projection.
        let visa = try #require(turning.items.first { if case .text(let t) = $0.content { t.text == "VISA" } else { false } })
        #expect(visa.layers.contains { if case .projection = $0.effect { true } else { false } })
        #expect(turning != start)

        stage.advance(by: 1)
        let back = stage.displayList()
        #expect(opacity(of: "314", in: back).map { $0 > 0.99 } == true, "the faces swapped at 0.3 s")
        #expect(opacity(of: "VISA", in: back).map { $0 < 0.01 } == true)
        #expect(stage.nextFrameTime == nil, "the flip settled")

        try stage.tap(at: CGPoint(x: card.midX, y: card.midY))
        stage.advance(by: 1)
        #expect(opacity(of: "VISA", in: stage.displayList()).map { $0 > 0.99 } == true, "flipped back to the front")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
