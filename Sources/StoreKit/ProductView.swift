import Foundation

extension Product {
    /// Where loading a product stands: StoreKit's `Product.TaskState`, the `state` of a
    /// ``ProductViewStyleConfiguration``.
    public enum TaskState: Sendable {
        /// The product is loading.
        case loading
        /// Loading threw `error`.
        case failure(any Error)
        /// The App Store (on a stage: the sandbox's catalog) does not sell the product.
        case unavailable
        /// The product loaded.
        case success(Product)

        /// The loaded product, if any.
        public var product: Product? {
            if case .success(let product) = self { return product }
            return nil
        }
    }
}

/// Where loading a product's promotional image stands: StoreKit's `ProductIconPhase`, given to the
/// icon closure of `ProductView(id:icon:placeholderIcon:)`.
///
/// The sandbox's products have no promotional images: once the product has loaded, the phase is
/// `.unavailable`.
public enum ProductIconPhase {
    /// The product or its image is loading.
    case loading
    /// Loading failed with `error`.
    case failure(any Error)
    /// The product has no promotional image.
    case unavailable
    /// The promotional image.
    case success(Image)
}

/// The placeholder icon StoreKit's views show while a product loads: StoreKit's
/// `AutomaticProductPlaceholderIcon`, a grey rounded square (decorative, hidden from screen
/// readers).
public nonisolated struct AutomaticProductPlaceholderIcon: View {
    /// The placeholder.
    public nonisolated init() {}

    /// A grey rounded square, 48 points wide.
    @MainActor public var body: some View {
        StorePlaceholderTile(side: 48)
    }
}

/// The grey rounded square StoreKit's views draw where the system would draw an image it has and
/// a stage has not (a product's icon, the app's icon): decorative, hidden from screen readers.
nonisolated struct StorePlaceholderTile: View {
    /// The square's side, in points (its corners are rounded by a fifth of it).
    let side: CGFloat

    @MainActor var body: some View {
        RoundedRectangle(cornerRadius: side / 5)
            .fill(Color.gray.opacity(0.3))
            .frame(width: side, height: side)
            .accessibilityHidden(true)
    }
}

/// What a product view style is given: StoreKit's `ProductViewStyleConfiguration`.
public struct ProductViewStyleConfiguration {
    /// The product view's icon (or placeholder icon, while loading), as a view.
    public nonisolated struct Icon: View {
        let content: AnyView

        /// The icon.
        @MainActor public var body: some View { content }
    }

    /// Where loading the product stands.
    public let state: Product.TaskState
    /// Whether a purchase of the product is in force (`Transaction.currentEntitlements`); a
    /// one-time purchase that is owned cannot be bought again.
    public let hasCurrentEntitlement: Bool
    /// The icon the product view was given (its placeholder while loading).
    public let icon: Icon
    /// Whether the product's description should show (`productDescription(_:)`).
    public let descriptionVisibility: Visibility
    let purchaseAction: @MainActor () -> Void

    /// The product, once it has loaded.
    public var product: Product? { state.product }

    /// Buys the product, as the view's purchase button does (with the purchase actions and options
    /// of the environment); does nothing until the product has loaded.
    @MainActor
    public func purchase() {
        purchaseAction()
    }
}

/// How a product view looks: StoreKit's `ProductViewStyle`.
///
/// ```swift
/// struct CardProductStyle: ProductViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         if let product = configuration.product {
///             Button(product.displayPrice) { configuration.purchase() }
///         } else {
///             ProgressView()
///         }
///     }
/// }
/// ```
public protocol ProductViewStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = ProductViewStyleConfiguration

    /// The product view's appearance for `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The system's product view style: StoreKit's `AutomaticProductViewStyle` (on a stage, the
/// regular style).
public struct AutomaticProductViewStyle: ProductViewStyle {
    /// The automatic style.
    public init() {}

    /// The regular layout.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProductLayout(configuration: configuration, size: .regular)
    }
}

/// A one-row product view without the description: StoreKit's `CompactProductViewStyle`.
public struct CompactProductViewStyle: ProductViewStyle {
    /// The compact style.
    public init() {}

    /// Icon, name and purchase button on one row.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProductLayout(configuration: configuration, size: .compact)
    }
}

/// A one-row product view with the description under the name: StoreKit's
/// `RegularProductViewStyle`.
public struct RegularProductViewStyle: ProductViewStyle {
    /// The regular style.
    public init() {}

