#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// onChange in its three spellings, the environment keys apps read, custom keys and @ScaledMetric.

private struct AccentKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

extension EnvironmentValues {
    fileprivate var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct Stepper: View {
    @State private var count = 0
    @State private var angle = 0.0
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Rectangle()
                .fill(.brown)
                .frame(width: 40, height: 40)
                .rotationEffect(.degrees(angle))
            Button("Step \(count)") { count += 1 }
            Text(log.joined(separator: ","))
        }
        .onChange(of: count) { oldValue, newValue in
            withAnimation(.linear(duration: 1)) { angle = Double(newValue) * 90 }
            log.append("\(oldValue)>\(newValue)")
        }
        .onChange(of: count, initial: true) {
            log.append("any")
        }
    }
}

private struct LegacyOnChange: View {
    @State private var on = false
    @State private var seen = "none"

    var body: some View {
        Button(seen) { on.toggle() }
            .onChange(of: on) { newValue in seen = newValue ? "on" : "off" }
    }
}

private struct EnvironmentReader: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.locale) private var locale
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.accent) private var accent
    @Environment(\.dismiss) private var dismiss
    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 20

    var body: some View {
        VStack {
            Text("\(colorScheme == .dark ? "dark" : "light") \(dynamicTypeSize.isAccessibilitySize ? "a11y" : "std") \(sizeClass == .compact ? "compact" : "regular") \(locale.identifier) \(isEnabled)")
            Circle().fill(accent).frame(width: iconSize, height: iconSize)
            Button("Done") { dismiss() }
        }
    }
}

@MainActor
@Suite struct ChangeAndEnvironmentCompatibilityTests {
    @Test func onChangeGetsOldAndNewValuesAfterTheUpdate() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { Stepper() }
        #expect(stage.displayList().item(text: "any") != nil, "initial: true runs when the view appears")
        try stage.tap(label: "Step 0")
        let log = stage.displayList().texts.map(\.text).first { $0.hasPrefix("any") } ?? ""
        #expect(log.split(separator: ",").sorted() == ["0>1", "any", "any"], "\(log)")
        stage.advance(by: 0.5)
        let square = try #require(stage.displayList().item(filledWith: .brown))
        #expect(isClose(atan2(square.transform.b, square.transform.a) * 180 / .pi, 45, absolute: 1e-6))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theOneArgumentSpellingStillWorks() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { LegacyOnChange() }
        try stage.tap(label: "none")
        #expect(stage.displayList().item(text: "on") != nil)
    }

    @Test func environmentKeysAndScaledMetricsFollowTheStage() throws {
        let stage = Stage(size: CGSize(width: 400, height: 300)) { EnvironmentReader().environment(\.accent, .green) }
        #expect(stage.displayList().item(text: "light std compact en_US true") != nil, "\(stage.displayList().texts.map(\.text))")
        #expect(isClose(try #require(stage.displayList().item(filledWith: .green)).bounds.width, 20, absolute: 1e-9))
        stage.schedule(.environment(\.dynamicTypeSize, .accessibility3), at: 0.5)
        stage.schedule(.environment(\.colorScheme, .dark), at: 0.5)
        stage.advance(to: 1)
        #expect(stage.displayList().item(text: "dark a11y compact en_US true") != nil)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .green)).bounds.width, 20 * 40 / 17, absolute: 1e-9))
        try stage.tap(label: "Done")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func disabledViewsReadIsEnabledFalseAndCannotBeTapped() throws {
        let stage = Stage(size: CGSize(width: 400, height: 300)) { EnvironmentReader().disabled(true) }
        #expect(stage.displayList().item(text: "light std compact en_US false") != nil)
        #expect(throws: StageError.self) { try stage.tap(label: "Done") }
    }
}
