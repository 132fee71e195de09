#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// The "pick your interests" onboarding step: a flow layout (the Layout protocol with a cache and
// sizeThatFits/placeSubviews that wrap rows), capsule tags that toggle with a spring and a checkmark,
// a text field that adds a custom tag with a scale transition, a counter with numericText, and a
// Continue button enabled once three are picked.

private struct TagFlowLayout: Layout {
    var spacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize] = []
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = arrange(width: proposal.width ?? .infinity, sizes: cache.sizes)
        let height = rows.last.map { $0.y + $0.height } ?? 0
        let width = rows.map(\.width).max() ?? 0
        return CGSize(width: proposal.width ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let rows = arrange(width: bounds.width, sizes: cache.sizes)
        for row in rows {
            var x = bounds.minX
            for index in row.indices {
                let size = cache.sizes[index]
                subviews[index].place(at: CGPoint(x: x, y: bounds.minY + row.y), anchor: .topLeading, proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
        }
    }

    private struct Row {
        var indices: [Int] = []
        var y: CGFloat = 0
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func arrange(width maxWidth: CGFloat, sizes: [CGSize]) -> [Row] {
        var rows: [Row] = []
        var row = Row()
        for (index, size) in sizes.enumerated() {
            let needed = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            if needed > maxWidth, !row.indices.isEmpty {
                rows.append(row)
                row = Row(y: row.y + row.height + spacing)
            }
            row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            row.height = max(row.height, size.height)
            row.indices.append(index)
        }
        if !row.indices.isEmpty { rows.append(row) }
        return rows
    }
}

private struct TagChip: View {
    let title: String
    let isSelected: Bool
    let toggle: () -> Void

    var body: some View {
        Button(action: toggle) {
            HStack(spacing: 6) {
                if isSelected {
                    Image(systemName: "checkmark")
                        .font(.caption.bold())
                        .transition(.scale.combined(with: .opacity))
                }
                Text(title)
            }
            .font(.subheadline.weight(.medium))
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .foregroundStyle(isSelected ? .white : .primary)
            .background {
                Capsule().fill(isSelected ? Color.accentColor : Color(.secondarySystemBackground))
            }
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

private struct InterestPickerView: View {
    @State private var tags = ["Swift", "Design", "Running", "Cooking", "Photography", "Travel", "Music", "Books", "Gaming", "Hiking"]
    @State private var selected: Set<String> = []
    @State private var newTag = ""
    @FocusState private var isAdding: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("What are you into?")
                .font(.largeTitle.bold())
            HStack {
                Text("Pick at least 3")
                    .foregroundStyle(.secondary)
                Spacer()
                Text("\(selected.count) selected")
                    .contentTransition(.numericText(value: Double(selected.count)))
                    .monospacedDigit()
            }
            ScrollView {
                TagFlowLayout(spacing: 10) {
                    ForEach(tags, id: \.self) { tag in
                        TagChip(title: tag, isSelected: selected.contains(tag)) {
                            withAnimation(.spring(duration: 0.3, bounce: 0.4)) {
                                if selected.contains(tag) {
                                    selected.remove(tag)
                                } else {
                                    selected.insert(tag)
                                }
                            }
                        }
                        .transition(.scale(scale: 0.5).combined(with: .opacity))
                    }
                }
                .padding(.vertical, 4)
            }
            HStack {
                TextField("Add your own", text: $newTag)
                    .textFieldStyle(.roundedBorder)
                    .focused($isAdding)
                    .onSubmit(addTag)
                Button("Add", action: addTag)
                    .disabled(newTag.trimmingCharacters(in: .whitespaces).isEmpty)
            }
            Button {
            } label: {
                Text("Continue")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(selected.count < 3)
        }
        .padding()
    }

    private func addTag() {
        let tag = newTag.trimmingCharacters(in: .whitespaces)
        guard !tag.isEmpty, !tags.contains(tag) else { return }
        withAnimation(.spring(duration: 0.4, bounce: 0.3)) {
            tags.insert(tag, at: 0)
            selected.insert(tag)
        }
        newTag = ""
    }
}

@MainActor
@Suite struct InterestTagsFlowLayoutAppCompatibilityTests {
    @Test func tagsWrapIntoRowsThatFitTheWidth() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { InterestPickerView() }
        let list = stage.displayList()
        let titles = ["Swift", "Design", "Running", "Cooking", "Photography", "Travel", "Music", "Books", "Gaming", "Hiking"]
        let frames = try titles.map { try #require(list.item(text: $0)).bounds }
        let rows = Set(frames.map { Int($0.midY.rounded()) })
        #expect(rows.count >= 3, "ten tags wrap onto several rows: \(rows.sorted())")
        for frame in frames {
            #expect(frame.minX >= 16 && frame.maxX <= 374, "\(frame) stays inside the padding")
        }
        #expect(frames[0].minY < frames[9].minY, "in reading order")
        #expect(frames[1].minX > frames[0].maxX, "the second tag follows the first on its row")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func selectingTagsShowsChecksCountsAndEnablesContinue() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { InterestPickerView() }
        let before = try #require(stage.displayList().item(text: "Design")).bounds
        try stage.tap(label: "Design")
        stage.advance(by: 0.05)
        #expect(stage.displayList().item(symbol: "checkmark") != nil, "the checkmark scales in")
        stage.advance(by: 1)
        let after = try #require(stage.displayList().item(text: "Design")).bounds
        #expect(after.minX > before.minX + 5, "the label moves over for the checkmark")
        #expect(stage.displayList().item(text: "1 selected") != nil)
        #expect(stage.accessibilityTree().element(label: "Checkmark, Design")?.traits.contains(.isSelected) == true)
        #expect(throws: StageError.self) { try stage.tap(label: "Continue") }
        try stage.tap(label: "Music")
        try stage.tap(label: "Books")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "3 selected") != nil)
        try stage.tap(label: "Continue")
        try stage.tap(label: "Design")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "2 selected") != nil)
        #expect(stage.displayList().symbols.filter { $0.name == "checkmark" }.count == 2)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func addingACustomTagInsertsItFirstAndPushesTheOthersAlong() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { InterestPickerView() }
        let swift = try #require(stage.displayList().item(text: "Swift")).bounds
        #expect(throws: StageError.self) { try stage.tap(label: "Add") }
        try stage.setText("Gardening", label: "Add your own")
        try stage.submit(label: "Add your own")
        stage.advance(by: 0.08)
        let growing = try #require(stage.displayList().item(text: "Gardening"))
        #expect(growing.transform.uniformScale < 0.99, "the new tag scales in")
        stage.advance(by: 1.5)
        let list = stage.displayList()
        let gardening = try #require(list.item(text: "Gardening")).bounds
        let moved = try #require(list.item(text: "Swift")).bounds
        #expect(gardening.minX < moved.minX || gardening.minY < moved.minY, "the new tag comes first")
        #expect(moved != swift, "the others moved along")
        #expect(list.item(text: "1 selected") != nil, "a tag you add is selected")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
