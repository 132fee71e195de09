#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import UIKit
import Testing
import CadenceStageTestSupport

// A sign-up form with the classic "hide the keyboard" helpers: sending resignFirstResponder to the
// first responder through UIApplication, and ending editing in the key window. Fields are sized
// from UIScreen.main.bounds, as many apps still do.
//
// On Apple platforms this is `#selector(UIResponder.resignFirstResponder)`; `#selector` needs the
// Objective-C runtime, so the string spelling (accepted on both) is used here.

extension View {
    func hideKeyboard() {
        UIApplication.shared.sendAction(Selector(("resignFirstResponder")), to: nil, from: nil, for: nil)
    }
}

enum KeyboardHelper {
    static func endEditing() {
        UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }?
            .endEditing(true)
    }
}

private struct SignUpForm: View {
    @State private var email = ""
    @State private var name = ""
    @State private var submitted = false

    var body: some View {
        VStack(spacing: 16) {
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
                .frame(width: UIScreen.main.bounds.width * 0.8)
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .textFieldStyle(.roundedBorder)
                .frame(width: UIScreen.main.bounds.width * 0.8)
            Button("Sign up") {
                KeyboardHelper.endEditing()
                submitted = true
            }
            if submitted {
                Text("Welcome, \(name)!")
            }
            Spacer()
        }
        .padding(.top, 40)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .onTapGesture {
            hideKeyboard()
        }
    }
}

@MainActor
@Suite struct KeyboardDismissFormCompatibilityTests {
    @Test func tappingOutsideSendsResignFirstResponder() throws {
        let before = UIApplication.shared.sentActions.count
        let stage = Stage(size: CGSize(width: 393, height: 700)) { SignUpForm() }
        try stage.tap(at: CGPoint(x: 200, y: 600))
        #expect(UIApplication.shared.sentActions.count == before + 1)
        #expect(UIApplication.shared.sentActions.last == Selector("resignFirstResponder"))

        try stage.setText("Ada", label: "Name")
        try stage.tap(label: "Sign up")
        #expect(stage.displayList().item(text: "Welcome, Ada!") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func fieldsAreSizedFromTheScreen() throws {
        #expect(UIScreen.main.bounds.width == 393)
        #expect(UIScreen.main.scale == 3)
        let stage = Stage(size: CGSize(width: 393, height: 700)) { SignUpForm() }
        let placeholder = try #require(stage.displayList().item(text: "Email"))
        #expect(placeholder.bounds.minX >= (393 - 393 * 0.8) / 2 - 1e-6, "inside a field 80% of the screen wide, centred")
    }

    @Test func endingEditingResignsTheFirstResponderInTheKeyWindow() throws {
        let window = try #require(UIApplication.shared.windows.first)
        #expect(window.isKeyWindow)
        let field = FocusableView()
        window.addSubview(field)
        defer { field.removeFromSuperview() }
        #expect(field.becomeFirstResponder())
        KeyboardHelper.endEditing()
        #expect(!field.isFirstResponder)
    }
}

private final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}
