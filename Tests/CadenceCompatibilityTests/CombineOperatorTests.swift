#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Combine
import Foundation
import Testing

// Edge cases of the Combine operators: completion and failure propagation, cancellation, and the
// time operators on the main schedulers driven by a stage's clock (values sent from `.run` events,
// so they happen at exact stage times).

private enum TestError: Error, Equatable {
    case boom
    case other
}

/// Records what a publisher delivers.
private final class Recorder<Value, Failure: Error> {
    var values: [Value] = []
    var completion: Subscribers.Completion<Failure>?
    var cancellable: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Failure {
        cancellable = publisher.sink(receiveCompletion: { [unowned self] in completion = $0 }, receiveValue: { [unowned self] in values.append($0) })
    }

    var finished: Bool {
        if case .finished = completion { return true }
        return false
    }

    var failure: Failure? {
        if case .failure(let error) = completion { return error }
        return nil
    }
}

@MainActor
@Suite struct CombineOperatorTests {
    private func stage() -> Stage {
        Stage(size: CGSize(width: 100, height: 100)) { Text("x") }
    }

    // MARK: Time operators

    @Test func debounceEmitsOnlyTheLastValueAfterTheQuietInterval() {
        let stage = stage()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.debounce(for: .milliseconds(300), scheduler: RunLoop.main))
        stage.schedule(.run { _ in subject.send(1) }, at: 0.1)
        stage.schedule(.run { _ in subject.send(2) }, at: 0.2)
        stage.schedule(.run { _ in subject.send(3) }, at: 0.3)
        stage.schedule(.run { _ in subject.send(4) }, at: 1.0)
        stage.advance(to: 0.59)
        #expect(recorder.values == [])
        stage.advance(to: 0.61)
        #expect(recorder.values == [3])
        stage.advance(to: 2)
        #expect(recorder.values == [3, 4])
        #expect(recorder.completion == nil)
    }

    @Test func debounceDropsAPendingValueWhenTheUpstreamFinishes() {
        let stage = stage()
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = Recorder(subject.debounce(for: 0.5, scheduler: DispatchQueue.main))
        stage.schedule(.run { _ in subject.send(1) }, at: 0.1)
        stage.schedule(.run { _ in subject.send(2) }, at: 0.7)
        stage.schedule(.run { _ in subject.send(completion: .failure(.boom)) }, at: 0.8)
        stage.advance(to: 2)
        #expect(recorder.values == [1])
        #expect(recorder.failure == .boom)
    }

    @Test func cancellingADebounceStopsDelivery() {
        let stage = stage()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.debounce(for: .milliseconds(300), scheduler: RunLoop.main))
        stage.schedule(.run { _ in subject.send(1) }, at: 0.1)
        stage.schedule(.run { _ in recorder.cancellable = nil }, at: 0.2)
        stage.schedule(.run { _ in subject.send(2) }, at: 0.3)
        stage.advance(to: 2)
        #expect(recorder.values == [])
    }

    @Test(arguments: [true, false]) func throttleKeepsTheLatestOrTheFirstValueOfEachInterval(latest: Bool) {
        let stage = stage()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.throttle(for: .milliseconds(500), scheduler: RunLoop.main, latest: latest))
        for (value, time) in [(1, 0.1), (2, 0.2), (3, 0.3), (4, 1.5)] {
            stage.schedule(.run { _ in subject.send(value) }, at: time)
        }
        stage.advance(to: 0.15)
        #expect(recorder.values == [1], "the first value goes out at once")
        stage.advance(to: 0.55)
        #expect(recorder.values == [1])
        stage.advance(to: 0.65)
        #expect(recorder.values == (latest ? [1, 3] : [1, 2]))
        stage.advance(to: 3)
        #expect(recorder.values == (latest ? [1, 3, 4] : [1, 2, 4]), "a quiet interval: the next value goes out at once")
    }

    @Test func throttleDeliversAHeldValueBeforeFinishing() {
        let stage = stage()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.throttle(for: 1, scheduler: RunLoop.main, latest: true))
        stage.schedule(.run { _ in subject.send(1); subject.send(2) }, at: 0.1)
        stage.schedule(.run { _ in subject.send(3); subject.send(completion: .finished) }, at: 0.2)
        stage.advance(to: 0.3)
        #expect(recorder.values == [2, 3], "same-instant values collapse to the latest; the held one precedes the completion")
        #expect(recorder.finished)
    }

    @Test func delayKeepsOrderAndDelaysTheCompletion() {
        let stage = stage()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder(subject.delay(for: .milliseconds(500), scheduler: DispatchQueue.main))
        stage.schedule(.run { _ in subject.send(1) }, at: 0.1)
        stage.schedule(.run { _ in subject.send(2); subject.send(3) }, at: 0.15)
        stage.schedule(.run { _ in subject.send(completion: .finished) }, at: 0.2)
        stage.advance(to: 0.55)
        #expect(recorder.values == [])
        stage.advance(to: 0.62)
        #expect(recorder.values == [1])
        stage.advance(to: 0.66)
        #expect(recorder.values == [1, 2, 3])
        #expect(!recorder.finished)
        stage.advance(to: 0.75)
        #expect(recorder.finished)
    }

    @Test func subscribeOnTheMainRunLoopSubscribesAfterTheRunningOperation() {
        let stage = stage()
        final class Log {
            var entries: [String] = []
            var cancellable: AnyCancellable?
        }
        let log = Log()
        stage.schedule(.run { _ in
            log.cancellable = Deferred { () -> Just<Int> in
                log.entries.append("subscribed")
                return Just(1)
            }
            .subscribe(on: RunLoop.main)
            .sink { log.entries.append("value \($0)") }
            log.entries.append("returned")
        }, at: 0.1)
        stage.advance(to: 0.2)
        #expect(log.entries == ["returned", "subscribed", "value 1"])
        _ = Deferred { () -> Just<Int> in
            log.entries.append("immediate")
            return Just(2)
        }
        .subscribe(on: ImmediateScheduler.shared)
        .sink { log.entries.append("value \($0)") }
        #expect(log.entries.suffix(2) == ["immediate", "value 2"])
    }

    @Test func theSchedulerIntervalsConvert() {
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(300).timeInterval == 0.3)
        #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(1.5).magnitude == 1_500_000_000)
        #expect(RunLoop.SchedulerTimeType.Stride.seconds(1).magnitude < 1.5)
        let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
        #expect(start.distance(to: start.advanced(by: .microseconds(2))).magnitude == 2_000)
        let date = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 0))
        #expect(date.advanced(by: 2).date == Date(timeIntervalSince1970: 2))
    }

    // MARK: Combining

    @Test func combineLatestWaitsForBothAndFailsWithEither() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<String, TestError>()
        let recorder = Recorder(a.combineLatest(b).map { "\($0)\($1)" })
        a.send(1)
        #expect(recorder.values == [])
        b.send("x")
        a.send(2)
        b.send("y")
        #expect(recorder.values == ["1x", "2x", "2y"])
        a.send(completion: .failure(.boom))
        b.send("z")
        #expect(recorder.values == ["1x", "2x", "2y"])
        #expect(recorder.failure == .boom)
    }

    @Test func combineLatestOfThreeFinishesWhenAllHave() {
        let a = CurrentValueSubject<Int, Never>(1)
        let b = CurrentValueSubject<Int, Never>(2)
        let c = PassthroughSubject<Int, Never>()
        let recorder = Recorder(a.combineLatest(b, c) { $0 + $1 + $2 })
        c.send(10)
        b.value = 20
        #expect(recorder.values == [13, 31])
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(!recorder.finished)
        c.send(100)
        c.send(completion: .finished)
        #expect(recorder.values == [13, 31, 121])
        #expect(recorder.finished)
    }

    @Test func mergeInterleavesAndFinishesAfterBoth() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = Recorder(a.merge(with: b))
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        b.send(3)
        #expect(recorder.values == [1, 2, 3])
        #expect(!recorder.finished)
        b.send(completion: .finished)
        #expect(recorder.finished)
    }

    @Test func zipPairsInOrderAndFinishesWhenOneRunsOut() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let recorder = Recorder(a.zip(b).map { "\($0)\($1)" })
        a.send(1)
        a.send(2)
        b.send("x")
        a.send(completion: .finished)
        #expect(!recorder.finished, "a's 2 can still be paired")
        b.send("y")
        #expect(recorder.values == ["1x", "2y"])
        #expect(recorder.finished)
    }

    @Test func flatMapWithOnePublisherAtATimeRunsThemInOrder() {
        let outer = PassthroughSubject<Int, TestError>()
        let inners = [PassthroughSubject<String, TestError>(), PassthroughSubject<String, TestError>()]
        var made: [Int] = []
        let recorder = Recorder(outer.flatMap(maxPublishers: .max(1)) { index -> PassthroughSubject<String, TestError> in
            made.append(index)
            return inners[index]
        })
        outer.send(0)
        outer.send(1)
        #expect(made == [0], "the second waits for a slot")
        inners[0].send("a")
        inners[1].send("lost")
        inners[0].send(completion: .finished)
        #expect(made == [0, 1])
        inners[1].send("b")
        outer.send(completion: .finished)
        #expect(!recorder.finished, "an inner publisher is still active")
        inners[1].send(completion: .finished)
        #expect(recorder.values == ["a", "b"])
        #expect(recorder.finished)
    }

    @Test func flatMapFailsWhenAnInnerPublisherFails() {
        let outer = PassthroughSubject<Int, TestError>()
        let recorder = Recorder(outer.flatMap { value -> AnyPublisher<Int, TestError> in
            value < 0 ? Fail(error: .other).eraseToAnyPublisher() : Just(value * 2).setFailureType(to: TestError.self).eraseToAnyPublisher()
        })
        outer.send(1)
        outer.send(-1)
        outer.send(2)
        #expect(recorder.values == [2])
        #expect(recorder.failure == .other)
        let never = Recorder([1, 2].publisher.flatMap { Just($0 * 10) })
        #expect(never.values == [10, 20])
        #expect(never.finished)
    }

    @Test func catchReplacesTheFailureAndKeepsEarlierValues() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = Recorder(subject.catch { error in Just(error == .boom ? -1 : -2) })
        subject.send(1)
        subject.send(completion: .failure(.boom))
        #expect(recorder.values == [1, -1])
        #expect(recorder.finished)
    }

    @Test func handleEventsSeesEveryEventInOrder() {
        var log: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let publisher = subject.handleEvents(
            receiveSubscription: { _ in log.append("subscription") },
            receiveOutput: { log.append("output \($0)") },
            receiveCompletion: { _ in log.append("completion") },
            receiveCancel: { log.append("cancel") },
            receiveRequest: { log.append($0 == .unlimited ? "request unlimited" : "request") }
        )
        let first = publisher.sink { log.append("sink \($0)") }
        subject.send(1)
        first.cancel()
        subject.send(2)
        #expect(log == ["subscription", "request unlimited", "output 1", "sink 1", "cancel"])
        log = []
        let second = Just(3).handleEvents(receiveOutput: { log.append("output \($0)") }, receiveCompletion: { _ in log.append("completion") }, receiveCancel: { log.append("cancel") }).sink { _ in }
        second.cancel()
        #expect(log == ["output 3", "completion"], "no cancel after a completion")
    }

    // MARK: Publishers

    @Test func emptyFailAndDeferred() {
        #expect(Recorder(Empty<Int, Never>()).finished)
        let never = Recorder(Empty<Int, Never>(completeImmediately: false))
        #expect(never.completion == nil)
        #expect(Recorder(Fail<Int, TestError>(error: .boom)).failure == .boom)
        var creations = 0
        let deferred = Deferred { () -> Just<Int> in
            creations += 1
            return Just(creations)
        }
        #expect(creations == 0)
        #expect(Recorder(deferred).values == [1])
        #expect(Recorder(deferred).values == [2])
    }

    @Test func aFutureRunsOnceAndReplaysItsResult() {
        var runs = 0
        var fulfil: Future<Int, TestError>.Promise?
        let future = Future<Int, TestError> { promise in
            runs += 1
            fulfil = promise
        }
        let early = Recorder(future)
        let cancelled = Recorder(future)
        cancelled.cancellable = nil
        #expect(runs == 1)
        #expect(early.values == [])
        fulfil?(.success(5))
        fulfil?(.failure(.boom))
        #expect(early.values == [5])
        #expect(early.finished)
        #expect(cancelled.values == [])
        let late = Recorder(future)
        #expect(late.values == [5])
        #expect(late.finished)
        #expect(runs == 1)
    }

    @Test func aFailedFutureFailsEverySubscriber() async {
        let future = Future<Int, TestError> { $0(.failure(.other)) }
        #expect(Recorder(future).failure == .other)
        await #expect(throws: TestError.other) { try await future.value }
        #expect(await Future<Int, Never> { $0(.success(9)) }.value == 9)
    }

    @Test func aSequencePublisherStopsWhenCancelled() {
        #expect(Recorder([1, 2, 3].publisher).values == [1, 2, 3])
        let firstTwo = Recorder((1...).publisher.prefix(2))
        #expect(firstTwo.values == [1, 2], "an endless sequence stops once prefix has enough")
        #expect(firstTwo.finished)
    }

    @Test func valuesOfAFailingPublisherThrow() async throws {
        var iterator = [1, 2].publisher.setFailureType(to: TestError.self).append(Fail(error: .boom)).values.makeAsyncIterator()
        #expect(try await iterator.next() == 1)
        #expect(try await iterator.next() == 2)
        await #expect(throws: TestError.boom) { try await iterator.next() }
        var total = 0
        for await value in [1, 2, 3].publisher.values { total += value }
        #expect(total == 6)
    }

    @Test func cancellingTheTaskEndsTheLoop() async {
        let subject = PassthroughSubject<Int, Never>()
        let task = Task {
            var seen: [Int] = []
            for await value in subject.values { seen.append(value) }
            return seen
        }
        task.cancel()
        #expect(await task.value == [])
    }

    // MARK: Other operators

    @Test func reducingOperators() {
        let numbers = [3, 1, 4, 1, 5].publisher
        #expect(Recorder(numbers.scan(0, +)).values == [3, 4, 8, 9, 14])
        #expect(Recorder(numbers.reduce(0, +)).values == [14])
        #expect(Recorder(numbers.collect()).values == [[3, 1, 4, 1, 5]])
        #expect(Recorder(numbers.collect(2)).values == [[3, 1], [4, 1], [5]])
        #expect(Recorder(numbers.count()).values == [5])
        #expect(Recorder(numbers.first()).values == [3])
        #expect(Recorder(numbers.first(where: { $0 > 3 })).values == [4])
        #expect(Recorder(numbers.last()).values == [5])
        #expect(Recorder(numbers.prefix(2)).values == [3, 1])
        #expect(Recorder(numbers.prefix(while: { $0 > 2 })).values == [3])
        #expect(Recorder(numbers.ignoreOutput()).finished)
        let failing = PassthroughSubject<Int, TestError>()
        let collected = Recorder(failing.collect())
        failing.send(1)
        failing.send(completion: .failure(.boom))
        #expect(collected.values == [], "a failure publishes no partial array")
        #expect(collected.failure == .boom)
    }

    @Test func prependAppendAndReplacing() {
        #expect(Recorder(Just(2).prepend(0, 1).append(3).append([4, 5])).values == [0, 1, 2, 3, 4, 5])
        #expect(Recorder(Just(2).prepend(Just(1))).values == [1, 2])
        #expect(Recorder(Fail<Int, TestError>(error: .boom).replaceError(with: 7)).values == [7])
        #expect(Recorder([1, nil, 3].publisher.replaceNil(with: 0)).values == [1, 0, 3])
        let mapped = Recorder(Fail<Int, TestError>(error: .boom).mapError { _ in TestError.other })
        #expect(mapped.failure == .other)
        let tried = Recorder([1, 2, 3].publisher.tryMap { value -> Int in
            if value == 2 { throw TestError.boom }
            return value
        })
        #expect(tried.values == [1])
        #expect(tried.failure as? TestError == .boom)
        #expect(Recorder(Just(1).assertNoFailure()).values == [1])
    }

    @Test func shareSubscribesOnceForEverySubscriber() {
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        let a = Recorder(shared)
        let b = Recorder(shared)
        subject.send(1)
        #expect(subscriptions == 1)
        #expect(a.values == [1])
        #expect(b.values == [1])
        a.cancellable = nil
        b.cancellable = nil
        let c = Recorder(shared)
        subject.send(2)
        #expect(subscriptions == 2, "reconnected after the last subscriber left")
        #expect(c.values == [2])
    }

    @Test func printWritesEachEvent() {
        final class Stream: TextOutputStream {
            var text = ""
            func write(_ string: String) { text += string }
        }
        let stream = Stream()
        let recorder = Recorder([1].publisher.print("nums", to: stream))
        #expect(recorder.values == [1])
        let lines = stream.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("nums: receive value: (1)"), "\(lines)")
        #expect(lines.contains("nums: request unlimited"))
        #expect(lines.last == "nums: receive finished")
    }
}
