@testable import CadenceUI
import Testing
import CadenceStageTestSupport

/// The seam animators plug into: a per-identity driver that the stage advances with its time and asks
/// for the next frame. Exercised here with a stand-in driver (tenths of a second, for one second).
@MainActor
@Suite struct AnimationDriverTests {
    final class TenthsDriver: AnimationDriver {
        let start: Double
        var time: Double
        var visibility: [Bool] = []

        init(start: Double) {
            self.start = start
            time = start
        }

        var tenths: Int { Int(((min(time, start + 1) - start) * 10).rounded(.down)) }

        func advance(to time: Double) -> Bool {
            let before = tenths
            self.time = time
            return tenths != before
        }

        func nextChange(after time: Double) -> Double? {
            tenths >= 10 ? nil : start + Double(tenths + 1) / 10
        }

        func visibilityChanged(_ isVisible: Bool, at time: Double) {
            visibility.append(isVisible)
        }
    }

    /// A primitive view that shows its driver's value, as `KeyframeAnimator` will.
    struct Tenths: View, PrimitiveView {
        typealias Body = Never
        let made: (TenthsDriver) -> Void

        func resolve(in context: ResolveContext) -> [LayoutNode] {
            let driver = context.driver(slot: .keyframeAnimator) { () -> TenthsDriver in
                let driver = TenthsDriver(start: context.time)
                made(driver)
                return driver
            }
            return context.resolve(Text("tenths \(driver.tenths)"), at: .child(0))
        }
    }

    @Test func theStageAdvancesDriversAndReevaluatesWhatTheyShow() {
        var drivers: [TenthsDriver] = []
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Tenths { drivers.append($0) } }
        #expect(stage.displayList().item(text: "tenths 0") != nil)
        #expect(stage.nextFrameTime == 0.1)

        #expect(stage.frame(13, fps: 60).item(text: "tenths 2") != nil)
        #expect(stage.nextFrameTime == 0.3)
        stage.advance(to: 5)
        #expect(stage.displayList().item(text: "tenths 10") != nil)
        #expect(stage.nextFrameTime == nil)
        // One driver for the identity, kept across evaluations.
        #expect(drivers.count == 1)
    }

    @Test func driversHearAboutVisibilityAndAreDroppedWithTheirView() throws {
        struct Host: View {
            let made: (TenthsDriver) -> Void
            @State private var shown = true
            var body: some View {
                VStack {
                    if shown { Tenths(made: made) }
                    Button("Toggle") { shown.toggle() }
                }
            }
        }
        var drivers: [TenthsDriver] = []
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Host { drivers.append($0) } }
        stage.hide()
        stage.show()
        #expect(drivers.first?.visibility == [false, true])
        try stage.tap(label: "Toggle")
        #expect(drivers.first?.visibility == [false, true, false])
        #expect(stage.nextFrameTime == nil)
        try stage.tap(label: "Toggle")
        // Back in the tree: a new identity instance, so a new driver starting at the current time.
        #expect(drivers.count == 2)
        #expect(stage.displayList().item(text: "tenths 0") != nil)
    }
}
