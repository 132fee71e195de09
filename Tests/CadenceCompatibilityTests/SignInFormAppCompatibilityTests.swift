#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A sign-in form: FocusState over an enum, submit labels chaining the fields, content types,
// a SecureField with a reveal toggle, an async sign-in task with a ProgressView and an error banner.

private enum Field: Hashable {
    case email, password
}

private struct SignInView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var revealPassword = false
    @State private var isLoading = false
    @State private var errorMessage: String?
    @State private var signedIn = false
    @FocusState private var focusedField: Field?

    private var isValid: Bool { email.contains("@") && password.count >= 6 }

    var body: some View {
        VStack(spacing: 16) {
            Text(signedIn ? "Welcome back" : "Sign In")
                .font(.largeTitle.bold())
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .focused($focusedField, equals: .email)
                .onSubmit { focusedField = .password }
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 10).strokeBorder(focusedField == .email ? Color.accentColor : Color.gray.opacity(0.4)))
            HStack {
                Group {
                    if revealPassword {
                        TextField("Password", text: $password)
                    } else {
                        SecureField("Password", text: $password)
                    }
                }
                .textContentType(.password)
                .submitLabel(.go)
                .focused($focusedField, equals: .password)
                .onSubmit(signIn)
                Button {
                    revealPassword.toggle()
                } label: {
                    Image(systemName: revealPassword ? "eye.slash" : "eye")
                }
                .accessibilityLabel("Show password")
            }
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 10).strokeBorder(focusedField == .password ? Color.accentColor : Color.gray.opacity(0.4)))

            Button(action: signIn) {
                ZStack {
                    Text("Continue").opacity(isLoading ? 0 : 1)
                    if isLoading { ProgressView().tint(.white) }
                }
                .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!isValid || isLoading)
        }
        .padding(24)
        .overlay(alignment: .top) {
            if let errorMessage {
                Text(errorMessage)
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.white)
                    .padding(10)
                    .background(.red, in: Capsule())
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
        .animation(.snappy, value: errorMessage)
        .onAppear { focusedField = .email }
    }

    private func signIn() {
        guard isValid else { return }
        isLoading = true
        Task {
            try? await Task.sleep(for: .seconds(1))
            isLoading = false
            if password == "secret1" {
                signedIn = true
                errorMessage = nil
            } else {
                errorMessage = "Wrong password"
            }
        }
    }
}

@MainActor
@Suite struct SignInFormAppCompatibilityTests {
    @Test func submittingMovesFocusAndSignsIn() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { SignInView() }
        try stage.setText("ada@example.com", label: "Email")
        try stage.submit(label: "Email")
        try stage.setText("secret1", label: "Password")
        try stage.submit(label: "Password")
        await stage.play(by: 2)
        #expect(stage.displayList().item(text: "Wrong password") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aWrongPasswordShowsTheBanner() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { SignInView() }
        try stage.setText("ada@example.com", label: "Email")
        try stage.setText("hunter22", label: "Password")
        try stage.tap(label: "Continue")
        await stage.play(by: 2)
        #expect(stage.displayList().item(text: "Wrong password") != nil)
        try stage.tap(label: "Show password")
        #expect(stage.displayList().item(text: "hunter22") != nil, "revealed in a plain text field")
    }
}
