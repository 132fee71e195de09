#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// The "WeSplit" check splitter from 100 Days of SwiftUI, as people extend it: a Form with a
// currency TextField(value:format:) and a decimal-pad keyboard, a Picker for the number of people,
// a segmented tip Picker, a custom-tip Slider revealed by a Toggle, sections whose totals animate
// with numericText, a red total when there is no tip, and @FocusState with a keyboard toolbar Done
// button.

private struct SplitterView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @State private var usesCustomTip = false
    @State private var customTip = 12.0
    @FocusState private var amountIsFocused: Bool

    private let tipPercentages = [10, 15, 20, 25, 0]
    private let currency = FloatingPointFormatStyle<Double>.Currency(code: "USD")

    private var tip: Double { usesCustomTip ? customTip.rounded() : Double(tipPercentage) }
    private var grandTotal: Double { checkAmount * (1 + tip / 100) }
    private var totalPerPerson: Double { grandTotal / Double(numberOfPeople) }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: currency)
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)
                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<11) {
                            Text("\($0) people")
                        }
                    }
                }
                Section("How much do you want to tip?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                    .disabled(usesCustomTip)
                    Toggle("Custom tip", isOn: $usesCustomTip.animation(.easeInOut))
                    if usesCustomTip {
                        Slider(value: $customTip, in: 0...40, step: 1) {
                            Text("Custom tip")
                        } minimumValueLabel: {
                            Text("0%")
                        } maximumValueLabel: {
                            Text("40%")
                        }
                        .transition(.opacity.combined(with: .move(edge: .top)))
                    }
                }
                Section("Total amount") {
                    Text(grandTotal, format: currency)
                        .foregroundStyle(tip == 0 ? .red : .primary)
                        .contentTransition(.numericText(value: grandTotal))
                        .animation(.snappy, value: grandTotal)
                }
                Section("Amount per person") {
                    Text(totalPerPerson, format: currency)
                        .font(.title.bold())
                        .contentTransition(.numericText(value: totalPerPerson))
                        .animation(.snappy, value: totalPerPerson)
                }
            }
            .navigationTitle("WeSplit")
            .toolbar {
                if amountIsFocused {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") { amountIsFocused = false }
                    }
                }
            }
        }
    }
}

@MainActor
@Suite struct BillSplitterAppCompatibilityTests {
    @Test func enteringTheCheckSplitsItWithTheTip() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { SplitterView() }
        #expect(stage.displayList().item(text: "$0.00") != nil)
        try stage.setText("120", label: "Amount")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "$144.00") != nil, "\(stage.displayList().texts.map(\.text))")
        #expect(stage.displayList().item(text: "$72.00") != nil, "two people by default")
        try stage.select("4 people", label: "Number of people")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "$36.00") != nil)
        try stage.select("10%", label: "Tip percentage")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "$132.00") != nil)
        #expect(stage.displayList().item(text: "$33.00") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func noTipTurnsTheTotalRedAndACustomTipSlidesIn() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { SplitterView() }
        try stage.setText("80", label: "Amount")
        try stage.select("0%", label: "Tip percentage")
        stage.advance(by: 1)
        let total = try #require(stage.displayList().texts.first { $0.text == "$80.00" })
        #expect(total.color == Color.red.resolve(in: EnvironmentValues()))
        #expect(stage.displayList().item(text: "40%") == nil)
        try stage.setToggle(label: "Custom tip", isOn: true)
        stage.advance(by: 0.1)
        let appearing = try #require(stage.displayList().texts.first { $0.text == "40%" })
        #expect(appearing.color.opacity < 0.99, "the slider fades in")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "$89.60") != nil, "the custom 12% applies")
        try stage.setValue(25, label: "Custom tip")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "$100.00") != nil)
        #expect(stage.displayList().item(text: "$50.00") != nil)
        #expect(throws: StageError.self) { try stage.select("15%", label: "Tip percentage") }
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
