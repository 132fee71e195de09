#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import WidgetKit
import CadenceStageTestSupport

// A habit tracker with a Home Screen widget, written as such apps are: the Today screen springs a
// habit's check mark and asks `WidgetCenter` to reload the widget; the widget extension's provider
// reads the shared app-group store; its view switches layout on `widgetFamily`, sets a
// `containerBackground(for: .widget)` and a `widgetURL`. A second widget counts down with hourly
// entries; a third loads its entry slowly, as one that fetches from the network does.

/// The app-group store the app writes and the widget extension reads.
private final class HabitGroupStore: @unchecked Sendable {
    static let shared = HabitGroupStore()
    let habits = ["Water", "Read", "Stretch"]
    private let lock = NSLock()
    private var completed: Set<String> = []

    var completedCount: Int { lock.withLock { completed.count } }

    func toggle(_ habit: String) {
        lock.withLock {
            if completed.contains(habit) { completed.remove(habit) } else { completed.insert(habit) }
        }
    }

    func reset() { lock.withLock { completed.removeAll() } }
}

private struct HabitEntry: TimelineEntry {
    let date: Date
    let done: Int
    let total: Int
}

private struct HabitProvider: TimelineProvider {
    func placeholder(in context: Context) -> HabitEntry {
        HabitEntry(date: Date(), done: 2, total: 3)
    }

    func getSnapshot(in context: Context, completion: @escaping (HabitEntry) -> Void) {
        completion(currentEntry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HabitEntry>) -> Void) {
        completion(Timeline(entries: [currentEntry()], policy: .never))
    }

    private func currentEntry() -> HabitEntry {
        let store = HabitGroupStore.shared
        return HabitEntry(date: Date(), done: store.completedCount, total: store.habits.count)
    }
}

private struct HabitWidgetView: View {
    let entry: HabitEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("\(entry.done) of \(entry.total)")
                .font(.title.bold())
            if family == .systemMedium {
                Text("Keep the streak going")
                    .font(.caption)
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) {
            Color.mint
        }
        .widgetURL(URL(string: "habits://today"))
    }
}

private struct HabitsWidget: Widget {
    let kind = "HabitsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HabitProvider()) { entry in
            HabitWidgetView(entry: entry)
        }
        .configurationDisplayName("Habits")
        .description("Today's habits at a glance.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// The same entries edge to edge, on the Lock Screen too, with a background the system may not
/// remove.
private struct EdgeToEdgeHabitsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "EdgeToEdgeHabits", provider: HabitProvider()) { entry in
            Text("\(entry.done)/\(entry.total)")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .containerBackground(Color.indigo, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryRectangular])
        .contentMarginsDisabled()
        .containerBackgroundRemovable(false)
    }
}

/// Hourly entries counting down to a launch, from a fixed start.
private struct LaunchEntry: TimelineEntry {
    let date: Date
    let hoursLeft: Int
}

private let launchDay = Date(timeIntervalSinceReferenceDate: 800_000_000)

private struct LaunchProvider: TimelineProvider {
    func placeholder(in context: Context) -> LaunchEntry { LaunchEntry(date: launchDay, hoursLeft: 3) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (LaunchEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<LaunchEntry>) -> Void) {
        let entries = (0..<3).map { hour -> LaunchEntry in
            LaunchEntry(date: launchDay.addingTimeInterval(Double(hour) * 3600), hoursLeft: 3 - hour)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

private struct LaunchCountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LaunchCountdown", provider: LaunchProvider()) { entry in
            Text("\(entry.hoursLeft) h to launch")
        }
        .configurationDisplayName("Launch")
    }
}

/// A provider that answers when its data has loaded (the test plays the network).
private final class PendingForecast: @unchecked Sendable {
    static let shared = PendingForecast()
    private let lock = NSLock()
    private var waiting: [@Sendable (Timeline<ForecastEntry>) -> Void] = []

    func wait(_ completion: @escaping @Sendable (Timeline<ForecastEntry>) -> Void) {
        lock.withLock { waiting.append(completion) }
    }

    func arrive(_ temperature: Int) {
        let handlers = lock.withLock { () -> [@Sendable (Timeline<ForecastEntry>) -> Void] in
            defer { waiting.removeAll() }
            return waiting
        }
        for handler in handlers {
            handler(Timeline(entries: [ForecastEntry(date: Date(), temperature: temperature)], policy: .after(Date().addingTimeInterval(1800))))
        }
    }
}

