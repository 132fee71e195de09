import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// Text fields typed into by script, the iOS 16–17 containers and controls (disclosure groups,
/// group boxes, gauges, menus, date and colour pickers, unavailable views), redaction, scroll
/// positions and targets, popovers and split views.
@MainActor
@Suite struct TextInputAndContainerTests {
    private enum Field: Hashable { case email, password }

    private struct Login: View {
        @State private var email = ""
        @State private var password = ""
        @FocusState private var focus: Field?
        let log: EventLog

        var body: some View {
            VStack {
                TextField("Email", text: $email, prompt: Text("you@example.com"))
                    .textFieldStyle(.roundedBorder)
                    .focused($focus, equals: .email)
                    .onSubmit { log.append("field submit \(email)") }
                SecureField("Password", text: $password)
                    .focused($focus, equals: .password)
                Text("focus: \(focus.map { "\($0)" } ?? "none")")
            }
            .onSubmit { log.append("form submit") }
            .frame(width: 300)
        }
    }

    @Test func typingReplacesTheTextFocusesTheFieldAndSubmitRunsInnermostFirst() throws {
        let log = EventLog()
        let stage = Stage(size: CGSize(width: 320, height: 300)) { Login(log: log) }
        // Empty: the prompt shows, in the placeholder colour.
        let prompt = try #require(stage.displayList().item(text: "you@example.com"))
        if case .text(let text) = prompt.content {
            #expect(text.color.opacity < 0.5)
        }
        try stage.setText("ada@example.com", label: "Email")
        #expect(stage.displayList().item(text: "ada@example.com") != nil)
        #expect(stage.displayList().item(text: "you@example.com") == nil)
        #expect(stage.displayList().item(text: "focus: email") != nil)
        // The prompt names the field too.
        try stage.setText("grace@example.com", label: "you@example.com")
        try stage.setText("hunter2", label: "Password")
        #expect(stage.displayList().item(text: "•••••••") != nil)
        #expect(stage.displayList().item(text: "hunter2") == nil)
        #expect(stage.displayList().item(text: "focus: password") != nil)
        try stage.submit(label: "Email")
        #expect(log.entries == ["field submit grace@example.com", "form submit"])
        #expect(throws: StageError.self) { try stage.setText("x", label: "Phone") }
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    private struct Amount: View {
        @State private var amount = 12
        var body: some View {
            VStack {
                TextField("Amount", value: $amount, format: .number)
                Text("twice: \(amount * 2)")
            }
        }
    }

    @Test func aFormattedFieldParsesWhatIsTypedAndKeepsTheValueOnGarbage() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Amount() }
        #expect(stage.displayList().item(text: "12") != nil)
        try stage.setText("40", label: "Amount")
        #expect(stage.displayList().item(text: "twice: 80") != nil)
        try stage.setText("forty", label: "Amount")
        #expect(stage.displayList().item(text: "twice: 80") != nil)
    }

    private struct FAQ: View {
        @State private var expanded = false
        var body: some View {
            VStack {
                DisclosureGroup("Shipping", isExpanded: $expanded) {
                    Text("Ships in two days.")
                }
                DisclosureGroup("Returns") {
                    Text("Thirty days.")
                }
            }
            .frame(width: 300)
        }
    }

    @Test func disclosureGroupsExpandWhenTheirLabelIsTappedAndTheChevronTurns() throws {
        let stage = Stage(size: CGSize(width: 320, height: 300)) { FAQ() }
        #expect(stage.displayList().item(text: "Ships in two days.") == nil)
        let chevron = try #require(stage.displayList().item(symbol: "chevron.right"))
        try stage.tap(label: "Shipping")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Ships in two days.") != nil)
        let turned = try #require(stage.displayList().items.first { if case .symbol(let s) = $0.content { s.name == "chevron.right" } else { false } })
        #expect(turned.transform != chevron.transform)
        try stage.tap(label: "Returns")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Thirty days.") != nil)
        #expect(stage.accessibilityTree().elements.contains { $0.label == "Shipping" && $0.value == "expanded" })
    }

    @Test func gaugesFillToTheirClampedFraction() {
        func fill(_ value: Double) -> CGFloat {
            let stage = Stage(size: CGSize(width: 200, height: 100)) {
                Gauge(value: value, in: 0...50) { Text("Load") }
                    .tint(.orange)
                    .frame(width: 200)
            }
            let orange = Color.orange.resolve(in: EnvironmentValues())
            let filled = stage.displayList().items.filter { item in
                if case .shape(let shape) = item.content { shape.paint.color == orange } else { false }
            }
            return filled.map(\.bounds.width).max() ?? 0
        }
        #expect(isClose(fill(25), 100, absolute: 0.5))
        #expect(isClose(fill(50), 200, absolute: 0.5))
        #expect(isClose(fill(80), 200, absolute: 0.5))
        #expect(fill(.nan) == 0)
    }

    @Test func datePickersFormatInTheStageLocaleAndScriptsSetThem() throws {
        let start = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01 00:00 UTC
        struct Alarm: View {
            let earliest: Date
            @State var date: Date
            var body: some View {
                DatePicker("Alarm", selection: $date, in: earliest..., displayedComponents: [.date, .hourAndMinute])
            }
        }
        let stage = Stage(size: CGSize(width: 390, height: 100)) { Alarm(earliest: start, date: start) }
        #expect(stage.displayList().item(text: "Jan 1, 2026") != nil)
        #expect(stage.displayList().item(text: "12:00\u{202F}AM") != nil || stage.displayList().item(text: "12:00 AM") != nil)
        try stage.setDate(start.addingTimeInterval(86_400 * 31 + 9 * 3600 + 41 * 60), label: "Alarm")
        #expect(stage.displayList().item(text: "Feb 1, 2026") != nil)
        // Clamped to the range's start.
        try stage.setDate(start.addingTimeInterval(-86_400 * 400), label: "Alarm")
        #expect(stage.displayList().item(text: "Jan 1, 2026") != nil)
    }

    @Test func colourPickersShowTheirSwatchAndDropOpacityWhenAsked() throws {
        struct Accent: View {
            @State private var color = Color.blue
            var body: some View {
                ColorPicker("Accent", selection: $color, supportsOpacity: false)
            }
        }
        let stage = Stage(size: CGSize(width: 390, height: 100)) { Accent() }
        #expect(stage.displayList().item(filledWith: .blue) != nil)
        try stage.setColor(Color.red.opacity(0.5), label: "Accent")
        #expect(stage.displayList().item(filledWith: .red) != nil)
    }

    @Test func menusOpenOnATapAndCloseAfterAnAction() throws {
        struct Sorter: View {
            @State private var order = "Newest"
            var body: some View {
                VStack {
                    Menu("Sort") {
                        Button("Newest") { order = "Newest" }
                        Button("Oldest") { order = "Oldest" }
                    }
                    Text("order: \(order)")
                }
            }
        }
        let stage = Stage(size: CGSize(width: 390, height: 400)) { Sorter() }
        #expect(stage.displayList().item(text: "Oldest") == nil)
        try stage.tap(label: "Sort")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "Oldest") != nil)
        try stage.tap(label: "Oldest")
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "order: Oldest") != nil)
        #expect(stage.displayList().item(text: "Newest") == nil)
    }

    @Test func placeholderRedactionDrawsBlocksWhereTextWasAndUnredactedKeepsText() {
        let stage = Stage(size: CGSize(width: 300, height: 200)) {
            VStack {
                Text("Headline of the day")
                Text("Always shown").unredacted()
                Image(systemName: "star.fill")
            }
            .redacted(reason: .placeholder)
        }
        let list = stage.displayList()
        #expect(list.item(text: "Headline of the day") == nil)
        #expect(list.item(text: "Always shown") != nil)
        #expect(list.item(symbol: "star.fill") == nil)
        #expect(list.shapes.count >= 2)
    }

    @Test func unavailableViewsAndGroupBoxesDrawTheirParts() {
        let stage = Stage(size: CGSize(width: 390, height: 600)) {
            VStack {
                GroupBox("Today") { Text("3 rings closed") }
                ContentUnavailableView("No Favourites", systemImage: "heart", description: Text("Tap a heart to keep it here."))
                ContentUnavailableView.search(text: "kiwi")
            }
        }
        let list = stage.displayList()
        for text in ["Today", "3 rings closed", "No Favourites", "Tap a heart to keep it here.", "No Results for “kiwi”"] {
            #expect(list.item(text: text) != nil, "\(text)")
        }
        #expect(list.item(symbol: "heart") != nil)
    }

    private struct Carousel: View {
        @State private var current: Int?
        var body: some View {
            VStack {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<5, id: \.self) { index in
                            Color.blue.frame(width: 200, height: 100).id(index)
                        }
                    }
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $current)
                .frame(width: 200, height: 100)
                Text("card \(current.map(String.init) ?? "none")")
                Button("Last") { current = 4 }
            }
        }
    }

    @Test func scrollPositionReportsTheFirstCardAndScrollsToTheOneSet() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { Carousel() }
        _ = stage.displayList()
        try stage.scroll(by: CGSize(width: 230, height: 0))
        // Paging rests on the nearest page: 230 → 200.
        #expect(stage.scrollOffset()?.x == 200)
        #expect(stage.displayList().item(text: "card 1") != nil)
        try stage.tap(label: "Last")
        #expect(stage.scrollOffset()?.x == 800)
        #expect(stage.displayList().item(text: "card 4") != nil)
    }

    @Test func disabledScrollViewsRefuseStageScrolls() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) {
            ScrollView {
                VStack { ForEach(0..<10) { Text("row \($0)").frame(height: 40) } }
            }
            .scrollDisabled(true)
        }
        #expect(throws: StageError.self) { try stage.scroll(by: CGSize(width: 0, height: 100)) }
        #expect(stage.scrollOffset()?.y == 0)
    }

    @Test func aDefaultBottomAnchorStartsAtTheEndAndMarginsInsetTheContent() {
        let stage = Stage(size: CGSize(width: 200, height: 100)) {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<10) { Text("row \($0)").frame(height: 40) } }
            }
            .defaultScrollAnchor(.bottom)
            .contentMargins(.vertical, 20)
        }
        _ = stage.displayList()
        // 10 × 40 + 2 × 20 margins − 100 visible.
        #expect(stage.scrollOffset()?.y == 340)
    }

    @Test func popoversPresentAsSheetsInACompactWidthAndSplitViewsCollapse() throws {
        struct Screen: View {
            @State private var showsInfo = false
            var body: some View {
                NavigationSplitView {
                    Button("Info") { showsInfo = true }
                        .popover(isPresented: $showsInfo) { Text("About this app") }
                } detail: {
                    Text("Detail column")
                }
            }
        }
        let compact = Stage(size: CGSize(width: 390, height: 700)) { Screen() }
        #expect(compact.displayList().item(text: "Detail column") == nil)
        try compact.tap(label: "Info")
        compact.advance(by: 1)
        #expect(compact.displayList().item(text: "About this app") != nil)

        var regular = EnvironmentValues()
        regular.horizontalSizeClass = .regular
        let wide = Stage(size: CGSize(width: 1024, height: 700), environment: regular) { Screen() }
        #expect(wide.displayList().item(text: "Detail column") != nil)
        #expect(wide.displayList().item(text: "Info") != nil)
    }
}

