#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Combine
import Foundation
import Testing
import CadenceStageTestSupport

// View models as SwiftUI apps write them with Combine: a search field debounced on RunLoop.main, a
// sign-up form validated with combineLatest of two @Published properties, a Future-based loader
// with catch, and NotificationCenter observation. On a stage the debounce and the loader's delay
// run in stage time, so synchronous advances see each step.

// MARK: Search

private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var searchCount = 0
    private let catalog = ["swift", "swim", "sweet", "apple"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] query in self?.search(query) }
            .store(in: &cancellables)
    }

    private func search(_ query: String) {
        searchCount += 1
        results = query.isEmpty ? [] : catalog.filter { $0.hasPrefix(query) }
    }
}

private struct SearchView: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        VStack {
            Text("query: \(model.query)")
            Text("searches: \(model.searchCount)")
            Text("results: \(model.results.joined(separator: ","))")
            Button("Type s") { model.query += "s" }
            Button("Type w") { model.query += "w" }
            Button("Type i") { model.query += "i" }
            Button("Type x") { model.query += "x" }
            Button("Delete") { model.query = String(model.query.dropLast()) }
        }
    }
}

// MARK: Sign-up form

private final class SignUpModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var canSubmit = false
    private(set) var validations = 0

    init() {
        $email
            .combineLatest($password) { email, password in email.contains("@") && password.count >= 8 }
            .handleEvents(receiveOutput: { [unowned self] _ in validations += 1 })
            .removeDuplicates()
            .assign(to: &$canSubmit)
    }
}

// MARK: Loader

private enum LoadError: Error, Equatable {
    case notFound
}

private final class ProfileLoader: ObservableObject {
    @Published private(set) var name = "Loading"
    @Published private(set) var fallback = "Loading"
    private(set) var fetches = 0
    private var cancellables = Set<AnyCancellable>()

    /// A fetch that answers half a second later, made per subscription.
    func fetch(id: Int) -> AnyPublisher<String, LoadError> {
        Deferred {
            Future<String, LoadError> { [weak self] promise in
                self?.fetches += 1
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    promise(id > 0 ? .success("User \(id)") : .failure(.notFound))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    func load() {
        fetch(id: 7)
            .map { $0.uppercased() }
            .replaceError(with: "?")
            .sink { [weak self] in self?.name = $0 }
            .store(in: &cancellables)
        fetch(id: 0)
            .catch { _ in Just("Guest").setFailureType(to: LoadError.self) }
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.fallback = $0 })
            .store(in: &cancellables)
    }
}

private struct ProfileView: View {
    @ObservedObject var loader: ProfileLoader

    var body: some View {
        VStack {
            Text("name: \(loader.name)")
            Text("fallback: \(loader.fallback)")
        }
        .onAppear { loader.load() }
    }
}

// MARK: Notifications

extension Notification.Name {
    fileprivate static let cadenceSettingsChanged = Notification.Name("CadenceCompatibility.settingsChanged")
}

private final class SettingsObserver: ObservableObject {
    @Published private(set) var changes: [String] = []
    private var cancellable: AnyCancellable?

    init(center: NotificationCenter, sender: AnyObject? = nil) {
        cancellable = center.publisher(for: .cadenceSettingsChanged, object: sender)
            .compactMap { $0.userInfo?["key"] as? String }
            .sink { [weak self] key in self?.changes.append(key) }
    }

    func stop() {
        cancellable = nil
    }
}

@MainActor
@Suite struct CombineViewModelCompatibilityTests {
    private func texts(_ stage: Stage) -> [String] {
        stage.displayList().texts.map(\.text)
    }

