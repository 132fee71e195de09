import Foundation

/// Where an entitlement task stands: StoreKit's `EntitlementTaskState`, given to the actions of
/// `subscriptionStatusTask(for:priority:action:)` and `currentEntitlementTask(for:priority:action:)`.
public enum EntitlementTaskState<Value> {
    /// The task is loading.
    case loading
    /// Loading threw `error`.
    case failure(any Error)
    /// The task loaded `value`.
    case success(Value)

    /// The loaded value, if any.
    public var value: Value? {
        if case .success(let value) = self { return value }
        return nil
    }

    /// The state with its value transformed by `transform` (loading and failures stay as they are).
    public func map<T>(_ transform: (Value) async throws -> T) async rethrows -> EntitlementTaskState<T> {
        switch self {
        case .loading: return .loading
        case .failure(let error): return .failure(error)
        case .success(let value): return .success(try await transform(value))
        }
    }
}

extension EntitlementTaskState where Value == VerificationResult<Transaction>? {
    /// The transaction of the entitlement, once loaded (`nil` when there is none).
    public var transaction: VerificationResult<Transaction>? {
        value ?? nil
    }
}

/// Runs a store task when the view appears and when `id` changes; and again after each purchase or
/// restore made through a store view, as StoreKit's entitlement tasks rerun when the transactions
/// change.
private nonisolated struct StoreEntitlementTask<ID: Equatable>: ViewModifier {
    let id: ID
    let priority: TaskPriority
    let work: () async -> Void

    nonisolated init(id: ID, priority: TaskPriority, work: @escaping () async -> Void) {
        self.id = id
        self.priority = priority
        self.work = work
    }

    @MainActor func body(content: Content) -> some View {
        let revision = StoreViewUpdates.shared.revision
        content.task(id: StoreTaskID(id: id, revision: revision), priority: priority) { await work() }
    }
}

private struct StoreTaskID<ID: Equatable>: Equatable {
    let id: ID
    let revision: Int
}

extension Product {
    /// Where loading several products stands: StoreKit's `Product.CollectionTaskState`, given to
    /// the action of `storeProductsTask(for:priority:action:)`.
    public enum CollectionTaskState: Sendable {
        /// The products are loading.
        case loading
        /// Loading threw `error`.
        case failure(any Error)
        /// The products the App Store (on a stage, the sandbox's catalog) sells, in the order
        /// asked, and the identifiers it does not sell.
        case success([Product], unavailable: [Product.ID])

        /// The loaded products, if any.
        public var products: [Product]? {
            if case .success(let products, _) = self { return products }
            return nil
        }
    }
}

extension View {
    /// Loads the status of the subscription group `groupID` when the view appears and gives it to
    /// `action`: StoreKit's `subscriptionStatusTask(for:priority:action:)`.
    ///
    /// The action gets `.loading` first, then `.success` with the group's statuses (empty when the
    /// customer never subscribed), or `.failure`. The task runs again when `groupID` changes and
    /// after each purchase or restore made through a store view of the package (a purchase made
    /// elsewhere is seen the next time the view appears).
    /// - Parameters:
    ///   - groupID: The subscription group's identifier.
    ///   - priority: The task's priority.
    ///   - action: Gets each state of the task.
    public nonisolated func subscriptionStatusTask(for groupID: String, priority: TaskPriority = .medium,
                                                   action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> ()) -> some View {
        modifier(StoreEntitlementTask(id: groupID, priority: priority) {
            await action(.loading)
            do {
                await action(.success(try await Product.SubscriptionInfo.status(for: groupID)))
            } catch {
                await action(.failure(error))
            }
        })
    }

    /// Loads the current entitlement to the product `productID` when the view appears and gives it
    /// to `action`: StoreKit's `currentEntitlementTask(for:priority:action:)`.
    ///
    /// The action gets `.loading` first, then `.success` with the entitlement's transaction (`nil`
    /// when the customer has none). The task runs again when `productID` changes and after each
    /// purchase or restore made through a store view of the package.
    /// - Parameters:
    ///   - productID: The product's identifier.
    ///   - priority: The task's priority.
    ///   - action: Gets each state of the task.
    public nonisolated func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                                   action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> ()) -> some View {
        modifier(StoreEntitlementTask(id: productID, priority: priority) {
            await action(.loading)
            await action(.success(await Transaction.currentEntitlement(for: productID)))
        })
    }

    /// Loads the product `productID` when the view appears and gives each state of the loading to
    /// `action`: StoreKit's `storeProductTask(for:priority:action:)` (`.loading`, then `.success`,
    /// `.unavailable` when the catalog does not have it, or `.failure`). It runs again when
    /// `productID` changes (and after purchases made through store views).
    /// - Parameters:
    ///   - productID: The product's identifier.
    ///   - priority: The task's priority.
    ///   - action: Gets each state of the task.
    public nonisolated func storeProductTask(for productID: Product.ID, priority: TaskPriority = .medium,
                                             action: @escaping (Product.TaskState) async -> ()) -> some View {
        modifier(StoreEntitlementTask(id: productID, priority: priority) {
            await action(.loading)
            do {
                await action(try await Product.products(for: [productID]).first.map { .success($0) } ?? .unavailable)
            } catch {
                await action(.failure(error))
            }
        })
    }

    /// Loads the products `productIDs` when the view appears and gives each state of the loading
    /// to `action`: StoreKit's `storeProductsTask(for:priority:action:)` (`.loading`, then
    /// `.success` with the products sold, in the order asked, and the identifiers not sold, or
    /// `.failure`). It runs again when the identifiers change (and after purchases made through
    /// store views).
    /// - Parameters:
    ///   - productIDs: The products' identifiers.
    ///   - priority: The task's priority.
    ///   - action: Gets each state of the task.
    public nonisolated func storeProductsTask(for productIDs: some Collection<String>, priority: TaskPriority = .medium,
                                              action: @escaping (Product.CollectionTaskState) async -> ()) -> some View {
        let ids = Array(productIDs)
        return modifier(StoreEntitlementTask(id: ids, priority: priority) {
            await action(.loading)
            do {
                let products = try await Product.products(for: ids)
                let sold = Set(products.map(\.id))
                var unavailable: [Product.ID] = []
                for id in ids where !sold.contains(id) && !unavailable.contains(id) { unavailable.append(id) }
                await action(.success(products, unavailable: unavailable))
            } catch {
                await action(.failure(error))
            }
        })
    }
}
