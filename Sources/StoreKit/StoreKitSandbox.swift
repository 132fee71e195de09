import Foundation

/// The in-memory App Store the StoreKit stand-in talks to. Cadence addition, playing the part of
/// Xcode's StoreKit configuration files and StoreKitTest's `SKTestSession`.
///
/// ```swift
/// let sandbox = StoreKitSandbox.shared
/// sandbox.register([
///     Product(id: "tips.coffee", type: .consumable, displayName: "Coffee", price: 2.99),
///     Product(id: "pro.monthly", type: .autoRenewable, displayName: "Pro", price: 4.99,
///             subscription: .init(subscriptionGroupID: "pro", subscriptionPeriod: .monthly)),
/// ])
/// sandbox.setPurchaseOutcome(.userCancelled, for: "tips.coffee")
/// ```
///
/// One sandbox per process, as there is one App Store: its products, purchase outcomes and
/// transactions are shared by everything that runs, so tests that run in parallel should use
/// product identifiers of their own. Dates are the wall clock's (`Date()`), as on a device: a
/// subscription bought now expires one period later.
public final class StoreKitSandbox: @unchecked Sendable {
    /// How the next purchases of a product end.
    public enum PurchaseOutcome: Sendable {
        /// Bought: a verified transaction.
        case success
        /// Bought, but the transaction fails verification for this reason.
        case unverified(VerificationResult<Transaction>.VerificationError)
        /// The customer cancels the purchase sheet.
        case userCancelled
        /// The purchase waits for approval (Ask to Buy); ``approvePendingPurchase(of:)`` completes
        /// it through `Transaction.updates`.
        case pending
        /// The purchase throws `error`.
        case failure(any Error & Sendable)
    }

    /// The sandbox every StoreKit call uses.
    public static let shared = StoreKitSandbox()

    private let lock = NSLock()
    private var catalog: [String: Product] = [:]
    private var outcomes: [String: PurchaseOutcome] = [:]
    private var transactions: [Transaction] = []
    private var unverified: [UInt64: VerificationResult<Transaction>.VerificationError] = [:]
    private var finished: Set<UInt64> = []
    private var pending: [String: [Set<Product.PurchaseOption>]] = [:]
    private var listeners: [UUID: AsyncStream<VerificationResult<Transaction>>.Continuation] = [:]
    private var nextID: UInt64 = 1_000
    private var payments = true
    private var syncError: (any Error & Sendable)?
    private var manageRequests = 0
    private var offerCodeRequests = 0

    private init() {}

    // MARK: Catalog

    /// Adds `products` to the catalog `Product.products(for:)` answers from, replacing products
    /// with the same identifiers.
    public func register(_ products: [Product]) {
        lock.withLock { for product in products { catalog[product.id] = product } }
    }

    /// The catalog's products with these identifiers, in the order asked, without unknown ones or
    /// repeats.
    func products(for identifiers: [String]) -> [Product] {
        lock.withLock {
            var seen: Set<String> = []
            return identifiers.compactMap { id in seen.insert(id).inserted ? catalog[id] : nil }
        }
    }

    /// The catalog's auto-renewable subscriptions in the subscription group `groupID`, the highest
    /// level of service first (`groupLevel` 1 before 2), then by identifier.
    func products(inGroup groupID: String) -> [Product] {
        lock.withLock {
            catalog.values
                .filter { $0.subscription?.subscriptionGroupID == groupID }
                .sorted { ($0.subscription!.groupLevel, $0.id) < ($1.subscription!.groupLevel, $1.id) }
        }
    }

    /// Whether the customer may make purchases (`AppStore.canMakePayments`); `false` makes
    /// purchases throw `Product.PurchaseError.purchaseNotAllowed`. `true` by default.
    public var canMakePayments: Bool {
        get { lock.withLock { payments } }
        set { lock.withLock { payments = newValue } }
    }

    /// Makes the next purchases of `productID` end with `outcome` (`.success` unless told
    /// otherwise).
    public func setPurchaseOutcome(_ outcome: PurchaseOutcome, for productID: String) {
        lock.withLock { outcomes[productID] = outcome }
    }

    /// Makes `AppStore.sync()` throw `error` (`nil`: succeed, the default).
    public func failSync(with error: (any Error & Sendable)?) {
        lock.withLock { syncError = error }
    }

    /// How many times `AppStore.showManageSubscriptions(in:)` was called.
    public var manageSubscriptionsRequests: Int { lock.withLock { manageRequests } }

    func countManageSubscriptionsRequest() {
        lock.withLock { manageRequests += 1 }
    }

