#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Combine
import Foundation
import Testing

// `switchToLatest`, `tryCatch`, `removeDuplicates(by:)`, `tryRemoveDuplicates(by:)` and `Record`,
// in the view-model code they usually appear in: a search box whose older requests must not
// overwrite newer ones, a loader that falls back to a cache, and canned responses in previews.

private enum LoadError: Error, Equatable {
    case offline
    case unauthorized
}

/// A search screen's model: each query starts a request; only the latest one's results show.
@MainActor
private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var requests: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init(latency: @escaping (String) -> Int) {
        $query
            .removeDuplicates { $0.lowercased() == $1.lowercased() }
            .map { [unowned self] query -> AnyPublisher<[String], Never> in
                requests.append(query)
                return Just(["\(query) 1", "\(query) 2"])
                    .delay(for: .milliseconds(latency(query)), scheduler: RunLoop.main)
                    .eraseToAnyPublisher()
            }
            .switchToLatest()
            .sink { [unowned self] in results = $0 }
            .store(in: &cancellables)
    }
}

private struct Feed: Codable, Equatable {
    var posts: [String]
}

/// Loads a feed, falling back to the cache when offline and failing on other errors.
private func loadFeed(from network: AnyPublisher<Feed, LoadError>, cache: Feed) -> AnyPublisher<Feed, any Error> {
    network.tryCatch { error -> Just<Feed> in
        guard error == .offline else { throw error }
        return Just(cache)
    }
    .eraseToAnyPublisher()
}

@MainActor
@Suite struct CombineSwitchingOperatorTests {
    private func stage() -> Stage {
        Stage(size: CGSize(width: 100, height: 100)) { Text("search") }
    }

    @Test func aSlowOlderSearchNeverOverwritesANewerOne() {
        let stage = stage()
        // "sw" is slow (500 ms), "swift" fast (100 ms).
        let model = SearchModel { $0.count < 3 ? 500 : 100 }
        stage.schedule(.run { _ in model.query = "sw" }, at: 0.1)
        stage.schedule(.run { _ in model.query = "swift" }, at: 0.2)
        stage.advance(to: 0.35)
        #expect(model.results == ["swift 1", "swift 2"])
        // The "sw" request would have answered at 0.6: it was cancelled.
        stage.advance(to: 1)
        #expect(model.results == ["swift 1", "swift 2"])
        #expect(model.requests == ["", "sw", "swift"])
    }

    @Test func queriesThatDifferOnlyInCaseStartNoRequest() {
        let stage = stage()
        let model = SearchModel { _ in 50 }
        stage.schedule(.run { _ in model.query = "Swift" }, at: 0.1)
        stage.schedule(.run { _ in model.query = "swift" }, at: 0.2)
        stage.schedule(.run { _ in model.query = "SWIFT" }, at: 0.3)
        stage.advance(to: 1)
        #expect(model.requests == ["", "Swift"])
        #expect(model.results == ["Swift 1", "Swift 2"])
    }

    @Test func switchToLatestFinishesWhenTheUpstreamAndTheLatestInnerHave() {
        let outer = PassthroughSubject<PassthroughSubject<Int, LoadError>, LoadError>()
        let first = PassthroughSubject<Int, LoadError>(), second = PassthroughSubject<Int, LoadError>()
        var values: [Int] = []
        var completion: Subscribers.Completion<LoadError>?
        let cancellable = outer.switchToLatest().sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)           // cancelled: dropped
        second.send(3)
        outer.send(completion: .finished)
        #expect(completion == nil)   // the latest inner is still going
        second.send(completion: .finished)
        #expect(values == [1, 3])
        #expect(completion == .finished)
        _ = cancellable

        // A failing inner publisher fails the whole chain.
        let failing = PassthroughSubject<PassthroughSubject<Int, LoadError>, LoadError>()
        let inner = PassthroughSubject<Int, LoadError>()
        var failure: Subscribers.Completion<LoadError>?
        let other = failing.switchToLatest().sink(receiveCompletion: { failure = $0 }, receiveValue: { _ in })
        failing.send(inner)
        inner.send(completion: .failure(.unauthorized))
        #expect(failure == .failure(.unauthorized))
        _ = other
    }

    @Test func tryCatchFallsBackOrRethrows() {
        let cache = Feed(posts: ["cached"])
        var loaded: [Feed] = []
        var error: (any Error)?
        let offline = loadFeed(from: Fail(error: LoadError.offline).eraseToAnyPublisher(), cache: cache)
            .sink(receiveCompletion: { if case .failure(let e) = $0 { error = e } }, receiveValue: { loaded.append($0) })
        #expect(loaded == [cache])
        #expect(error == nil)
        let denied = loadFeed(from: Fail(error: LoadError.unauthorized).eraseToAnyPublisher(), cache: cache)
            .sink(receiveCompletion: { if case .failure(let e) = $0 { error = e } }, receiveValue: { loaded.append($0) })
        #expect(loaded == [cache])
        #expect(error as? LoadError == .unauthorized)
        _ = (offline, denied)
    }

    @Test func tryRemoveDuplicatesFailsWithThePredicatesError() {
        struct Unreadable: Error {}
        var values: [Int] = []
        var failed = false
        let cancellable = [1, 1, 2, 2, 3, -1, 4].publisher
            .tryRemoveDuplicates { previous, next in
                if next < 0 { throw Unreadable() }
                return previous == next
            }
            .sink(receiveCompletion: { if case .failure(let error) = $0 { failed = error is Unreadable } }, receiveValue: { values.append($0) })
        #expect(values == [1, 2, 3])
        #expect(failed)
        _ = cancellable
    }

    @Test func recordReplaysToEachSubscriber() {
        let preview = Record<Feed, LoadError> { recording in
            recording.receive(Feed(posts: ["one"]))
            recording.receive(Feed(posts: ["one", "two"]))
            recording.receive(completion: .failure(.offline))
        }
        #expect(preview.recording.output.count == 2)
        for _ in 0..<2 {
            var feeds: [Feed] = []
            var completion: Subscribers.Completion<LoadError>?
            let cancellable = preview.sink(receiveCompletion: { completion = $0 }, receiveValue: { feeds.append($0) })
            #expect(feeds.map(\.posts.count) == [1, 2])
            #expect(completion == .failure(.offline))
            _ = cancellable
        }
        let numbers = Record<Int, Never>(output: [3, 1, 2], completion: .finished)
        var collected: [[Int]] = []
        let cancellable = numbers.collect().sink { collected.append($0) }
        #expect(collected == [[3, 1, 2]])
        _ = cancellable
    }
}
