#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A sign-in form as apps write it: focus moves from field to field on return, a wrong password
// shakes the form, and the button shows progress while "signing in".

private struct Shake: GeometryEffect {
    var travel: CGFloat = 8
    var shakes: CGFloat = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * shakes * 2), y: 0))
    }
}

private struct SignInForm: View {
    enum Field: Hashable { case email, password }

    @State private var email = ""
    @State private var password = ""
    @State private var attempts = 0
    @State private var isSigningIn = false
    @FocusState private var focusedField: Field?

    private var canSubmit: Bool { email.contains("@") && password.count >= 4 }

    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome back")
                .font(.largeTitle.bold())

            VStack(spacing: 12) {
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .submitLabel(.next)
                    .focused($focusedField, equals: .email)
                    .padding(12)
                    .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.12)))

                SecureField("Password", text: $password)
                    .textContentType(.password)
                    .submitLabel(.go)
                    .focused($focusedField, equals: .password)
                    .padding(12)
                    .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.12)))
                    .overlay(
                        RoundedRectangle(cornerRadius: 10)
                            .stroke(attempts > 0 ? Color.red : Color.clear, lineWidth: 1)
                    )
            }
            .modifier(Shake(animatableData: CGFloat(attempts)))
            .onSubmit {
                switch focusedField {
                case .email: focusedField = .password
                default: signIn()
                }
            }

            Button {
                signIn()
            } label: {
                HStack {
                    if isSigningIn { ProgressView() }
                    Text(isSigningIn ? "Signing In…" : "Sign In")
                }
                .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!canSubmit)
        }
        .padding()
    }

    private func signIn() {
        guard canSubmit else { return }
        if password == "swordfish" {
            isSigningIn = true
        } else {
            withAnimation(.linear(duration: 0.4)) { attempts += 1 }
        }
    }
}

@Suite struct LoginShakeCompatibilityTests {
    @Test @MainActor func aWrongPasswordShakesTheFieldsAndTheRightOneSignsIn() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { SignInForm() }
        try stage.setText("ada@example.com", label: "Email")
        try stage.submit(label: "Email")
        try stage.setText("wrong", label: "Password")
        let rest = try #require(stage.displayList().item(text: "ada@example.com")).bounds.minX
        try stage.submit(label: "Password")
        stage.advance(by: 0.04)
        let shaken = try #require(stage.displayList().item(text: "ada@example.com")).bounds.minX
        #expect(abs(shaken - rest) > 1, "the form moves sideways while it shakes")
        stage.advance(by: 1)
        #expect(isClose(try #require(stage.displayList().item(text: "ada@example.com")).bounds.minX, rest, absolute: 0.01))

        try stage.setText("swordfish", label: "Password")
        try stage.tap(label: "Sign In")
        #expect(stage.displayList().item(text: "Signing In…") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
