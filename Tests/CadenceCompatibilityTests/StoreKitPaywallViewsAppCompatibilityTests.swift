#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import StoreKit
import Testing
import CadenceStageTestSupport

// Paywalls written with StoreKit's views, as apps write them: a tip jar of `ProductView`s with a
// custom style, a shop `StoreView` presented in a sheet, and a subscription paywall
// (`SubscriptionStoreView`) whose purchases unlock a "Pro" badge through
// `subscriptionStatusTask`. The products live in the process's sandbox: each test uses
// identifiers of its own.

private func pid(_ test: String, _ product: String) -> String { "cadence.paywall.\(test).\(product)" }

/// Every label on the stage, depth first.
@MainActor
private func labels(_ stage: Stage) -> [String] {
    stage.accessibilityTree().allElements.map(\.label)
}

@MainActor
private final class PurchaseLog {
    var started: [String] = []
    var completed: [(id: String, outcome: String)] = []
}

private struct TipRow: View {
    let productID: String
    let log: PurchaseLog

    var body: some View {
        ProductView(id: productID) {
            Image(systemName: "cup.and.saucer.fill")
        }
        .productViewStyle(.compact)
        .onInAppPurchaseStart { product in
            log.started.append(product.id)
        }
        .inAppPurchaseOptions { (product: Product) in
            product.type == .consumable ? [.quantity(2)] : []
        }
        .onInAppPurchaseCompletion { (product: Product, result: Result<Product.PurchaseResult, Error>) in
            switch result {
            case .success(.success(let verification)):
                let transaction = verification.unsafePayloadValue
                log.completed.append((product.id, "bought \(transaction.purchasedQuantity)"))
                await transaction.finish()
            case .success(.userCancelled):
                log.completed.append((product.id, "cancelled"))
            case .success:
                log.completed.append((product.id, "other"))
            case .failure:
                log.completed.append((product.id, "failed"))
            }
        }
    }
}

/// A card style that draws its own loading text and buy button.
private struct TipCardStyle: ProductViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        switch configuration.state {
        case .loading:
            Text("Loading tip…")
        case .success(let product):
            VStack {
                configuration.icon
                Text(product.displayName).font(.headline)
                if configuration.hasCurrentEntitlement {
                    Text("Thank you!")
                } else {
                    Button("Buy \(product.displayName)") { configuration.purchase() }
                }
            }
        case .unavailable:
            Text("Not for sale")
        case .failure(let error):
            Text(error.localizedDescription)
        @unknown default:
            EmptyView()
        }
    }
}

private struct ShopScreen: View {
    let ids: [String]
    @State private var showsShop = true

    var body: some View {
        Text("Home")
            .sheet(isPresented: $showsShop) {
                StoreView(ids: ids) { (product: Product) in
                    Image(systemName: product.type == .consumable ? "bolt.fill" : "star.fill")
                }
                .productViewStyle(.regular)
                .storeButton(.visible, for: .restorePurchases)
            }
    }
}

private struct ProPaywall: View {
    let groupID: String
    let terms: URL
    var style: Style = .picker
    var relationships: Product.SubscriptionRelationship = .all
    @State private var isPro = false
    @State private var lastPurchase = "none"

    enum Style { case picker, buttons }

    var body: some View {
        VStack {
            Text(isPro ? "Pro member" : "Free plan")
            paywall
        }
        .subscriptionStatusTask(for: groupID) { (state: EntitlementTaskState<[Product.SubscriptionInfo.Status]>) in
            let subscribed = await state.map { (statuses: [Product.SubscriptionInfo.Status]) in
                statuses.contains { $0.state == .subscribed }
            }
            if case .success(let value) = subscribed { isPro = value }
        }
    }

    @ViewBuilder
    private var paywall: some View {
        let store = SubscriptionStoreView(groupID: groupID, visibleRelationships: relationships) {
            VStack {
                Image(systemName: "crown.fill")
                Text("Go Pro")
            }
            .containerBackground(.indigo.gradient, for: .subscriptionStoreHeader)
        }
        .subscriptionStorePolicyDestination(url: terms, for: .termsOfService)
        .storeButton(.visible, for: .redeemCode)
        switch style {
        case .picker:
            store
                .subscriptionStoreControlStyle(.prominentPicker)
                .subscriptionStoreButtonLabel(.multiline.displayName)
        case .buttons:
            store.subscriptionStoreControlStyle(.buttons)
        }
    }
}