    @Test func theSearchRunsOnceTypingPausesForTheDebounceInterval() {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { SearchView() }
        stage.schedule(.tap(label: "Type s"), at: 0.1)
        stage.schedule(.tap(label: "Type w"), at: 0.2)
        stage.schedule(.tap(label: "Type i"), at: 0.35)
        stage.advance(to: 0.6)
        #expect(texts(stage).contains("query: swi"))
        #expect(texts(stage).contains("searches: 0"), "still typing: \(texts(stage))")
        stage.advance(to: 0.7)
        #expect(texts(stage).contains("searches: 1"), "\(texts(stage))")
        #expect(texts(stage).contains("results: swift,swim"), "only the last query is searched: \(texts(stage))")

        // A change and its undo inside the interval debounce to the same query: removeDuplicates drops it.
        stage.schedule(.tap(label: "Type x"), at: 1.0)
        stage.schedule(.tap(label: "Delete"), at: 1.1)
        stage.advance(to: 2)
        #expect(texts(stage).contains("searches: 1"), "\(texts(stage))")

        stage.schedule(.tap(label: "Delete"), at: 2.1)
        stage.advance(to: 2.3)
        #expect(texts(stage).contains("searches: 1"))
        stage.advance(to: 2.5)
        #expect(texts(stage).contains("searches: 2"))
        #expect(texts(stage).contains("results: swift,swim,sweet"), "\(texts(stage))")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theDebouncedSearchIsTheSameAtAnyFrameRate() {
        func frames(fps: Double) -> [[String]] {
            let stage = Stage(size: CGSize(width: 300, height: 400)) { SearchView() }
            stage.schedule(.tap(label: "Type s"), at: 0.1)
            stage.schedule(.tap(label: "Type w"), at: 0.3)
            return [0.35, 0.55, 0.65, 1.0].map { time in
                var t = 0.0
                while t < time { t = min(time, t + 1 / fps); stage.advance(to: t) }
                return texts(stage)
            }
        }
        let slow = frames(fps: 10), fast = frames(fps: 120)
        #expect(slow == fast)
        #expect(fast[3].contains("results: swift,swim,sweet"), "\(fast[3])")
    }

    @Test func theFormIsValidOnlyWhenBothFieldsAre() {
        let model = SignUpModel()
        #expect(model.canSubmit == false)
        #expect(model.validations == 1, "combineLatest publishes once both @Published have")
        model.email = "ada@example.com"
        #expect(model.canSubmit == false)
        model.password = "analytical"
        #expect(model.canSubmit == true)
        model.email = "ada"
        #expect(model.canSubmit == false)
        #expect(model.validations == 4)
    }

    @Test func aFutureBasedLoaderAnswersInStageTimeAndFallsBackOnFailure() {
        let loader = ProfileLoader()
        let stage = Stage(size: CGSize(width: 300, height: 200)) { ProfileView(loader: loader) }
        stage.advance(to: 0.4)
        #expect(texts(stage).contains("name: Loading"))
        #expect(texts(stage).contains("fallback: Loading"))
        #expect(loader.fetches == 2, "Deferred made each Future when its sink subscribed")
        stage.advance(to: 0.6)
        #expect(texts(stage).contains("name: USER 7"), "\(texts(stage))")
        #expect(texts(stage).contains("fallback: Guest"), "the failure was caught: \(texts(stage))")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func notificationsArriveUntilTheObserverStops() {
        let center = NotificationCenter()
        let sender = NSObject()
        let observer = SettingsObserver(center: center)
        let fromSender = SettingsObserver(center: center, sender: sender)
        center.post(name: .cadenceSettingsChanged, object: nil, userInfo: ["key": "theme"])
        center.post(name: .cadenceSettingsChanged, object: sender, userInfo: ["key": "font"])
        center.post(name: Notification.Name("other"), object: nil, userInfo: ["key": "ignored"])
        #expect(observer.changes == ["theme", "font"])
        #expect(fromSender.changes == ["font"], "object: filters by sender")
        observer.stop()
        center.post(name: .cadenceSettingsChanged, object: sender, userInfo: ["key": "size"])
        #expect(observer.changes == ["theme", "font"], "cancelled: no more notifications")
        #expect(fromSender.changes == ["font", "size"])
    }

    @Test func publishedValuesCanBeAwaited() async {
        let model = SearchModel()
        var iterator = model.$query.values.makeAsyncIterator()
        model.query = "a"
        model.query = "ab"
        #expect(await iterator.next() == "")
        #expect(await iterator.next() == "a")
        #expect(await iterator.next() == "ab")
    }
}
