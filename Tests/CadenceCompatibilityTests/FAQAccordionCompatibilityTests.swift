#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An FAQ accordion as posts write it with DisclosureGroup: a set of expanded ids behind computed
// bindings, one card per question, and .animation(.snappy, value:) on the stack so the cards below
// slide when an answer opens or closes.

private struct FAQItem: Identifiable {
    let id: Int
    let question: String
    let answer: String
}

private let faq = [
    FAQItem(id: 1, question: "How do refunds work?", answer: "Refunds reach your card within five working days of the return arriving at our warehouse."),
    FAQItem(id: 2, question: "Can I change my order?", answer: "Yes, until it ships."),
    FAQItem(id: 3, question: "Do you ship abroad?", answer: "To 30 countries."),
]

private struct FAQView: View {
    @State private var expanded: Set<Int> = []

    private func binding(for id: Int) -> Binding<Bool> {
        Binding {
            expanded.contains(id)
        } set: { isExpanded in
            if isExpanded {
                expanded.insert(id)
            } else {
                expanded.remove(id)
            }
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(faq) { item in
                DisclosureGroup(isExpanded: binding(for: item.id)) {
                    Text(item.answer)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.top, 4)
                } label: {
                    Text(item.question)
                        .font(.headline)
                }
                .padding()
                .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
            }
            Spacer()
        }
        .padding()
        .animation(.snappy, value: expanded)
    }
}

@MainActor
@Suite struct FAQAccordionCompatibilityTests {
    private func top(of text: String, in stage: Stage) throws -> CGFloat {
        try #require(stage.displayList().item(text: text)).bounds.minY
    }

    @Test func cardsBelowSlideOnTheSnappySpring() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { FAQView() }
        let closed = try top(of: "Can I change my order?", in: stage)
        #expect(stage.displayList().item(text: faq[0].answer) == nil)

        try stage.tap(label: "How do refunds work?")
        stage.advance(by: 2)
        let open = try top(of: "Can I change my order?", in: stage)
        #expect(open > closed + 30, "\(closed) → \(open)")
        #expect(stage.displayList().item(text: faq[0].answer) != nil)

        // Closing: .snappy is spring(duration: 0.5, bounce: 0.15), integrated by SwiftUI; within a
        // step of the closed form.
        try stage.tap(label: "How do refunds work?")
        let start = stage.time
        for delay in [0.05, 0.1, 0.2] {
            stage.advance(to: start + delay)
            let progress = Spring.snappy.value(target: 1.0, initialVelocity: 0, time: delay)
            let expected = open + (closed - open) * progress
            #expect(isClose(try top(of: "Can I change my order?", in: stage), expected, absolute: 1), "\(delay) s")
        }
        stage.advance(by: 2)
        #expect(isClose(try top(of: "Can I change my order?", in: stage), closed, absolute: 1e-6))
        #expect(stage.displayList().item(text: faq[0].answer) == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
