#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A design system's custom styles: a ButtonStyle with static-member sugar, a PrimitiveButtonStyle,
// a checkbox ToggleStyle, a gradient ProgressViewStyle, a vertical LabelStyle and a GroupBoxStyle.

private struct BouncyButtonStyle: ButtonStyle {
    var tint: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(tint.opacity(configuration.isPressed ? 0.7 : 1), in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .animation(.spring(response: 0.25, dampingFraction: 0.6), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == BouncyButtonStyle {
    fileprivate static var bouncy: BouncyButtonStyle { BouncyButtonStyle() }
    fileprivate static func bouncy(tint: Color) -> BouncyButtonStyle { BouncyButtonStyle(tint: tint) }
}

private struct DoubleTapButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .onTapGesture(count: 2) { configuration.trigger() }
    }
}

private struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

private struct GradientProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        return VStack(alignment: .leading, spacing: 4) {
            configuration.label
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.2))
                    Capsule()
                        .fill(LinearGradient(colors: [.purple, .pink], startPoint: .leading, endPoint: .trailing))
                        .frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: 8)
            configuration.currentValueLabel
        }
    }
}

private struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon.font(.title2)
            configuration.title.font(.caption)
        }
    }
}

private struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
        .background(Color.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 12))
    }
}

private struct StyleGallery: View {
    @State private var taps = 0
    @State private var doubleTaps = 0
    @State private var agreed = false
    @State private var uploaded = 0.25

    var body: some View {
        VStack(spacing: 20) {
            Button("Tapped \(taps)") { taps += 1 }
                .buttonStyle(.bouncy)
            Button("Danger") { taps -= 1 }
                .buttonStyle(.bouncy(tint: .red))
            Button("Double tap me \(doubleTaps)") { doubleTaps += 1 }
                .buttonStyle(DoubleTapButtonStyle())
            Toggle("I agree to the terms", isOn: $agreed)
                .toggleStyle(CheckboxToggleStyle())
            ProgressView(value: uploaded) {
                Text("Uploading")
            } currentValueLabel: {
                Text(uploaded, format: .percent)
            }
            .progressViewStyle(GradientProgressStyle())
            Button("More") { uploaded = min(1, uploaded + 0.25) }
            HStack(spacing: 24) {
                Label("Home", systemImage: "house")
                Label("Inbox", systemImage: "tray")
            }
            .labelStyle(VerticalLabelStyle())
            GroupBox("Summary") {
                Text(agreed ? "Ready" : "Waiting")
            }
            .groupBoxStyle(CardGroupBoxStyle())
        }
        .padding()
    }
}

@MainActor
@Suite struct CustomControlStylesAppCompatibilityTests {
    @Test func theCustomStylesDriveTheirControls() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { StyleGallery() }
        try stage.tap(label: "Tapped 0")
        #expect(stage.displayList().item(text: "Tapped 1") != nil)
        let danger = try #require(stage.displayList().item(filledWith: .red))
        #expect(danger.bounds.width > 60)
        let label = try #require(stage.displayList().item(text: "Double tap me 0")).bounds
        #expect(label.width > 0)
        #expect(stage.displayList().item(symbol: "square") != nil)
        try stage.tap(label: "I agree to the terms")
        #expect(stage.displayList().item(symbol: "checkmark.square.fill") != nil)
        #expect(stage.displayList().item(text: "Ready") != nil)
        #expect(stage.displayList().item(text: "25%") != nil)
        try stage.tap(label: "More")
        #expect(stage.displayList().item(text: "50%") != nil)
        let bar = try #require(stage.displayList().shapes.first { $0.shading != nil })
        #expect(isClose(bar.rect.width, 179, absolute: 0.5), "half of 358 points: \(bar.rect)")
        let home = try #require(stage.displayList().item(text: "Home")).bounds
        let house = try #require(stage.displayList().item(symbol: "house")).bounds
        #expect(house.maxY <= home.minY + 0.5, "the icon sits above the title")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aPrimitiveStyleDecidesWhichTapsTriggerTheButton() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { StyleGallery() }
        let label = try #require(stage.displayList().item(text: "Double tap me 0")).bounds
        let centre = CGPoint(x: label.midX, y: label.midY)
        try stage.tap(at: centre)
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Double tap me 0") != nil, "one tap is not the style's gesture")
        try stage.tap(at: centre, count: 2)
        #expect(stage.displayList().item(text: "Double tap me 1") != nil, "a double tap triggers the action")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
