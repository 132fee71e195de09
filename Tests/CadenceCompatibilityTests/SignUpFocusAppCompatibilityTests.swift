#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A sign-up form that walks the keyboard through its fields: an enum of fields, focus bound per
// field, return moving to the next field and submitting on the last.
private enum Field: Hashable {
    case name, email, password
}

private struct SignUp: View {
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var status = "Fill in the form"
    @FocusState private var focus: Field?

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .submitLabel(.next)
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .submitLabel(.join)
            Text(status)
            Text("Focus: \(focus.map { "\($0)" } ?? "none")")
            Button("Start") { focus = .name }
        }
        .onSubmit {
            switch focus {
            case .name: focus = .email
            case .email: focus = .password
            case .password, nil:
                focus = nil
                status = password.count >= 8 ? "Welcome, \(name)" : "Password too short"
            }
        }
    }
}

@MainActor
@Suite struct SignUpFocusAppCompatibilityTests {
    @Test func returnWalksTheFieldsAndSubmitsOnTheLast() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { SignUp() }
        #expect(stage.displayList().item(text: "Focus: none") != nil)
        try stage.tap(label: "Start")
        #expect(stage.displayList().item(text: "Focus: name") != nil)
        try stage.setText("Ada", label: "Name")
        try stage.submit(label: "Name")
        #expect(stage.displayList().item(text: "Focus: email") != nil)
        try stage.setText("ada@example.com", label: "Email")
        try stage.submit(label: "Email")
        #expect(stage.displayList().item(text: "Focus: password") != nil)
        try stage.setText("short", label: "Password")
        try stage.submit(label: "Password")
        #expect(stage.displayList().item(text: "Password too short") != nil)
        #expect(stage.displayList().item(text: "Focus: none") != nil)
        try stage.setText("longenough", label: "Password")
        #expect(stage.displayList().item(text: "Focus: password") != nil, "typing focuses the field")
        try stage.submit(label: "Password")
        #expect(stage.displayList().item(text: "Welcome, Ada") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
