#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// An app written for iOS 14–16, as much public code still is: an App with a WindowGroup, UIKit's
// colours and haptics used without importing UIKit, the deprecated implicit `.animation(_:)`,
// `navigationBarTitle(_:displayMode:)`, `presentationMode` in a sheet, `Binding.animation()`,
// dates shown with `Text(_:style:)` and a custom font that scales with a text style.

private final class ContactStore: ObservableObject {
    @Published var names = ["Ada", "Grace", "Linus"]
    static var appsMade = 0
}

private struct ContactsApp: App {
    @StateObject private var store = ContactStore()

    init() { ContactStore.appsMade += 1 }

    var body: some Scene {
        WindowGroup {
            ContactsScreen()
        }
        .environmentObject(store)
    }
}

private struct EditSheet: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack {
            Text("Editing")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

private struct ContactsScreen: View {
    @EnvironmentObject var store: ContactStore
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.isSearching) private var isSearching
    @State private var expanded = false
    @State private var showsDetails = false
    @State private var editing = false
    private let impact = UIImpactFeedbackGenerator(style: .light)
    static let birthday = Date(timeIntervalSince1970: 1_559_563_200)  // 2019-06-03 12:00 UTC

    var body: some View {
        NavigationView {
            VStack(spacing: 12) {
                ForEach(store.names, id: \.self) { name in
                    Text(name).font(.custom("Avenir Next", size: 17, relativeTo: .body))
                }
                RoundedRectangle(cornerRadius: 4)
                    .fill(Color.orange)
                    .frame(width: expanded ? 200 : 100, height: 10)
                    .animation(.linear(duration: 1))
                Button("Grow") {
                    impact.impactOccurred()
                    expanded.toggle()
                }
                Toggle("Details", isOn: $showsDetails.animation(.linear(duration: 1)))
                Rectangle()
                    .fill(Color.purple)
                    .frame(width: 40, height: 10)
                    .opacity(showsDetails ? 1 : 0)
                Text(Self.birthday, style: .date)
                Text("Updated \(Self.birthday, style: .time)")
                Text(contrast == .standard && !isSearching ? "standard contrast" : "other")
                    .deleteDisabled(true)
                Button("Copy") { UIPasteboard.general.string = store.names.joined(separator: ", ") }
                Button("Edit") { editing = true }
            }
            .background(Color(.systemBackground))
            .navigationBarTitle("Contacts", displayMode: .inline)
            .sheet(isPresented: $editing) { EditSheet() }
        }
    }
}

@MainActor
@Suite struct LegacyAppCompatibilityTests {
    private func stage(_ scheme: ColorScheme = .light) -> Stage {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return Stage(size: CGSize(width: 390, height: 700), environment: environment) {
            ContactsScreen().environmentObject(ContactStore())
        }
    }

    @Test func theAppLaunchesItsFirstWindow() {
        let before = ContactStore.appsMade
        ContactsApp.main()
        #expect(ContactStore.appsMade == before + 1)
    }

