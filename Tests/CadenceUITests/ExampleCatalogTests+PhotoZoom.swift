import CadenceExamples
import CadenceTesting
import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// The `photo-zoom` example: the card grows out of the tapped thumbnail's frame and shrinks back
/// into it, on the `.smooth(duration: 0.5)` spring; with Reduce Motion it cross-fades in place; a
/// screen reader reads the album or the card, never both, and never a card being dismissed.
extension ExampleCatalogTests {
    /// The Forest thumbnail (the second green shape drawn is the card, above it).
    private static func greens(_ stage: Stage) -> (thumbnail: CGRect?, card: DisplayList.Item?) {
        let items = stage.displayList().items.filter { item in
            guard case .shape(let shape) = item.content else { return false }
            let green = Color.green.resolve(in: EnvironmentValues())
            return shape.paint.color.red == green.red && shape.paint.color.green == green.green && shape.paint.color.blue == green.blue
        }
        return (items.first?.bounds, items.count > 1 ? items[1] : nil)
    }

    /// The fraction of the way a `.smooth(duration: 0.5)` change has gone `elapsed` seconds after it
    /// started, from the animation model (not from the stage); 1 once the model says it has finished.
    private static func smoothProgress(_ elapsed: Double) -> Double {
        var context = AnimationContext<Double>()
        return FluidSpringAnimation(response: 0.5, dampingFraction: 1).animate(value: 1.0, time: elapsed, context: &context) ?? 1
    }

    private static let tapForest = 0.3
    private static let tapClose = 1.5

    @Test func photoZoomGrowsOutOfTheTappedThumbnailAndShrinksBackIntoIt() throws {
        let example = try #require(ExampleCatalog.example(named: "photo-zoom"))
        let stage = example.makeStage()
        let thumbnail = try #require(Self.greens(stage).thumbnail)
        #expect(Self.greens(stage).card == nil)
        #expect(isClose(thumbnail.size, CGSize(width: 64, height: 64)))
        // The card's own frame: 240 × 240 at the top of the 240 × 280 album, centred on the stage.
        let card = CGRect(x: 10, y: 10, width: 240, height: 240)

        let times: [(time: Double, from: CGRect, to: CGRect, start: Double)] = [
            (Self.tapForest, thumbnail, card, Self.tapForest),          // zoom in: first frame
            (Self.tapForest + 0.15, thumbnail, card, Self.tapForest),   // mid zoom in
            (Self.tapClose - 0.01, thumbnail, card, Self.tapForest),    // zoom in at its end, just before Close
            (Self.tapClose + 0.15, card, thumbnail, Self.tapClose),     // mid zoom out
        ]
        for (time, from, to, start) in times {
            stage.advance(to: time)
            let shown = try #require(Self.greens(stage).card, "t = \(time)").bounds
            let progress = Self.smoothProgress(time - start)
            // Within a hundredth of a point: the frame animates in points, so it finishes later than
            // the 0…1 model (which has already stopped at the end of the zoom in, where the frame is
            // 0.002 pt short), and the zoom out takes over that remainder and its velocity.
            #expect(isClose(shown, lerp(from, to, progress), absolute: 0.01), "t = \(time): \(shown)")
            // The model is the critically damped spring of period 0.5 s: 1 − e^(−λt)(1 + λt), λ = 2π/0.5,
            // to within its 1/300 s integration steps.
            let lambda = 2 * Double.pi / 0.5, elapsed = time - start
            #expect(abs(progress - (1 - exp(-lambda * elapsed) * (1 + lambda * elapsed))) < 0.01, "t = \(time)")
            // The thumbnail stays where it is, drawn under the card.
            #expect(Self.greens(stage).thumbnail.map { isClose($0, thumbnail) } == true, "t = \(time)")
        }
        stage.advance(to: example.duration)
        #expect(Self.greens(stage).card == nil)
        // The frame's spring (in points) settles a little after the card has gone; then all is idle.
        stage.advance(to: example.duration + 1)
        #expect(stage.nextFrameTime == nil)
    }

    /// The display lists at the start, middle and end of the zoom in and the middle of the zoom out.
    @Test func photoZoomSnapshots() throws {
        let example = try #require(ExampleCatalog.example(named: "photo-zoom"))
        let stage = example.makeStage()
        let times = [Self.tapForest, Self.tapForest + 0.15, Self.tapClose - 0.01, Self.tapClose + 0.15]
        assertSnapshot(of: stage, as: .timeline(at: times, .displayList), named: "example-photo-zoom-times")
    }

