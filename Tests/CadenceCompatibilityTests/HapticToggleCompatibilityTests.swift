#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import UIKit
import Testing
import CadenceStageTestSupport

// A custom switch style that plays haptics through a small HapticManager singleton (the usual
// wrapper around UIKit's feedback generators) and slides its knob with a spring.

final class HapticManager {
    static let shared = HapticManager()
    let impactGenerator = UIImpactFeedbackGenerator(style: .rigid)
    let notificationGenerator = UINotificationFeedbackGenerator()
    let selectionGenerator = UISelectionFeedbackGenerator()

    private init() {}

    func impact(intensity: CGFloat = 1) {
        impactGenerator.prepare()
        impactGenerator.impactOccurred(intensity: intensity)
    }

    func notify(_ type: UINotificationFeedbackGenerator.FeedbackType) {
        notificationGenerator.notificationOccurred(type)
    }

    func selection() {
        selectionGenerator.selectionChanged()
    }
}

struct HapticSwitchStyle: ToggleStyle {
    var onColor = Color(UIColor.systemGreen)

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            RoundedRectangle(cornerRadius: 16)
                .fill(configuration.isOn ? onColor : Color(UIColor.systemGray4))
                .frame(width: 52, height: 32)
                .overlay(alignment: configuration.isOn ? .trailing : .leading) {
                    Circle()
                        .fill(Color.white)
                        .padding(3)
                }
                .onTapGesture {
                    HapticManager.shared.impact(intensity: configuration.isOn ? 0.5 : 0.9)
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                        configuration.isOn.toggle()
                    }
                }
        }
    }
}

private struct NotificationSettings: View {
    @State private var pushEnabled = false
    @State private var digest = 0

    var body: some View {
        VStack(spacing: 20) {
            Toggle("Push notifications", isOn: $pushEnabled)
                .toggleStyle(HapticSwitchStyle())
            Picker("Digest", selection: $digest) {
                Text("Daily").tag(0)
                Text("Weekly").tag(1)
            }
            .pickerStyle(.segmented)
            .onChange(of: digest) { _, _ in HapticManager.shared.selection() }
            Button("Save") {
                HapticManager.shared.notify(pushEnabled ? .success : .warning)
            }
        }
        .padding()
    }
}

@MainActor
@Suite struct HapticToggleCompatibilityTests {
    @Test func tappingTheSwitchPlaysAnImpactAndSlidesTheKnob() throws {
        let manager = HapticManager.shared
        let impactsBefore = manager.impactGenerator.impacts.count
        let stage = Stage(size: CGSize(width: 390, height: 300)) { NotificationSettings() }
        let track = try #require(stage.displayList().item(filledWith: Color(UIColor.systemGray4)))
        let knobBefore = try #require(stage.displayList().item(filledWith: .white))
        #expect(isClose(knobBefore.bounds.minX, track.bounds.minX + 3, absolute: 1e-6), "the knob starts on the left")

        try stage.tap(at: CGPoint(x: track.bounds.midX, y: track.bounds.midY))
        #expect(manager.impactGenerator.impacts.count == impactsBefore + 1)
        #expect(manager.impactGenerator.impacts.last == 0.9)
        #expect(manager.impactGenerator.style == .rigid)
        stage.advance(by: 1.5)
        let knobAfter = try #require(stage.displayList().item(filledWith: .white))
        #expect(isClose(knobAfter.bounds.maxX, track.bounds.maxX - 3, absolute: 1e-3), "the knob settled on the right")
        #expect(stage.displayList().item(filledWith: Color(UIColor.systemGreen)) != nil)

        let notificationsBefore = manager.notificationGenerator.notifications.count
        try stage.tap(label: "Save")
        #expect(manager.notificationGenerator.notifications.count == notificationsBefore + 1)
        #expect(manager.notificationGenerator.notifications.last == .success)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
