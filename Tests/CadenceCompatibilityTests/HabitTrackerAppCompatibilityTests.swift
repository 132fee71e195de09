#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A habit tracker: an @Observable store passed through the environment, @AppStorage for the
// daily goal, swipe actions, a sheet with a form, ContentUnavailableView and numeric transitions.

@Observable
private final class HabitStore {
    var habits: [Habit] = []

    func add(_ name: String, color: Color) {
        habits.append(Habit(name: name, color: color))
    }

    func toggleToday(_ habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].completions += 1
    }

    func delete(at offsets: IndexSet) {
        habits.remove(atOffsets: offsets)
    }
}

private struct Habit: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var color: Color
    var completions = 0
}

private struct HabitRow: View {
    let habit: Habit
    @AppStorage("dailyGoal") private var dailyGoal = 3

    var body: some View {
        HStack {
            Circle()
                .fill(habit.color)
                .frame(width: 12, height: 12)
            Text(habit.name)
                .font(.headline)
            Spacer()
            Text("\(habit.completions)/\(dailyGoal)")
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(habit.completions >= dailyGoal ? .green : .secondary)
                .contentTransition(.numericText(value: Double(habit.completions)))
        }
        .padding(.vertical, 4)
    }
}

private struct NewHabitSheet: View {
    @Environment(HabitStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var color = Color.orange

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                ColorPicker("Color", selection: $color, supportsOpacity: false)
            }
            .navigationTitle("New Habit")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        store.add(name, color: color)
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
        .presentationDetents([.medium])
    }
}

private struct HabitListView: View {
    @Environment(HabitStore.self) private var store
    @AppStorage("dailyGoal") private var dailyGoal = 3
    @State private var showingNew = false
    @State private var celebrate = 0

    var body: some View {
        NavigationStack {
            Group {
                if store.habits.isEmpty {
                    ContentUnavailableView("No Habits", systemImage: "checklist", description: Text("Tap + to add your first habit."))
                } else {
                    List {
                        Section {
                            ForEach(store.habits) { habit in
                                HabitRow(habit: habit)
                                    .swipeActions(edge: .leading, allowsFullSwipe: true) {
                                        Button {
                                            store.toggleToday(habit)
                                            celebrate += 1
                                        } label: {
                                            Label("Done", systemImage: "checkmark")
                                        }
                                        .tint(.green)
                                    }
                            }
                            .onDelete(perform: store.delete)
                        } header: {
                            Text("Today")
                        }
                        Section("Goal") {
                            Stepper("Daily goal: \(dailyGoal)", value: $dailyGoal, in: 1...10)
                        }
                    }
                    .listStyle(.insetGrouped)
                }
            }
            .navigationTitle("Habits")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showingNew = true
                    } label: {
                        Image(systemName: "plus")
                    }
                    .accessibilityLabel("New Habit")
                }
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
            }
            .sheet(isPresented: $showingNew) {
                NewHabitSheet()
            }
            .sensoryFeedback(.success, trigger: celebrate)
        }
    }
}

@MainActor
@Suite(.serialized) struct HabitTrackerAppCompatibilityTests {
    @Test func addingAHabitFromTheSheetListsIt() throws {
        let store = HabitStore()
        let stage = Stage(size: CGSize(width: 390, height: 844)) {
            HabitListView().environment(store)
        }
        #expect(stage.displayList().item(text: "No Habits") != nil)
        try stage.tap(label: "New Habit")
        stage.advance(by: 1)
        try stage.setText("Read", label: "Name")
        try stage.tap(label: "Add")
        stage.advance(by: 1)
        #expect(store.habits.map(\.name) == ["Read"])
        #expect(stage.displayList().item(text: "Read") != nil)
        #expect(stage.displayList().item(text: "0/3") != nil)
        try stage.tap(label: "Increment")
        #expect(stage.displayList().item(text: "0/4") != nil, "both @AppStorage readers follow the stored value")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
