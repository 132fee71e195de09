import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// A publisher that loads `url` with this session when subscribed: Combine's
    /// `dataTaskPublisher(for:)`.
    ///
    /// ```swift
    /// URLSession.shared.dataTaskPublisher(for: url)
    ///     .map(\.data)
    ///     .decode(type: [Post].self, decoder: JSONDecoder())
    ///     .replaceError(with: [])
    ///     .receive(on: DispatchQueue.main)
    ///     .sink { posts = $0 }
    /// ```
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher that loads `request` with this session when subscribed: Combine's
    /// `dataTaskPublisher(for:)`.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// The publisher `dataTaskPublisher(for:)` makes: Combine's `URLSession.DataTaskPublisher`.
    ///
    /// Each subscription starts its own data task. The body and response arrive once, on the
    /// session's delegate queue, followed by the end; a transport failure ends it with the
    /// `URLError` (any other error as `URLError(.unknown)`). An HTTP error status is not a failure:
    /// the response tells it, as in Combine. Cancelling the subscription cancels the task.
    public struct DataTaskPublisher: Publisher, @unchecked Sendable {
        /// The body and the response.
        public typealias Output = (data: Data, response: URLResponse)
        /// The transport failure.
        public typealias Failure = URLError
        /// The request each subscription loads.
        public let request: URLRequest
        /// The session that loads it.
        public let session: URLSession

        /// A publisher that loads `request` with `session`.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        /// Starts a data task for `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            guard let (subscription, box) = RelaySubscription.handed(to: subscriber) else { return }
            let task = session.dataTask(with: request) { data, response, error in
                guard !subscription.isCancelled else { return }
                if let error {
                    box.value.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
                } else if let response {
                    _ = box.value.receive((data ?? Data(), response))
                    box.value.receive(completion: .finished)
                } else {
                    box.value.receive(completion: .failure(URLError(.badServerResponse)))
                }
            }
            let taskBox = UncheckedBox(task)
            subscription.attach(AnyCancellable { taskBox.value.cancel() })
            task.resume()
        }
    }
}
