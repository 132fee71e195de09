#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A health app's chart that VoiceOver reads bar by bar (`accessibilityChildren`), a code snippet
// read as source code (`accessibilityTextContentType`), a list row linked to its detail pane
// (`accessibilityLinkedGroup`), and an alarms screen with one toggle for all of them
// (`Toggle(sources:isOn:)`, mixed when only some are on).

private struct StepDay: Identifiable {
    let id: String
    let steps: Int
}

private struct StepsChart: View {
    let days: [StepDay]
    let contains: Bool

    var body: some View {
        let bars = HStack(alignment: .bottom, spacing: 4) {
            ForEach(days) { day in
                Rectangle().fill(.green).frame(width: 30, height: CGFloat(day.steps) / 100)
            }
        }
        .frame(height: 120)
        if contains {
            bars
                .accessibilityElement(children: .contain)
                .accessibilityLabel("Steps this week")
                .accessibilityChildren {
                    HStack(spacing: 4) {
                        ForEach(days) { day in
                            Rectangle()
                                .frame(width: 30)
                                .accessibilityLabel(day.id)
                                .accessibilityValue("\(day.steps) steps")
                        }
                    }
                }
        } else {
            VStack {
                Text("Mon–Wed")
                Text("25000 steps")
                bars
            }
            .accessibilityChildren {
                ForEach(days) { day in Text("\(day.id): \(day.steps)") }
            }
        }
    }
}

private struct Snippet: View {
    var body: some View {
        VStack {
            Text("let total = steps.reduce(0, +)").accessibilityTextContentType(.sourceCode)
            Text("Tap to copy")
        }
    }
}

private struct LinkedPanes: View {
    @Namespace private var links

    var body: some View {
        HStack {
            Text("Morning run").accessibilityLinkedGroup(id: "run", in: links)
            Text("Evening walk").accessibilityLinkedGroup(id: "walk", in: links)
            VStack {
                Text("Morning run, 5 km").accessibilityLinkedGroup(id: "run", in: links)
                Text("Pace 5:30")
            }
        }
    }
}

private struct Alarm: Identifiable {
    let id: Int
    var name: String
    var isOn: Bool
}

private struct MixedCheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isMixed ? "minus.square" : configuration.isOn ? "checkmark.square" : "square")
                .accessibilityHidden(true)
            configuration.label
        }
    }
}

private struct AlarmsScreen: View {
    @State var alarms = [Alarm(id: 0, name: "Wake up", isOn: true), Alarm(id: 1, name: "Stretch", isOn: false), Alarm(id: 2, name: "Sleep", isOn: true)]

    var body: some View {
        VStack {
            Toggle(sources: $alarms, isOn: \.isOn) { Text("All alarms") }
                .toggleStyle(MixedCheckboxStyle())
            ForEach($alarms) { $alarm in
                Toggle(alarm.name, isOn: $alarm.isOn)
            }
        }
    }
}

private struct TickedGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            HStack { configuration.markedValueLabels }
        }
    }
}

private struct StepsGoal: View {
    var styled: Bool

    var body: some View {
        let gauge = Gauge(value: 7000, in: 0...10000) {
            Text("Daily goal")
        } currentValueLabel: {
            Text("7000")
        } markedValueLabels: {
            Text("5k").tag(5000)
            Text("10k").tag(10000)
        }
        if styled {
            gauge.gaugeStyle(TickedGaugeStyle())
        } else {
            gauge
        }
    }
}

@MainActor
@Suite struct StepsChartAlarmsAccessibilityAppCompatibilityTests {
    private let week = [StepDay(id: "Mon", steps: 8000), StepDay(id: "Tue", steps: 11000), StepDay(id: "Wed", steps: 6000)]