private struct ForecastEntry: TimelineEntry {
    let date: Date
    let temperature: Int
}

private struct ForecastProvider: TimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: Date(), temperature: 21) }
    func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ForecastEntry>) -> Void) {
        PendingForecast.shared.wait(completion)
    }
}

private struct ForecastWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Forecast", provider: ForecastProvider()) { entry in
            Text("\(entry.temperature)°")
        }
    }
}

private struct HabitWidgets: WidgetBundle {
    static var includesCountdown = true

    @WidgetBundleBuilder
    var body: some Widget {
        HabitsWidget()
        EdgeToEdgeHabitsWidget()
        if Self.includesCountdown {
            LaunchCountdownWidget()
        }
    }
}

#Preview(as: .systemMedium) {
    HabitsWidget()
} timeline: {
    HabitEntry(date: .now, done: 0, total: 3)
    HabitEntry(date: .now, done: 3, total: 3)
}

/// The app's Today screen: ticking a habit springs its check mark and reloads the widget.
private struct TodayHabitsScreen: View {
    @State private var done: Set<String> = []
    @State private var openedFrom = "launched"

    var body: some View {
        VStack(spacing: 12) {
            ForEach(HabitGroupStore.shared.habits, id: \.self) { habit in
                Button {
                    toggle(habit)
                } label: {
                    HStack {
                        Text(habit)
                        Image(systemName: done.contains(habit) ? "checkmark.circle.fill" : "circle")
                            .scaleEffect(done.contains(habit) ? 1.3 : 1)
                    }
                }
                .accessibilityLabel(habit)
            }
            Text("Opened: \(openedFrom)")
        }
        .onOpenURL { url in
            openedFrom = url.absoluteString
        }
    }

    private func toggle(_ habit: String) {
        withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
            if done.contains(habit) { done.remove(habit) } else { done.insert(habit) }
        }
        HabitGroupStore.shared.toggle(habit)
        WidgetCenter.shared.reloadTimelines(ofKind: "HabitsWidget")
    }
}

@MainActor
@Suite(.serialized) struct HabitWidgetKitAppCompatibilityTests {
    let center = WidgetCenter.shared

    private func widgetStage(_ kind: String, _ family: WidgetFamily, at date: Date = Date()) throws -> Stage {
        let view = try #require(center.widgetView(ofKind: kind, family: family, at: date))
        return Stage(size: family.displaySize) { view }
    }

    @Test func tickingAHabitReloadsTheWidgetWhichThenShowsTheNewCount() throws {
        HabitGroupStore.shared.reset()
        defer { center.removeWidgets(ofKind: "HabitsWidget") }
        #expect(center.addWidget(HabitsWidget(), family: .systemSmall))
        #expect(center.timelinesDelivered(ofKind: "HabitsWidget", family: .systemSmall) == 1)
        #expect(try widgetStage("HabitsWidget", .systemSmall).displayList().item(text: "0 of 3") != nil)

        let app = Stage(size: CGSize(width: 390, height: 500)) { TodayHabitsScreen() }
        try app.tap(label: "Read")
        app.advance(by: 0.2)
        #expect(center.reloadRequests.last == .kind("HabitsWidget"))
        #expect(center.timelinesDelivered(ofKind: "HabitsWidget", family: .systemSmall) == 2)
        let entry = try #require(center.timelineEntries(ofKind: "HabitsWidget", family: .systemSmall).first as? HabitEntry)
        #expect(entry.done == 1)
        #expect(center.reloadPolicy(ofKind: "HabitsWidget", family: .systemSmall) == .never)
        #expect(center.nextReloadDate(ofKind: "HabitsWidget", family: .systemSmall) == nil)
        let after = try widgetStage("HabitsWidget", .systemSmall).displayList()
        #expect(after.item(text: "1 of 3") != nil)
        #expect(after.item(text: "0 of 3") == nil)

        // A reload of another kind leaves the widget alone; a reload of all reaches it.
        center.reloadTimelines(ofKind: "SomethingElse")
        #expect(center.timelinesDelivered(ofKind: "HabitsWidget", family: .systemSmall) == 2)
        try app.tap(label: "Water")
        center.reloadAllTimelines()
        #expect(center.timelinesDelivered(ofKind: "HabitsWidget", family: .systemSmall) == 4)
        #expect(try widgetStage("HabitsWidget", .systemSmall).displayList().item(text: "2 of 3") != nil)
    }

