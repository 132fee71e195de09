#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A toast as "toast/snackbar in SwiftUI" posts write it: an optional message in @State, an overlay
// that slides in from the top combined with a fade, leaves with an asymmetric scale-and-fade, sits
// above the content by zIndex and dismisses itself from a .task after two seconds.

private struct Toast: Equatable {
    var message: String
    var icon: String = "checkmark.circle.fill"
}

private struct ToastView: View {
    let toast: Toast

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: toast.icon)
                .foregroundStyle(.green)
            Text(toast.message)
                .font(.subheadline.weight(.semibold))
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .background(.thinMaterial, in: Capsule())
        .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
    }
}

private struct ToastModifier: ViewModifier {
    @Binding var toast: Toast?

    func body(content: Content) -> some View {
        content
            .overlay(alignment: .top) {
                ZStack {
                    if let toast {
                        ToastView(toast: toast)
                            .transition(
                                .asymmetric(
                                    insertion: .move(edge: .top).combined(with: .opacity),
                                    removal: .scale(scale: 0.8).combined(with: .opacity)
                                )
                            )
                            .task {
                                try? await Task.sleep(for: .seconds(2))
                                withAnimation(.easeOut(duration: 0.25)) {
                                    self.toast = nil
                                }
                            }
                    }
                }
                .padding(.top, 20)
                .zIndex(1)
            }
    }
}

extension View {
    fileprivate func toast(_ toast: Binding<Toast?>) -> some View {
        modifier(ToastModifier(toast: toast))
    }
}

private struct SaveScreen: View {
    @State private var toast: Toast?

    var body: some View {
        VStack {
            Button("Save") {
                withAnimation(.spring(duration: 0.35)) {
                    toast = Toast(message: "Saved to library")
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .toast($toast)
    }
}

@MainActor
@Suite struct ToastSnackbarCompatibilityTests {
    private func message(in stage: Stage) -> (rect: CGRect, opacity: Double, scale: Double)? {
        guard let item = stage.displayList().item(text: "Saved to library"), case .text(let text) = item.content else { return nil }
        return (item.bounds, Double(text.color.opacity), item.transform.uniformScale)
    }

    @Test func insertionMovesFromTheTopEdgeAndFades() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { SaveScreen() }
        try stage.tap(label: "Save")
        await stage.play(to: 1.5)
        let shown = try #require(message(in: stage))
        #expect(shown.opacity == 1 && isClose(shown.scale, 1, absolute: 1e-9))
        let height = try #require(stage.displayList().items.first {
            if case .shape(let shape) = $0.content, case .material = shape.shading { true } else { false }
        }).bounds.height

        let restart = Stage(size: CGSize(width: 390, height: 600)) { SaveScreen() }
        try restart.tap(label: "Save")
        // spring(duration: 0.35): a critically damped fluid spring, within a step of the closed form.
        let spring = Spring(duration: 0.35)
        for time in [0.05, 0.1, 0.2] {
            await restart.play(to: time)
            let progress = spring.value(target: 1.0, initialVelocity: 0, time: time)
            let moving = try #require(message(in: restart))
            #expect(isClose(moving.rect.midY - shown.rect.midY, -height * (1 - progress), absolute: 1), "t = \(time)")
            #expect(isClose(moving.opacity, progress, absolute: 0.01), "t = \(time)")
        }

        // Two seconds after it appeared, the .task removes it with a 0.25 s easeOut: scale 1 → 0.8
        // and opacity 1 → 0 about its centre.
        await restart.play(to: 2.125)
        let leaving = try #require(message(in: restart))
        let progress = UnitCurve.easeOut.value(at: 0.5)
        #expect(isClose(leaving.scale, 1 - 0.2 * progress, absolute: 1e-3), "\(leaving.scale)")
        #expect(isClose(leaving.opacity, 1 - progress, absolute: 1e-3), "\(leaving.opacity)")
        #expect(isClose(leaving.rect.midY, shown.rect.midY, absolute: 1e-3))
        await restart.play(to: 2.5)
        #expect(message(in: restart) == nil)
        #expect(restart.issues.isEmpty, "\(restart.issues)")
    }
}
