@testable import CadenceUI
import CadenceStageTestSupport
import Testing

@MainActor
@Suite struct TransitionProtocolTests {
    @Test func phasesHaveSwiftUIsValues() {
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.value == 0 && TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
    }

    @Test func scaleIsOneHundredThousandthNotZero() {
        // SwiftUI: `Transition.scale` is `ScaleTransition(1e-5)` about `.center` (issue #17 item 5).
        #expect(ScaleTransition.scale.scale == 1e-5)
        #expect(ScaleTransition.scale.anchor == .center)
        guard case .scale(let factor, let anchor) = AnyTransition.scale.insertion.first else { Issue.record("not a scale"); return }
        #expect(factor == 1e-5 && anchor == .center)
    }

    @Test func pushTransitionMovesInWhileFading() {
        let removal = AnyTransition(PushTransition(edge: .leading)).removal
        #expect(removal.contains { if case .move(.trailing) = $0 { true } else { false } })
        #expect(removal.contains { if case .opacity = $0 { true } else { false } })
        let slide = AnyTransition(SlideTransition())
        #expect(slide.insertion.contains { if case .move(.leading) = $0 { true } else { false } })
    }

    @Test func blurReplaceBlursAndFades() {
        let t = AnyTransition.blurReplace
        #expect(t.insertion.contains { if case .blur(10) = $0 { true } else { false } })
        #expect(!TransitionEffect.blur(10).isMotion)
    }
}
