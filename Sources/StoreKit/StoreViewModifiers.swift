import Foundation
import Observation

// What the modifiers around StoreKit's views (`ProductView`, `StoreView`, `SubscriptionStoreView`)
// put in the environment, and the purchase those views run: the start, options and completion
// actions, the visibility of their auxiliary buttons, the subscription store's control style,
// button label, policy links and plan icons.

/// A button that a store view or subscription store view may show: StoreKit's `StoreButtonKind`,
/// for `storeButton(_:for:)`.
///
/// With `.automatic` visibility, cancellation buttons show only in a presented store (a sheet or a
/// cover: `EnvironmentValues.isPresented`), and restore, redeem-code and sign-in buttons never show;
/// policy buttons show in a subscription store once a policy destination is set.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String

    /// The button that dismisses the store's presentation (it calls `EnvironmentValues.dismiss`).
    public static let cancellation = StoreButtonKind(name: "cancellation")
    /// The button that restores purchases (it calls `AppStore.sync()`).
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    /// The button that asks for an offer code (subscription stores only; on a stage it is counted
    /// in `StoreKitSandbox.offerCodeRedemptionRequests`).
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    /// The button that signs in (subscription stores only; it runs the action given to
    /// `subscriptionStoreSignInAction(_:)`, and shows only when there is one).
    public static let signIn = StoreButtonKind(name: "signIn")
    /// The buttons that open the terms of service and the privacy policy (subscription stores only).
    public static let policies = StoreButtonKind(name: "policies")
}

/// A policy a subscription store links to: StoreKit's `SubscriptionStorePolicyKind`.
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
    let name: String

    /// The terms of service ("Terms of Service").
    public static let termsOfService = SubscriptionStorePolicyKind(name: "Terms of Service")
    /// The privacy policy ("Privacy Policy").
    public static let privacyPolicy = SubscriptionStorePolicyKind(name: "Privacy Policy")
}

/// What the subscribe button of a subscription store says: StoreKit's
/// `SubscriptionStoreButtonLabel`.
///
/// Compose a layout and a content, as in `.multiline.price`:
/// - content: `.action` ("Subscribe"), `.displayName` (the plan's name) or `.price` (the plan's
///   price per period, "$4.99/month"); `.automatic` is `.action`.
/// - layout: `.singleLine` keeps the content alone; `.multiline` adds the price per period on a second
///   line (unless the content is the price already). `.automatic` is single-line.
///
/// The exact words of the system's label are not documented; these are Cadence's, in English.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    enum Content: Hashable, Sendable { case automatic, action, displayName, price }
    enum Layout: Hashable, Sendable { case automatic, singleLine, multiline }

    var content: Content = .automatic
    var layout: Layout = .automatic

    /// The system's choice (the action on one line).
    public static let automatic = SubscriptionStoreButtonLabel()
    /// The action ("Subscribe").
    public static var action: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(content: .action) }
    /// The plan's display name.
    public static var displayName: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(content: .displayName) }
    /// The plan's price per period.
    public static var price: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(content: .price) }
    /// One line.
    public static var singleLine: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(layout: .singleLine) }
    /// Two lines: the content, then the price per period.
    public static var multiline: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(layout: .multiline) }

    /// This label showing the action.
    public var action: SubscriptionStoreButtonLabel { with(content: .action) }
    /// This label showing the plan's display name.
    public var displayName: SubscriptionStoreButtonLabel { with(content: .displayName) }
    /// This label showing the plan's price per period.
    public var price: SubscriptionStoreButtonLabel { with(content: .price) }
    /// This label on one line.
    public var singleLine: SubscriptionStoreButtonLabel { with(layout: .singleLine) }
    /// This label on two lines.
    public var multiline: SubscriptionStoreButtonLabel { with(layout: .multiline) }

    private func with(content: Content? = nil, layout: Layout? = nil) -> SubscriptionStoreButtonLabel {
        var label = self
        if let content { label.content = content }
        if let layout { label.layout = layout }
        return label
    }

    /// The label's text for `product`.
    func text(for product: Product) -> String {
        let price = Self.pricePerPeriod(of: product)
        let first: String
        switch content {
        case .automatic, .action: first = "Subscribe"
        case .displayName: first = product.displayName
        case .price: first = price
        }
        guard layout == .multiline, content != .price else { return first }
        return first + "\n" + price
    }

    /// "$4.99/month", "$9.99/3 months"; the display price alone for a product without a period.
    static func pricePerPeriod(of product: Product) -> String {
        guard let period = product.subscription?.subscriptionPeriod else { return product.displayPrice }
        let unit = period.unit.localizedDescription.lowercased()
        return period.value == 1 ? "\(product.displayPrice)/\(unit)" : "\(product.displayPrice)/\(period.value) \(unit)s"
    }
}