/// A shop drawn by the app itself from the products the store tasks load.
private struct CustomShop: View {
    let ids: [String]
    let featured: String
    @State private var products: [Product] = []
    @State private var soldOut = 0
    @State private var loading = true
    @State private var featuredName = "none"

    var body: some View {
        VStack {
            if loading { Text("Loading shop") }
            ForEach(products) { product in
                Text("\(product.displayName) \(product.displayPrice)")
            }
            Text("\(soldOut) item sold out")
            Text("Featured: \(featuredName)")
        }
        .storeProductsTask(for: ids) { (state: Product.CollectionTaskState) in
            switch state {
            case .loading:
                loading = true
            case .success(let loaded, let unavailable):
                products = loaded
                soldOut = unavailable.count
                loading = false
            case .failure:
                loading = false
            @unknown default:
                break
            }
        }
        .storeProductTask(for: featured) { (state: Product.TaskState) in
            if let product = state.product { featuredName = product.displayName }
        }
    }
}

@MainActor
@Suite struct StoreKitPaywallViewsAppCompatibilityTests {
    let sandbox = StoreKitSandbox.shared

    @Test func aProductViewLoadsThenBuysWithTheStartOptionsAndCompletionActions() async throws {
        let coffee = pid("tip", "coffee"), missing = pid("tip", "missing")
        sandbox.register([Product(id: coffee, type: .consumable, displayName: "Coffee", description: "A small tip", price: 2.99)])
        let log = PurchaseLog()
        let stage = Stage(size: CGSize(width: 390, height: 300)) {
            VStack {
                TipRow(productID: coffee, log: log)
                ProductView(id: missing)
            }
        }
        #expect(!labels(stage).contains("$2.99"))
        await stage.settleTasks()
        #expect(labels(stage).contains("Coffee"))
        #expect(labels(stage).contains("Product unavailable"))
        // The compact style leaves the description out.
        #expect(!labels(stage).contains("A small tip"))

        try stage.tap(label: "$2.99")
        await stage.settleTasks()
        #expect(log.started == [coffee])
        #expect(log.completed.map(\.id) == [coffee])
        #expect(log.completed.map(\.outcome) == ["bought 2"])
        // A consumable can be bought again.
        #expect(labels(stage).contains("$2.99"))

        sandbox.setPurchaseOutcome(.userCancelled, for: coffee)
        try stage.tap(label: "$2.99")
        await stage.settleTasks()
        #expect(log.completed.map(\.outcome) == ["bought 2", "cancelled"])
    }

    @Test func aCustomProductStyleSeesEachStateAndBuysThroughItsConfiguration() async throws {
        let sticker = pid("style", "sticker")
        sandbox.register([Product(id: sticker, type: .nonConsumable, displayName: "Sticker Pack", price: 0.99)])
        let stage = Stage(size: CGSize(width: 390, height: 300)) {
            ProductView(id: sticker) { (phase: ProductIconPhase) in
                if case .unavailable = phase { Image(systemName: "face.smiling") }
            } placeholderIcon: {
                ProgressView()
            }
            .productViewStyle(TipCardStyle())
        }
        #expect(labels(stage).contains("Loading tip…"))
        await stage.settleTasks()
        #expect(labels(stage).contains("Sticker Pack"))
        #expect(!labels(stage).contains("Loading tip…"))

        try stage.tap(label: "Buy Sticker Pack")
        await stage.settleTasks()
        // No completion action: the purchase is an entitlement, and the style sees it.
        #expect(labels(stage).contains("Thank you!"))
        #expect(await Transaction.currentEntitlement(for: sticker) != nil)
    }

    @Test func aBuiltInStyleMarksAnOwnedProductAndAFailedPurchaseShowsAnAlert() async throws {
        let theme = pid("owned", "theme"), font = pid("owned", "font")
        sandbox.register([
            Product(id: theme, type: .nonConsumable, displayName: "Dark Theme", description: "For night owls", price: 1.99),
            Product(id: font, type: .nonConsumable, displayName: "Serif Font", price: 0.49),
        ])
        sandbox.setPurchaseOutcome(.failure(StoreKitError.notAvailableInStorefront), for: font)
        let products = try await Product.products(for: [theme, font])
        let stage = Stage(size: CGSize(width: 390, height: 400)) {
            VStack {
                ProductView(products[0]).productViewStyle(.large)
                ProductView(products[1]) { Image(systemName: "textformat") }
            }
        }
        // Loaded products show at once; the large style shows the description.
        #expect(labels(stage).contains("For night owls"))
        try stage.tap(label: "$1.99")
        await stage.settleTasks()
        #expect(labels(stage).contains("Purchased"))
        #expect(!labels(stage).contains("$1.99"))

        try stage.tap(label: "$0.49")
        await stage.settleTasks()
        #expect(labels(stage).contains("Purchase Failed"))
        // The alert fades in before its button takes taps, and fades out after.
        await stage.play(by: 1)
        try stage.tap(label: "OK")
        await stage.play(by: 1)
        #expect(!labels(stage).contains("Purchase Failed"))
    }

