@testable import CadenceUI
import Testing

/// The references that stand for `weak` ones without giving their object a side table: a render
/// effect driver's node (`EffectNodeLink`) and a `@State` cell's graph (`UnretainedReference`). Each
/// must read `nil` once its object has gone, and never point at an object that is gone.
@MainActor
@Suite struct UnretainedReferenceTests {
    private static func effectNode() -> LayoutNode {
        LayoutNode(.effect(.opacity(0.5), child: LayoutNode(.spacer(minLength: nil))))
    }

    @Test func aDriverForgetsItsNodeWhenTheNodeGoes() {
        let driver = StateAnimationDriver(1.0, resetKey: 0)
        do {
            let node = Self.effectNode()
            driver.effectNode = node
            #expect(driver.effectNode === node)
            #expect(driver.drivesANode)
        }
        #expect(driver.effectNode == nil)
        #expect(!driver.drivesANode)
    }

    @Test func aNodeLinkedToAnotherDriverIsTakenFromTheFirst() {
        let first = StateAnimationDriver(1.0, resetKey: 0)
        let second = StateAnimationDriver(1.0, resetKey: 0)
        let node = Self.effectNode()
        first.effectNode = node
        second.effectNode = node
        // A node lists one link: the first no longer points at it, so the node's going cannot leave
        // the first pointing at freed memory.
        #expect(first.effectNode == nil)
        #expect(second.effectNode === node)
    }

    @Test func aNodeThatGoesAfterItsDriverMovedOnLeavesTheDriversNewNode() {
        let driver = StateAnimationDriver(1.0, resetKey: 0)
        let kept = Self.effectNode()
        do {
            let old = Self.effectNode()
            driver.effectNode = old
            // A whole pass made a new node for the same effect.
            driver.effectNode = kept
        }
        #expect(driver.effectNode === kept)
        driver.effectNode = nil
        #expect(driver.effectNode == nil)
    }

    @Test func aStateBindingKeptAfterItsStageWentStillWrites() {
        var binding: Binding<Int>?
        weak var gone: Stage?
        do {
            let stage = Stage(size: CGSize(width: 100, height: 100)) {
                BindingExporter { binding = $0 }
            }
            _ = stage.displayList()
            gone = stage
            binding?.wrappedValue = 1
            #expect(stage.displayList().items.count == 1)
        }
        #expect(gone == nil, "the stage (and its graph) went")
        // The cell outlives the graph; a write reaches no graph and does not crash.
        binding?.wrappedValue = 2
        #expect(binding?.wrappedValue == 2)
    }

    private struct BindingExporter: View {
        let export: (Binding<Int>) -> Void
        @State private var count = 0

        var body: some View {
            Rectangle()
                .frame(width: CGFloat(10 + count), height: 10)
                .onAppear { export($count) }
        }
    }
}
