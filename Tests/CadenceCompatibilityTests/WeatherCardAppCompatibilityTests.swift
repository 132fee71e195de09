#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A weather card: a gradient that depends on the condition, a TimelineView clock, an hourly strip
// in a horizontal ScrollView, a Gauge for the UV index and measurement formatting.

private enum Condition: String, CaseIterable {
    case sunny, cloudy, rainy

    var symbol: String {
        switch self {
        case .sunny: return "sun.max.fill"
        case .cloudy: return "cloud.fill"
        case .rainy: return "cloud.rain.fill"
        }
    }

    var gradient: [Color] {
        switch self {
        case .sunny: return [.orange, .yellow]
        case .cloudy: return [.gray, .blue.opacity(0.6)]
        case .rainy: return [.indigo, .blue]
        }
    }
}

private struct HourForecast: Identifiable {
    let id: Int
    let temperature: Double
    let condition: Condition
}

private struct WeatherCard: View {
    let city: String
    let temperature: Measurement<UnitTemperature>
    let condition: Condition
    let uvIndex: Double
    let hours: [HourForecast]
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading) {
                    Text(city)
                        .font(.title2.weight(.semibold))
                    TimelineView(.periodic(from: .now, by: 60)) { context in
                        Text(context.date, style: .time)
                            .font(.caption)
                            .foregroundStyle(.white.opacity(0.8))
                    }
                }
                Spacer()
                Image(systemName: condition.symbol)
                    .symbolRenderingMode(.multicolor)
                    .font(.largeTitle)
            }
            Text("\(Int(temperature.value.rounded()))°")
                .font(.system(size: 56, weight: .thin, design: .rounded))
            if expanded {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 16) {
                        ForEach(hours) { hour in
                            VStack(spacing: 6) {
                                Text("\(hour.id)h").font(.caption2)
                                Image(systemName: hour.condition.symbol)
                                Text("\(Int(hour.temperature))°").font(.callout.bold())
                            }
                        }
                    }
                    .padding(.horizontal, 4)
                }
                .transition(.move(edge: .top).combined(with: .opacity))
                Gauge(value: uvIndex, in: 0...11) {
                    Text("UV")
                } currentValueLabel: {
                    Text(uvIndex, format: .number.precision(.fractionLength(0)))
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("11")
                }
                .gaugeStyle(.accessoryLinear)
                .tint(Gradient(colors: [.green, .yellow, .red]))
            }
        }
        .foregroundStyle(.white)
        .padding(20)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            LinearGradient(colors: condition.gradient, startPoint: .topLeading, endPoint: .bottomTrailing),
            in: RoundedRectangle(cornerRadius: 24, style: .continuous)
        )
        .shadow(color: .black.opacity(0.2), radius: 10, x: 0, y: 6)
        .onTapGesture {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                expanded.toggle()
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

@MainActor
@Suite struct WeatherCardAppCompatibilityTests {
    private func card() -> some View {
        WeatherCard(
            city: "Lisbon",
            temperature: Measurement(value: 21, unit: .celsius),
            condition: .sunny,
            uvIndex: 6,
            hours: (9...14).map { HourForecast(id: $0, temperature: 18 + Double($0 - 9), condition: $0 < 12 ? .sunny : .cloudy) }
        )
        .padding()
    }

    @Test func tappingTheCardRevealsTheHourlyStripAndTheGauge() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { card() }
        #expect(stage.displayList().item(text: "Lisbon") != nil)
        #expect(stage.displayList().item(text: "9h") == nil)
        let collapsed = try #require(stage.displayList().items.first { if case .shape(let s) = $0.content { s.shading != nil } else { false } }).bounds
        try stage.tap(at: CGPoint(x: collapsed.midX, y: collapsed.midY))
        stage.advance(by: 1)
        let expanded = try #require(stage.displayList().items.first { if case .shape(let s) = $0.content { s.shading != nil } else { false } }).bounds
        #expect(expanded.height > collapsed.height + 40, "the card grows: \(collapsed.height) → \(expanded.height)")
        #expect(stage.displayList().item(text: "9h") != nil)
        #expect(stage.displayList().item(text: "11") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
