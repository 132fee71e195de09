import CadenceRender
import CadenceUI

/// How far an animated test scene has got, 0…1, set by scheduled environment changes (the test
/// target cannot make animation drivers, and does not need to: any view that reads the environment
/// redraws when it changes).
struct SceneProgressKey: EnvironmentKey {
    static let defaultValue = 0.0
}

extension EnvironmentValues {
    var sceneProgress: Double {
        get { self[SceneProgressKey.self] }
        set { self[SceneProgressKey.self] = newValue }
    }
}

/// The scene the brief asks to look at: a heart scaled and rotated, "+1" above it, and a checkmark in a
/// circle, with `progress` driving a small pop (scale, rotation, the "+1" rising and fading in).
struct LikeScene: View {
    @Environment(\.sceneProgress) private var progress

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Image(systemName: "heart.fill")
                    .font(.system(size: 64))
                    .foregroundStyle(.pink)
                    .scaleEffect(1 + 0.4 * bump, anchor: .bottom)
                    .rotationEffect(.degrees(-12 * bump))
                Text("+1")
                    .font(.headline)
                    .foregroundStyle(.pink)
                    .opacity(progress > 0 ? 1 - 0.7 * progress : 0)
                    .offset(y: -46 - 16 * progress)
            }
            Image(systemName: "checkmark.circle.fill")
                .resizable()
                .foregroundStyle(.green)
                .frame(width: 48, height: 48)
        }
    }

    /// Up and back down over the animation: sin(π·progress).
    private var bump: Double { CMath.sin(Double.pi * min(max(progress, 0), 1)) }
}

@MainActor
enum RenderScenes {
    /// A stage showing `LikeScene`, with the progress stepped at every frame time of `fps` over `duration`.
    static func likeStage(size: CGSize = CGSize(width: 200, height: 220), duration: Double = 1, fps: Double = 50) -> Stage {
        let stage = Stage(size: size, textMeasurer: CairoTextMeasurer()) { LikeScene() }
        let frames = Int((duration * fps).rounded())
        for index in 0...frames {
            let time = Double(index) / fps
            stage.schedule(.environment(\.sceneProgress, time / duration), at: time)
        }
        return stage
    }

    /// A clipped and rotated circle, a rotated stroked rounded rectangle and scaled text.
    static func composedList() -> DisplayList {
        Stage(size: CGSize(width: 160, height: 120), textMeasurer: CairoTextMeasurer()) {
            HStack(spacing: 10) {
                Circle().fill(.orange).frame(width: 50, height: 50).frame(width: 34, height: 50)
                    .clipShape(RoundedRectangle(cornerRadius: 6)).rotationEffect(.degrees(15))
                RoundedRectangle(cornerRadius: 8).stroke(.teal, lineWidth: 3).frame(width: 40, height: 30)
                    .rotationEffect(.degrees(20))
                Text("Hi").font(.title).foregroundStyle(.purple).scaleEffect(1.2)
            }
        }.displayList()
    }
}
