#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A login flow: an async service signs in after a delay, the form shows a ProgressView overlay and
// disables itself while it waits, a wrong password shakes nothing but shows an alert with a retry
// action, and success swaps the form for a welcome screen with a transition. The welcome screen
// loads its feed in `.task`.

private enum LoginError: Error {
    case wrongPassword
}

private struct AuthService {
    func signIn(email: String, password: String) async throws -> String {
        try await Task.sleep(for: .seconds(1.5))
        guard password == "opensesame" else { throw LoginError.wrongPassword }
        return email.split(separator: "@").first.map(String.init) ?? email
    }

    func feed() async -> [String] {
        try? await Task.sleep(for: .seconds(1))
        return ["Welcome tour", "Your first project"]
    }
}

private struct WelcomeScreen: View {
    let name: String
    let service: AuthService
    @State private var feed: [String] = []

    var body: some View {
        VStack(spacing: 12) {
            Text("Hello, \(name)!").font(.title)
            if feed.isEmpty {
                ProgressView("Loading feed…")
            }
            ForEach(feed, id: \.self) { Text($0) }
        }
        .task {
            feed = await service.feed()
        }
    }
}

private struct LoginFlow: View {
    let service = AuthService()
    @State private var email = ""
    @State private var password = ""
    @State private var isSigningIn = false
    @State private var user: String?
    @State private var showsError = false

    var body: some View {
        Group {
            if let user {
                WelcomeScreen(name: user, service: service)
                    .transition(.move(edge: .trailing))
            } else {
                Form {
                    TextField("Email", text: $email)
                        .textContentType(.emailAddress)
                        .textInputAutocapitalization(.never)
                    SecureField("Password", text: $password)
                    Button("Sign In") {
                        Task { await signIn() }
                    }
                    .disabled(email.isEmpty || password.isEmpty)
                }
                .disabled(isSigningIn)
                .overlay {
                    if isSigningIn {
                        ProgressView("Signing in…")
                            .padding()
                            .background(.regularMaterial, in: .rect(cornerRadius: 12))
                    }
                }
            }
        }
        .alert("Wrong password", isPresented: $showsError) {
            Button("Try Again", role: .cancel) { password = "" }
        } message: {
            Text("Check your password and try again.")
        }
    }

    private func signIn() async {
        isSigningIn = true
        defer { isSigningIn = false }
        do {
            let name = try await service.signIn(email: email, password: password)
            withAnimation(.easeInOut) { user = name }
        } catch {
            showsError = true
        }
    }
}

@MainActor
@Suite struct AccountLoginTaskFlowAppCompatibilityTests {
    @Test func aWrongPasswordShowsTheAlertAfterTheSpinner() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { LoginFlow() }
        #expect(throws: StageError.self) { try stage.tap(label: "Sign In") }
        try stage.setText("ada@example.com", label: "Email")
        try stage.setText("guess", label: "Password")
        try stage.tap(label: "Sign In")
        await stage.play(by: 0.5)
        #expect(stage.displayList().item(text: "Signing in…") != nil)
        #expect(throws: StageError.self) { try stage.tap(label: "Sign In") }
        await stage.play(by: 1.5)
        #expect(stage.displayList().item(text: "Signing in…") == nil)
        #expect(stage.displayList().item(text: "Wrong password") != nil)
        try stage.tap(label: "Try Again")
        await stage.play(by: 1)
        #expect(stage.displayList().item(text: "Wrong password") == nil)
        #expect(throws: StageError.self) { try stage.tap(label: "Sign In") }
    }

    @Test func signingInSlidesInTheWelcomeScreenWhichLoadsItsFeed() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { LoginFlow() }
        try stage.setText("ada@example.com", label: "Email")
        try stage.setText("opensesame", label: "Password")
        try stage.tap(label: "Sign In")
        await stage.play(by: 1.6)
        let sliding = try #require(stage.displayList().item(text: "Hello, ada!")).bounds
        await stage.play(by: 0.6)
        let settled = try #require(stage.displayList().item(text: "Hello, ada!")).bounds
        #expect(sliding.midX > settled.midX + 10, "the welcome screen slides in from the trailing edge")
        #expect(stage.displayList().item(text: "Loading feed…") != nil)
        await stage.play(by: 1)
        #expect(stage.displayList().item(text: "Your first project") != nil)
        #expect(stage.displayList().item(text: "Loading feed…") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
