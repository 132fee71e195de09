#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import UIKit
import Testing
import CadenceStageTestSupport

// The pre-iOS 14 loading spinner: UIActivityIndicatorView wrapped in a UIViewRepresentable driven
// by a Binding, next to a UILabel wrapper that sizes itself with sizeThatFits.

struct ActivityIndicator: UIViewRepresentable {
    @Binding var isAnimating: Bool
    let style: UIActivityIndicatorView.Style

    func makeUIView(context: UIViewRepresentableContext<ActivityIndicator>) -> UIActivityIndicatorView {
        let view = UIActivityIndicatorView(style: style)
        view.color = .systemBlue
        return view
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: UIViewRepresentableContext<ActivityIndicator>) {
        isAnimating ? uiView.startAnimating() : uiView.stopAnimating()
    }
}

struct WrappedLabel: UIViewRepresentable {
    var text: String
    var probe: LabelProbe

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 20)
        label.textColor = .systemRed
        label.textAlignment = .center
        label.setContentHuggingPriority(.defaultHigh, for: .vertical)
        probe.labels.append(label)
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = text
        probe.updates += 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        let width = proposal.width ?? 300
        return CGSize(width: width, height: uiView.sizeThatFits(CGSize(width: width, height: .infinity)).height)
    }

    static func dismantleUIView(_ uiView: UILabel, coordinator: ()) {
        uiView.text = nil
    }
}

final class LabelProbe {
    var labels: [UILabel] = []
    var updates = 0
}

private struct LoadingScreen: View {
    let probe: LabelProbe
    @State private var loading = true
    @State private var showsMessage = true

    var body: some View {
        VStack(spacing: 20) {
            ActivityIndicator(isAnimating: $loading, style: .large)
            if showsMessage {
                WrappedLabel(text: loading ? "Loading" : "Done", probe: probe)
            }
            Button(loading ? "Stop" : "Start") { loading.toggle() }
            Button("Hide message") { showsMessage = false }
        }
        .frame(width: 200)
    }
}

/// The bounds of everything drawn above `y` (the spinner sits above the label).
private func spinnerBox(in list: DisplayList, above y: CGFloat) -> CGRect {
    list.items.filter { $0.bounds.maxY <= y + 1e-6 }.reduce(CGRect.null) { $0.union($1.bounds) }
}

@MainActor
@Suite struct ActivityIndicatorCompatibilityTests {
    @Test func theSpinnerFollowsItsBinding() throws {
        let probe = LabelProbe()
        let stage = Stage(size: CGSize(width: 390, height: 500)) { LoadingScreen(probe: probe) }
        let loading = try #require(stage.displayList().item(text: "Loading"), "the label's text is drawn")
        let spinner = spinnerBox(in: stage.displayList(), above: loading.bounds.minY)
        #expect(spinner.height > 0 && spinner.height <= 37 + 1e-6, "the large spinner keeps its 37-point size: \(spinner)")
        #expect(isClose(spinner.midX, 195, absolute: 1), "centred in the 200-point column")
        try stage.tap(label: "Stop")
        let done = try #require(stage.displayList().item(text: "Done"))
        #expect(spinnerBox(in: stage.displayList(), above: done.bounds.minY).isEmpty, "stopped, the spinner hides")
        #expect(probe.updates == 2, "updated once per change of its text")
        #expect(probe.labels.count == 1)
        let label = try #require(probe.labels.first)
        #expect(label.frame.width == 200)
        #expect(isClose(label.frame.height, 24, absolute: 1e-6), "one line of 20-point text: \(label.frame)")
        #expect(label.textColor == .systemRed)

        try stage.tap(label: "Hide message")
        #expect(label.text == nil, "dismantleUIView ran when the label left")
        #expect(stage.displayList().item(text: "Done") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theSpinnerTakesItsIntrinsicSize() throws {
        let indicator = UIActivityIndicatorView(style: .large)
        #expect(indicator.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(!indicator.isAnimating)
        indicator.startAnimating()
        #expect(indicator.isAnimating)
    }
}
