import Foundation
import Testing
@testable import CadenceUI
import CadenceExamples
import CadenceStageTestSupport

private func textOpacity(_ item: DisplayList.Item) -> Float {
    if case .text(let text) = item.content { text.color.opacity } else { .nan }
}

@MainActor
@Suite struct VelocityHandoverTests {
    private func overshoot(flickDuration: Double) throws -> CGFloat {
        let stage = Stage(size: CGSize(width: 300, height: 260)) { FlickCard() }
        let home = try #require(stage.displayList().item(text: "Drag me")).bounds.midX
        stage.drag(from: CGPoint(x: 150, y: 130), to: CGPoint(x: 240, y: 130), duration: flickDuration)
        var furthest: CGFloat = 0
        for _ in 0..<120 {
            stage.advance(by: 1.0 / 60)
            let x = try #require(stage.displayList().item(text: "Drag me")).bounds.midX - home
            furthest = max(furthest, x)
        }
        #expect(stage.issues.isEmpty, "\(stage.issues)")
        return furthest
    }

    @Test func aFastFlickCarriesItsVelocityIntoTheSpring() throws {
        // Released 90 points out either way; the fast flick leaves moving outwards at 600 pt/s, so
        // the spring first carries the card further out before bringing it home.
        let fast = try overshoot(flickDuration: 0.15)
        let slow = try overshoot(flickDuration: 1.5)
        #expect(fast > 95, "fast: \(fast)")
        #expect(slow < 91, "slow: \(slow)")
    }

    @Test func theStateAnimatorStartsWithTheGivenVelocity() {
        var animator = StateAnimator(0.0)
        animator.set(1.0, transaction: Transaction(animation: .spring(response: 0.5, dampingFraction: 1)), initialVelocity: 5, at: 0)
        animator.update(at: 1e-4)
        #expect(isClose(animator.velocity, 5, absolute: 0.1), "\(animator.velocity)")
    }

    @Test func reduceMotionKeepsTheCardInPlace() throws {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let stage = Stage(size: CGSize(width: 300, height: 260), environment: environment) { FlickCard() }
        let home = try #require(stage.displayList().item(text: "Drag me")).bounds
        stage.schedule(.drag(from: CGPoint(x: 150, y: 130), to: CGPoint(x: 240, y: 150), duration: 0.3), at: 0)
        stage.advance(to: 0.2)
        let held = try #require(stage.displayList().item(text: "Drag me"))
        #expect(isClose(held.bounds, home, absolute: 1e-9))
        #expect(textOpacity(held) < 1, "dimmed while held")
        stage.advance(to: 1)
        #expect(textOpacity(try #require(stage.displayList().item(text: "Drag me"))) == 1)
    }
}
