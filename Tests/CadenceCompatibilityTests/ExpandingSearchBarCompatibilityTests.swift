#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An expanding search button from UI-component repos: a 44-point circle pinned to the trailing
// edge grows into a capsule with a text field when tapped (a spring on the frame width), the field
// slides in from the trailing edge, a clear button collapses it again, and the list below filters
// as you type with `.animation(.default, value:)`.

private let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Mango", "Peach"]

private struct ExpandingSearchBar: View {
    @Binding var query: String
    @State private var isExpanded = false
    @FocusState private var isFocused: Bool

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "magnifyingglass")
                .font(.system(size: 18, weight: .semibold))
                .foregroundColor(.primary)
                .frame(width: 44, height: 44)
                .contentShape(Circle())
                .onTapGesture {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                        isExpanded = true
                    }
                    isFocused = true
                }
                .accessibilityLabel("Search")
                .accessibilityAddTraits(.isButton)

            if isExpanded {
                TextField("Search fruits", text: $query)
                    .textFieldStyle(.plain)
                    .focused($isFocused)
                    .transition(.move(edge: .trailing).combined(with: .opacity))

                Button {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                        isExpanded = false
                        query = ""
                    }
                    isFocused = false
                } label: {
                    Image(systemName: "xmark.circle.fill")
                        .foregroundColor(.secondary)
                }
                .padding(.trailing, 12)
                .accessibilityLabel("Clear")
                .transition(.opacity)
            }
        }
        .frame(width: isExpanded ? 320 : 44, height: 44, alignment: .leading)
        .background(
            Capsule()
                .fill(Color.gray.opacity(0.15))
        )
        .overlay(
            Capsule()
                .stroke(Color.gray.opacity(0.3), lineWidth: 1)
        )
        .frame(maxWidth: .infinity, alignment: .trailing)
        .padding(.horizontal)
    }
}

private struct FruitSearchScreen: View {
    @State private var query = ""

    private var results: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ExpandingSearchBar(query: $query)
            ForEach(results, id: \.self) { fruit in
                Text(fruit)
                    .font(.body)
                    .padding(.horizontal)
                    .transition(.opacity)
            }
            Spacer()
        }
        .padding(.top)
        .animation(.default, value: results)
    }
}

@MainActor
@Suite struct ExpandingSearchBarCompatibilityTests {
    private func capsule(in stage: Stage) -> CGRect? {
        stage.displayList().items.first { item in
            guard case .shape(let shape) = item.content, case .capsule = shape.geometry, case .fill = shape.paint else { return false }
            return true
        }?.bounds
    }

    @Test func tappingTheIconSpringsTheCapsuleOpenFromTheTrailingEdge() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { FruitSearchScreen() }
        let closed = try #require(capsule(in: stage))
        #expect(isClose(closed, CGRect(x: 390 - 16 - 44, y: 16, width: 44, height: 44), absolute: 0.01), "\(closed)")
        #expect(stage.displayList().item(text: "Search fruits") == nil)

        try stage.tap(label: "Search")
        // spring(response: 0.4, dampingFraction: 0.8): the first peak near π/ω, ω = 2π·0.6/0.4.
        // SwiftUI steps this spring numerically; its overshoot of the 276-point growth is smaller
        // than the closed form's e^(−4π/3) (4.2 points): about 3.2.
        let omega = 2 * Double.pi * 0.6 / 0.4
        stage.advance(by: Double.pi / omega)
        let peak = try #require(capsule(in: stage))
        let expectedWidth = 44 + 276 * fluidSpringProgress(response: 0.4, dampingFraction: 0.8, time: Double.pi / omega)
        #expect(isClose(Double(peak.width), expectedWidth, absolute: 0.3), "\(peak.width) vs \(expectedWidth)")
        #expect(isClose(peak.maxX, 374, absolute: 0.01), "it grows leftwards from the trailing edge")

        stage.advance(by: 1.5)
        let open = try #require(capsule(in: stage))
        #expect(isClose(open, CGRect(x: 374 - 320, y: 16, width: 320, height: 44), absolute: 0.01), "\(open)")
        #expect(stage.displayList().item(text: "Search fruits") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func typingFiltersTheListAndClearCollapsesTheBar() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { FruitSearchScreen() }
        try stage.tap(label: "Search")
        stage.advance(by: 1)
        try stage.setText("ap", label: "Search fruits")
        stage.advance(by: 1)
        let shown = fruits.filter { stage.displayList().item(text: $0) != nil }
        #expect(shown == ["Apple", "Apricot", "Grape"], "\(shown)")

        try stage.tap(label: "Clear")
        stage.advance(by: 1.5)
        let closed = try #require(capsule(in: stage))
        #expect(isClose(closed.width, 44, absolute: 0.01))
        #expect(fruits.allSatisfy { stage.displayList().item(text: $0) != nil }, "the list is whole again")
        #expect(stage.displayList().item(text: "Search fruits") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
