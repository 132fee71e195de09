#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// A poster shelf as TV and iPad-keyboard apps write it: each card reads `@Environment(\.isFocused)`
// and springs up while focused; the shelf moves focus through a `@FocusState` of the poster's id.

private struct Poster: Identifiable {
    let id: Int
    let color: Color
}

private struct PosterCard: View {
    let poster: Poster
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(poster.color)
            .frame(width: 100, height: 150)
            .scaleEffect(isFocused ? 1.1 : 1)
            .animation(.snappy, value: isFocused)
            .accessibilityLabel("Poster \(poster.id)")
            .accessibilityAddTraits(isFocused ? .isSelected : [])
    }
}

private struct PosterShelf: View {
    @FocusState private var focusedPoster: Int?
    let posters = [Poster(id: 0, color: .red), Poster(id: 1, color: .green), Poster(id: 2, color: .blue)]

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 20) {
                ForEach(posters) { poster in
                    PosterCard(poster: poster)
                        .focusable()
                        .focused($focusedPoster, equals: poster.id)
                }
            }
            // A card outside any focus binding is never focused.
            PosterCard(poster: Poster(id: 9, color: .orange))
            Button("Next") {
                focusedPoster = ((focusedPoster ?? -1) + 1) % posters.count
            }
            Button("Clear focus") {
                focusedPoster = nil
            }
        }
    }
}

@MainActor
@Suite struct FocusedPosterShelfAppCompatibilityTests {
    private func width(of color: Color, on stage: Stage) throws -> CGFloat {
        try #require(stage.displayList().item(filledWith: color)).bounds.width
    }

    @Test func theFocusedCardSpringsUpAndTheOthersStay() throws {
        let stage = Stage(size: CGSize(width: 420, height: 600)) { PosterShelf() }
        for color in [Color.red, .green, .blue, .orange] {
            #expect(isClose(try width(of: color, on: stage), 100, absolute: 0.01))
        }

        try stage.tap(label: "Next")
        stage.advance(by: 0.05)
        let growing = try width(of: .red, on: stage)
        #expect(growing > 100.5 && growing < 109.5, "mid-spring: \(growing)")
        stage.advance(by: 2)
        #expect(isClose(try width(of: .red, on: stage), 110, absolute: 0.05))
        #expect(isClose(try width(of: .green, on: stage), 100, absolute: 0.01))
        #expect(stage.accessibilityTree().element(label: "Poster 0")?.traits.contains(.isSelected) == true)

        try stage.tap(label: "Next")
        stage.advance(by: 2)
        #expect(isClose(try width(of: .red, on: stage), 100, absolute: 0.05))
        #expect(isClose(try width(of: .green, on: stage), 110, absolute: 0.05))
        #expect(isClose(try width(of: .orange, on: stage), 100, absolute: 0.01))
        #expect(stage.accessibilityTree().element(label: "Poster 9")?.traits.contains(.isSelected) == false)
    }

    @Test func clearingTheFocusStateUnfocusesEveryCard() throws {
        let stage = Stage(size: CGSize(width: 420, height: 600)) { PosterShelf() }
        try stage.tap(label: "Next")
        stage.advance(by: 2)
        #expect(isClose(try width(of: .red, on: stage), 110, absolute: 0.05))
        try stage.tap(label: "Clear focus")
        stage.advance(by: 2)
        for color in [Color.red, .green, .blue] {
            #expect(isClose(try width(of: color, on: stage), 100, absolute: 0.05))
        }
    }
}