    @Test func photoZoomWithReduceMotionCrossFadesInPlace() throws {
        let example = try #require(ExampleCatalog.example(named: "photo-zoom"))
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let stage = example.makeStage(environment: environment)
        let thumbnail = try #require(Self.greens(stage).thumbnail)
        let card = CGRect(x: 10, y: 10, width: 240, height: 240)
        // In: 0.25 s ease-in-out from the tap; out: the same from Close. The card never moves or
        // scales; only its opacity changes.
        for (time, opacity) in [(0.3, 0.0), (0.35, UnitCurve.easeInOut.value(at: 0.2)), (0.425, 0.5),
                                (0.5, UnitCurve.easeInOut.value(at: 0.8)), (1.0, 1.0),
                                (1.6, 1 - UnitCurve.easeInOut.value(at: 0.4))] {
            stage.advance(to: time)
            #expect(Self.greens(stage).thumbnail.map { isClose($0, thumbnail) } == true, "t = \(time)")
            guard opacity > 0 else {
                // Fully transparent: drawn at 0 opacity or not at all.
                if let item = Self.greens(stage).card, case .shape(let shape) = item.content {
                    #expect(shape.paint.color.opacity == 0)
                }
                continue
            }
            let item = try #require(Self.greens(stage).card, "t = \(time)")
            #expect(isClose(item.bounds, card), "t = \(time): \(item.bounds)")
            guard case .shape(let shape) = item.content else { throw ExampleError.notAShape }
            #expect(isClose(Double(shape.paint.color.opacity), opacity, absolute: 1e-6), "t = \(time)")
        }
        stage.advance(to: 1.8)
        #expect(Self.greens(stage).card == nil)
        #expect(stage.nextFrameTime == nil)
    }

    private enum ExampleError: Error { case notAShape }

    @Test func photoZoomOpenedWithMotionClosesWithAFadeOnceReduceMotionIsOn() throws {
        let example = try #require(ExampleCatalog.example(named: "photo-zoom"))
        let stage = example.makeStage()
        let thumbnail = try #require(Self.greens(stage).thumbnail)
        let card = CGRect(x: 10, y: 10, width: 240, height: 240)
        stage.schedule(.environment(\.accessibilityReduceMotion, true), at: 1.2)
        // Switched while the card is open and still: nothing drawn changes.
        stage.advance(to: 1.2)
        let open = try #require(Self.greens(stage).card)
        #expect(isClose(open.bounds, card, absolute: 0.01))
        // Close then fades the card out where it is, over 0.25 s, instead of zooming it home.
        stage.advance(to: Self.tapClose + 0.1)
        let closing = try #require(Self.greens(stage).card)
        #expect(isClose(closing.bounds, card))
        guard case .shape(let shape) = closing.content else { throw ExampleError.notAShape }
        #expect(isClose(Double(shape.paint.color.opacity), 1 - UnitCurve.easeInOut.value(at: 0.4), absolute: 1e-6))
        #expect(Self.greens(stage).thumbnail.map { isClose($0, thumbnail) } == true)
        stage.advance(to: Self.tapClose + 0.3)
        #expect(Self.greens(stage).card == nil)
    }

    @Test(arguments: [false, true])
    func photoZoomReadsTheAlbumOrTheCardNeverBoth(reduceMotion: Bool) throws {
        let example = try #require(ExampleCatalog.example(named: "photo-zoom"))
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = reduceMotion
        let stage = example.makeStage(environment: environment)
        let album = ["Album", "Dunes", "Lagoon", "Forest"]
        let card = ["Pine trees in morning mist", "Forest", "Close"]
        func labels() -> [String] { stage.accessibilityTree().allElements.map(\.label) }

        #expect(labels() == album)
        let forest = try #require(stage.accessibilityTree().element(label: "Forest"))
        #expect(forest.traits == .isButton && forest.hint == "Opens the photo")
        #expect(stage.accessibilityTree().element(label: "Album")?.traits.contains(.isHeader) == true)
        // From the tap on, whether the card is still growing or fading in: only the card.
        for time in [Self.tapForest + 0.02, Self.tapForest + 0.2, Self.tapClose - 0.01] {
            stage.advance(to: time)
            #expect(labels() == card, "t = \(time)")
        }
        #expect(stage.accessibilityTree().element(label: "Pine trees in morning mist")?.traits == .isImage)
        #expect(stage.accessibilityTree().element(label: "Forest")?.traits.contains(.isHeader) == true)
        // From Close on, while the card is still drawn leaving: only the album.
        for time in [Self.tapClose, Self.tapClose + 0.1, example.duration] {
            stage.advance(to: time)
            #expect(labels() == album, "t = \(time)")
        }
    }
}

private func isClose(_ actual: CGSize, _ expected: CGSize) -> Bool {
    isClose(actual.width, expected.width) && isClose(actual.height, expected.height)
}