    @Test func theFamilySetsTheSizeLayoutMarginsAndAFullBleedBackground() throws {
        HabitGroupStore.shared.reset()
        defer { center.removeWidgets(ofKind: "HabitsWidget") }
        #expect(center.addWidget(HabitsWidget(), family: .systemMedium))
        #expect(center.addWidget(HabitsWidget(), family: .systemLarge) == false, "large is not a supported family")
        #expect(center.addedWidgets.filter { $0.kind == "HabitsWidget" }.map(\.family) == [.systemMedium])

        let list = try widgetStage("HabitsWidget", .systemMedium).displayList()
        #expect(list.item(text: "Keep the streak going") != nil, "the medium layout adds a line")
        let count = try #require(list.item(text: "0 of 3"))
        #expect(isClose(count.bounds.minX, 16, absolute: 0.5))
        #expect(isClose(count.bounds.minY, 16, absolute: 0.5))
        // The container background fills the whole widget, behind the margins.
        let background = try #require(list.item(filledWith: .mint))
        #expect(isClose(background.bounds, CGRect(x: 0, y: 0, width: 338, height: 158), absolute: 0.5))

        // Smaller: the small layout has no second line.
        center.addWidget(HabitsWidget(), family: .systemSmall)
        let small = try widgetStage("HabitsWidget", .systemSmall).displayList()
        #expect(small.item(text: "Keep the streak going") == nil)
        #expect(isClose(try #require(small.item(filledWith: .mint)).bounds.width, 158, absolute: 0.5))
    }

    @Test func withoutMarginsTheContentReachesTheEdgesAndAFixedBackgroundStays() throws {
        HabitGroupStore.shared.reset()
        defer { center.removeWidgets(ofKind: "EdgeToEdgeHabits") }
        #expect(center.addWidget(EdgeToEdgeHabitsWidget(), family: .accessoryRectangular))
        let stage = try widgetStage("EdgeToEdgeHabits", .accessoryRectangular)
        let text = try #require(stage.displayList().item(text: "0/3"))
        #expect(isClose(text.bounds.minX, 0, absolute: 0.5))
        #expect(isClose(text.bounds.minY, 0, absolute: 0.5))
        // Where the system hides removable backgrounds, this one stays.
        stage.updateEnvironment { $0.showsWidgetContainerBackground = false }
        #expect(stage.displayList().item(filledWith: .indigo) != nil)

        // The habits widget's background is removable: it goes.
        center.addWidget(HabitsWidget(), family: .systemSmall)
        defer { center.removeWidgets(ofKind: "HabitsWidget") }
        let removable = try widgetStage("HabitsWidget", .systemSmall)
        #expect(removable.displayList().item(filledWith: .mint) != nil)
        removable.updateEnvironment { $0.showsWidgetContainerBackground = false }
        #expect(removable.displayList().item(filledWith: .mint) == nil)
        #expect(removable.displayList().item(text: "0 of 3") != nil)
    }

    @Test func entriesShowFromTheirDatesAndTheEndOfTheTimelineAsksForMore() throws {
        defer { center.removeWidgets(ofKind: "LaunchCountdown") }
        #expect(center.addWidget(LaunchCountdownWidget()), "a widget supports the Home Screen families by default")
        let entries = center.timelineEntries(ofKind: "LaunchCountdown", family: .systemSmall)
        #expect(entries.count == 3)
        #expect(center.reloadPolicy(ofKind: "LaunchCountdown", family: .systemSmall) == .atEnd)
        #expect(center.nextReloadDate(ofKind: "LaunchCountdown", family: .systemSmall) == launchDay.addingTimeInterval(7200))

        let before = try widgetStage("LaunchCountdown", .systemSmall, at: launchDay.addingTimeInterval(-60))
        #expect(before.displayList().item(text: "3 h to launch") != nil, "before the first date the first entry shows")
        let midway = try widgetStage("LaunchCountdown", .systemSmall, at: launchDay.addingTimeInterval(1.5 * 3600))
        #expect(midway.displayList().item(text: "2 h to launch") != nil)
        let late = try widgetStage("LaunchCountdown", .systemSmall, at: launchDay.addingTimeInterval(10 * 3600))
        #expect(late.displayList().item(text: "1 h to launch") != nil)

        let later = launchDay.addingTimeInterval(86_400)
        #expect(TimelineReloadPolicy.after(later).reloadDate(for: entries.compactMap { $0 as? LaunchEntry }) == later)
        #expect(TimelineReloadPolicy.never.reloadDate(for: [LaunchEntry(date: later, hoursLeft: 0)]) == nil)
        #expect(TimelineReloadPolicy.atEnd.reloadDate(for: [LaunchEntry]()) == nil)
    }

