import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// The `Layout` protocol: user layouts size and place their subviews through proxies, read layout
/// values and priorities, keep a cache, answer explicit guides and animate their `animatableData`;
/// the built-in layouts match their views; `AnyLayout` switches layouts keeping the subviews' state.
@MainActor
@Suite struct CustomLayoutTests {
    /// Subviews in a row, each `gap` points after the previous one, bottoms aligned.
    private struct BottomRow: Layout {
        var gap: CGFloat = 10

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let width = sizes.reduce(0) { $0 + $1.width } + gap * CGFloat(max(0, sizes.count - 1))
            return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: x, y: bounds.maxY), anchor: .bottomLeading, proposal: .unspecified)
                x += size.width + gap
            }
        }
    }

    @Test func aUserLayoutSizesAndPlacesItsSubviews() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) {
            BottomRow(gap: 10) {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 20, height: 60)
            }
        }
        let list = stage.displayList()
        let red = try #require(list.item(filledWith: .red)).bounds
        let blue = try #require(list.item(filledWith: .blue)).bounds
        // The row is 70 × 60, centred on the 300 × 200 stage: origin (115, 70).
        #expect(isClose(red.minX, 115) && isClose(red.maxY, 130) && isClose(red.width, 40))
        #expect(isClose(blue.minX, 165) && isClose(blue.minY, 70) && isClose(blue.height, 60))
        #expect(stage.issues.isEmpty)
    }

    @Test func builtInLayoutsLayOutExactlyAsTheirViews() {
        func content() -> some View {
            Group {
                Text("Speed")
                Spacer()
                Color.green.frame(width: 30, height: 10)
                Text("Bounce").layoutPriority(1)
            }
        }
        let size = CGSize(width: 240, height: 120)
        #expect(Stage(size: size) { HStackLayout(alignment: .top, spacing: 4) { content() } }.displayList()
            == Stage(size: size) { HStack(alignment: .top, spacing: 4) { content() } }.displayList())
        #expect(Stage(size: size) { VStackLayout(alignment: .leading) { content() } }.displayList()
            == Stage(size: size) { VStack(alignment: .leading) { content() } }.displayList())
        #expect(Stage(size: size) { ZStackLayout(alignment: .bottomTrailing) { content() } }.displayList()
            == Stage(size: size) { ZStack(alignment: .bottomTrailing) { content() } }.displayList())
        #expect(Stage(size: size) { GridLayout(horizontalSpacing: 2) { GridRow { Text("a"); Text("bb") }; GridRow { Text("ccc"); Text("d") } } }.displayList()
            == Stage(size: size) { Grid(horizontalSpacing: 2) { GridRow { Text("a"); Text("bb") }; GridRow { Text("ccc"); Text("d") } } }.displayList())
    }

    /// Calls a built-in layout through its `Layout` methods, as a user layout wrapping it would.
    private struct Wrapping: Layout {
        let inner: AnyLayout
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var innerCache = inner.makeCache(subviews: subviews)
            return inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &innerCache)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var innerCache = inner.makeCache(subviews: subviews)
            inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &innerCache)
        }
    }

    @Test func builtInLayoutsCalledThroughTheProtocolPlaceAsTheirViews() {
        let size = CGSize(width: 200, height: 100)
        let wrapped = Stage(size: size) {
            Wrapping(inner: AnyLayout(VStackLayout(alignment: .trailing, spacing: 3))) {
                Text("one"); Color.orange.frame(width: 12, height: 12); Text("three")
            }
        }.displayList()
        let direct = Stage(size: size) {
            VStack(alignment: .trailing, spacing: 3) { Text("one"); Color.orange.frame(width: 12, height: 12); Text("three") }
        }.displayList()
        #expect(wrapped == direct)
    }

    private struct Rank: LayoutValueKey { static let defaultValue = 0 }

    /// Stacks its subviews vertically in order of their `Rank`, highest first.
    private struct RankedColumn: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 50, height: 20 * CGFloat(subviews.count))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let ordered = subviews.sorted { $0[Rank.self] > $1[Rank.self] }
            for (row, subview) in ordered.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 20 * CGFloat(row)), proposal: ProposedViewSize(width: 50, height: 20))
            }
        }
    }

    @Test func layoutValuesAndPrioritiesReachTheLayout() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            RankedColumn {
                Color.red.layoutValue(key: Rank.self, value: 1)
                Color.green.padding(1).layoutValue(key: Rank.self, value: 3)
                Color.blue
            }
        }
        let list = stage.displayList()
        let red = try #require(list.item(filledWith: .red)).bounds
        let green = try #require(list.item(filledWith: .green)).bounds
        let blue = try #require(list.item(filledWith: .blue)).bounds
        #expect(green.minY < red.minY && red.minY < blue.minY)
        #expect(isClose(red.minY - green.minY, 19)) // green sits 1 pt inside its padded row
    }

    private struct Caption: LayoutValueKey { static let defaultValue: String? = "none" }

    /// Answers the caption of its first subview as its width: 10 for "none", 20 for another.
    private struct CaptionProbe: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let caption = subviews.first?[Caption.self]
            return CGSize(width: caption == "none" ? 10 : caption == nil ? 30 : 20, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// An optional layout value a subview never set reads the key's default, not `nil` (the cast of
    /// a missing value to an optional type used to succeed as `nil`).
    @Test func anUnsetOptionalLayoutValueReadsItsDefault() throws {
        let backdrop = Color(red: 0, green: 0, blue: 1)
        let unset = Stage(size: CGSize(width: 100, height: 100)) { CaptionProbe { Color.red }.background(backdrop) }
        let set = Stage(size: CGSize(width: 100, height: 100)) { CaptionProbe { Color.red.layoutValue(key: Caption.self, value: "x") }.background(backdrop) }
        func width(_ stage: Stage) -> CGFloat? {
            stage.displayList().items.first { if case .shape(let s) = $0.content { s.paint.color.blue == 1 && s.paint.color.red == 0 } else { false } }?.bounds.width
        }
        #expect(width(unset) == 10)
        #expect(width(set) == 20)
    }

    private final class CacheLog: @unchecked Sendable {
        var made = 0
        var updated = 0
        var priorities: [Double] = []
    }

    private struct CountingLayout: Layout {
        let log: CacheLog
        struct Cache { var widths: [CGFloat] }

        func makeCache(subviews: Subviews) -> Cache {
            log.made += 1
            log.priorities = subviews.map(\.priority)
            return Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width })
        }

        func updateCache(_ cache: inout Cache, subviews: Subviews) {
            log.updated += 1
            cache.widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            CGSize(width: cache.widths.reduce(0, +), height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            var x = bounds.minX
            for (subview, width) in zip(subviews, cache.widths) {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 10))
                x += width
            }
        }
    }

    private struct CountingHost: View {
        let log: CacheLog
        @State private var wide = false
        var body: some View {
            VStack {
                CountingLayout(log: log) {
                    Color.red.frame(width: wide ? 60 : 20, height: 10)
                    Color.blue.frame(width: 20, height: 10).layoutPriority(2)
                }
                Button("Widen") { wide = true }
            }
        }
    }

    @Test func theCacheIsMadeOnceAndUpdatedWhenTheViewIsEvaluatedAgain() throws {
        let log = CacheLog()
        let stage = Stage(size: CGSize(width: 200, height: 100)) { CountingHost(log: log) }
        // Layout runs when the stage draws.
        let before = try #require(stage.displayList().item(filledWith: .blue)).bounds
        #expect(log.made == 1)
        #expect(log.priorities == [0, 2])
        try stage.tap(label: "Widen")
        let after = try #require(stage.displayList().item(filledWith: .blue)).bounds
        #expect(log.made == 1)
        #expect(log.updated >= 1)
        // The updated cache has the wider red: blue moves 40 pt right of where it was, less the
        // 20 pt the centred row moved left.
        #expect(isClose(after.minX - before.minX, 20))
    }

    /// Subviews on a circle, turned by `rotation` (animatable).
    private struct Ring: Layout {
        var rotation: Double
        var animatableData: Double {
            get { rotation }
            set { rotation = newValue }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 100, height: 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                let angle = rotation + 2 * Double.pi * Double(index) / Double(subviews.count)
                subview.place(at: CGPoint(x: bounds.midX + 40 * cos(angle), y: bounds.midY + 40 * sin(angle)), anchor: .center, proposal: ProposedViewSize(width: 10, height: 10))
            }
        }
    }

    private struct Spinner: View {
        @State private var turned = false
        var body: some View {
            VStack {
                Ring(rotation: turned ? Double.pi : 0) {
                    Color.red
                    Color.blue
                }
                Button("Turn") { withAnimation(.linear(duration: 1)) { turned = true } }
            }
        }
    }

    @Test func aLayoutsAnimatableDataAnimates() async throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Spinner() }
        let start = try #require(stage.displayList().item(filledWith: .red)).bounds
        try stage.tap(label: "Turn")
        await stage.play(to: 0.5)
        let middle = try #require(stage.displayList().item(filledWith: .red)).bounds
        await stage.play(to: 1.5)
        let end = try #require(stage.displayList().item(filledWith: .red)).bounds
        // Red starts at angle 0 (right of the centre), is at a quarter turn (below it) half way,
        // and ends at half a turn (left of it): it went round, not straight across.
        #expect(isClose(middle.midX, start.midX - 40, absolute: 0.5))
        #expect(isClose(middle.midY, start.midY + 40, absolute: 0.5))
        #expect(isClose(end.midX, start.midX - 80, absolute: 0.01))
        #expect(isClose(end.midY, start.midY, absolute: 0.01))
    }

    private struct Badge: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    private struct Switcher: View {
        @State private var vertical = false
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
            VStack(spacing: 20) {
                layout {
                    Badge()
                    Color.purple.frame(width: 30, height: 30)
                }
                Button("Flip") { vertical.toggle() }
            }
        }
    }

    @Test func anyLayoutSwitchesArrangementKeepingTheSubviewsState() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { Switcher() }
        try stage.tap(label: "Count 0")
        try stage.tap(label: "Count 1")
        let side = stage.displayList()
        let textSide = try #require(side.item(text: "Count 2")).bounds
        let swatchSide = try #require(side.item(filledWith: .purple)).bounds
        #expect(swatchSide.minX > textSide.maxX)
        try stage.tap(label: "Flip")
        let stacked = stage.displayList()
        let text = try #require(stacked.item(text: "Count 2"), "the badge kept its count through the switch").bounds
        let swatch = try #require(stacked.item(filledWith: .purple)).bounds
        #expect(swatch.minY > text.maxY)
        #expect(stage.issues.isEmpty)
    }

    /// Puts one subview in the middle and answers a custom vertical guide a third of the way down.
    private struct ThirdGuide: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 30, height: 90)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            // Left unplaced on purpose: an unplaced subview sits at the centre at its ideal size.
        }
        func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
            guide == .top ? bounds.minY + 30 : nil
        }
    }

    @Test func explicitGuidesAndUnplacedSubviews() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                ThirdGuide { Color.blue.frame(width: 10, height: 10) }
            }
        }
        let list = stage.displayList()
        let red = try #require(list.item(filledWith: .red)).bounds
        let blue = try #require(list.item(filledWith: .blue)).bounds
        // The layout's top guide is 30 pt down, so the layout sits 30 pt above the red square's top.
        // Its unplaced subview is centred in its 30 × 90 bounds: 40 pt below the layout's top.
        #expect(isClose(blue.minY - red.minY, -30 + 40))
        #expect(isClose(blue.minX - red.maxX, 10))
    }

    private struct SpreadRow: Layout {
        static var layoutProperties: LayoutProperties {
            var properties = LayoutProperties()
            properties.stackOrientation = .horizontal
            return properties
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: proposal.width ?? sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += size.width
            }
            #expect(subviews[1...].count == subviews.count - 1)
            #expect(subviews[1...].first == subviews[1])
            var none: () = ()
            // The default container spacing is the union of the subviews' (8 pt; a spacer has none).
            #expect(spacing(subviews: subviews, cache: &none).distance(to: .zero, along: .horizontal) == 8)
            #expect(subviews[1].spacing.distance(to: .zero, along: .horizontal) == 0)
        }
    }

    @Test func aStackOrientedLayoutGivesSpacersItsAxis() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) {
            SpreadRow {
                Color.red.frame(width: 10, height: 10)
                Spacer()
                Color.blue.frame(width: 10, height: 10)
            }
        }
        let list = stage.displayList()
        let red = try #require(list.item(filledWith: .red)).bounds
        let blue = try #require(list.item(filledWith: .blue)).bounds
        // The spacer's ideal size along the layout's horizontal axis is its minimum, 8 pt, and it
        // has no height: the row is 10 pt tall and blue follows 8 pt after red.
        #expect(isClose(blue.minX - red.maxX, 8))
        #expect(isClose(blue.minY, red.minY))
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing().union(.zero, edges: .top).distance(to: ViewSpacing(), along: .vertical) == 8)
    }
}
