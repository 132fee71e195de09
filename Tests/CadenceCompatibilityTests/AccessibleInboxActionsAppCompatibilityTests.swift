#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An inbox screen written with VoiceOver in mind: a message row offering its swipe actions as
// accessibility actions, a star rating that VoiceOver adjusts, a zoomable attachment preview, a
// paged header that scrolls with three fingers, and a summary read before the list.
private struct InboxScreen: View {
    @State private var log: [String] = []
    @State private var rating = 3
    @State private var zoom = 1.0
    @State private var page = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Inbox")
                .font(.title)
                .accessibilityHeading(.h1)

            HStack {
                Text("Milk")
                Text("from Ana").foregroundStyle(.secondary)
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Message")
            .accessibilityAction(named: "Archive") { log.append("archived") }
            .accessibilityActions {
                Button("Flag") { log.append("flagged") }
                Button(role: .destructive) { log.append("deleted") } label: { Label("Delete", systemImage: "trash") }
            }
            .accessibilityAction(.escape) { log.append("closed") }
            .accessibilityInputLabels(["Message", "Milk"])

            HStack(spacing: 2) {
                ForEach(1...5, id: \.self) { star in
                    Image(systemName: star <= rating ? "star.fill" : "star")
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rating")
            .accessibilityValue("\(rating) stars")
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: rating = min(rating + 1, 5)
                case .decrement: rating = max(rating - 1, 1)
                @unknown default: break
                }
            }

            RoundedRectangle(cornerRadius: 8)
                .frame(width: 120, height: 80)
                .scaleEffect(zoom)
                .accessibilityLabel("Attachment")
                .accessibilityZoomAction { action in
                    zoom *= action.direction == .zoomIn ? 2 : 0.5
                    log.append("zoom at \(Int(action.point.x)),\(Int(action.point.y))")
                }

            Text("Page \(page + 1) of 3")
                .accessibilityScrollAction { edge in
                    switch edge {
                    case .trailing: page = min(page + 1, 2)
                    case .leading: page = max(page - 1, 0)
                    default: break
                    }
                }

            Text("log: \(log.joined(separator: ","))")
            Text("zoom \(zoom, specifier: "%.1f")")
            Text("3 unread")
                .accessibilitySortPriority(1)
        }
    }
}

@MainActor
@Suite struct AccessibleInboxActionsAppCompatibilityTests {
    @Test func customActionsAreListedAndPerformedByName() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { InboxScreen() }
        let message = try #require(stage.accessibilityTree().element(label: "Message"))
        #expect(message.actions == ["Archive", "Flag", "Delete"])
        #expect(message.inputLabels == ["Message", "Milk"])

        try stage.performAccessibilityAction(named: "Flag", label: "Message")
        try stage.performAccessibilityAction(named: "Archive", label: "Message")
        try stage.performAccessibilityAction(.escape, label: "Message")
        #expect(stage.displayList().item(text: "log: flagged,archived,closed") != nil, "\(stage.displayList().texts.map(\.text))")

        do {
            try stage.performAccessibilityAction(named: "Snooze", label: "Message")
            Issue.record("expected a missing action")
        } catch {
            #expect(error.description.contains("Archive, Flag, Delete"), "\(error)")
        }
        #expect(throws: StageError.self) { try stage.performAccessibilityAction(.magicTap, label: "Message") }
        #expect(throws: StageError.self) { try stage.performAccessibilityAction(named: "Flag", label: "Nobody") }
    }

    @Test func voiceOverAdjustsTheRating() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { InboxScreen() }
        #expect(stage.accessibilityTree().element(label: "Rating")?.value == "3 stars")
        try stage.accessibilityAdjust(.increment, label: "Rating")
        try stage.accessibilityAdjust(.increment, label: "Rating")
        try stage.accessibilityAdjust(.increment, label: "Rating")
        #expect(stage.accessibilityTree().element(label: "Rating")?.value == "5 stars", "clamped by the app")
        try stage.accessibilityAdjust(.decrement, label: "Rating")
        #expect(stage.accessibilityTree().element(label: "Rating")?.value == "4 stars")
        #expect(throws: StageError.self) { try stage.accessibilityAdjust(.increment, label: "Message") }
    }

    @Test func zoomAndScrollActionsReachTheirViews() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { InboxScreen() }
        try stage.accessibilityZoom(.zoomIn, label: "Attachment")
        #expect(stage.displayList().item(text: "zoom 2.0") != nil)
        #expect(stage.displayList().item(text: "log: zoom at 60,40") != nil, "centred in the element: \(stage.displayList().texts.map(\.text))")
        try stage.accessibilityZoom(.zoomOut, label: "Attachment")
        try stage.accessibilityZoom(.zoomOut, label: "Attachment")
        #expect(stage.displayList().item(text: "zoom 0.5") != nil)

        try stage.accessibilityScroll(.trailing, label: "Page 1 of 3")
        #expect(stage.displayList().item(text: "Page 2 of 3") != nil)
        try stage.accessibilityScroll(.leading, label: "Page 2 of 3")
        #expect(stage.displayList().item(text: "Page 1 of 3") != nil)
    }

    @Test func headingsAndSortPriorityShapeTheReadingOrder() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { InboxScreen() }
        let tree = stage.accessibilityTree()
        #expect(tree.elements.first?.label == "3 unread", "the summary is read first: \(tree)")
        #expect(tree.elements.dropFirst().first?.label == "Inbox", "then the rest in drawing order")
        #expect(tree.element(label: "Inbox")?.traits.contains(.isHeader) == true)
        #expect(tree.element(label: "Rating")?.actions == [], "adjusting is not a custom action")
    }
}

