#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A reusable "card list" container in the iOS 18 style: it takes content written with Sections,
// lays each section out as a card with ForEach(sections:) (its header above, its footer below, a
// tint the section sets with containerValue), and a summary line built with Group(sections:).
// Rows outside any section make one card of their own. A toggle inserts a section with animation.

extension ContainerValues {
    @Entry var cardTint: Color = .gray
}

private struct CardList<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Group(sections: content) { sections in
                let rows = sections.reduce(0) { $0 + $1.content.count }
                Text("\(sections.count) sections · \(rows) rows")
                    .font(.caption)
                    .contentTransition(.numericText())
            }
            ForEach(sections: content) { section in
                VStack(alignment: .leading, spacing: 6) {
                    if !section.header.isEmpty {
                        HStack { section.header }
                            .font(.headline)
                    }
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(section.content) { row in
                            row
                                .padding(12)
                                .frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                    .background(section.containerValues.cardTint.opacity(0.2), in: .rect(cornerRadius: 12))
                    if !section.footer.isEmpty {
                        HStack { section.footer }
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
                .transition(.opacity.combined(with: .move(edge: .bottom)))
            }
        }
        .padding()
    }
}

private struct SettingsCards: View {
    @State private var showsAdvanced = false
    @State private var wifi = true

    var body: some View {
        ScrollView {
            CardList {
                Section("Account") {
                    Text("Profile")
                    Text("Password")
                }
                .containerValue(\.cardTint, .blue)
                Section {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Text(wifi ? "Connected" : "Off")
                } header: {
                    Text("Network")
                } footer: {
                    Text("Changes apply at once")
                }
                .containerValue(\.cardTint, .green)
                Text("About")
                Button("Advanced") {
                    withAnimation(.easeInOut(duration: 0.4)) { showsAdvanced.toggle() }
                }
                if showsAdvanced {
                    Section("Developer") {
                        Text("Logging")
                        Text("Reset")
                        Text("Flags")
                    }
                    .containerValue(\.cardTint, .red)
                }
            }
        }
    }
}

@MainActor
@Suite struct SectionedCardListCompatibilityTests {
    private func card(behind title: String, in stage: Stage) -> (rect: CGRect, color: Color.Resolved)? {
        guard let text = stage.displayList().item(text: title)?.bounds else { return nil }
        return stage.displayList().items.lazy.compactMap { item -> (CGRect, Color.Resolved)? in
            guard case .shape(let shape) = item.content, shape.paint.color.opacity < 0.5,
                  item.bounds.contains(CGPoint(x: text.midX, y: text.midY)) else { return nil }
            return (item.bounds, shape.paint.color)
        }.first
    }

    @Test func eachSectionIsACardWithItsHeaderFooterAndTint() throws {
        let stage = Stage(size: CGSize(width: 390, height: 900)) { SettingsCards() }
        // Account, Network, and one implicit section for the loose rows.
        #expect(stage.displayList().item(text: "3 sections · 6 rows") != nil, "\(stage.displayList().texts.map(\.text))")
        let account = try #require(stage.displayList().item(text: "Account")).bounds
        let profile = try #require(card(behind: "Profile", in: stage))
        #expect(account.maxY <= profile.rect.minY, "the header sits above its card")
        #expect(profile.color.blue > 0.9 && profile.color.red < 0.2, "\(profile.color)")
        let password = try #require(card(behind: "Password", in: stage))
        #expect(password.rect == profile.rect, "the rows of a section share one card")
        let network = try #require(card(behind: "Wi-Fi", in: stage))
        #expect(network.color.green > 0.6 && network.color.red < 0.3, "\(network.color)")
        let footer = try #require(stage.displayList().item(text: "Changes apply at once")).bounds
        #expect(footer.minY >= network.rect.maxY)
        let loose = try #require(card(behind: "About", in: stage))
        let gray = Color.gray.resolve(in: EnvironmentValues())
        #expect(loose.color.red == gray.red && loose.color.blue == gray.blue, "an implicit section has no tint: the default, \(loose.color)")
        #expect(loose.rect.minY > footer.maxY)
        #expect(stage.accessibilityTree().element(label: "Network")?.traits.contains(.isHeader) == true)
    }

    @Test func anInsertedSectionFadesInAsANewCard() throws {
        let stage = Stage(size: CGSize(width: 390, height: 1000)) { SettingsCards() }
        try stage.tap(label: "Advanced")
        stage.advance(by: 0.1)
        let fading = try #require(stage.displayList().texts.first { $0.text == "Logging" })
        #expect(fading.color.opacity > 0 && fading.color.opacity < 1, "mid-transition: \(fading.color.opacity)")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "4 sections · 9 rows") != nil, "\(stage.displayList().texts.map(\.text))")
        let developer = try #require(card(behind: "Flags", in: stage))
        #expect(developer.color.red > 0.9 && developer.color.green < 0.3)
        try stage.setToggle(label: "Wi-Fi", isOn: false)
        #expect(stage.displayList().item(text: "Off") != nil, "a row keeps working inside the card")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
