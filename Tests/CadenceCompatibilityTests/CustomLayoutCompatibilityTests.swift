#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Two layouts app code writes with the Layout protocol (iOS 16): a flow layout that wraps tag chips
// onto new lines, and an adaptive toolbar that switches between a row and a column with AnyLayout.

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize] = []
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    private func rows(maxWidth: CGFloat, sizes: [CGSize]) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var x: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            if x + size.width > maxWidth, !rows[rows.count - 1].isEmpty {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append(index)
            x += size.width + spacing
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        let lines = rows(maxWidth: maxWidth, sizes: cache.sizes)
        var height: CGFloat = 0
        var widest: CGFloat = 0
        for line in lines {
            let lineHeight = line.map { cache.sizes[$0].height }.max() ?? 0
            let lineWidth = line.map { cache.sizes[$0].width }.reduce(0, +) + spacing * CGFloat(max(0, line.count - 1))
            height += lineHeight
            widest = max(widest, lineWidth)
        }
        height += spacing * CGFloat(max(0, lines.count - 1))
        return CGSize(width: min(widest, maxWidth), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for line in rows(maxWidth: bounds.width, sizes: cache.sizes) {
            var x = bounds.minX
            let lineHeight = line.map { cache.sizes[$0].height }.max() ?? 0
            for index in line {
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(cache.sizes[index]))
                x += cache.sizes[index].width + spacing
            }
            y += lineHeight + spacing
        }
    }
}

private struct TagPicker: View {
    let tags = ["Swift", "Animation", "Keyframes", "Springs", "Layout", "Linux", "Stage"]
    @State private var selected: Set<String> = []

    var body: some View {
        FlowLayout(spacing: 6) {
            ForEach(tags, id: \.self) { tag in
                let isOn = selected.contains(tag)
                Button {
                    withAnimation(.spring(duration: 0.3)) {
                        if isOn { selected.remove(tag) } else { selected.insert(tag) }
                    }
                } label: {
                    Text(tag)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 6)
                        .background(isOn ? Color.accentColor : Color.gray.opacity(0.2), in: Capsule())
                        .scaleEffect(isOn ? 1.08 : 1)
                }
                .buttonStyle(.plain)
            }
        }
        .frame(width: 220)
    }
}

private struct AdaptiveToolbar: View {
    @State private var isCompact = false
    @State private var likes = 0

    private var layout: AnyLayout {
        isCompact ? AnyLayout(VStackLayout(alignment: .leading, spacing: 12)) : AnyLayout(HStackLayout(spacing: 20))
    }

    var body: some View {
        VStack(spacing: 30) {
            layout {
                Button {
                    likes += 1
                } label: {
                    Label("Like \(likes)", systemImage: "heart.fill")
                }
                Label("Share", systemImage: "square.and.arrow.up")
                Label("Save", systemImage: "bookmark")
            }
            .animation(.easeInOut(duration: 0.4), value: isCompact)

            Toggle("Compact", isOn: $isCompact)
                .frame(width: 200)
        }
    }
}

@Suite struct CustomLayoutCompatibilityTests {
    @Test @MainActor func tagsWrapOntoLinesAndGrowWhenSelected() async throws {
        let stage = Stage(size: CGSize(width: 320, height: 320)) { TagPicker() }
        let list = stage.displayList()
        let swift = try #require(list.item(text: "Swift")).bounds
        let stageTag = try #require(list.item(text: "Stage")).bounds
        // Seven chips do not fit in 220 points: the last one is on a later line, back at the left.
        #expect(stageTag.minY > swift.maxY)
        #expect(stageTag.minX < swift.maxX)
        for tag in ["Swift", "Animation", "Keyframes", "Springs", "Layout", "Linux", "Stage"] {
            let bounds = try #require(list.item(text: tag)).bounds
            #expect(bounds.maxX <= swift.minX + 220 + 0.5, "\(tag) stays inside the 220-point column")
        }

        let before = try #require(stage.displayList().item(text: "Springs")).bounds
        try stage.tap(label: "Springs")
        await stage.play(to: 0.1)
        let growing = try #require(stage.displayList().item(text: "Springs")).bounds
        await stage.play(to: 1)
        let grown = try #require(stage.displayList().item(text: "Springs")).bounds
        #expect(growing.width > before.width && growing.width < grown.width, "\(before.width) → \(growing.width) → \(grown.width)")
        #expect(isClose(grown.width / before.width, 1.08, absolute: 0.005))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test @MainActor func theToolbarSwitchesFromARowToAColumnAndKeepsItsState() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 400)) { AdaptiveToolbar() }
        try stage.tap(label: "Like 0")
        let row = stage.displayList()
        let like = try #require(row.item(text: "Like 1")).bounds
        let share = try #require(row.item(text: "Share")).bounds
        #expect(isClose(like.midY, share.midY, absolute: 0.5))
        #expect(share.minX > like.maxX)

        try stage.setToggle(label: "Compact", isOn: true)
        await stage.play(to: 2)
        let column = stage.displayList()
        let likeAfter = try #require(column.item(text: "Like 1"), "the like count survived the switch").bounds
        let shareAfter = try #require(column.item(text: "Share")).bounds
        let save = try #require(column.item(text: "Save")).bounds
        #expect(shareAfter.minY > likeAfter.maxY && save.minY > shareAfter.maxY)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
