#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A store's product page as e-commerce sample apps write it (iOS 17): a horizontally paging
// image gallery (ScrollView + containerRelativeFrame + scrollTargetBehavior(.paging) +
// scrollPosition(id:)) with capsule page dots that stretch for the current page, colour swatches
// whose selection ring slides with matchedGeometryEffect, a size grid that disables sold-out sizes,
// a price row in ViewThatFits whose leaving the screen (onScrollVisibilityChange) puts the name in
// the navigation bar, and an "Add to Bag" button that bounces a bag symbol whose badge
// count rolls with numericText.

private struct Product {
    let name: String
    let price: Decimal
    let colors: [(name: String, color: Color)]
    let sizes: [String]
    let soldOut: Set<String>
    let details: [(String, String)]
}

private struct GalleryPage: View {
    let color: Color
    let index: Int

    var body: some View {
        RoundedRectangle(cornerRadius: 24)
            .fill(color.gradient)
            .overlay {
                Image(systemName: "shoe.2.fill")
                    .font(.system(size: 90))
                    .foregroundStyle(.white.opacity(0.9))
            }
            .padding(.horizontal, 16)
            .accessibilityLabel("Photo \(index + 1)")
    }
}

private struct ProductPage: View {
    let product: Product
    @State private var page: Int? = 0
    @State private var colorIndex = 0
    @State private var size: String?
    @State private var bagCount = 0
    @State private var showsBarTitle = false
    @Namespace private var swatch

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                gallery
                VStack(alignment: .leading, spacing: 16) {
                    ViewThatFits(in: .horizontal) {
                        HStack {
                            Text(product.name).font(.title.bold())
                            Spacer()
                            Text(product.price, format: .currency(code: "USD")).font(.title2)
                        }
                        VStack(alignment: .leading) {
                            Text(product.name).font(.title.bold())
                            Text(product.price, format: .currency(code: "USD")).font(.title2)
                        }
                    }
                    .onScrollVisibilityChange(threshold: 0.2) { isVisible in
                        withAnimation(.easeInOut(duration: 0.2)) { showsBarTitle = !isVisible }
                    }
                    Text("Color: \(product.colors[colorIndex].name)")
                        .font(.subheadline)
                    HStack(spacing: 14) {
                        ForEach(product.colors.indices, id: \.self) { index in
                            ZStack {
                                if index == colorIndex {
                                    Circle()
                                        .stroke(Color.primary, lineWidth: 2)
                                        .frame(width: 42, height: 42)
                                        .matchedGeometryEffect(id: "ring", in: swatch)
                                }
                                Circle()
                                    .fill(product.colors[index].color)
                                    .frame(width: 32, height: 32)
                            }
                            .frame(width: 44, height: 44)
                            .onTapGesture {
                                withAnimation(.spring(duration: 0.3, bounce: 0.25)) {
                                    colorIndex = index
                                    page = index
                                }
                            }
                            .accessibilityLabel(product.colors[index].name)
                            .accessibilityAddTraits(.isButton)
                        }
                    }
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 64), spacing: 8)], spacing: 8) {
                        ForEach(product.sizes, id: \.self) { option in
                            let isSoldOut = product.soldOut.contains(option)
                            Button {
                                size = option
                            } label: {
                                Text(option)
                                    .strikethrough(isSoldOut)
                                    .frame(maxWidth: .infinity, minHeight: 40)
                                    .background(
                                        RoundedRectangle(cornerRadius: 8)
                                            .fill(size == option ? Color.primary : Color.clear)
                                    )
                                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(.secondary))
                                    .foregroundStyle(size == option ? Color(.systemBackground) : .primary)
                            }
                            .buttonStyle(.plain)
                            .disabled(isSoldOut)
                        }
                    }
                    Text("Details")
                        .font(.headline)
                        .padding(.top, 8)
                    ForEach(product.details, id: \.0) { name, value in
                        LabeledContent(name, value: value)
                        Divider()
                    }
                }
                .padding(.horizontal)
            }
        }
        .accessibilityIdentifier("page")
        .navigationTitle(showsBarTitle ? product.name : "")
        .safeAreaInset(edge: .bottom) {
            Button {
                withAnimation(.bouncy) { bagCount += 1 }
            } label: {
                Text(size == nil ? "Select a Size" : "Add to Bag")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 6)
            }
            .buttonStyle(.borderedProminent)
            .disabled(size == nil)
            .padding()
            .background(.bar)
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Image(systemName: "bag")
                    .symbolEffect(.bounce, value: bagCount)
                    .overlay(alignment: .topTrailing) {
                        if bagCount > 0 {
                            Text("\(bagCount)")
                                .font(.caption2.bold())
                                .foregroundStyle(.white)
                                .padding(4)
                                .background(.red, in: Circle())
                                .offset(x: 8, y: -8)
                                .contentTransition(.numericText(value: Double(bagCount)))
                                .transition(.scale)
                        }
                    }
                    .accessibilityLabel("Bag, \(bagCount) items")
            }
        }
    }

    private var gallery: some View {
        VStack(spacing: 10) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(product.colors.indices, id: \.self) { index in
                        GalleryPage(color: product.colors[index].color, index: index)
                            .containerRelativeFrame(.horizontal)
                            .id(index)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $page)
            .scrollIndicators(.hidden)
            .accessibilityIdentifier("gallery")
            .frame(height: 280)
            HStack(spacing: 6) {
                ForEach(product.colors.indices, id: \.self) { index in
                    Capsule()
                        .fill(index == (page ?? 0) ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: index == (page ?? 0) ? 22 : 8, height: 8)
                }
            }
            .animation(.snappy, value: page)
            .frame(maxWidth: .infinity)
        }
    }
}