    /// Icon, name and description, and purchase button on one row.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProductLayout(configuration: configuration, size: .regular)
    }
}

/// A product view stacked in a column with a full-width purchase button: StoreKit's
/// `LargeProductViewStyle`.
public struct LargeProductViewStyle: ProductViewStyle {
    /// The large style.
    public init() {}

    /// Icon, name, description and purchase button, centred, one above the other.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProductLayout(configuration: configuration, size: .large)
    }
}

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    /// The system's style.
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}

extension ProductViewStyle where Self == CompactProductViewStyle {
    /// One row, no description.
    public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}

extension ProductViewStyle where Self == RegularProductViewStyle {
    /// One row with the description.
    public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}

extension ProductViewStyle where Self == LargeProductViewStyle {
    /// A centred column.
    public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}

/// The built-in styles' layout: the loading, unavailable and failed states, and the product with
/// its purchase button. The button shows the display price, or "Purchased" (disabled) for an owned
/// product that is not consumable. These words are Cadence's: SwiftUI does not document them.
nonisolated struct BuiltInProductLayout: View {
    enum Size { case compact, regular, large }

    let configuration: ProductViewStyleConfiguration
    let size: Size

    @MainActor var body: some View {
        switch configuration.state {
        case .loading:
            HStack(spacing: 12) {
                configuration.icon
                ProgressView()
            }
        case .unavailable:
            Text("Product unavailable").foregroundStyle(.secondary)
        case .failure(let error):
            Text(error.localizedDescription).foregroundStyle(.secondary)
        case .success(let product):
            if size == .large {
                VStack(spacing: 8) {
                    configuration.icon
                    Text(product.displayName).font(.title2).bold()
                    description(of: product)
                    purchaseButton(for: product).frame(maxWidth: .infinity)
                }
                .multilineTextAlignment(.center)
            } else {
                HStack(spacing: 12) {
                    configuration.icon
                    VStack(alignment: .leading, spacing: 2) {
                        Text(product.displayName).font(.headline)
                        if size == .regular { description(of: product) }
                    }
                    Spacer(minLength: 8)
                    purchaseButton(for: product)
                }
            }
        }
    }

    @ViewBuilder
    @MainActor private func description(of product: Product) -> some View {
        if configuration.descriptionVisibility != .hidden, !product.description.isEmpty {
            Text(product.description).font(.subheadline).foregroundStyle(.secondary)
        }
    }

    @MainActor private func purchaseButton(for product: Product) -> some View {
        let owned = configuration.hasCurrentEntitlement && product.type != .consumable
        return Button(owned ? "Purchased" : product.displayPrice) {
            configuration.purchase()
        }
        .buttonStyle(.borderedProminent)
        .disabled(owned)
    }
}