    @Test func theImplicitAnimationAnimatesAChangeMadeWithoutWithAnimation() throws {
        let stage = stage()
        #expect(try #require(stage.displayList().item(filledWith: .orange)).bounds.width == 100)
        try stage.tap(label: "Grow")
        stage.advance(by: 0.5)
        let width = try #require(stage.displayList().item(filledWith: .orange)).bounds.width
        #expect(isClose(width, 150, absolute: 1), "halfway through the linear second: \(width)")
        stage.advance(by: 1)
        #expect(try #require(stage.displayList().item(filledWith: .orange)).bounds.width == 200)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    /// The opacity of the purple bar (opacity is folded into each item's colour).
    private func purpleOpacity(_ stage: Stage) -> Float? {
        let purple = Color.purple.resolve(in: EnvironmentValues())
        return stage.displayList().shapes.first { shape in
            shape.paint.color.red == purple.red && shape.paint.color.green == purple.green && shape.paint.color.blue == purple.blue
        }.map(\.paint.color.opacity)
    }

    @Test func anAnimatedBindingAnimatesTheToggle() throws {
        let stage = stage()
        #expect((purpleOpacity(stage) ?? 0) == 0)
        try stage.setToggle(label: "Details", isOn: true)
        stage.advance(by: 0.5)
        let fading = try #require(purpleOpacity(stage))
        #expect(isClose(Double(fading), 0.5, absolute: 0.02), "halfway through the fade: \(fading)")
        stage.advance(by: 1)
        #expect(purpleOpacity(stage) == 1)
    }

    @Test func uiKitColoursFollowTheColorScheme() throws {
        for (scheme, white) in [(ColorScheme.light, 1.0), (.dark, 0.0)] {
            let list = stage(scheme).displayList()
            let background = Color(white: white).resolve(in: EnvironmentValues())
            #expect(list.shapes.contains { $0.paint.color == background }, "\(scheme)")
        }
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let separator = Color(.separator).resolve(in: dark)
        #expect(isClose(Double(separator.opacity), 0.6, absolute: 1e-6))
        #expect(Color(uiColor: .red).resolve(in: dark) == Color(red: 1, green: 0, blue: 0).resolve(in: dark))
        #expect(Color(.systemRed) == Color.red)
    }

    @Test func thePresentationModeDismissesTheSheet() throws {
        let stage = stage()
        try stage.tap(label: "Edit")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Editing") != nil)
        try stage.tap(label: "Close")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Editing") == nil)
    }

    @Test func datesHapticsAndThePasteboard() throws {
        let stage = stage()
        #expect(stage.displayList().item(text: "June 3, 2019") != nil)
        #expect(stage.displayList().texts.contains { $0.text.hasPrefix("Updated 12:00") }, "\(stage.displayList().texts.map(\.text))")
        #expect(stage.displayList().item(text: "standard contrast") != nil)
        try stage.tap(label: "Copy")
        #expect(UIPasteboard.general.string == "Ada, Grace, Linus")
        let generator = UINotificationFeedbackGenerator()
        generator.notificationOccurred(.success)
        #expect(generator.notifications == [.success])
        #expect(Text(Date(timeIntervalSinceNow: 3 * 3600 + 125), style: .relative) == Text(verbatim: "3 hours, 2 minutes"))
        #expect(Text(timerInterval: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 300),
                     pauseTime: Date(timeIntervalSince1970: 1)) == Text(verbatim: "4:59"))
    }

    @Test func programmaticLinksActionSheetsAndOptionalBindings() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { InboxScreen() }
        #expect(stage.displayList().item(text: "Message 7") == nil)
        try stage.tap(label: "Open latest")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Message 7") != nil, "setting isActive pushes the destination")
        try stage.tap(label: "Back")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Message 7") == nil)
        #expect(stage.displayList().item(text: "active false") != nil, "going back clears isActive")
        try stage.tap(label: "Compose")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Draft") != nil, "tapping the link pushes it")
        try stage.tap(label: "Back")
        stage.advance(by: 1)
        try stage.tap(label: "More")
        stage.advance(by: 1)
        try stage.tap(label: "Archive")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "archived 1") != nil, "the action sheet's button ran")

        var stored: Int? = 3
        let optional = Binding<Int?>(get: { stored }, set: { stored = $0 })
        let unwrapped = try #require(Binding(optional))
        unwrapped.wrappedValue = 5
        #expect(stored == 5)
        stored = nil
        #expect(unwrapped.wrappedValue == 5, "reads the last value while the base is nil")
        #expect(Binding(Binding<Int?>.constant(nil)) == nil)
    }
}

private struct InboxScreen: View {
    @State private var showsLatest = false
    @State private var asksAction = false
    @State private var archived = 0
    @State private var email = ""

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Message 7"), isActive: $showsLatest) { EmptyView() }
                Button("Open latest") { showsLatest = true }
                Text("active \(showsLatest ? "true" : "false")")
                NavigationLink("Compose", destination: Text("Draft"))
                Button("More") { asksAction = true }
                Text("archived \(archived)")
                TextField("Email", text: $email).autocapitalization(.none)
            }
            .accentColor(.pink)
            .actionSheet(isPresented: $asksAction) {
                ActionSheet(title: Text("Message"), buttons: [
                    .default(Text("Archive")) { archived += 1 },
                    .cancel(),
                ])
            }
        }
    }
}
