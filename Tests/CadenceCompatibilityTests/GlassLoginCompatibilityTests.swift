#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A glassmorphism sign-in screen from design-to-code repos: blurred colour blobs drifting behind
// a card of `.ultraThinMaterial`, fields on translucent white, a shake through `keyframeAnimator`
// when the password is wrong, and the card swapped for a welcome view with an asymmetric transition.

private struct GlassField: View {
    let title: String
    let icon: String
    @Binding var text: String
    var isSecure = false

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: icon)
                .foregroundStyle(.white.opacity(0.8))
            Group {
                if isSecure {
                    SecureField(title, text: $text)
                } else {
                    TextField(title, text: $text)
                        .textInputAutocapitalization(.never)
                        .keyboardType(.emailAddress)
                }
            }
            .foregroundStyle(.white)
        }
        .padding()
        .background(.white.opacity(0.15), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}

private struct GlassLoginScreen: View {
    @State private var email = ""
    @State private var password = ""
    @State private var failedAttempts = 0
    @State private var signedInName: String?
    @State private var drift = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                .ignoresSafeArea()

            Circle()
                .fill(Color.pink)
                .frame(width: 220, height: 220)
                .blur(radius: 60)
                .offset(x: drift ? -80 : -120, y: -220)

            Circle()
                .fill(Color.cyan)
                .frame(width: 260, height: 260)
                .blur(radius: 70)
                .offset(x: drift ? 120 : 90, y: 240)

            if let name = signedInName {
                VStack(spacing: 8) {
                    Image(systemName: "checkmark.seal.fill")
                        .font(.system(size: 56))
                        .foregroundStyle(.white)
                    Text("Hi, \(name)!")
                        .font(.title.bold())
                        .foregroundStyle(.white)
                }
                .transition(.scale.combined(with: .opacity))
            } else {
                card
                    .transition(.asymmetric(insertion: .opacity, removal: .scale(scale: 0.8).combined(with: .opacity)))
            }
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 6).repeatForever(autoreverses: true)) {
                drift = true
            }
        }
    }

    private var card: some View {
        VStack(spacing: 18) {
            Text("Welcome back")
                .font(.largeTitle.bold())
                .foregroundStyle(.white)
            GlassField(title: "Email", icon: "envelope", text: $email)
            GlassField(title: "Password", icon: "lock", text: $password, isSecure: true)
            if failedAttempts > 0 {
                Text("Wrong password (\(failedAttempts))")
                    .font(.footnote)
                    .foregroundStyle(.yellow)
            }
            Button {
                signIn()
            } label: {
                Text("Sign In")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(.white, in: Capsule())
                    .foregroundStyle(.purple)
            }
            .buttonStyle(.plain)
        }
        .padding(24)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 28, style: .continuous))
        .overlay(
            RoundedRectangle(cornerRadius: 28, style: .continuous)
                .stroke(.white.opacity(0.3), lineWidth: 1)
        )
        .padding(.horizontal, 24)
        .keyframeAnimator(initialValue: CGFloat.zero, trigger: failedAttempts) { content, offset in
            content.offset(x: offset)
        } keyframes: { _ in
            KeyframeTrack {
                LinearKeyframe(-16, duration: 0.1)
                LinearKeyframe(16, duration: 0.1)
                LinearKeyframe(-8, duration: 0.1)
                LinearKeyframe(0, duration: 0.1)
            }
        }
    }

    private func signIn() {
        guard email.contains("@"), password == "secret" else {
            withAnimation(.easeOut(duration: 0.2)) {
                failedAttempts += 1
            }
            return
        }
        withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
            signedInName = String(email.prefix { $0 != "@" })
        }
    }
}

@MainActor
@Suite struct GlassLoginCompatibilityTests {
    private func glassCard(in stage: Stage) -> DisplayList.Item? {
        stage.displayList().items.first { item in
            guard case .shape(let shape) = item.content, case .material? = shape.shading else { return false }
            return true
        }
    }

    @Test func theBlobsAreBlurredAndDriftBackAndForth() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { GlassLoginScreen() }
        func blob(_ color: Color) -> DisplayList.Item? { stage.displayList().item(filledWith: color) }
        let pink = try #require(blob(.pink))
        #expect(pink.layers.contains { $0.effect == .blur(radius: 60, opaque: false) }, "\(pink.layers)")
        #expect(isClose(pink.bounds.midX, 195 - 120, absolute: 0.01))
        #expect(isClose(pink.bounds.midY, 422 - 220, absolute: 0.01))
        // Half-way through the 6-second easeInOut the offset is half-way: −100 and 105.
        stage.advance(to: 3)
        #expect(isClose(try #require(blob(.pink)).bounds.midX, 195 - 100, absolute: 0.01))
        #expect(isClose(try #require(blob(.cyan)).bounds.midX, 195 + 105, absolute: 0.01))
        // Autoreversing: back at the start after 12 s.
        stage.advance(to: 12)
        #expect(isClose(try #require(blob(.pink)).bounds.midX, 195 - 120, absolute: 0.01))
    }

    @Test func aWrongPasswordShakesTheCardAlongItsKeyframes() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { GlassLoginScreen() }
        let card = try #require(glassCard(in: stage))
        #expect(isClose(card.bounds.minX, 24, absolute: 0.01) && isClose(card.bounds.width, 342, absolute: 0.01), "\(card.bounds)")
        try stage.setText("ana@example.com", label: "Email")
        try stage.setText("hunter2", label: "Password")
        try stage.tap(label: "Sign In")
        // Linear keyframes −16, 16, −8, 0, each 0.1 s, from 0.
        for (time, offset) in [(0.05, -8.0), (0.15, 0.0), (0.25, 4.0), (0.35, -4.0), (0.5, 0.0)] {
            stage.advance(to: time)
            let shaken = try #require(glassCard(in: stage))
            #expect(isClose(Double(shaken.bounds.minX), 24 + offset, absolute: 0.01), "at \(time): \(shaken.bounds.minX)")
        }
        #expect(stage.displayList().item(text: "Wrong password (1)") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theRightPasswordSwapsTheCardForAWelcome() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { GlassLoginScreen() }
        try stage.setText("ana@example.com", label: "Email")
        try stage.setText("secret", label: "Password")
        try stage.tap(label: "Sign In")
        stage.advance(by: 0.1)
        let leaving = try #require(glassCard(in: stage))
        #expect(leaving.bounds.width < 342 && leaving.bounds.width > 342 * 0.8, "the card shrinks as it goes: \(leaving.bounds)")
        #expect(stage.displayList().item(text: "Hi, ana!") != nil)
        stage.advance(by: 2)
        #expect(glassCard(in: stage) == nil)
        let welcome = try #require(stage.displayList().item(text: "Hi, ana!"))
        #expect(isClose(welcome.colorOpacity, 1, absolute: 0.001))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