    /// How many times a subscription store's redeem-code button asked for the offer code sheet
    /// (the sheet is the system's: a stage shows none).
    public var offerCodeRedemptionRequests: Int { lock.withLock { offerCodeRequests } }

    func countOfferCodeRedemptionRequest() {
        lock.withLock { offerCodeRequests += 1 }
    }

    func sync() throws {
        if let error = lock.withLock({ syncError }) { throw error }
    }

    // MARK: Purchases

    func purchase(_ product: Product, options: Set<Product.PurchaseOption>) throws -> Product.PurchaseResult {
        let outcome: PurchaseOutcome = try lock.withLock {
            guard payments else { throw Product.PurchaseError.purchaseNotAllowed }
            guard Self.quantity(in: options) >= 1 else { throw Product.PurchaseError.invalidQuantity }
            if options.contains(.simulatesAskToBuyInSandbox(true)) { return .pending }
            return outcomes[product.id] ?? .success
        }
        switch outcome {
        case .success: return .success(record(product, options: options, failing: nil))
        case .unverified(let error): return .success(record(product, options: options, failing: error))
        case .userCancelled: return .userCancelled
        case .failure(let error): throw error
        case .pending:
            lock.withLock { pending[product.id, default: []].append(options) }
            return .pending
        }
    }

    /// Approves the oldest purchase of `productID` waiting for approval, as a parent approving Ask
    /// to Buy: the transaction is made and delivered to every `Transaction.updates` listener.
    /// - Returns: the transaction, or `nil` when no purchase of the product was waiting.
    @discardableResult
    public func approvePendingPurchase(of productID: String) -> Transaction? {
        let waiting: (Product, Set<Product.PurchaseOption>)? = lock.withLock {
            guard let product = catalog[productID], var queue = pending[productID], !queue.isEmpty else { return nil }
            let options = queue.removeFirst()
            pending[productID] = queue
            return (product, options)
        }
        guard let (product, options) = waiting else { return nil }
        let result = record(product, options: options, failing: nil)
        deliver(result)
        return result.unsafePayloadValue
    }

    /// Refunds the latest transaction of `productID`: it is revoked now (it leaves the current
    /// entitlements) and delivered, revoked, to every `Transaction.updates` listener.
    /// - Returns: the revoked transaction, or `nil` when the product was never bought.
    @discardableResult
    public func refund(productID: String, reason: Transaction.RevocationReason = .other) -> Transaction? {
        change(latestOf: productID) { transaction in
            transaction.revocationDate = Date()
            transaction.revocationReason = reason
        }
    }

    /// Ends the current period of the latest subscription transaction of `productID` now, as if
    /// the customer had cancelled: it leaves the current entitlements, its group's status becomes
    /// `.expired`, and it is delivered to every `Transaction.updates` listener.
    /// - Returns: the expired transaction, or `nil` when the product was never bought.
    @discardableResult
    public func expireSubscription(productID: String) -> Transaction? {
        change(latestOf: productID) { transaction in
            transaction.expirationDate = Date()
        }
    }

    /// Forgets every product, outcome, pending purchase and transaction (listeners stay). The
    /// sandbox is the process's: tests running in parallel should rather use product identifiers
    /// of their own.
    public func reset() {
        lock.withLock {
            catalog = [:]
            outcomes = [:]
            transactions = []
            unverified = [:]
            finished = []
            pending = [:]
            payments = true
            syncError = nil
            manageRequests = 0
            offerCodeRequests = 0
        }
    }

    private static func quantity(in options: Set<Product.PurchaseOption>) -> Int {
        for option in options {
            if case .quantity(let quantity) = option.kind { return quantity }
        }
        return 1
    }

    /// Makes the transaction of a purchase of `product`; a subscription replaces the customer's
    /// current subscription of another product in its group (which becomes `isUpgraded`), and
    /// renewing the same product continues its chain (`originalID`).
    private func record(_ product: Product, options: Set<Product.PurchaseOption>, failing error: VerificationResult<Transaction>.VerificationError?) -> VerificationResult<Transaction> {
        lock.withLock {
            let now = Date()
            let group = product.subscription?.subscriptionGroupID
            var original: Transaction?
            if let group {
                for index in transactions.indices where transactions[index].subscriptionGroupID == group && !transactions[index].isUpgraded {
                    if transactions[index].productID == product.id {
                        original = original ?? transactions[index]
                    } else if transactions[index].revocationDate == nil, (transactions[index].expirationDate ?? .distantFuture) > now {
                        transactions[index].isUpgraded = true
                    }
                }
            }
            nextID += 1
            var token: UUID?
            for option in options {
                if case .appAccountToken(let value) = option.kind { token = value }
            }
            let transaction = Transaction(
                id: nextID, originalID: original?.originalID ?? nextID, productID: product.id, productType: product.type,
                subscriptionGroupID: group, purchaseDate: now, originalPurchaseDate: original?.originalPurchaseDate ?? now,
                expirationDate: product.subscription.map { $0.subscriptionPeriod.end(after: now) },
                revocationDate: nil, revocationReason: nil, isUpgraded: false,
                purchasedQuantity: Self.quantity(in: options), appAccountToken: token, ownershipType: .purchased)
            transactions.append(transaction)
            if let error { unverified[transaction.id] = error }
            return verification(of: transaction)
        }
    }