    @Test func aStoreViewInASheetListsTheProductsAndClosesAndRestores() async throws {
        let boost = pid("shop", "boost"), pack = pid("shop", "pack")
        sandbox.register([
            Product(id: boost, type: .consumable, displayName: "Boost", price: 0.99),
            Product(id: pack, type: .nonConsumable, displayName: "Level Pack", description: "Ten new levels", price: 4.99),
        ])
        let stage = Stage(size: CGSize(width: 390, height: 700)) {
            ShopScreen(ids: [pack, pid("shop", "retired"), boost])
        }
        await stage.settleTasks()
        let shown = labels(stage)
        let packIndex = try #require(shown.firstIndex(of: "Level Pack"))
        let boostIndex = try #require(shown.firstIndex(of: "Boost"))
        #expect(packIndex < boostIndex)
        #expect(shown.contains("Ten new levels"))
        #expect(shown.contains("Restore Purchases"))
        try stage.tap(label: "Restore Purchases")
        await stage.settleTasks()
        // Restoring reports nothing. (A product task hops to the shared thread pool and back, which
        // a test run that keeps the pool busy can hold past the stage's real-time limit for tasks:
        // that report is about the machine, not the store, so it is not counted here.)
        #expect(stage.issues.filter { $0.kind != .taskOutsideClock }.isEmpty)

        // Presented, the store has a close button that dismisses it.
        try stage.tap(label: "Close")
        await stage.settleTasks()
        #expect(!labels(stage).contains("Level Pack"))
        #expect(labels(stage).contains("Home"))
    }

    @Test func aSubscriptionPickerSelectsAPlanSubscribesAndUnlocksThroughTheStatusTask() async throws {
        let group = pid("picker", "group")
        let monthly = pid("picker", "monthly"), yearly = pid("picker", "yearly"), family = pid("picker", "family")
        sandbox.register([
            Product(id: monthly, type: .autoRenewable, displayName: "Monthly", price: 4.99,
                    subscription: .init(subscriptionGroupID: group, subscriptionPeriod: .monthly, groupLevel: 2)),
            Product(id: yearly, type: .autoRenewable, displayName: "Yearly", price: 39.99,
                    subscription: .init(subscriptionGroupID: group, subscriptionPeriod: .yearly, groupLevel: 2)),
            Product(id: family, type: .autoRenewable, displayName: "Family", price: 59.99,
                    subscription: .init(subscriptionGroupID: group, subscriptionPeriod: .yearly, groupLevel: 1)),
        ])
        let terms = URL(string: "https://example.com/terms")!
        let stage = Stage(size: CGSize(width: 390, height: 800)) {
            ProPaywall(groupID: group, terms: terms, relationships: [.upgrade, .current])
        }
        await stage.settleTasks()
        let tree = stage.accessibilityTree()
        #expect(tree.element(label: "Free plan") != nil)
        #expect(tree.element(label: "Go Pro") != nil)
        // The highest level of service first, and selected at first.
        let rows = tree.allElements.filter { $0.traits.contains(.isButton) }.map(\.label)
        let familyRow = try #require(rows.firstIndex { $0.hasPrefix("Family") })
        let monthlyRow = try #require(rows.firstIndex { $0.hasPrefix("Monthly") })
        #expect(familyRow < monthlyRow)
        #expect(tree.element(label: "Family\n$59.99/year") != nil)

        let yearlyRow = try #require(tree.allElements.first { $0.label.hasPrefix("Yearly") && $0.traits.contains(.isButton) })
        try stage.tap(label: yearlyRow.label)
        let selected = stage.accessibilityTree().allElements.first { $0.label == yearlyRow.label }
        #expect(selected?.traits.contains(.isSelected) == true)
        #expect(labels(stage).contains("Yearly\n$39.99/year"))

        try stage.tap(label: "Yearly\n$39.99/year")
        await stage.settleTasks()
        #expect(labels(stage).contains("Pro member"))
        #expect(await Transaction.currentEntitlement(for: yearly) != nil)
        // Subscribed: only upgrades and the current plan are offered.
        let offered = stage.accessibilityTree().allElements.filter { $0.traits.contains(.isButton) }.map(\.label)
        #expect(offered.contains { $0.hasPrefix("Family") })
        #expect(offered.contains { $0.hasPrefix("Yearly") })
        #expect(!offered.contains { $0.hasPrefix("Monthly") })

        try stage.tap(label: "Terms of Service")
        #expect(stage.openedURLs.last == terms)
        let redemptions = sandbox.offerCodeRedemptionRequests
        try stage.tap(label: "Redeem Code")
        #expect(sandbox.offerCodeRedemptionRequests == redemptions + 1)
    }

