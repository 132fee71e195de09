#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import StoreKit
import Testing
import CadenceStageTestSupport

// A "Pro" upgrade screen and its store model, written as StoreKit 2 apps are: products fetched by
// identifier, bought with `purchase()`, verified, finished, and the unlocked features derived from
// `Transaction.currentEntitlements`; a listener on `Transaction.updates` for Ask to Buy approvals
// and refunds. Each test uses product identifiers of its own: the sandbox is the process's.
@MainActor
private final class ProStore: ObservableObject {
    enum StoreError: Error { case failedVerification }

    let productIDs: [String]
    @Published var products: [Product] = []
    @Published var unlocked: Set<String> = []
    @Published var message: String?

    init(productIDs: [String]) {
        self.productIDs = productIDs
    }

    func load() async throws {
        products = try await Product.products(for: productIDs)
    }

    func refreshEntitlements() async {
        var ids: Set<String> = []
        for await result in Transaction.currentEntitlements {
            guard case .verified(let transaction) = result, productIDs.contains(transaction.productID) else { continue }
            ids.insert(transaction.productID)
        }
        unlocked = ids
    }

    @discardableResult
    func buy(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws -> StoreKit.Transaction? {
        switch try await product.purchase(options: options) {
        case .success(let verification):
            let transaction = try checkVerified(verification)
            await transaction.finish()
            await refreshEntitlements()
            return transaction
        case .userCancelled:
            message = "Cancelled"
            return nil
        case .pending:
            message = "Waiting for approval"
            return nil
        @unknown default:
            return nil
        }
    }

    private func checkVerified<T>(_ result: VerificationResult<T>) throws -> T {
        switch result {
        case .unverified: throw StoreError.failedVerification
        case .verified(let value): return value
        }
    }
}

private struct ProUpgradeScreen: View {
    @ObservedObject var store: ProStore

    var body: some View {
        VStack(spacing: 12) {
            ForEach(store.products) { product in
                HStack {
                    Text(product.displayName)
                    Spacer()
                    Text(store.unlocked.contains(product.id) ? "Owned" : product.displayPrice)
                }
            }
            if let period = store.products.first?.subscription?.subscriptionPeriod {
                Text("Billed every \(period.value) \(period.unit.localizedDescription.lowercased())")
            }
        }
        .padding()
    }
}

private func id(_ test: String, _ product: String) -> String { "cadence.tests.\(test).\(product)" }

@MainActor
@Suite struct ProUpgradeStoreAppCompatibilityTests {
    let sandbox = StoreKitSandbox.shared

    @Test func productsComeFromTheCatalogInTheOrderAsked() async throws {
        let monthly = id("catalog", "monthly"), lifetime = id("catalog", "lifetime")
        sandbox.register([
            Product(id: lifetime, type: .nonConsumable, displayName: "Lifetime", price: Decimal(string: "29.99")!),
            Product(id: monthly, type: .autoRenewable, displayName: "Monthly", price: Decimal(string: "4.99")!,
                    subscription: .init(subscriptionGroupID: id("catalog", "group"), subscriptionPeriod: .monthly)),
        ])
        let products = try await Product.products(for: [monthly, "not.for.sale", lifetime, monthly])
        #expect(products.map(\.id) == [monthly, lifetime])
        #expect(products.map(\.displayPrice) == ["$4.99", "$29.99"])
        #expect(products[0].subscription?.subscriptionPeriod == .monthly)
        #expect(products[1].subscription == nil)
        // The product's format style writes other amounts of its currency the same way.
        #expect((products[0].price * 12).formatted(products[0].priceFormatStyle) == "$59.88")

        let store = ProStore(productIDs: [monthly, lifetime])
        try await store.load()
        let stage = Stage(size: CGSize(width: 390, height: 300)) { ProUpgradeScreen(store: store) }
        let tree = stage.accessibilityTree()
        #expect(tree.element(label: "$29.99") != nil)
        #expect(tree.element(label: "Billed every 1 month") != nil)
    }

    @Test func aPurchaseUnlocksUntilItIsRefunded() async throws {
        let lifetime = id("refund", "lifetime")
        sandbox.register([Product(id: lifetime, type: .nonConsumable, displayName: "Lifetime", price: 9.99)])
        let store = ProStore(productIDs: [lifetime])
        try await store.load()
        let updates = Transaction.updates

        let bought = try #require(try await store.buy(store.products[0]))
        #expect(bought.productID == lifetime && bought.revocationDate == nil && bought.purchasedQuantity == 1)
        #expect(store.unlocked == [lifetime])
        #expect(AppStore.canMakePayments)
        let unfinished = await collect(Transaction.unfinished).filter { $0.productID == lifetime }
        #expect(unfinished.isEmpty)

        let stage = Stage(size: CGSize(width: 390, height: 300)) { ProUpgradeScreen(store: store) }
        #expect(stage.accessibilityTree().element(label: "Owned") != nil)

        let refunded = try #require(sandbox.refund(productID: lifetime))
        #expect(refunded.id == bought.id && refunded.revocationDate != nil)
        let delivered = await first(of: updates, for: lifetime)
        #expect(delivered?.revocationDate != nil)
        await store.refreshEntitlements()
        #expect(store.unlocked.isEmpty)
        #expect(await Transaction.latest(for: lifetime)?.unsafePayloadValue.id == bought.id)
    }