    @Test func aChartContainerReadsItsSyntheticBars() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { StepsChart(days: week, contains: true) }
        let chart = try #require(stage.accessibilityTree().element(label: "Steps this week"))
        #expect(chart.children.map(\.label) == ["Mon", "Tue", "Wed"])
        #expect(chart.children.map(\.value) == ["8000 steps", "11000 steps", "6000 steps"])
        // Laid out in the chart's frame, left to right, as the bars are.
        for bar in chart.children { #expect(chart.frame.insetBy(dx: -0.5, dy: -0.5).contains(bar.frame)) }
        #expect(chart.children[0].frame.minX < chart.children[1].frame.minX)
    }

    @Test func syntheticChildrenAreNeverDrawnVisibly() {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { StepsChart(days: week, contains: false) }
        let tree = stage.accessibilityTree()
        // Two texts are no one element: an unlabelled container holds the synthetic ones instead.
        #expect(tree.element(label: "Mon–Wed") == nil && tree.element(label: "25000 steps") == nil)
        let container = tree.elements.first { $0.children.map(\.label) == ["Mon: 8000", "Tue: 11000", "Wed: 6000"] }
        #expect(container?.label == "")
        if let drawn = stage.displayList().item(text: "Mon: 8000") {
            guard case .text(let text) = drawn.content else { Issue.record("not a text"); return }
            #expect(text.color.opacity == 0, "laid out for its frame, drawn transparent")
        }
        #expect(stage.displayList().item(text: "Mon–Wed") != nil, "the view itself is drawn as before")
    }

    @Test func aCodeSnippetIsReadAsSourceCode() {
        let tree = Stage(size: CGSize(width: 320, height: 120)) { Snippet() }.accessibilityTree()
        #expect(tree.element(label: "let total = steps.reduce(0, +)")?.textContentType == .sourceCode)
        #expect(tree.element(label: "Tap to copy")?.textContentType == nil)
    }

    @Test func linkedElementsFindEachOther() throws {
        let tree = Stage(size: CGSize(width: 500, height: 200)) { LinkedPanes() }.accessibilityTree()
        let row = try #require(tree.element(label: "Morning run"))
        #expect(tree.linkedElements(to: row).map(\.label) == ["Morning run", "Morning run, 5 km"])
        let walk = try #require(tree.element(label: "Evening walk"))
        #expect(tree.linkedElements(to: walk).map(\.label) == ["Evening walk"])
        let pace = try #require(tree.element(label: "Pace 5:30"))
        #expect(tree.linkedElements(to: pace).isEmpty)
    }

    @Test func oneToggleTurnsEveryAlarmOnOrOff() throws {
        let stage = Stage(size: CGSize(width: 320, height: 400)) { AlarmsScreen() }
        #expect(stage.displayList().item(symbol: "minus.square") != nil, "two of three on: mixed")
        #expect(stage.accessibilityTree().element(label: "All alarms")?.value == "mixed")
        try stage.tap(label: "All alarms")
        #expect(stage.displayList().item(symbol: "checkmark.square") != nil)
        #expect(stage.accessibilityTree().element(label: "Stretch")?.value == "1")
        try stage.setToggle(label: "Stretch", isOn: false)
        #expect(stage.displayList().item(symbol: "minus.square") != nil)
        try stage.tap(label: "All alarms")
        try stage.tap(label: "All alarms")
        #expect(stage.displayList().item(symbol: "square") != nil)
        #expect(stage.accessibilityTree().element(label: "Wake up")?.value == "0")
        #expect(stage.accessibilityTree().element(label: "All alarms")?.value == "0")
    }

    @Test func aCustomGaugeStyleDrawsTheMarkedValueLabels() {
        let styled = Stage(size: CGSize(width: 300, height: 200)) { StepsGoal(styled: true) }.displayList()
        #expect(styled.item(text: "5k") != nil && styled.item(text: "10k") != nil)
        #expect(styled.item(text: "Daily goal") != nil)
        let plain = Stage(size: CGSize(width: 300, height: 200)) { StepsGoal(styled: false) }.displayList()
        #expect(plain.item(text: "Daily goal") != nil)
        #expect(plain.item(text: "5k") == nil, "the built-in linear style, as iOS's, draws no marks")
    }
}