    @Test func theButtonsStyleGivesEachPlanItsOwnSubscribeButton() async throws {
        let group = pid("buttons", "group")
        let weekly = pid("buttons", "weekly"), quarterly = pid("buttons", "quarterly")
        sandbox.register([
            Product(id: weekly, type: .autoRenewable, displayName: "Weekly", price: 1.99,
                    subscription: .init(subscriptionGroupID: group, subscriptionPeriod: .weekly, groupLevel: 1)),
            Product(id: quarterly, type: .autoRenewable, displayName: "Quarterly", price: 9.99,
                    subscription: .init(subscriptionGroupID: group, subscriptionPeriod: .init(unit: .month, value: 3), groupLevel: 1)),
        ])
        let stage = Stage(size: CGSize(width: 390, height: 800)) {
            ProPaywall(groupID: group, terms: URL(string: "https://example.com/t")!, style: .buttons)
        }
        await stage.settleTasks()
        #expect(labels(stage).contains("Weekly\n$1.99/week"))
        #expect(labels(stage).contains("Quarterly\n$9.99/3 months"))

        try stage.tap(label: "Quarterly\n$9.99/3 months")
        await stage.settleTasks()
        #expect(labels(stage).contains("Pro member"))
        #expect(labels(stage).contains("Subscribed"))
        #expect(labels(stage).contains("Weekly\n$1.99/week"))
    }

    @Test func aCustomShopLoadsItsProductsWithTheStoreTasks() async throws {
        let hat = pid("tasks", "hat"), scarf = pid("tasks", "scarf"), gone = pid("tasks", "gone")
        sandbox.register([
            Product(id: hat, type: .nonConsumable, displayName: "Hat", price: 3.99),
            Product(id: scarf, type: .nonConsumable, displayName: "Scarf", price: 5.99),
        ])
        let stage = Stage(size: CGSize(width: 390, height: 400)) {
            CustomShop(ids: [scarf, gone, hat], featured: hat)
        }
        #expect(labels(stage).contains("Loading shop"))
        await stage.settleTasks()
        #expect(labels(stage).contains("Scarf $5.99"))
        #expect(labels(stage).contains("Hat $3.99"))
        #expect(labels(stage).contains("1 item sold out"))
        #expect(labels(stage).contains("Featured: Hat"))
        let shown = labels(stage)
        #expect(try #require(shown.firstIndex(of: "Scarf $5.99")) < #require(shown.firstIndex(of: "Hat $3.99")))
    }

    @Test func subscribeButtonLabelsComposeLayoutAndContent() throws {
        let product = Product(id: pid("labels", "monthly"), type: .autoRenewable, displayName: "Monthly", price: 4.99,
                              subscription: .init(subscriptionGroupID: pid("labels", "group"), subscriptionPeriod: .monthly))
        let stage = Stage(size: CGSize(width: 390, height: 600)) {
            VStack {
                SubscriptionStoreView(subscriptions: [product]).subscriptionStoreButtonLabel(.price)
                SubscriptionStoreView(subscriptions: [product]).subscriptionStoreButtonLabel(.multiline.action)
                SubscriptionStoreView(subscriptions: [product]).subscriptionStoreButtonLabel(.singleLine.displayName)
            }
        }
        let shown = labels(stage)
        #expect(shown.contains("$4.99/month"))
        #expect(shown.contains("Subscribe\n$4.99/month"))
        #expect(shown.filter { $0 == "Monthly" }.count >= 1)
    }
}