    @Test func subscriptionsReplaceEachOtherInTheirGroupAndExpire() async throws {
        let group = id("group", "pro")
        let monthly = id("group", "monthly"), yearly = id("group", "yearly")
        sandbox.register([
            Product(id: monthly, type: .autoRenewable, displayName: "Monthly", price: 4.99,
                    subscription: .init(subscriptionGroupID: group, subscriptionPeriod: .monthly,
                                        introductoryOffer: .init(period: .weekly), groupLevel: 2)),
            Product(id: yearly, type: .autoRenewable, displayName: "Yearly", price: 39.99,
                    subscription: .init(subscriptionGroupID: group, subscriptionPeriod: .yearly, groupLevel: 1)),
        ])
        let store = ProStore(productIDs: [monthly, yearly])
        try await store.load()
        let monthlyProduct = try #require(store.products.first { $0.id == monthly })
        #expect(await monthlyProduct.subscription?.isEligibleForIntroOffer == true)

        let first = try #require(try await store.buy(monthlyProduct))
        let expiry = try #require(first.expirationDate)
        #expect(expiry > first.purchaseDate)
        #expect(await monthlyProduct.subscription?.isEligibleForIntroOffer == false)
        #expect(store.unlocked == [monthly])

        let upgrade = try #require(try await store.buy(store.products.first { $0.id == yearly }!))
        #expect(store.unlocked == [yearly])
        let upgraded = await collect(Transaction.all).first { $0.id == first.id }
        #expect(upgraded?.isUpgraded == true)
        #expect(upgrade.originalID == upgrade.id)

        let statuses = try await Product.SubscriptionInfo.status(for: group)
        #expect(statuses.map(\.state) == [.subscribed])
        #expect(try statuses.first?.renewalInfo.payloadValue.willAutoRenew == true)
        #expect(statuses.first?.transaction.unsafePayloadValue.productID == yearly)

        sandbox.expireSubscription(productID: yearly)
        #expect(try await Product.SubscriptionInfo.status(for: group).map(\.state) == [.expired])
        await store.refreshEntitlements()
        #expect(store.unlocked.isEmpty)
    }

    @Test func cancelledPendingFailedAndUnverifiedPurchases() async throws {
        let coins = id("outcomes", "coins"), hint = id("outcomes", "hint"), skin = id("outcomes", "skin")
        sandbox.register([
            Product(id: coins, type: .consumable, displayName: "Coins", price: 0.99),
            Product(id: hint, type: .nonConsumable, displayName: "Hint", price: 1.99),
            Product(id: skin, type: .nonConsumable, displayName: "Skin", price: 2.99),
        ])
        let store = ProStore(productIDs: [coins, hint, skin])
        try await store.load()
        let product = { (id: String) in store.products.first { $0.id == id }! }

        sandbox.setPurchaseOutcome(.userCancelled, for: hint)
        #expect(try await store.buy(product(hint)) == nil)
        #expect(store.message == "Cancelled")

        let updates = Transaction.updates
        sandbox.setPurchaseOutcome(.pending, for: hint)
        #expect(try await store.buy(product(hint)) == nil)
        #expect(store.message == "Waiting for approval")
        #expect(store.unlocked.isEmpty)
        let approved = try #require(sandbox.approvePendingPurchase(of: hint))
        #expect(await first(of: updates, for: hint)?.id == approved.id)
        #expect(sandbox.approvePendingPurchase(of: hint) == nil)
        await store.refreshEntitlements()
        #expect(store.unlocked == [hint])

        sandbox.setPurchaseOutcome(.unverified(.invalidSignature), for: skin)
        await #expect(throws: ProStore.StoreError.self) { try await store.buy(product(skin)) }
        let unverified = await Transaction.currentEntitlement(for: skin)
        #expect(throws: VerificationResult<StoreKit.Transaction>.VerificationError.invalidSignature) { try unverified?.payloadValue }

        sandbox.setPurchaseOutcome(.failure(StoreKitError.notAvailableInStorefront), for: skin)
        await #expect(throws: StoreKitError.self) { try await store.buy(product(skin)) }
        await #expect(throws: Product.PurchaseError.invalidQuantity) { try await store.buy(product(coins), options: [.quantity(0)]) }

        // A consumable is never an entitlement, and leaves the history once finished.
        let token = UUID()
        let coinsBought = try #require(try await store.buy(product(coins), options: [.quantity(3), .appAccountToken(token)]))
        #expect(coinsBought.purchasedQuantity == 3 && coinsBought.appAccountToken == token)
        #expect(!store.unlocked.contains(coins))
        #expect(await collect(Transaction.all).contains { $0.id == coinsBought.id } == false)
    }

    private func collect(_ transactions: StoreKit.Transaction.Transactions) async -> [StoreKit.Transaction] {
        var found: [StoreKit.Transaction] = []
        for await result in transactions { found.append(result.unsafePayloadValue) }
        return found
    }

    private func first(of updates: StoreKit.Transaction.Transactions, for productID: String) async -> StoreKit.Transaction? {
        for await result in updates where result.unsafePayloadValue.productID == productID {
            return result.unsafePayloadValue
        }
        return nil
    }
}