/// A view that merchandises one in-app purchase, with its name, description, price and a purchase
/// button: StoreKit's `ProductView`.
///
/// ```swift
/// ProductView(id: "tips.coffee") {
///     Image(systemName: "cup.and.saucer.fill")
/// }
/// .productViewStyle(.large)
/// .onInAppPurchaseCompletion { product, result in … }
/// ```
///
/// A view made with an identifier loads the product from the App Store (in Cadence, the catalog of
/// ``StoreKitSandbox``) in a task when it appears: a stage shows the loading state first and the
/// product once its tasks have run (`await stage.settleTasks()`). The purchase button runs the
/// purchase as a task of the view: the start action, the options, `Product.purchase(options:)`,
/// then the completion action (see `onInAppPurchaseCompletion(perform:)`). The style comes from
/// `productViewStyle(_:)`.
public nonisolated struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    enum Source {
        case id(String)
        case product(Product)
        case configuration(ProductViewStyleConfiguration)
    }

    let source: Source
    let prefersPromotionalIcon: Bool
    let makeIcon: (ProductIconPhase) -> Icon
    let placeholderIcon: PlaceholderIcon

    @State private var loaded: Product.TaskState = .loading
    @State private var request: StorePurchaseRequest?
    @State private var serial = 0
    @Environment(\.storeViewSettings) private var settings

    nonisolated init(source: Source, prefersPromotionalIcon: Bool, makeIcon: @escaping (ProductIconPhase) -> Icon, placeholderIcon: PlaceholderIcon) {
        self.source = source
        self.prefersPromotionalIcon = prefersPromotionalIcon
        self.makeIcon = makeIcon
        self.placeholderIcon = placeholderIcon
    }

    @MainActor public var body: some View {
        if case .configuration(let configuration) = source {
            AutomaticProductViewStyle().makeBody(configuration: configuration)
        } else {
            let state = self.state
            let configuration = ProductViewStyleConfiguration(
                state: state,
                hasCurrentEntitlement: state.product.map(hasStoreEntitlement) ?? false,
                icon: .init(content: icon(for: state)),
                descriptionVisibility: settings.productDescription,
                purchaseAction: {
                    guard let product = state.product else { return }
                    serial += 1
                    request = StorePurchaseRequest(product: product, serial: serial)
                })
            let _ = StoreViewUpdates.shared.revision
            styled(configuration)
                .task(id: loadID) { await load() }
                .storePurchaseTask($request)
        }
    }

    @MainActor private var state: Product.TaskState {
        if case .product(let product) = source { return .success(product) }
        return loaded
    }

    @MainActor private var loadID: String? {
        if case .id(let id) = source { return id }
        return nil
    }

    @MainActor private func load() async {
        guard case .id(let id) = source else { return }
        loaded = .loading
        do {
            loaded = try await Product.products(for: [id]).first.map { .success($0) } ?? .unavailable
        } catch {
            loaded = .failure(error)
        }
    }

    @MainActor private func icon(for state: Product.TaskState) -> AnyView {
        switch state {
        case .loading: AnyView(placeholderIcon)
        case .failure(let error): AnyView(makeIcon(.failure(error)))
        case .unavailable, .success: AnyView(makeIcon(.unavailable))
        }
    }

    @MainActor private func styled(_ configuration: ProductViewStyleConfiguration) -> AnyView {
        guard let style = settings.productViewStyle else {
            return AnyView(AutomaticProductViewStyle().makeBody(configuration: configuration))
        }
        return productViewBody(style, configuration)
    }
}

extension ProductView {
    /// Loads the product `productID` and merchandises it without an icon.
    /// - Parameters:
    ///   - productID: The product's identifier.
    ///   - prefersPromotionalIcon: Whether to show the App Store's promotional image (the sandbox's
    ///     products have none).
    public nonisolated init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        self.init(source: .id(productID), prefersPromotionalIcon: prefersPromotionalIcon, makeIcon: { _ in EmptyView() }, placeholderIcon: EmptyView())
    }

    /// Loads the product `productID` and merchandises it with `icon` (a grey placeholder while it
    /// loads).
    /// - Parameters:
    ///   - productID: The product's identifier.
    ///   - prefersPromotionalIcon: Whether a promotional image would replace `icon` (the sandbox's
    ///     products have none).
    ///   - icon: The product's icon.
    public nonisolated init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) where PlaceholderIcon == AutomaticProductPlaceholderIcon {
        let icon = icon()
        self.init(source: .id(productID), prefersPromotionalIcon: prefersPromotionalIcon, makeIcon: { _ in icon }, placeholderIcon: AutomaticProductPlaceholderIcon())
    }

    /// Loads the product `productID` and merchandises it with `icon`, showing `placeholderIcon`
    /// while it loads.
    /// - Parameters:
    ///   - productID: The product's identifier.
    ///   - prefersPromotionalIcon: Whether a promotional image would replace `icon` (the sandbox's
    ///     products have none).
    ///   - icon: The product's icon.
    ///   - placeholderIcon: The icon while the product loads.
    public nonisolated init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        let icon = icon()
        self.init(source: .id(productID), prefersPromotionalIcon: prefersPromotionalIcon, makeIcon: { _ in icon }, placeholderIcon: placeholderIcon())
    }

    /// Loads the product `productID` and merchandises it with the icon `icon` makes for the phase
    /// of its promotional image, showing `placeholderIcon` while the product loads.
    /// - Parameters:
    ///   - productID: The product's identifier.
    ///   - icon: The icon for each phase (`.unavailable` once a sandbox product has loaded).
    ///   - placeholderIcon: The icon while the product loads.
    public nonisolated init(id productID: Product.ID, @ViewBuilder icon: @escaping (ProductIconPhase) -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.init(source: .id(productID), prefersPromotionalIcon: true, makeIcon: icon, placeholderIcon: placeholderIcon())
    }

    /// Merchandises `product`, already loaded, without an icon.
    /// - Parameters:
    ///   - product: The product.
    ///   - prefersPromotionalIcon: Whether to show the App Store's promotional image (the sandbox's
    ///     products have none).
    public nonisolated init(_ product: Product, prefersPromotionalIcon: Bool = true) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        self.init(source: .product(product), prefersPromotionalIcon: prefersPromotionalIcon, makeIcon: { _ in EmptyView() }, placeholderIcon: EmptyView())
    }

    /// Merchandises `product`, already loaded, with `icon`.
    /// - Parameters:
    ///   - product: The product.
    ///   - prefersPromotionalIcon: Whether a promotional image would replace `icon` (the sandbox's
    ///     products have none).
    ///   - icon: The product's icon.
    public nonisolated init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) where PlaceholderIcon == EmptyView {
        let icon = icon()
        self.init(source: .product(product), prefersPromotionalIcon: prefersPromotionalIcon, makeIcon: { _ in icon }, placeholderIcon: EmptyView())
    }

    /// Merchandises `product`, already loaded, with the icon `icon` makes for the phase of its
    /// promotional image.
    /// - Parameters:
    ///   - product: The product.
    ///   - icon: The icon for each phase (`.unavailable` for a sandbox product).
    public nonisolated init(_ product: Product, @ViewBuilder icon: @escaping (ProductIconPhase) -> Icon) where PlaceholderIcon == EmptyView {
        self.init(source: .product(product), prefersPromotionalIcon: true, makeIcon: icon, placeholderIcon: EmptyView())
    }

    /// The system's product view for `configuration`, for a custom style that draws the standard
    /// view in some states.
    /// - Parameter configuration: The configuration the style was given.
    public nonisolated init(_ configuration: ProductViewStyleConfiguration) where Icon == ProductViewStyleConfiguration.Icon, PlaceholderIcon == EmptyView {
        self.init(source: .configuration(configuration), prefersPromotionalIcon: false, makeIcon: { _ in configuration.icon }, placeholderIcon: EmptyView())
    }
}