/// The purchase actions and store settings the modifiers set, read by the store views.
struct StoreViewSettings {
    var purchaseStart: ((Product) async -> ())?
    var purchaseCompletion: ((Product, Result<Product.PurchaseResult, any Error>) async -> ())?
    var purchaseOptions: ((Product) async -> Set<Product.PurchaseOption>)?
    var buttonVisibility: [StoreButtonKind: Visibility] = [:]
    var productViewStyle: (any ProductViewStyle)?
    var productDescription: Visibility = .automatic
    var controlStyle: any SubscriptionStoreControlStyle = AutomaticSubscriptionStoreControlStyle()
    var buttonLabel: SubscriptionStoreButtonLabel = .automatic
    var policyDestinations: [SubscriptionStorePolicyKind: URL] = [:]
    var controlIcon: ((Product, Product.SubscriptionInfo) -> AnyView)?
    var signInAction: (() -> Void)?

    /// The visibility set for `kind` (`.automatic` when none was).
    func visibility(of kind: StoreButtonKind) -> Visibility {
        buttonVisibility[kind] ?? .automatic
    }
}

private struct StoreViewSettingsKey: EnvironmentKey {
    static var defaultValue: StoreViewSettings { StoreViewSettings() }
}

extension EnvironmentValues {
    var storeViewSettings: StoreViewSettings {
        get { self[StoreViewSettingsKey.self] }
        set { self[StoreViewSettingsKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when a purchase started from a StoreKit view inside this view (a product,
    /// store or subscription store view) completes, with the product and the purchase's result:
    /// StoreKit's `onInAppPurchaseCompletion(perform:)`.
    ///
    /// The innermost action runs, once per purchase. Without one (or with `nil`), a successful
    /// purchase's transaction is delivered through `Transaction.updates`, and a purchase that
    /// throws shows a "Purchase Failed" alert with the error's description.
    public nonisolated func onInAppPurchaseCompletion(perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> ())?) -> some View {
        transformEnvironment(\.storeViewSettings) { $0.purchaseCompletion = action }
    }

    /// Runs `action` when someone taps the purchase button of a StoreKit view inside this view,
    /// before the purchase starts: StoreKit's `onInAppPurchaseStart(perform:)`. `nil` removes the
    /// actions of enclosing views.
    public nonisolated func onInAppPurchaseStart(perform action: ((Product) async -> ())?) -> some View {
        transformEnvironment(\.storeViewSettings) { $0.purchaseStart = action }
    }

    /// Gives the purchase options of purchases started from StoreKit views inside this view:
    /// StoreKit's `inAppPurchaseOptions(_:)`. The function is called with the product before each
    /// purchase; `nil` removes the function of enclosing views.
    public nonisolated func inAppPurchaseOptions(_ options: ((Product) async -> Set<Product.PurchaseOption>)?) -> some View {
        transformEnvironment(\.storeViewSettings) { $0.purchaseOptions = options }
    }

    /// Shows or hides the auxiliary buttons of store and subscription store views inside this view:
    /// StoreKit's `storeButton(_:for:)` (see ``StoreButtonKind`` for what `.automatic` shows).
    public nonisolated func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View {
        transformEnvironment(\.storeViewSettings) { settings in
            for kind in buttonKinds { settings.buttonVisibility[kind] = visibility }
        }
    }

    /// Sets how product views inside this view look: StoreKit's `productViewStyle(_:)`.
    public nonisolated func productViewStyle<S: ProductViewStyle>(_ style: S) -> some View {
        transformEnvironment(\.storeViewSettings) { $0.productViewStyle = style }
    }

    /// Shows or hides the product's description in product views inside this view: StoreKit's
    /// `productDescription(_:)`. The built-in styles show it unless it is `.hidden`.
    public nonisolated func productDescription(_ visibility: Visibility) -> some View {
        transformEnvironment(\.storeViewSettings) { $0.productDescription = visibility }
    }

    /// Sets how subscription store views inside this view show their plans: StoreKit's
    /// `subscriptionStoreControlStyle(_:)`.
    public nonisolated func subscriptionStoreControlStyle<S: SubscriptionStoreControlStyle>(_ style: S) -> some View {
        transformEnvironment(\.storeViewSettings) { $0.controlStyle = style }
    }

    /// Sets what the subscribe buttons of subscription store views inside this view say:
    /// StoreKit's `subscriptionStoreButtonLabel(_:)`.
    public nonisolated func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View {
        transformEnvironment(\.storeViewSettings) { $0.buttonLabel = label }
    }

    /// Links a subscription store's `policy` button to `url`: StoreKit's
    /// `subscriptionStorePolicyDestination(url:for:)`. Tapping it opens the URL with
    /// `EnvironmentValues.openURL` (on a stage: recorded in `Stage.openedURLs`).
    public nonisolated func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View {
        transformEnvironment(\.storeViewSettings) { $0.policyDestinations[policy] = url }
    }

    /// Draws `icon` beside each plan of subscription store views inside this view: StoreKit's
    /// `subscriptionStoreControlIcon(icon:)`. The closure gets the plan and its subscription terms.
    public nonisolated func subscriptionStoreControlIcon<Icon: View>(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> Icon) -> some View {
        transformEnvironment(\.storeViewSettings) { settings in
            settings.controlIcon = { product, info in AnyView(icon(product, info)) }
        }
    }

    /// Gives subscription store views inside this view a sign-in button that runs `action`:
    /// StoreKit's `subscriptionStoreSignInAction(_:)`; `nil` removes it.
    public nonisolated func subscriptionStoreSignInAction(_ action: (() -> Void)?) -> some View {
        transformEnvironment(\.storeViewSettings) { $0.signInAction = action }
    }
}

/// One purchase asked for by a store view's button; a new serial makes each tap a new task.
struct StorePurchaseRequest: Equatable {
    let product: Product
    let serial: Int
}

/// Bumped after each purchase or restore a store view runs, so every store view on screen reads
/// the entitlements again (the sandbox itself is not observable).
@MainActor @Observable
final class StoreViewUpdates {
    static let shared = StoreViewUpdates()
    var revision = 0
}

/// Runs the purchase a store view's button asked for, as StoreKit's views do: the start action,
/// the purchase options, `Product.purchase(options:)`, then the completion action or the default
/// (delivering the transaction to `Transaction.updates`, or an alert for an error). It runs as the
/// view's `.task`, so a stage follows it to its end.
struct StorePurchaseTask: ViewModifier {
    @Binding var request: StorePurchaseRequest?
    @Environment(\.storeViewSettings) private var settings
    @State private var failure: String?

    @MainActor func body(content: Content) -> some View {
        content
            .task(id: request) {
                guard let request else { return }
                await purchase(request.product)
                StoreViewUpdates.shared.revision += 1
                self.request = nil
            }
            .alert("Purchase Failed", isPresented: Binding(get: { failure != nil }, set: { if !$0 { failure = nil } })) {
                Button("OK") { failure = nil }
            } message: {
                Text(failure ?? "")
            }
    }

    @MainActor private func purchase(_ product: Product) async {
        if let start = settings.purchaseStart { await start(product) }
        let options = await settings.purchaseOptions?(product) ?? []
        let result: Result<Product.PurchaseResult, any Error>
        do {
            result = .success(try await product.purchase(options: options))
        } catch {
            result = .failure(error)
        }
        if let completion = settings.purchaseCompletion {
            await completion(product, result)
            return
        }
        switch result {
        case .success(.success(let verification)):
            StoreKitSandbox.shared.deliver(verification)
        case .failure(let error):
            failure = error.localizedDescription
        default:
            break
        }
    }
}

extension View {
    /// Runs the purchases `request` asks for (see `StorePurchaseTask`).
    func storePurchaseTask(_ request: Binding<StorePurchaseRequest?>) -> some View {
        modifier(StorePurchaseTask(request: request))
    }
}

/// Whether a purchase of `product` is in force now (`Transaction.currentEntitlements`).
func hasStoreEntitlement(_ product: Product) -> Bool {
    !StoreKitSandbox.shared.currentEntitlements(for: product.id).isEmpty
}