// A sign-up form that moves VoiceOver to the error it shows, as forms written for VoiceOver do.
private struct SignUpForm: View {
    enum Field: Hashable { case email, password }

    @AccessibilityFocusState private var errorFocused: Bool
    @AccessibilityFocusState private var focusedField: Field?
    @State private var showsError = false

    var body: some View {
        VStack {
            Text("Email").accessibilityFocused($focusedField, equals: .email)
            Text("Password").accessibilityFocused($focusedField, equals: .password)
            if showsError {
                Text("Password too short").accessibilityFocused($errorFocused)
            }
            Button("Sign Up") {
                showsError = true
                errorFocused = true
            }
            Text("field \(focusedField.map { "\($0)" } ?? "none"); error \(errorFocused ? "focused" : "not focused")")
        }
    }
}

@MainActor
@Suite struct AccessibilityFocusFormCompatibilityTests {
    @Test func theAppMovesVoiceOverToTheError() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { SignUpForm() }
        #expect(stage.accessibilityTree().allElements.filter(\.isAccessibilityFocused).isEmpty)
        try stage.tap(label: "Sign Up")
        let focused = stage.accessibilityTree().allElements.filter(\.isAccessibilityFocused).map(\.label)
        #expect(focused == ["Password too short"])
    }

    @Test func movingTheFocusSetsTheBoundValues() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { SignUpForm() }
        try stage.moveAccessibilityFocus(to: "Password")
        #expect(stage.displayList().item(text: "field password; error not focused") != nil, "\(stage.displayList().texts.map(\.text))")
        #expect(stage.accessibilityTree().element(label: "Password")?.isAccessibilityFocused == true)
        try stage.tap(label: "Sign Up")
        try stage.moveAccessibilityFocus(to: "Email")
        #expect(stage.displayList().item(text: "field email; error not focused") != nil, "leaving the error clears its Boolean: \(stage.displayList().texts.map(\.text))")
        #expect(throws: StageError.self) { try stage.moveAccessibilityFocus(to: "Sign Up") }
    }
}

// A product cell that gives VoiceOver its rating and price as custom content.
private struct ProductCell: View {
    let stars: Int
    let onSale: Bool

    var body: some View {
        HStack {
            Text("Trail Shoes")
            Text("$89")
        }
        .accessibilityElement(children: .combine)
        .accessibilityCustomContent("Rating", "\(stars) stars", importance: .high)
        .accessibilityCustomContent(AccessibilityCustomContentKey("Deal", id: "deal"), onSale ? Text("On sale") : nil)
        .accessibilityCustomContent("Rating", "\(stars) of 5 stars")
    }
}

@MainActor
@Suite struct AccessibilityCustomContentCompatibilityTests {
    @Test func customContentIsRecordedOnTheElement() throws {
        let stage = Stage(size: CGSize(width: 300, height: 100)) { ProductCell(stars: 4, onSale: true) }
        let cell = try #require(stage.accessibilityTree().element(label: "Trail Shoes, $89"))
        #expect(cell.customContent.map(\.label) == ["Rating", "Deal"])
        #expect(cell.customContent.first?.value == "4 of 5 stars", "the later entry of a key replaces the earlier")
        #expect(cell.customContent.first?.isImportant == false)
        #expect(cell.customContent.last?.id == "deal")

        let full = Stage(size: CGSize(width: 300, height: 100)) { ProductCell(stars: 2, onSale: false) }
        let plain = try #require(full.accessibilityTree().element(label: "Trail Shoes, $89"))
        #expect(plain.customContent.map(\.value) == ["2 of 5 stars"], "a nil value adds nothing")
    }
}

// A checkbox toggle style, as settings screens write it, that reads as a standard toggle.
private struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
        .buttonStyle(.plain)
        .accessibilityRepresentation {
            Toggle(isOn: configuration.$isOn) { configuration.label }
        }
    }
}

private struct NewsletterOptIn: View {
    @State private var subscribed = false

    var body: some View {
        VStack {
            Toggle("Newsletter", isOn: $subscribed).toggleStyle(CheckboxToggleStyle())
            Text(subscribed ? "subscribed" : "not subscribed")
        }
    }
}

@MainActor
@Suite struct AccessibilityRepresentationCompatibilityTests {
    @Test func aCustomToggleReadsAsAToggleAndStillWorks() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { NewsletterOptIn() }
        let tree = stage.accessibilityTree()
        let toggle = try #require(tree.element(label: "Newsletter"), "\(tree)")
        #expect(toggle.traits.contains(.isToggle), "\(tree)")
        #expect(tree.allElements.allSatisfy { !$0.label.contains("square") }, "the drawn checkbox is not read: \(tree)")

        try stage.tap(label: "Newsletter")
        #expect(stage.displayList().item(text: "subscribed") != nil, "the drawn button still toggles")
        let checkbox = stage.displayList().items.filter { if case .symbol(let symbol) = $0.content { symbol.name == "checkmark.square.fill" } else { false } }
        #expect(checkbox.count == 1, "the representation draws nothing visible")
    }
}
