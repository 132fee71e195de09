#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// App-file patterns: a theme of dynamic UIColors (light and dark variants chosen by the colour
// scheme), an editor that registers its changes with the environment's undo manager, and a paged
// carousel that flashes its scroll indicators.

private enum Palette {
    static let card = Color(uiColor: UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
            : UIColor(red: 0.9, green: 0.8, blue: 0.7, alpha: 1)
    })
}

private struct ThemedCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Palette.card)
            .frame(width: 100, height: 60)
    }
}

private final class Counter {
    var value = 0
}

private struct TallyEditor: View {
    @Environment(\.undoManager) private var undoManager
    @State private var counter = Counter()
    @State private var shown = 0
    @State private var undoTitle = ""

    var body: some View {
        VStack {
            Text("Tally \(shown)")
            Text("Menu: \(undoTitle)")
            Button("Add") { set(counter.value + 1) }
            Button("Undo") {
                undoManager?.undo()
                refresh()
            }
            .disabled(!(undoManager?.canUndo ?? false))
            Button("Redo") {
                undoManager?.redo()
                refresh()
            }
        }
    }

    private func set(_ value: Int) {
        let old = counter.value
        counter.value = value
        undoManager?.registerUndo(withTarget: counter) { _ in self.set(old) }
        undoManager?.setActionName("Add")
        refresh()
    }

    private func refresh() {
        shown = counter.value
        undoTitle = undoManager?.undoMenuItemTitle ?? "none"
    }
}

private struct FlashingCarousel: View {
    @State private var page = 0
    var body: some View {
        ScrollView(.horizontal) {
            HStack { ForEach(0..<3) { Text("Page \($0)").frame(width: 300) } }
        }
        .scrollTargetBehavior(.paging)
        .scrollIndicatorsFlash(trigger: page)
        .scrollIndicatorsFlash(onAppear: true)
    }
}

@MainActor
@Suite struct UndoAndDynamicColorAppCompatibilityTests {
    @Test func dynamicUIColorFollowsTheColorScheme() throws {
        let light = Stage(size: CGSize(width: 200, height: 100)) { ThemedCard() }
        #expect(light.displayList().item(tinted: Color(red: 0.9, green: 0.8, blue: 0.7)) != nil)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let night = Stage(size: CGSize(width: 200, height: 100), environment: dark) { ThemedCard() }
        #expect(night.displayList().item(tinted: Color(red: 0.1, green: 0.2, blue: 0.3)) != nil)
        #expect(night.displayList().item(tinted: Color(red: 0.9, green: 0.8, blue: 0.7)) == nil)

        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor.black)
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor.white)
    }

    @Test func theStagesUndoManagerUndoesAndRedoesRegisteredChanges() throws {
        let stage = Stage(size: CGSize(width: 390, height: 400)) { TallyEditor() }
        try stage.tap(label: "Add")
        try stage.tap(label: "Add")
        #expect(stage.displayList().item(text: "Tally 2") != nil)
        #expect(stage.displayList().item(text: "Menu: Undo Add") != nil)
        try stage.tap(label: "Undo")
        #expect(stage.displayList().item(text: "Tally 1") != nil)
        try stage.tap(label: "Undo")
        #expect(stage.displayList().item(text: "Tally 0") != nil)
        #expect(stage.displayList().item(text: "Menu: Undo") != nil)
        try stage.tap(label: "Redo")
        #expect(stage.displayList().item(text: "Tally 1") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func undoGroupsAndRegistrationSwitches() {
        let manager = UndoManager()
        final class Box { var items: [String] = [] }
        let box = Box()
        func add(_ item: String) {
            box.items.append(item)
            manager.registerUndo(withTarget: box) { $0.items.removeLast() }
        }
        manager.beginUndoGrouping()
        add("a")
        add("b")
        manager.endUndoGrouping()
        manager.setActionName("Add Two")
        #expect(manager.undoMenuItemTitle == "Undo Add Two")
        manager.disableUndoRegistration()
        add("c")
        manager.enableUndoRegistration()
        manager.undo()
        // One undo runs both of the group's actions (each removes the last item); the change made
        // while registration was off registered nothing.
        #expect(box.items == ["a"])
        #expect(!manager.canUndo)
        #expect(!manager.canRedo, "the group's actions registered nothing while undoing")
        manager.removeAllActions()
        #expect(!manager.canUndo && !manager.canRedo)
    }

    @Test func flashingIndicatorsLeaveTheCarouselAsItIs() {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { FlashingCarousel() }
        #expect(stage.displayList().item(text: "Page 0") != nil)
    }
}
