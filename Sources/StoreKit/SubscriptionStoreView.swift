import Foundation

extension Product {
    /// Which plans a subscription store shows to someone already subscribed in the group:
    /// StoreKit's `Product.SubscriptionRelationship`.
    ///
    /// A plan with a smaller `groupLevel` number gives more service: an upgrade has a smaller level
    /// than the current plan, a downgrade a larger one, a crossgrade the same level. Someone not
    /// subscribed sees every plan.
    public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
        /// The relationships as bits.
        public let rawValue: Int
        /// The relationships `rawValue` holds.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Plans of a higher level of service.
        public static let upgrade = SubscriptionRelationship(rawValue: 1 << 0)
        /// Plans of a lower level of service.
        public static let downgrade = SubscriptionRelationship(rawValue: 1 << 1)
        /// Other plans of the same level.
        public static let crossgrade = SubscriptionRelationship(rawValue: 1 << 2)
        /// The current plan.
        public static let current = SubscriptionRelationship(rawValue: 1 << 3)
        /// Every plan.
        public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]

        /// Whether `plan` is among these relationships to `current` (the plan subscribed to).
        func includes(_ plan: Product, relativeTo current: Product) -> Bool {
            guard let level = plan.subscription?.groupLevel, let currentLevel = current.subscription?.groupLevel else { return false }
            if plan.id == current.id { return contains(.current) }
            if level < currentLevel { return contains(.upgrade) }
            if level > currentLevel { return contains(.downgrade) }
            return contains(.crossgrade)
        }
    }
}

/// How a subscription store shows its plans: StoreKit's `SubscriptionStoreControlStyle`.
///
/// Use the built-in styles (`.automatic`, `.picker`, `.buttons`, `.prominentPicker`,
/// `.compactPicker`, `.pagedPicker`, `.pagedProminentPicker`). A stage models two behaviours: the
/// picker styles list the plans as selectable rows above one subscribe button for the selected
/// plan; the buttons style gives each plan a subscribe button of its own. The pickers' visual
/// differences (prominence, paging, compactness) are not drawn. Custom styles (iOS 18's
/// `makeBody(configuration:)`) are not supported.
public protocol SubscriptionStoreControlStyle {}

/// Whether a built-in style lists the plans as one button each.
protocol BuiltInSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {
    var showsButtons: Bool { get }
}

/// The system's choice: StoreKit's `AutomaticSubscriptionStoreControlStyle` (a picker).
public struct AutomaticSubscriptionStoreControlStyle: BuiltInSubscriptionStoreControlStyle {
    /// The automatic style.
    public init() {}
    var showsButtons: Bool { false }
}

/// Plans as selectable rows above one subscribe button: StoreKit's
/// `PickerSubscriptionStoreControlStyle`.
public struct PickerSubscriptionStoreControlStyle: BuiltInSubscriptionStoreControlStyle {
    /// The picker style.
    public init() {}
    var showsButtons: Bool { false }
}

/// One subscribe button per plan: StoreKit's `ButtonsSubscriptionStoreControlStyle`.
public struct ButtonsSubscriptionStoreControlStyle: BuiltInSubscriptionStoreControlStyle {
    /// The buttons style.
    public init() {}
    var showsButtons: Bool { true }
}

/// A picker with prominent rows: StoreKit's `ProminentPickerSubscriptionStoreControlStyle`.
public struct ProminentPickerSubscriptionStoreControlStyle: BuiltInSubscriptionStoreControlStyle {
    /// The prominent picker style.
    public init() {}
    var showsButtons: Bool { false }
}

/// A compact picker: StoreKit's `CompactPickerSubscriptionStoreControlStyle`.
public struct CompactPickerSubscriptionStoreControlStyle: BuiltInSubscriptionStoreControlStyle {
    /// The compact picker style.
    public init() {}
    var showsButtons: Bool { false }
}

/// A picker of pages, one per plan: StoreKit's `PagedPickerSubscriptionStoreControlStyle`.
public struct PagedPickerSubscriptionStoreControlStyle: BuiltInSubscriptionStoreControlStyle {
    /// The paged picker style.
    public init() {}
    var showsButtons: Bool { false }
}

/// A picker of prominent pages: StoreKit's `PagedProminentPickerSubscriptionStoreControlStyle`.
public struct PagedProminentPickerSubscriptionStoreControlStyle: BuiltInSubscriptionStoreControlStyle {
    /// The paged prominent picker style.
    public init() {}
    var showsButtons: Bool { false }
}