    @Test func aSlowProviderShowsItsRedactedPlaceholderUntilItsTimelineArrives() throws {
        defer { center.removeWidgets(ofKind: "Forecast") }
        center.addWidget(ForecastWidget(), family: .systemSmall)
        #expect(center.timelinesDelivered(ofKind: "Forecast", family: .systemSmall) == 0)
        let waiting = try widgetStage("Forecast", .systemSmall).displayList()
        #expect(waiting.item(text: "21°") == nil, "the placeholder entry is redacted")
        #expect(!waiting.items.isEmpty, "its redacted shape still draws")

        PendingForecast.shared.arrive(17)
        #expect(center.timelinesDelivered(ofKind: "Forecast", family: .systemSmall) == 1)
        #expect(try widgetStage("Forecast", .systemSmall).displayList().item(text: "17°") != nil)
        let reload = try #require(center.nextReloadDate(ofKind: "Forecast", family: .systemSmall))
        #expect(reload > Date())
    }

    @Test func aTapOnTheWidgetOpensTheAppAtItsURL() async throws {
        HabitGroupStore.shared.reset()
        defer { center.removeWidgets(ofKind: "HabitsWidget") }
        center.addWidget(HabitsWidget(), family: .systemSmall)
        #expect(center.widgetURL(ofKind: "HabitsWidget", family: .systemSmall) == nil, "known once the widget is drawn")
        _ = try widgetStage("HabitsWidget", .systemSmall).displayList()
        let url = try #require(center.widgetURL(ofKind: "HabitsWidget", family: .systemSmall))
        #expect(url == URL(string: "habits://today"))

        let app = Stage(size: CGSize(width: 390, height: 500)) { TodayHabitsScreen() }
        #expect(app.deliver(url))
        #expect(app.displayList().item(text: "Opened: habits://today") != nil)

        let configurations = try await center.currentConfigurations()
        #expect(configurations.contains { $0.kind == "HabitsWidget" && $0.family == .systemSmall })
    }

    @Test func aBundleListsItsWidgetsAndAnIfLeavesOneOut() {
        HabitWidgets.includesCountdown = true
        #expect(HabitWidgets().widgets.count == 3)
        HabitWidgets.includesCountdown = false
        defer { HabitWidgets.includesCountdown = true }
        let widgets = HabitWidgets().widgets
        #expect(widgets.count == 2)
        #expect(widgets.first is HabitsWidget)
        #expect(widgets.last is EdgeToEdgeHabitsWidget)
    }

    @Test func outsideAWidgetAContainerBackgroundDrawsBehindItsViewAndAccentsFollowTheMode() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) {
            Text("7 day streak")
                .widgetAccentable()
                .padding(10)
                .containerBackground(for: .widget) { Color.orange }
        }
        let list = stage.displayList()
        let text = try #require(list.item(text: "7 day streak"))
        let background = try #require(list.item(filledWith: .orange))
        #expect(isClose(background.bounds.minX, text.bounds.minX - 10, absolute: 0.5))
        #expect(isClose(background.bounds.width, text.bounds.width + 20, absolute: 0.5))
        guard case .text(let plain) = text.content else { Issue.record("not text"); return }
        #expect(plain.color != Color.accentColor.resolve(in: EnvironmentValues()))

        stage.updateEnvironment { $0.widgetRenderingMode = .accented }
        let accented = try #require(stage.displayList().item(text: "7 day streak"))
        guard case .text(let tinted) = accented.content else { Issue.record("not text"); return }
        #expect(tinted.color == Color.accentColor.resolve(in: EnvironmentValues()))
    }
}
