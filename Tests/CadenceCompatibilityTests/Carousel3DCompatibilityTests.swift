#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// The classic design-to-code "3D course carousel": a horizontal ScrollView of cards, each wrapped
// in a GeometryReader that turns it about the y axis by how far its global minX is from the
// leading padding, so cards tilt as they scroll in and out of place.

private struct Course: Identifiable {
    let id = UUID()
    let title: String
    let symbol: String
    let color: Color
}

private let courses = [
    Course(title: "SwiftUI Basics", symbol: "swift", color: .indigo),
    Course(title: "Animations", symbol: "sparkles", color: .orange),
    Course(title: "Layout", symbol: "square.grid.2x2", color: .teal),
]

private struct CourseCard: View {
    var course: Course

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(course.title)
                .font(.system(size: 24, weight: .bold))
                .foregroundColor(.white)
                .padding(.top, 30)
            Spacer()
            Image(systemName: course.symbol)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 120, height: 120)
                .foregroundColor(.white.opacity(0.9))
        }
        .padding(.horizontal, 20)
        .padding(.bottom, 30)
        .frame(width: 246, height: 360)
        .background(course.color)
        .cornerRadius(30)
        .shadow(color: course.color.opacity(0.3), radius: 20, x: 0, y: 20)
    }
}

private struct CourseCarousel: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Courses")
                .font(.system(size: 28, weight: .heavy))
                .padding(.leading, 40)
                .padding(.top, 20)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 30) {
                    ForEach(courses) { item in
                        GeometryReader { geometry in
                            CourseCard(course: item)
                                .rotation3DEffect(
                                    Angle(degrees: Double(geometry.frame(in: .global).minX - 40) / -20),
                                    axis: (x: 0, y: 10.0, z: 0)
                                )
                        }
                        .frame(width: 246, height: 360)
                    }
                }
                .padding(40)
            }
            Spacer()
        }
    }
}

@MainActor
@Suite struct Carousel3DCompatibilityTests {
    /// The card's projection, and the heights of its leading and trailing edges on screen.
    private func edges(of color: Color, in stage: Stage) -> (leading: CGFloat, trailing: CGFloat, rect: CGRect)? {
        guard let item = stage.displayList().item(filledWith: color) else { return nil }
        let rect = item.bounds
        var projection = ProjectionTransform()
        for layer in item.layers {
            if case .projection(let transform) = layer.effect { projection = transform }
        }
        func height(atX x: CGFloat) -> CGFloat {
            CGPoint(x: x, y: rect.maxY).applying(projection).y - CGPoint(x: x, y: rect.minY).applying(projection).y
        }
        return (height(atX: rect.minX), height(atX: rect.maxX), rect)
    }

    /// The heights SwiftUI projects for a 246 × 360 card turned by `degrees` about y: a point `u`
    /// from the centre goes to depth −u·sin θ, seen with m34 = −1/360 (perspective 1 over the
    /// longer side), so its w is 1 + u·sin θ / 360.
    private func expectedEdges(degrees: Double) -> (leading: Double, trailing: Double) {
        let s = sin(degrees * .pi / 180)
        return (360 / (1 + -123 * s / 360), 360 / (1 + 123 * s / 360))
    }

    @Test func cardsRightOfTheLeadingPaddingTiltAndTheFirstFacesTheViewer() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { CourseCarousel() }
        let first = try #require(edges(of: .indigo, in: stage))
        #expect(isClose(first.rect.minX, 40, absolute: 0.01), "\(first.rect)")
        #expect(isClose(first.leading, 360, absolute: 0.01) && isClose(first.trailing, 360, absolute: 0.01))

        // The second card sits at 40 + 246 + 30 = 316: (316 − 40) / −20 = −13.8°.
        let second = try #require(edges(of: .orange, in: stage))
        #expect(isClose(second.rect.minX, 316, absolute: 0.01), "\(second.rect)")
        let expected = expectedEdges(degrees: -13.8)
        #expect(isClose(second.leading, expected.leading, absolute: 0.05), "\(second.leading) vs \(expected.leading)")
        #expect(isClose(second.trailing, expected.trailing, absolute: 0.05), "\(second.trailing) vs \(expected.trailing)")
        #expect(second.leading < 360 && second.trailing > 360, "its leading edge turned away")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func scrollingOneCardAlongSwapsWhichCardIsFlat() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { CourseCarousel() }
        try stage.scroll(by: CGSize(width: 276, height: 0))
        stage.advance(by: 0.1)
        let second = try #require(edges(of: .orange, in: stage))
        #expect(isClose(second.rect.minX, 40, absolute: 0.01), "\(second.rect)")
        #expect(isClose(second.leading, 360, absolute: 0.01) && isClose(second.trailing, 360, absolute: 0.01))
        // The first card is now at 40 − 276 = −236: +13.8°, its trailing edge turned away.
        let first = try #require(edges(of: .indigo, in: stage))
        let expected = expectedEdges(degrees: 13.8)
        #expect(isClose(first.leading, expected.leading, absolute: 0.05), "\(first.leading) vs \(expected.leading)")
        #expect(isClose(first.trailing, expected.trailing, absolute: 0.05), "\(first.trailing) vs \(expected.trailing)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