/// A view that merchandises several in-app purchases, one product view each, with the store's
/// auxiliary buttons: StoreKit's `StoreView`.
///
/// ```swift
/// StoreView(ids: ["tips.small", "tips.large"]) { product in
///     Image(systemName: "heart.fill")
/// }
/// .storeButton(.visible, for: .restorePurchases)
/// ```
///
/// A view made with identifiers loads the products (from ``StoreKitSandbox``) in a task when it
/// appears, and shows a progress view until then; identifiers the catalog does not have are left
/// out. Each product is a ``ProductView`` in the environment's product view style. Below them, a
/// "Restore Purchases" button when `storeButton(.visible, for: .restorePurchases)` asks for one
/// (it calls `AppStore.sync()`), and above them a "Close" button when the store is presented or
/// `.cancellation` is visible.
public nonisolated struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    let ids: [String]?
    let givenProducts: [Product]
    let makeIcon: (Product) -> Icon
    let placeholderIcon: PlaceholderIcon

    @State private var loaded: [Product]?

    nonisolated init(ids: [String]?, products: [Product], makeIcon: @escaping (Product) -> Icon, placeholderIcon: PlaceholderIcon) {
        self.ids = ids
        self.givenProducts = products
        self.makeIcon = makeIcon
        self.placeholderIcon = placeholderIcon
    }

    @MainActor public var body: some View {
        let products = ids == nil ? givenProducts : loaded
        VStack(spacing: 0) {
            StoreAuxiliaryButtons(kinds: [.cancellation])
            ScrollView {
                VStack(spacing: 16) {
                    if let products {
                        ForEach(products) { product in
                            ProductView(source: .product(product), prefersPromotionalIcon: false,
                                        makeIcon: { _ in makeIcon(product) }, placeholderIcon: placeholderIcon)
                        }
                    } else {
                        ProgressView()
                    }
                }
                .padding()
            }
            StoreAuxiliaryButtons(kinds: [.restorePurchases])
        }
        .task(id: ids) {
            guard let ids else { return }
            loaded = (try? await Product.products(for: ids)) ?? []
        }
    }
}

