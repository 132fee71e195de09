import CadenceUI
import Testing
import CadenceStageTestSupport

/// What a representable gets on a stage: make once, update on changed inputs or environment,
/// its coordinator kept, dismantle on removal, and SwiftUI's sizing rules.
@MainActor
@Suite struct UIViewRepresentableTests {
    final class Log {
        var made = 0
        var updates: [(scheme: ColorScheme, animated: Bool)] = []
        var dismantled = 0
        var coordinators: [ObjectIdentifier] = []
    }

    final class Coordinator {}

    final class SizedView: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 30) }
    }

    struct Swatch: UIViewRepresentable {
        var value: Int
        var hugs = false
        var fixedSize: CGSize? = nil
        let log: Log

        func makeCoordinator() -> Coordinator { Coordinator() }

        func makeUIView(context: Context) -> SizedView {
            log.made += 1
            let view = SizedView()
            view.backgroundColor = .systemRed
            if hugs {
                view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
                view.setContentHuggingPriority(.defaultHigh, for: .vertical)
            }
            return view
        }

        func updateUIView(_ uiView: SizedView, context: Context) {
            log.updates.append((context.environment.colorScheme, context.transaction.animation != nil))
            log.coordinators.append(ObjectIdentifier(context.coordinator))
            uiView.tag = value
        }

        static func dismantleUIView(_ uiView: SizedView, coordinator: Coordinator) {
            uiView.tag = -1
        }

        func sizeThatFits(_ proposal: ProposedViewSize, uiView: SizedView, context: Context) -> CGSize? {
            fixedSize
        }
    }

    struct Host: View {
        let log: Log
        @State var value = 0
        @State var other = 0
        @State var shown = true
        @State var dark = false

        var body: some View {
            VStack {
                if shown {
                    Swatch(value: value, log: log).frame(width: 100, height: 50)
                }
                Button("Value") { withAnimation { value += 1 } }
                Button("Other") { other += 1 }
                Button("Hide") { shown = false }
                Button("Dark") { dark = true }
                Text("\(other)")
            }
            .environment(\.colorScheme, dark ? .dark : .light)
        }
    }

    @Test func makeOnceUpdateOnChangeDismantleOnRemoval() throws {
        let log = Log()
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Host(log: log) }
        #expect(log.made == 1)
        #expect(log.updates.count == 1)
        let fill = try #require(stage.displayList().item(filledWith: Color(UIColor.systemRed)))
        #expect(isClose(fill.bounds.size.width, 100, absolute: 1e-9) && isClose(fill.bounds.size.height, 50, absolute: 1e-9))

        try stage.tap(label: "Other")
        #expect(log.updates.count == 1, "a change elsewhere does not update the view")

        try stage.tap(label: "Value")
        #expect(log.updates.count == 2)
        #expect(log.updates.last?.animated == true, "the context carries the change's transaction")

        try stage.tap(label: "Dark")
        #expect(log.updates.count == 3, "an environment change updates the view")
        #expect(log.updates.last?.scheme == .dark)
        #expect(Set(log.coordinators).count == 1, "one coordinator throughout")
        #expect(log.made == 1)

        try stage.tap(label: "Hide")
        stage.advance(by: 1)
        #expect(stage.displayList().item(filledWith: Color(UIColor.systemRed)) == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func sizingFollowsSizeThatFitsThenIntrinsicSizeAndPriorities() throws {
        func size(of swatch: Swatch, offered: CGSize?) -> CGSize {
            let stage = Stage(size: CGSize(width: 300, height: 300)) {
                if let offered {
                    swatch.frame(width: offered.width, height: offered.height)
                } else {
                    swatch.fixedSize()
                }
            }
            let size = stage.displayList().item(filledWith: Color(UIColor.systemRed))?.bounds.size ?? .zero
            return CGSize(width: (size.width * 1e6).rounded() / 1e6, height: (size.height * 1e6).rounded() / 1e6)
        }
        let log = Log()
        #expect(size(of: Swatch(value: 0, log: log), offered: CGSize(width: 120, height: 80)) == CGSize(width: 120, height: 80),
                "grows to the offer (hugging 250)")
        #expect(size(of: Swatch(value: 0, log: log), offered: CGSize(width: 10, height: 10)) == CGSize(width: 40, height: 30),
                "never below the intrinsic size (compression resistance 750)")
        #expect(size(of: Swatch(value: 0, log: log), offered: nil) == CGSize(width: 40, height: 30), "ideal: the intrinsic size")
        #expect(size(of: Swatch(value: 0, hugs: true, log: log), offered: CGSize(width: 120, height: 80)) == CGSize(width: 40, height: 30),
                "hugging at .defaultHigh keeps the intrinsic size")
        #expect(size(of: Swatch(value: 0, fixedSize: CGSize(width: 7, height: 9), log: log), offered: CGSize(width: 120, height: 80))
                == CGSize(width: 7, height: 9), "sizeThatFits decides when it answers")
    }

    @Test func subviewsAreDrawnAtTheirFramesAfterLayoutSubviews() throws {
        final class Stripes: UIView {
            let left = UIView()
            let right = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                left.backgroundColor = .systemBlue
                right.backgroundColor = .systemGreen
                addSubview(left)
                addSubview(right)
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                left.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
                right.frame = CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
            }
        }
        struct StripesView: UIViewRepresentable {
            func makeUIView(context: Context) -> Stripes { Stripes() }
            func updateUIView(_ uiView: Stripes, context: Context) {}
        }
        let stage = Stage(size: CGSize(width: 200, height: 100)) { StripesView() }
        let right = try #require(stage.displayList().item(filledWith: Color(UIColor.systemGreen)))
        #expect(isClose(right.bounds, CGRect(x: 100, y: 0, width: 100, height: 100), absolute: 1e-9))
        let left = try #require(stage.displayList().item(filledWith: Color(UIColor.systemBlue)))
        #expect(isClose(left.bounds, CGRect(x: 0, y: 0, width: 100, height: 100), absolute: 1e-9))
    }

    @Test func pathContainsUsesTheFillRule() {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(path.contains(CGPoint(x: 5, y: 5)), "non-zero: both subpaths turn the same way")
        #expect(!path.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(path.contains(CGPoint(x: 1, y: 1), eoFill: true))
        #expect(!path.contains(CGPoint(x: 11, y: 5)))
    }
}
