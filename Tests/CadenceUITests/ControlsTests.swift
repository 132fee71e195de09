import CadenceStageTestSupport
@testable import CadenceUI
import Testing

/// Toggles, sliders, steppers, pickers and progress views on a stage: set by script, tapped, read
/// back through their bindings, their accessibility and their drawing.
@MainActor
@Suite struct ControlsTests {
    private struct Settings: View {
        @State var loops = false
        @State var speed = 0.5
        @State var count = 2
        @State var curve = "Spring"

        var body: some View {
            VStack {
                Toggle("Loop", isOn: $loops)
                Slider(value: $speed, in: 0...2, step: 0.25) { Text("Speed") }
                Stepper("Count", value: $count, in: 0...3)
                Picker("Curve", selection: $curve) {
                    Text("Linear").tag("Linear")
                    Text("Spring").tag("Spring")
                }
                .pickerStyle(.segmented)
                Text("loops \(loops ? "on" : "off") speed \(speed, specifier: "%.2f") count \(count) curve \(curve)")
            }
        }
    }

    private func summary(_ stage: Stage) -> String? {
        stage.displayList().texts.map(\.text).first { $0.hasPrefix("loops") }
    }

    @Test func aDisabledControlCannotBeSetByAScript() throws {
        struct Locked: View {
            @State var locked = true
            @State var loops = false
            @State var speed = 0.5
            @State var curve = "Spring"
            @State var name = ""

            var body: some View {
                VStack {
                    Toggle("Locked", isOn: $locked)
                    Form {
                        Toggle("Loop", isOn: $loops)
                        TextField("Name", text: $name)
                    }
                    .disabled(locked)
                    Slider(value: $speed, in: 0...2) { Text("Speed") }
                        .disabled(locked)
                    Picker("Curve", selection: $curve) {
                        Text("Linear").tag("Linear")
                        Text("Spring").tag("Spring")
                    }
                    .pickerStyle(.segmented)
                    .disabled(locked)
                    Text("loops \(loops ? "on" : "off") speed \(speed, specifier: "%.2f") curve \(curve) name \(name)")
                }
            }
        }
        let stage = Stage(size: CGSize(width: 360, height: 600)) { Locked() }
        let summary = { stage.displayList().texts.map(\.text).first { $0.hasPrefix("loops") } }
        #expect(throws: StageError.viewNotFound("Loop")) { try stage.setToggle(label: "Loop", isOn: true) }
        #expect(throws: StageError.viewNotFound("Name")) { try stage.setText("Ada", label: "Name") }
        #expect(throws: StageError.viewNotFound("Speed")) { try stage.setValue(2, label: "Speed") }
        #expect(throws: StageError.viewNotFound("Curve")) { try stage.select("Linear", label: "Curve") }
        #expect(summary() == "loops off speed 0.50 curve Spring name ")
        try stage.setToggle(label: "Locked", isOn: false)
        try stage.setToggle(label: "Loop", isOn: true)
        try stage.setText("Ada", label: "Name")
        try stage.setValue(2, label: "Speed")
        try stage.select("Linear", label: "Curve")
        #expect(summary() == "loops on speed 2.00 curve Linear name Ada")
    }

    @Test func scriptsSetEveryControlByItsTitle() throws {
        let stage = Stage(size: CGSize(width: 360, height: 400)) { Settings() }
        #expect(summary(stage) == "loops off speed 0.50 count 2 curve Spring")
        try stage.setToggle(label: "Loop", isOn: true)
        try stage.setValue(1.3, label: "Speed")      // rounded to the step
        try stage.setValue(9, label: "Count")        // clamped to the range
        try stage.select("Linear", label: "Curve")
        #expect(summary(stage) == "loops on speed 1.25 count 3 curve Linear")
        #expect(throws: StageError.self) { try stage.select("Cubic", label: "Curve") }
        #expect(stage.issues.isEmpty)
    }

    @Test func tapsToggleStepAndSelect() throws {
        let stage = Stage(size: CGSize(width: 360, height: 400)) { Settings() }
        try stage.tap(label: "Loop")
        try stage.tap(label: "Count Decrement")
        try stage.tap(label: "Count Decrement")
        try stage.tap(label: "Count Decrement")   // stays at the lower bound
        try stage.tap(label: "Linear")
        #expect(summary(stage) == "loops on speed 0.50 count 0 curve Linear")
    }

    @Test func switchKnobSlidesWithAnAnimation() throws {
        let stage = Stage(size: CGSize(width: 360, height: 400)) { Settings() }
        let knob = { () -> CGFloat in
            let knobs = stage.displayList().items.filter { item in
                if case .shape = item.content { abs(item.bounds.width - 27) < 0.5 && abs(item.bounds.height - 27) < 0.5 } else { false }
            }
            return knobs.first?.bounds.minX ?? .nan
        }
        let off = knob()
        try stage.setToggle(label: "Loop", isOn: true)
        stage.advance(by: 0.05)
        let moving = knob()
        stage.advance(by: 1)
        let on = knob()
        #expect(isClose(on - off, 20, absolute: 0.01))
        #expect(moving > off + 0.5 && moving < on - 0.5)
    }

    @Test func accessibilityReadsControlsAsIOSDoes() throws {
        let stage = Stage(size: CGSize(width: 360, height: 400)) { Settings() }
        let tree = stage.accessibilityTree()
        let toggle = try #require(tree.elements.first { $0.label == "Loop" })
        #expect(toggle.traits.contains(.isToggle))
        #expect(toggle.value == "0")
        let slider = try #require(tree.elements.first { $0.label == "Speed" })
        #expect(slider.value == "25 percent")
        let linear = try #require(tree.elements.first { $0.label == "Linear" })
        let spring = try #require(tree.elements.first { $0.label == "Spring" })
        #expect(!linear.traits.contains(.isSelected))
        #expect(spring.traits.contains(.isSelected))
    }