extension SubscriptionStoreControlStyle where Self == AutomaticSubscriptionStoreControlStyle {
    /// The system's choice (a picker).
    public static var automatic: AutomaticSubscriptionStoreControlStyle { AutomaticSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == PickerSubscriptionStoreControlStyle {
    /// Selectable rows and one subscribe button.
    public static var picker: PickerSubscriptionStoreControlStyle { PickerSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == ButtonsSubscriptionStoreControlStyle {
    /// One subscribe button per plan.
    public static var buttons: ButtonsSubscriptionStoreControlStyle { ButtonsSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == ProminentPickerSubscriptionStoreControlStyle {
    /// A picker with prominent rows.
    public static var prominentPicker: ProminentPickerSubscriptionStoreControlStyle { ProminentPickerSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == CompactPickerSubscriptionStoreControlStyle {
    /// A compact picker.
    public static var compactPicker: CompactPickerSubscriptionStoreControlStyle { CompactPickerSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == PagedPickerSubscriptionStoreControlStyle {
    /// A picker of pages.
    public static var pagedPicker: PagedPickerSubscriptionStoreControlStyle { PagedPickerSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == PagedProminentPickerSubscriptionStoreControlStyle {
    /// A picker of prominent pages.
    public static var pagedProminentPicker: PagedProminentPickerSubscriptionStoreControlStyle { PagedProminentPickerSubscriptionStoreControlStyle() }
}

/// The marketing content a subscription store shows when given none: StoreKit's
/// `AutomaticSubscriptionStoreMarketingContent`. The system draws the app's icon and the group's
/// name; a stage has neither, so it draws a decorative placeholder for the icon.
public nonisolated struct AutomaticSubscriptionStoreMarketingContent: View {
    /// The automatic marketing content.
    public nonisolated init() {}

    /// A grey rounded square, 64 points wide, hidden from screen readers.
    @MainActor public var body: some View {
        StorePlaceholderTile(side: 64).padding()
    }
}

/// A paywall for the auto-renewable subscriptions of one group: StoreKit's
/// `SubscriptionStoreView`.
///
/// ```swift
/// SubscriptionStoreView(groupID: "pro") {
///     VStack { Image(systemName: "crown.fill"); Text("Go Pro") }
/// }
/// .subscriptionStoreControlStyle(.buttons)
/// .storeButton(.visible, for: .restorePurchases)
/// .onInAppPurchaseCompletion { product, result in … }
/// ```
///
/// The marketing content is drawn above the store's controls. The plans load (from
/// ``StoreKitSandbox``: a group's plans, highest level of service first, or the products asked for)
/// in a task when the view appears, with a progress view until then. How they show depends on
/// `subscriptionStoreControlStyle(_:)` (see ``SubscriptionStoreControlStyle``); the subscribe
/// buttons say what `subscriptionStoreButtonLabel(_:)` asks for. Someone already subscribed sees
/// the plans `visibleRelationships` lets through, and the current plan's button says "Subscribed"
/// and is disabled. The first plan shown is selected at first. Below: the auxiliary buttons that
/// `storeButton(_:for:)` shows, and the policy links set with
/// `subscriptionStorePolicyDestination(url:for:)`. Purchases run as the view's tasks, as a
/// ``ProductView``'s do.
public nonisolated struct SubscriptionStoreView<Content: View>: View {
    enum Source: Equatable {
        case group(String)
        case ids([String])
        case products([Product])
    }

    let source: Source
    let visibleRelationships: Product.SubscriptionRelationship
    let content: Content

    @State private var loaded: [Product]?
    @State private var selection: String?
    @State private var request: StorePurchaseRequest?
    @State private var serial = 0
    @Environment(\.storeViewSettings) private var settings

    nonisolated init(source: Source, visibleRelationships: Product.SubscriptionRelationship, content: Content) {
        self.source = source
        self.visibleRelationships = visibleRelationships
        self.content = content
    }

    @MainActor public var body: some View {
        let _ = StoreViewUpdates.shared.revision
        VStack(spacing: 0) {
            StoreAuxiliaryButtons(kinds: [.cancellation])
            ScrollView {
                content.frame(maxWidth: .infinity)
            }
            VStack(spacing: 8) {
                if let plans = visiblePlans {
                    controls(for: plans)
                } else {
                    ProgressView()
                }
                StoreAuxiliaryButtons(kinds: [.restorePurchases, .redeemCode, .signIn])
                StoreAuxiliaryButtons(kinds: [.policies])
            }
            .padding()
        }
        .task(id: source) { await load() }
        .storePurchaseTask($request)
    }

    /// The plans to show: all of them, or those related to the current plan as asked.
    @MainActor private var visiblePlans: [Product]? {
        let plans: [Product]?
        if case .products(let products) = source { plans = products } else { plans = loaded }
        guard let plans else { return nil }
        guard let current = currentPlan(among: plans) else { return plans }
        return plans.filter { visibleRelationships.includes($0, relativeTo: current) }
    }

    @MainActor private func currentPlan(among plans: [Product]) -> Product? {
        plans.last(where: hasStoreEntitlement)
    }

    @MainActor private func load() async {
        switch source {
        case .group(let groupID):
            loaded = StoreKitSandbox.shared.products(inGroup: groupID)
        case .ids(let ids):
            loaded = ((try? await Product.products(for: ids)) ?? []).filter { $0.type == .autoRenewable }
        case .products:
            break
        }
    }

    @ViewBuilder
    @MainActor private func controls(for plans: [Product]) -> some View {
        let style = settings.controlStyle as? any BuiltInSubscriptionStoreControlStyle
        if style?.showsButtons == true {
            ForEach(plans) { plan in
                subscribeButton(for: plan, label: settings.buttonLabel.content == .automatic ? settings.buttonLabel.displayName.multiline : settings.buttonLabel)
            }
        } else {
            let selected = plans.first { $0.id == selection } ?? plans.first
            ForEach(plans) { plan in
                Button { selection = plan.id } label: {
                    HStack(spacing: 12) {
                        if let icon = settings.controlIcon, let info = plan.subscription { icon(plan, info) }
                        VStack(alignment: .leading, spacing: 2) {
                            Text(plan.displayName).font(.headline)
                            Text(SubscriptionStoreButtonLabel.pricePerPeriod(of: plan)).font(.subheadline)
                        }
                        Spacer()
                        Image(systemName: plan.id == selected?.id ? "checkmark.circle.fill" : "circle")
                            .accessibilityHidden(true)
                    }
                }
                .accessibilityAddTraits(plan.id == selected?.id ? .isSelected : [])
            }
            if let selected {
                subscribeButton(for: selected, label: settings.buttonLabel)
            }
        }
    }

    @MainActor private func subscribeButton(for plan: Product, label: SubscriptionStoreButtonLabel) -> some View {
        let subscribed = hasStoreEntitlement(plan)
        return Button {
            serial += 1
            request = StorePurchaseRequest(product: plan, serial: serial)
        } label: {
            Text(subscribed ? "Subscribed" : label.text(for: plan)).frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .disabled(subscribed)
    }
}

extension SubscriptionStoreView {
    /// Loads the plans of the subscription group `groupID` and shows them under `marketingContent`.
    /// - Parameters:
    ///   - groupID: The subscription group's identifier.
    ///   - visibleRelationships: The plans shown to someone already subscribed (all by default).
    ///   - marketingContent: The view drawn above the store's controls.
    public nonisolated init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all, @ViewBuilder marketingContent: () -> Content) {
        self.init(source: .group(groupID), visibleRelationships: visibleRelationships, content: marketingContent())
    }

    /// Loads the plans of the subscription group `groupID` and shows them under the automatic
    /// marketing content.
    /// - Parameters:
    ///   - groupID: The subscription group's identifier.
    ///   - visibleRelationships: The plans shown to someone already subscribed (all by default).
    public nonisolated init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) where Content == AutomaticSubscriptionStoreMarketingContent {
        self.init(source: .group(groupID), visibleRelationships: visibleRelationships, content: AutomaticSubscriptionStoreMarketingContent())
    }

    /// Loads the subscriptions `productIDs` (products that are not auto-renewable are left out) and
    /// shows them under `marketingContent`.
    /// - Parameters:
    ///   - productIDs: The plans' identifiers, in the order to show them.
    ///   - marketingContent: The view drawn above the store's controls.
    public nonisolated init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> Content) {
        self.init(source: .ids(Array(productIDs)), visibleRelationships: .all, content: marketingContent())
    }

    /// Loads the subscriptions `productIDs` and shows them under the automatic marketing content.
    /// - Parameter productIDs: The plans' identifiers, in the order to show them.
    public nonisolated init(productIDs: some Collection<String>) where Content == AutomaticSubscriptionStoreMarketingContent {
        self.init(source: .ids(Array(productIDs)), visibleRelationships: .all, content: AutomaticSubscriptionStoreMarketingContent())
    }

    /// Shows `subscriptions`, already loaded, under `marketingContent`.
    /// - Parameters:
    ///   - subscriptions: The plans, in the order to show them (of one group).
    ///   - marketingContent: The view drawn above the store's controls.
    public nonisolated init(subscriptions: some Collection<Product>, @ViewBuilder marketingContent: () -> Content) {
        self.init(source: .products(Array(subscriptions)), visibleRelationships: .all, content: marketingContent())
    }

    /// Shows `subscriptions`, already loaded, under the automatic marketing content.
    /// - Parameter subscriptions: The plans, in the order to show them (of one group).
    public nonisolated init(subscriptions: some Collection<Product>) where Content == AutomaticSubscriptionStoreMarketingContent {
        self.init(source: .products(Array(subscriptions)), visibleRelationships: .all, content: AutomaticSubscriptionStoreMarketingContent())
    }
}

extension ContainerBackgroundPlacement {
    /// The background of a subscription store's marketing header.
    public static var subscriptionStoreHeader: ContainerBackgroundPlacement { .named("subscriptionStoreHeader") }
    /// The background of a whole subscription store.
    public static var subscriptionStoreFullHeight: ContainerBackgroundPlacement { .named("subscriptionStoreFullHeight") }
    /// The background of a subscription store (the older name of `subscriptionStoreFullHeight`).
    public static var subscriptionStore: ContainerBackgroundPlacement { .named("subscriptionStoreFullHeight") }
}