extension StoreView {
    /// Loads the products `productIDs` and merchandises them without icons.
    /// - Parameters:
    ///   - productIDs: The products' identifiers, in the order to show them.
    ///   - prefersPromotionalIcon: Whether to show the App Store's promotional images (the
    ///     sandbox's products have none).
    public nonisolated init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        self.init(ids: Array(productIDs), products: [], makeIcon: { _ in EmptyView() }, placeholderIcon: EmptyView())
    }

    /// Loads the products `productIDs` and merchandises each with the icon `icon` makes for it.
    /// - Parameters:
    ///   - productIDs: The products' identifiers, in the order to show them.
    ///   - prefersPromotionalIcon: Whether promotional images would replace the icons (the
    ///     sandbox's products have none).
    ///   - icon: Each product's icon.
    public nonisolated init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon) where PlaceholderIcon == AutomaticProductPlaceholderIcon {
        self.init(ids: Array(productIDs), products: [], makeIcon: icon, placeholderIcon: AutomaticProductPlaceholderIcon())
    }

    /// Loads the products `productIDs` and merchandises each with the icon `icon` makes for it,
    /// with `placeholderIcon` while they load.
    /// - Parameters:
    ///   - productIDs: The products' identifiers, in the order to show them.
    ///   - prefersPromotionalIcon: Whether promotional images would replace the icons (the
    ///     sandbox's products have none).
    ///   - icon: Each product's icon.
    ///   - placeholderIcon: The icon while the products load.
    public nonisolated init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.init(ids: Array(productIDs), products: [], makeIcon: icon, placeholderIcon: placeholderIcon())
    }

    /// Merchandises `products`, already loaded, without icons.
    /// - Parameters:
    ///   - products: The products, in the order to show them.
    ///   - prefersPromotionalIcon: Whether to show the App Store's promotional images (the
    ///     sandbox's products have none).
    public nonisolated init(products: some Collection<Product>, prefersPromotionalIcon: Bool = true) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        self.init(ids: nil, products: Array(products), makeIcon: { _ in EmptyView() }, placeholderIcon: EmptyView())
    }

    /// Merchandises `products`, already loaded, each with the icon `icon` makes for it.
    /// - Parameters:
    ///   - products: The products, in the order to show them.
    ///   - prefersPromotionalIcon: Whether promotional images would replace the icons (the
    ///     sandbox's products have none).
    ///   - icon: Each product's icon.
    public nonisolated init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon) where PlaceholderIcon == EmptyView {
        self.init(ids: nil, products: Array(products), makeIcon: icon, placeholderIcon: EmptyView())
    }
}

/// The auxiliary buttons of a store among `kinds`, each when its visibility shows it (see
/// ``StoreButtonKind``): Close, Restore Purchases, Redeem Code, Sign In, and the policy links.
nonisolated struct StoreAuxiliaryButtons: View {
    let kinds: [StoreButtonKind]
    @Environment(\.storeViewSettings) private var settings
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @State private var restores = 0

    @MainActor var body: some View {
        let shown = kinds.filter(isShown)
        if !shown.isEmpty {
            HStack(spacing: 16) {
                ForEach(shown, id: \.name) { kind in
                    button(for: kind)
                }
            }
            .font(.footnote)
            .padding(.vertical, 4)
            .task(id: restores) {
                guard restores > 0 else { return }
                try? await AppStore.sync()
                StoreViewUpdates.shared.revision += 1
            }
        }
    }

    @MainActor private func isShown(_ kind: StoreButtonKind) -> Bool {
        let visibility = settings.visibility(of: kind)
        switch kind {
        case .cancellation: return visibility == .visible || (visibility == .automatic && isPresented)
        case .signIn: return settings.signInAction != nil && visibility != .hidden
        case .policies: return visibility != .hidden && !settings.policyDestinations.isEmpty
        default: return visibility == .visible
        }
    }

    @ViewBuilder
    @MainActor private func button(for kind: StoreButtonKind) -> some View {
        switch kind {
        case .cancellation:
            HStack {
                Spacer()
                Button { dismiss() } label: { Image(systemName: "xmark.circle.fill") }
                    .accessibilityLabel("Close")
            }
        case .restorePurchases:
            Button("Restore Purchases") { restores += 1 }
        case .redeemCode:
            Button("Redeem Code") { StoreKitSandbox.shared.countOfferCodeRedemptionRequest() }
        case .signIn:
            Button("Sign In") { settings.signInAction?() }
        default:
            ForEach([SubscriptionStorePolicyKind.termsOfService, .privacyPolicy], id: \.name) { policy in
                if let url = settings.policyDestinations[policy] {
                    Button(policy.name) { openURL(url) }
                }
            }
        }
    }
}

/// The body `style` makes for `configuration`, type-erased.
@MainActor
private func productViewBody<S: ProductViewStyle>(_ style: S, _ configuration: ProductViewStyleConfiguration) -> AnyView {
    AnyView(style.makeBody(configuration: configuration))
}
