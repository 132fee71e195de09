import Testing
@testable import CadenceRender

@Suite struct FrameTimingTests {
    @Test func thirtyFramesPerSecondAlternatesWithoutDrift() {
        #expect(FrameTiming(framesPerSecond: 30, frameCount: 6).gifDelays == [3, 4, 3, 3, 4, 3])
        #expect(FrameTiming(framesPerSecond: 50, frameCount: 3).gifDelays == [2, 2, 2])
        #expect(FrameTiming(framesPerSecond: 30, frameCount: 0).gifDelays == [])
    }

    @Test(arguments: [24.0, 25, 29.97, 30000.0 / 1001, 30, 33, 48, 60, 7.5, 0.5])
    func gifStartTimesStayWithinHalfACentisecond(fps: Double) {
        let timing = FrameTiming(framesPerSecond: fps, frameCount: 1000)
        let delays = timing.gifDelays
        #expect(delays.count == 1000)
        var elapsed = 0
        for (index, delay) in delays.enumerated() {
            #expect(delay >= 0)
            elapsed += delay
            // Every frame ends within half a centisecond of its exact time: no drift, however long.
            #expect(abs(Double(elapsed) - 100 * timing.startTime(ofFrame: index + 1)) <= 0.5 + 1e-9)
        }
        #expect(abs(Double(elapsed) / 100 - timing.duration) <= 0.005 + 1e-12)
    }

    @Test(arguments: [
        (30.0, 1, 30), (60, 1, 60), (25, 1, 25), (30000.0 / 1001, 1001, 30000), (29.97, 100, 2997),
        (0.5, 2, 1), (1.0 / 70_000, 65535, 1), (2.5, 2, 5),
    ] as [(Double, UInt16, UInt16)])
    func apngDelayIsTheClosestFraction(fps: Double, numerator: UInt16, denominator: UInt16) {
        let delay = FrameTiming(framesPerSecond: fps, frameCount: 3).apngDelay
        #expect(delay == FrameDelay(numerator: numerator, denominator: denominator))
        #expect(FrameTiming(framesPerSecond: fps, frameCount: 3).apngDelays == [delay, delay, delay])
    }

    @Test func irrationalRatesGetTheClosestBoundedFraction() {
        let delay = FrameTiming(framesPerSecond: 1 / Double.pi, frameCount: 1).apngDelay
        // 355/113 is the last convergent of π that fits; the semiconvergent 65298/20785 is closer.
        #expect(delay == FrameDelay(numerator: 65298, denominator: 20785))
        #expect(abs(delay.seconds - Double.pi) < abs(355.0 / 113 - Double.pi))
        // Exhaustively, no fraction with a denominator up to 2000 beats it.
        let best = (1...2000).map { k in abs((Double.pi * Double(k)).rounded() / Double(k) - Double.pi) }.min()!
        #expect(abs(delay.seconds - Double.pi) <= best)
    }

    @Test func hugeRatesRoundToZeroDelay() {
        #expect(FrameTiming(framesPerSecond: 1e6, frameCount: 1).apngDelay == FrameDelay(numerator: 0, denominator: 1))
        #expect(FrameTiming(framesPerSecond: 100_000, frameCount: 1).apngDelay == FrameDelay(numerator: 1, denominator: 65535))
    }

    @Test func frameDelaySeconds() {
        #expect(FrameDelay(numerator: 1, denominator: 4).seconds == 0.25)
        #expect(FrameDelay(numerator: 7, denominator: 0).seconds == 0.07)
        #expect(FrameDelay.centiseconds(3) == FrameDelay(numerator: 3, denominator: 100))
    }
}
