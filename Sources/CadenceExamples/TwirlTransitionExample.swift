import CadenceUI

/// A custom iOS 17 `Transition`: the badge twirls in from a quarter turn, half size, blurred and
/// transparent, and twirls out the other way.
public struct Twirl: Transition {
    /// Makes the transition.
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .rotationEffect(.degrees(phase.value * 90))
            .blur(radius: phase.isIdentity ? 0 : 8)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// A button that shows and hides a badge with the `Twirl` transition.
public struct TwirlTransitionExample: View {
    @State private var shown = false

    /// Makes the example with the badge hidden.
    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Button(shown ? "Hide badge" : "Show badge") {
                withAnimation(.smooth(duration: 0.6)) { shown.toggle() }
            }
            ZStack {
                if shown {
                    Circle()
                        .fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 2, endRadius: 40))
                        .overlay { Image(systemName: "star.fill").font(.system(size: 28)).foregroundStyle(.white) }
                        .frame(width: 80, height: 80)
                        .transition(Twirl())
                }
            }
            .frame(width: 100, height: 100)
        }
    }
}
