import Cadence
import CadenceRuntime
import Foundation
import Testing

// The README's and the articles' Swift examples for the model and the runtime, line for line
// (`DocumentationSnippetTests` checks that every line of each block appears here, in order), with
// expectations that hold them to the values their comments give.

struct Heart { var scale = 1.0 }

@Test func theHeartPopsAndSettles() {
    let clock = ManualClock()
    var heart = KeyframePlayer(initialValue: Heart(), trigger: 0) { _ in
        KeyframeTrack(\.scale) {
            SpringKeyframe(1.3, duration: 0.2, spring: .bouncy)
            CubicKeyframe(1.0, duration: 0.3)
        }
    }
    heart.setTrigger(1, at: clock.now)                  // a tap
    clock.advance(by: 0.2)
    heart.update(at: clock.now)
    #expect(heart.value.scale > 1.2)                    // near the top of the pop
    clock.playUntilIdle(&heart, frameLimit: 1_000)      // 120 Hz frames, virtual time
    #expect(heart.value.scale == 1.0)
    #expect(clock.now >= 0.5 && clock.now < 0.52)
}

@Suite struct DocumentationExampleTests {
    @Test func aTimelineSampled() {
        let timeline = KeyframeTimeline(initialValue: Heart()) {
            KeyframeTrack(\.scale) {
                SpringKeyframe(1.3, duration: 0.2, spring: .bouncy)
                CubicKeyframe(1.0, duration: 0.3)
            }
        }
        print(timeline.duration)                // 0.5
        print(timeline.value(time: 0.2).scale)  // 1.262…: the spring, cut at 0.2 s
        print(Spring(duration: 0.5, bounce: 0.3).stiffness)  // 157.9136704174297
        #expect(timeline.duration == 0.5)
        #expect(String(timeline.value(time: 0.2).scale).hasPrefix("1.262"), "\(timeline.value(time: 0.2).scale)")
        #expect(Spring(duration: 0.5, bounce: 0.3).stiffness == 157.9136704174297)
    }

    @Test func springsAndCurves() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        print(spring.stiffness)                          // 157.9136704174297
        print(spring.damping)                            // 17.59291886010284
        print(spring.value(target: 1.0, time: 0.2))      // 0.8737…
        print(Spring.smooth.settlingDuration)            // 0.7999999999999999
        print(UnitCurve.easeInOut.value(at: 0.25))       // 0.1291…
        #expect(spring.stiffness == 157.9136704174297)
        #expect(spring.damping == 17.59291886010284)
        #expect(String(spring.value(target: 1.0, time: 0.2)).hasPrefix("0.8737"))
        #expect(Spring.smooth.settlingDuration == 0.7999999999999999)
        #expect(String(UnitCurve.easeInOut.value(at: 0.25)).hasPrefix("0.1291"))
    }
}
