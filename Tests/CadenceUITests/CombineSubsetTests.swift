import Foundation
import Testing
@testable import CadenceUI

@MainActor
@Suite struct CombineSubsetTests {
    @Test func operatorsTransformFilterAndDeduplicate() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let cancellable = subject
            .filter { $0 >= 0 }
            .removeDuplicates()
            .dropFirst()
            .map { "v\($0)" }
            .eraseToAnyPublisher()
            .sink { seen.append($0) }
        for value in [1, 1, -3, 2, 2, 3] { subject.send(value) }
        #expect(seen == ["v2", "v3"])
        cancellable.cancel()
        subject.send(4)
        #expect(seen == ["v2", "v3"])
    }

    @Test func completionsArriveOnceAndEndTheStream() {
        let subject = CurrentValueSubject<Int, TestFailure>(7)
        var values: [Int] = []
        var completions: [Subscribers.Completion<TestFailure>] = []
        let cancellable = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        subject.value = 8
        subject.send(completion: .failure(TestFailure()))
        subject.send(9)
        subject.send(completion: .finished)
        #expect(values == [7, 8])
        #expect(completions == [.failure(TestFailure())])
        _ = cancellable
    }

    @Test func justAndAssignWriteThrough() {
        final class Target { var text = "" }
        let target = Target()
        let cancellable = Just("hello").assign(to: \.text, on: target)
        #expect(target.text == "hello")
        _ = cancellable
    }

    @Test func aStoredCancellableStopsWhenTheSetIsEmptied() {
        let subject = PassthroughSubject<Int, Never>()
        var count = 0
        var bag = Set<AnyCancellable>()
        subject.sink { _ in count += 1 }.store(in: &bag)
        subject.send(1)
        bag.removeAll()
        subject.send(2)
        #expect(count == 1)
    }

    @Test func receiveOnTheMainQueueDeliversAtTheStagesCurrentTime() throws {
        final class Ticker: ObservableObject { @Published var count = 0 }
        let ticker = Ticker()
        var delivered: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let stage = Stage(size: CGSize(width: 100, height: 100), startDate: Stage.referenceDate) {
            Text("ticks")
                .onReceive(subject.receive(on: DispatchQueue.main)) { delivered.append($0); ticker.count += 1 }
        }
        stage.schedule(.run { _ in subject.send(5) }, at: 0.5)
        stage.advance(to: 0.5)
        #expect(delivered == [5], "delivered within the same advance, after the event that sent it")
        #expect(ticker.count == 1)
    }

    @Test func timerPublishersFireEveryIntervalFromTheirConnection() {
        var dates: [Double] = []
        let stage = Stage(size: CGSize(width: 100, height: 100), startDate: Stage.referenceDate) {
            Text("clock").onReceive(Timer.publish(every: 0.4, on: .main, in: .common).autoconnect()) {
                dates.append(Stage.time(ofDate: $0))
            }
        }
        #expect(stage.nextFrameTime == 0.4, "the timer's next fire keeps the stage awake")
        stage.advance(to: 1.3)
        #expect(dates.count == 3)
        for (date, expected) in zip(dates, [0.4, 0.8, 1.2]) { #expect(abs(date - expected) < 1e-9) }
    }
}

private struct TestFailure: Error, Equatable {}