    private func change(latestOf productID: String, _ update: (inout Transaction) -> Void) -> Transaction? {
        let result: VerificationResult<Transaction>? = lock.withLock {
            guard let index = transactions.lastIndex(where: { $0.productID == productID }) else { return nil }
            update(&transactions[index])
            return verification(of: transactions[index])
        }
        guard let result else { return nil }
        deliver(result)
        return result.unsafePayloadValue
    }

    func deliver(_ result: VerificationResult<Transaction>) {
        let continuations = lock.withLock { Array(listeners.values) }
        for continuation in continuations { continuation.yield(result) }
    }

    /// Must be called with the lock held.
    private func verification(of transaction: Transaction) -> VerificationResult<Transaction> {
        if let error = unverified[transaction.id] { return .unverified(transaction, error) }
        return .verified(transaction)
    }

    // MARK: Transactions

    func updates() -> Transaction.Transactions {
        let id = UUID()
        let (stream, continuation) = AsyncStream<VerificationResult<Transaction>>.makeStream()
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self.listeners.removeValue(forKey: id) }
        }
        lock.withLock { listeners[id] = continuation }
        return Transaction.Transactions(stream: stream)
    }

    func finish(_ id: UInt64) {
        _ = lock.withLock { finished.insert(id) }
    }

    func allTransactions(includingFinishedConsumables: Bool = false) -> [VerificationResult<Transaction>] {
        lock.withLock {
            transactions
                .filter { includingFinishedConsumables || $0.productType != .consumable || !finished.contains($0.id) }
                .map(verification(of:))
        }
    }

    func unfinishedTransactions() -> [VerificationResult<Transaction>] {
        lock.withLock { transactions.filter { !finished.contains($0.id) }.map(verification(of:)) }
    }

    func transactions(inGroup groupID: String) -> [Transaction] {
        lock.withLock { transactions.filter { $0.subscriptionGroupID == groupID } }
    }

    /// The latest transaction of each product that entitles the customer now (of `productID`
    /// only, when given), in the order of their products' first purchase.
    func currentEntitlements(for productID: String?) -> [VerificationResult<Transaction>] {
        lock.withLock {
            let now = Date()
            var latest: [String: Transaction] = [:]
            var order: [String] = []
            for transaction in transactions where productID == nil || transaction.productID == productID {
                if latest[transaction.productID] == nil { order.append(transaction.productID) }
                latest[transaction.productID] = transaction
            }
            return order.compactMap { latest[$0] }.filter { transaction in
                guard transaction.productType != .consumable, transaction.revocationDate == nil, !transaction.isUpgraded else { return false }
                return transaction.productType != .autoRenewable || (transaction.expirationDate ?? .distantFuture) > now
            }.map(verification(of:))
        }
    }

    /// The status of the customer's subscription in `groupID`, from the group's latest transaction
    /// that was not replaced by another.
    func status(ofGroup groupID: String) -> Product.SubscriptionInfo.Status? {
        lock.withLock {
            guard let transaction = transactions.last(where: { $0.subscriptionGroupID == groupID && !$0.isUpgraded }) else { return nil }
            let state: Product.SubscriptionInfo.RenewalState
            if transaction.revocationDate != nil {
                state = .revoked
            } else if let end = transaction.expirationDate, end <= Date() {
                state = .expired
            } else {
                state = .subscribed
            }
            let renewal = Product.SubscriptionInfo.RenewalInfo(
                currentProductID: transaction.productID, willAutoRenew: state == .subscribed,
                autoRenewPreference: transaction.productID, renewalDate: state == .subscribed ? transaction.expirationDate : nil)
            return Product.SubscriptionInfo.Status(state: state, transaction: verification(of: transaction), renewalInfo: .verified(renewal))
        }
    }
}