    @Test func progressViewsDrawTheirFraction() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            VStack {
                ProgressView(value: 0.25)
                ProgressView(value: 3, total: 2)       // clamped to 1
                ProgressView("Loading")
            }
            .frame(width: 100)
        }
        let list = stage.displayList()
        let bars = list.items.filter { if case .shape = $0.content { isClose($0.bounds.height, 4) } else { false } }
        #expect(bars.count == 4)
        #expect(isClose(bars[1].bounds.width, 25, absolute: 0.01))
        #expect(isClose(bars[3].bounds.width, 100, absolute: 0.01))
        #expect(list.item(text: "Loading") != nil)
        let values = stage.accessibilityTree().elements.compactMap(\.value)
        #expect(values.contains("25 percent") && values.contains("100 percent"))
    }

    @Test func aTimerProgressViewRunsOverItsDatesOnTheStageClock() throws {
        let start = Stage.referenceDate.addingTimeInterval(10)
        let range = start...start.addingTimeInterval(60)
        let stage = Stage(size: CGSize(width: 200, height: 200), startDate: Stage.referenceDate) {
            VStack {
                ProgressView(timerInterval: range)
                ProgressView(timerInterval: range, countsDown: false) { Text("Rest") }
                ProgressView(timerInterval: range) {
                    Text("Styled")
                } currentValueLabel: {
                    Text("custom")
                }
                .progressViewStyle(RingStyle())
            }
            .frame(width: 100)
        }
        let fills = {
            stage.displayList().items.filter { if case .shape = $0.content { isClose($0.bounds.height, 4) } else { false } }
                .enumerated().filter { $0.offset % 2 == 1 }.map(\.element.bounds.width)
        }
        // Before the range: the countdown is full, the count-up empty, each label at its start.
        stage.advance(to: 5)
        #expect(fills() == [100, 0])
        #expect(stage.displayList().texts.map(\.text).filter { $0.contains(":") } == ["1:00", "0:00"])
        #expect(stage.displayList().item(text: "Rest") != nil)
        #expect(stage.displayList().item(text: "100%") != nil, "a custom style gets the fraction")
        // Mid-way, on the update grid (17 a second for a minute: ~1000 steps).
        stage.advance(to: 40.5)
        let step = (30.5 * 17).rounded(.down) / 17
        let widths = fills()
        #expect(isClose(widths[0], 100 * (1 - step / 60), absolute: 1e-6) && isClose(widths[1], 100 * step / 60, absolute: 1e-6), "\(widths)")
        #expect(stage.displayList().texts.map(\.text).filter { $0.contains(":") } == ["0:29", "0:30"])
        #expect(stage.displayList().item(text: "49%") != nil)
        #expect(stage.nextFrameTime.map { isClose($0, (518.0 + 1) / 17 + 10, absolute: 1e-6) } == true)
        // After the range: empty and full, and no more frames are asked for.
        stage.advance(to: 75)
        #expect(fills() == [0, 100])
        #expect(stage.displayList().texts.map(\.text).filter { $0.contains(":") } == ["0:00", "1:00"])
        #expect(stage.accessibilityTree().elements.compactMap(\.value).contains("100 percent"))
        #expect(stage.nextFrameTime == nil)
    }

    private struct RingStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }

    @Test func customProgressViewStyleGetsTheFraction() {
        let stage = Stage(size: CGSize(width: 200, height: 100)) {
            ProgressView(value: 0.4).progressViewStyle(RingStyle())
        }
        #expect(stage.displayList().item(text: "40%") != nil)
    }

    private struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button { configuration.isOn.toggle() } label: {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                    configuration.label
                }
            }
        }
    }

    private struct Checklist: View {
        @State private var items = [Item(title: "Milk"), Item(title: "Eggs")]

        struct Item: Identifiable {
            let id = UUID()
            var title: String
            var done = false
        }

        var body: some View {
            VStack {
                ForEach($items) { $item in
                    Toggle(item.title, isOn: $item.done)
                }
                Text("done: \(items.filter(\.done).map(\.title).joined(separator: ","))")
            }
            .toggleStyle(CheckboxStyle())
        }
    }

    @Test func forEachOverABindingEditsTheElementsInPlace() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { Checklist() }
        #expect(stage.displayList().item(text: "done: ") != nil)
        #expect(stage.displayList().symbols.filter { $0.name == "circle" }.count == 2)
        try stage.tap(label: "Eggs")
        #expect(stage.displayList().item(text: "done: Eggs") != nil)
        #expect(stage.displayList().item(symbol: "checkmark.circle.fill") != nil)
        try stage.setToggle(label: "Milk", isOn: true)
        #expect(stage.displayList().item(text: "done: Milk,Eggs") != nil)
    }

    private struct Tagged: View {
        @State var choice: Int? = nil

        var body: some View {
            VStack {
                Picker("Size", selection: $choice) {
                    Text("Small").tag(Optional(1))
                    Text("Large").tag(Optional(2))
                }
                Text(choice.map { "chose \($0)" } ?? "none")
            }
        }
    }

    @Test func menuPickerShowsTheSelectionAndTakesOptionalTags() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { Tagged() }
        #expect(stage.displayList().item(text: "none") != nil)
        try stage.select("Large", label: "Size")
        #expect(stage.displayList().item(text: "chose 2") != nil)
        // The menu style shows the chosen option with up-down chevrons.
        #expect(stage.displayList().item(text: "Large") != nil)
        #expect(stage.displayList().item(symbol: "chevron.up.chevron.down") != nil)
    }
}