@MainActor
@Suite struct ProductDetailGalleryAppCompatibilityTests {
    private static let product = Product(
        name: "Trail Runner",
        price: 129,
        colors: [("Blue", .blue), ("Green", .green), ("Orange", .orange)],
        sizes: ["7", "8", "9", "10", "11", "12"],
        soldOut: ["10"],
        details: [
            ("Weight", "280 g"), ("Drop", "8 mm"), ("Stack height", "35 mm"), ("Upper", "Engineered mesh"),
            ("Outsole", "Vibram Megagrip"), ("Lugs", "5 mm"), ("Rock plate", "Yes"), ("Waterproof", "No"),
            ("Fit", "True to size"), ("Made in", "Vietnam"),
        ]
    )

    private static func makeStage() -> Stage {
        Stage(size: CGSize(width: 390, height: 844)) {
            NavigationStack {
                ProductPage(product: product)
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    private func dotWidths(_ list: DisplayList) -> [CGFloat] {
        list.items.compactMap { item -> CGFloat? in
            guard case .shape(let shape) = item.content, isClose(item.bounds.height, 8, absolute: 0.01) else { return nil }
            return shape.rect.width
        }
    }

    @Test func swipingTheGalleryPagesAndStretchesTheCurrentDot() throws {
        let stage = Self.makeStage()
        #expect(stage.displayList().item(text: "$129.00") != nil)
        #expect(dotWidths(stage.displayList()) == [22, 8, 8])
        // A swipe that lets go past the page's middle: the paging behaviour settles on the next page.
        stage.schedule(.scroll(by: CGSize(width: 240, height: 0), identifier: "gallery"), at: 0.1)
        stage.advance(to: 2)
        #expect(stage.scrollOffset(identifier: "gallery") == CGPoint(x: 390, y: 0))
        let photo = try #require(stage.accessibilityTree().element(label: "Photo 2")).frame
        #expect(isClose(photo.midX, 195, absolute: 0.5), "paged to the second photo: \(photo)")
        #expect(dotWidths(stage.displayList()) == [8, 22, 8])
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func pickingAColourSlidesTheRingAndScrollsTheGallery() throws {
        let stage = Self.makeStage()
        let ring = try #require(stage.displayList().items.first { item in
            if case .shape(let shape) = item.content, case .stroke = shape.paint { return isClose(item.bounds.width, 42, absolute: 2.5) }
            return false
        }).bounds
        try stage.tap(label: "Orange")
        stage.advance(by: 0.1)
        #expect(stage.displayList().item(text: "Color: Orange") != nil)
        stage.advance(by: 1.5)
        let moved = try #require(stage.displayList().items.first { item in
            if case .shape(let shape) = item.content, case .stroke = shape.paint { return isClose(item.bounds.width, 42, absolute: 2.5) }
            return false
        }).bounds
        #expect(isClose(moved.midX - ring.midX, 2 * 58, absolute: 1), "the ring moved two swatches: \(ring) → \(moved)")
        let photo = try #require(stage.accessibilityTree().element(label: "Photo 3")).frame
        #expect(isClose(photo.midX, 195, absolute: 0.5), "the gallery shows the orange photo: \(photo)")
        #expect(dotWidths(stage.displayList()) == [8, 8, 22])
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func scrollingThePriceRowAwayPutsTheNameInTheNavigationBar() throws {
        let stage = Self.makeStage()
        #expect(stage.displayList().texts.filter { $0.text == "Trail Runner" }.count == 1, "only the page's title")
        try stage.scroll(by: CGSize(width: 0, height: 420), identifier: "page")
        stage.advance(by: 0.5)
        let titles = stage.displayList().texts.filter { $0.text == "Trail Runner" }
        #expect(titles.contains { $0.font.pointSize == 17 }, "the inline bar title appears: \(titles.map(\.font))")
        try stage.scroll(to: .zero, identifier: "page")
        stage.advance(by: 0.5)
        #expect(stage.displayList().texts.filter { $0.text == "Trail Runner" }.count == 1)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aSizeEnablesAddToBagWhichCountsInTheBadge() throws {
        let stage = Self.makeStage()
        #expect(throws: StageError.self) { try stage.tap(label: "Select a Size") }
        #expect(throws: StageError.self) { try stage.tap(label: "10") }
        #expect(stage.displayList().texts.first { $0.text == "10" }?.runs.contains { $0.isStrikethrough } == true)
        try stage.tap(label: "9")
        try stage.tap(label: "Add to Bag")
        stage.advance(by: 1)
        #expect(stage.accessibilityTree().element(label: "Bag, 1 items") != nil)
        try stage.tap(label: "Add to Bag")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "2") != nil)
        #expect(stage.accessibilityTree().element(label: "Bag, 2 items") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
