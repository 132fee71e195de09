import Foundation

// StoreKit 2's products for platforms without StoreKit: the products an app sells, fetched from an
// in-memory App Store (`StoreKitSandbox`) that tests fill, and bought without a purchase sheet.

/// Something the app sells, as the App Store describes it: StoreKit's `Product`.
///
/// ```swift
/// let products = try await Product.products(for: ["pro.monthly", "pro.yearly"])
/// for product in products {
///     print(product.displayName, product.displayPrice)   // "Pro Monthly" "$4.99"
/// }
/// ```
///
/// Cadence has no App Store: `products(for:)` answers from the catalog registered with
/// ``StoreKitSandbox`` (products made with this type's Cadence initializer), and `purchase(options:)`
/// buys at once with the outcome the sandbox was told to give (success by default).
public struct Product: Identifiable, Hashable, Sendable {
    /// The product's identifier in App Store Connect.
    public let id: String
    /// Consumable, non-consumable, auto-renewable or non-renewing.
    public let type: ProductType
    /// The product's name, localized.
    public let displayName: String
    /// The product's description, localized.
    public let description: String
    /// The price in the storefront's currency.
    public let price: Decimal
    /// The price formatted in the storefront's currency and locale ("$4.99").
    public let displayPrice: String
    /// The style that formats `price` as `displayPrice` does (for other amounts in the same
    /// currency, such as a monthly equivalent).
    public let priceFormatStyle: Decimal.FormatStyle.Currency
    /// Whether Family Sharing shares the purchase.
    public let isFamilyShareable: Bool
    /// The subscription's terms, for auto-renewable subscriptions; `nil` otherwise.
    public let subscription: SubscriptionInfo?

    /// A product for the sandbox catalog (Cadence addition: StoreKit makes products only from the
    /// App Store). `displayPrice` is `price` formatted in `currencyCode` for `locale`.
    ///
    /// - Parameters:
    ///   - id: The product identifier, as in App Store Connect.
    ///   - type: Consumable, non-consumable, auto-renewable or non-renewing.
    ///   - displayName: The localized name shown to the user.
    ///   - description: The localized description shown to the user (empty by default).
    ///   - price: The price in the currency's units (4.99 for $4.99); negative prices are taken
    ///     as they are.
    ///   - currencyCode: The ISO 4217 currency code (`USD` by default).
    ///   - locale: The locale `displayPrice` is formatted for (`en_US` by default).
    ///   - isFamilyShareable: Whether Family Sharing shares the purchase (`false` by default).
    ///   - subscription: The terms of an auto-renewable subscription (ignored for other types).
    public init(id: String, type: ProductType, displayName: String, description: String = "", price: Decimal,
                currencyCode: String = "USD", locale: Locale = Locale(identifier: "en_US"),
                isFamilyShareable: Bool = false, subscription: SubscriptionInfo? = nil) {
        self.id = id
        self.type = type
        self.displayName = displayName
        self.description = description
        self.price = price
        priceFormatStyle = .currency(code: currencyCode).locale(locale)
        displayPrice = price.formatted(priceFormatStyle)
        self.isFamilyShareable = isFamilyShareable
        self.subscription = type == .autoRenewable ? subscription : nil
    }

    /// Two products are equal when their identifiers are.
    public static func == (lhs: Product, rhs: Product) -> Bool { lhs.id == rhs.id }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The products with these identifiers, in the order asked; identifiers the catalog does not
    /// have are left out (as the App Store leaves out those it does not sell), and so are repeats.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product] where Identifiers.Element == String {
        StoreKitSandbox.shared.products(for: Array(identifiers))
    }

    /// Buys the product: the sandbox's outcome for it (``StoreKitSandbox/PurchaseOutcome``), a
    /// verified transaction by default. A successful transaction is an entitlement at once
    /// (`Transaction.currentEntitlements`) and stays unfinished until `finish()` is called.
    /// - Throws: the error the sandbox was told to fail with, or `Product.PurchaseError.invalidQuantity`
    ///   for a quantity below 1.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        try StoreKitSandbox.shared.purchase(self, options: options)
    }
}

extension Product {
    /// The kind of a product: StoreKit's `Product.ProductType`.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        /// The type's name, as App Store Connect writes it.
        public let rawValue: String
        /// A product of type `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Used up once bought, and bought again (coins, lives); never an entitlement.
        public static let consumable = ProductType(rawValue: "Consumable")
        /// Bought once, owned for good (a pro unlock).
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// A subscription that renews until cancelled.
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        /// A subscription for a fixed time, that does not renew.
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    }

    /// How a purchase ended: StoreKit's `Product.PurchaseResult`.
    public enum PurchaseResult: Sendable {
        /// Bought: the transaction, with the result of its verification.
        case success(VerificationResult<Transaction>)
        /// The customer cancelled.
        case userCancelled
        /// Waiting for approval (Ask to Buy, Strong Customer Authentication); the transaction
        /// arrives through `Transaction.updates` once approved.
        case pending
    }

    /// An option of a purchase: StoreKit's `Product.PurchaseOption`.
    public struct PurchaseOption: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case appAccountToken(UUID)
            case quantity(Int)
            case simulatesAskToBuyInSandbox(Bool)
            case custom(key: String, value: String)
        }

        let kind: Kind

        /// Links the transaction to the app's account `token` (read back as `appAccountToken`).
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(kind: .appAccountToken(token)) }
        /// Buys `quantity` of a consumable (read back as `purchasedQuantity`).
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(kind: .quantity(quantity)) }
        /// Makes a sandbox purchase wait for approval, as Ask to Buy does (the result is `.pending`).
        public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> PurchaseOption {
            PurchaseOption(kind: .simulatesAskToBuyInSandbox(simulatesAskToBuy))
        }
        /// A custom key and string value (kept, not used).
        public static func custom(key: String, value: String) -> PurchaseOption { PurchaseOption(kind: .custom(key: key, value: value)) }
    }

    /// Why a purchase could not be made: StoreKit's `Product.PurchaseError`.
    public enum PurchaseError: Error, Hashable, Sendable {
        /// The quantity is below 1 or too large.
        case invalidQuantity
        /// The product is not for sale.
        case productUnavailable
        /// The customer may not make purchases.
        case purchaseNotAllowed
        /// The customer may not have the offer.
        case ineligibleForOffer
        /// The offer's identifier is not valid.
        case invalidOfferIdentifier
        /// The offer's price is not valid.
        case invalidOfferPrice
        /// The offer's signature is not valid.
        case invalidOfferSignature
        /// The offer lacks parameters.
        case missingOfferParameters
    }

    /// The length of a subscription period: StoreKit's `Product.SubscriptionPeriod`.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// A unit of time.
        public enum Unit: Int, Hashable, Sendable {
            /// Days.
            case day
            /// Weeks.
            case week
            /// Months.
            case month
            /// Years.
            case year

            /// The unit's name ("Month").
            public var localizedDescription: String {
                switch self {
                case .day: "Day"
                case .week: "Week"
                case .month: "Month"
                case .year: "Year"
                }
            }
        }

        /// The unit of the period.
        public let unit: Unit
        /// How many units the period lasts.
        public let value: Int

        /// A period of `value` `unit`s (Cadence addition: StoreKit makes periods only from the App
        /// Store).
        public init(unit: Unit, value: Int) {
            self.unit = unit
            self.value = value
        }

        /// Three days.
        public static let everyThreeDays = SubscriptionPeriod(unit: .day, value: 3)
        /// One week.
        public static let weekly = SubscriptionPeriod(unit: .week, value: 1)
        /// Two weeks.
        public static let everyTwoWeeks = SubscriptionPeriod(unit: .week, value: 2)
        /// One month.
        public static let monthly = SubscriptionPeriod(unit: .month, value: 1)
        /// Two months.
        public static let everyTwoMonths = SubscriptionPeriod(unit: .month, value: 2)
        /// Three months.
        public static let everyThreeMonths = SubscriptionPeriod(unit: .month, value: 3)
        /// Six months.
        public static let everySixMonths = SubscriptionPeriod(unit: .month, value: 6)
        /// One year.
        public static let yearly = SubscriptionPeriod(unit: .year, value: 1)

        /// The date one period after `date`, in the Gregorian calendar (UTC).
        func end(after date: Date) -> Date {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let component: Calendar.Component = switch unit {
            case .day: .day
            case .week: .weekOfYear
            case .month: .month
            case .year: .year
            }
            return calendar.date(byAdding: component, value: value, to: date) ?? date
        }
    }

    /// A discount on a subscription: StoreKit's `Product.SubscriptionOffer`.
    public struct SubscriptionOffer: Hashable, Sendable {
        /// The kind of an offer.
        public struct OfferType: RawRepresentable, Hashable, Sendable {
            /// The kind's name.
            public let rawValue: String
            /// An offer of kind `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// For new subscribers.
            public static let introductory = OfferType(rawValue: "introductory")
            /// For current and lapsed subscribers, signed by the app's server.
            public static let promotional = OfferType(rawValue: "promotional")
            /// For lapsed subscribers.
            public static let winBack = OfferType(rawValue: "winBack")
        }

        /// How an offer is paid.
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            /// The mode's name.
            public let rawValue: String
            /// A payment mode named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Free for the offer's periods.
            public static let freeTrial = PaymentMode(rawValue: "freeTrial")
            /// The offer's price each period.
            public static let payAsYouGo = PaymentMode(rawValue: "payAsYouGo")
            /// The offer's price once, up front.
            public static let payUpFront = PaymentMode(rawValue: "payUpFront")
        }

        /// The offer's identifier (`nil` for introductory offers).
        public let id: String?
        /// The kind of offer.
        public let type: OfferType
        /// The price of each period (0 for a free trial).
        public let price: Decimal
        /// The price formatted ("Free" is the app's to write).
        public let displayPrice: String
        /// The length of one period of the offer.
        public let period: SubscriptionPeriod
        /// How many periods the offer lasts.
        public let periodCount: Int
        /// How the offer is paid.
        public let paymentMode: PaymentMode

        /// An offer (Cadence addition: StoreKit makes offers only from the App Store).
        public init(id: String? = nil, type: OfferType = .introductory, price: Decimal = 0, displayPrice: String = "$0.00",
                    period: SubscriptionPeriod, periodCount: Int = 1, paymentMode: PaymentMode = .freeTrial) {
            self.id = id
            self.type = type
            self.price = price
            self.displayPrice = displayPrice
            self.period = period
            self.periodCount = periodCount
            self.paymentMode = paymentMode
        }
    }

    /// The terms of an auto-renewable subscription: StoreKit's `Product.SubscriptionInfo`.
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The group the subscription belongs to: a customer has at most one subscription of a
        /// group (buying another replaces it).
        public let subscriptionGroupID: String
        /// How long each period lasts.
        public let subscriptionPeriod: SubscriptionPeriod
        /// The offer for new subscribers, if any.
        public let introductoryOffer: SubscriptionOffer?
        /// The offers the app may sign for a customer.
        public let promotionalOffers: [SubscriptionOffer]
        /// The subscription's rank in its group (1 is the highest level).
        public let groupLevel: Int

        /// Terms for the sandbox catalog (Cadence addition).
        public init(subscriptionGroupID: String, subscriptionPeriod: SubscriptionPeriod, introductoryOffer: SubscriptionOffer? = nil,
                    promotionalOffers: [SubscriptionOffer] = [], groupLevel: Int = 1) {
            self.subscriptionGroupID = subscriptionGroupID
            self.subscriptionPeriod = subscriptionPeriod
            self.introductoryOffer = introductoryOffer
            self.promotionalOffers = promotionalOffers
            self.groupLevel = groupLevel
        }

        /// Whether the customer may have the introductory offer: they never subscribed in this
        /// group.
        public var isEligibleForIntroOffer: Bool {
            get async { await Self.isEligibleForIntroOffer(for: subscriptionGroupID) }
        }

        /// Whether the customer never subscribed in group `groupID`.
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool {
            StoreKitSandbox.shared.transactions(inGroup: groupID).isEmpty
        }

        /// The status of the customer's subscription in this group (empty when they never
        /// subscribed).
        public var status: [Status] {
            get async throws { try await Self.status(for: subscriptionGroupID) }
        }

        /// The status of the customer's subscription in group `groupID`: one status, for the
        /// latest transaction of the group; empty when they never subscribed.
        public static func status(for groupID: String) async throws -> [Status] {
            StoreKitSandbox.shared.status(ofGroup: groupID).map { [$0] } ?? []
        }

        /// The state of a subscription: StoreKit's `Product.SubscriptionInfo.RenewalState`.
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            /// The state's number, as StoreKit's.
            public let rawValue: Int
            /// The state numbered `rawValue`.
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// Active.
            public static let subscribed = RenewalState(rawValue: 1)
            /// Ended (cancelled and past its period, or never renewed).
            public static let expired = RenewalState(rawValue: 2)
            /// The App Store is retrying a failed renewal; service has stopped.
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            /// A renewal failed but service continues for a grace period.
            public static let inGracePeriod = RenewalState(rawValue: 4)
            /// Refunded or revoked.
            public static let revoked = RenewalState(rawValue: 5)
        }

        /// What happens at the end of the period: StoreKit's `Product.SubscriptionInfo.RenewalInfo`.
        public struct RenewalInfo: Hashable, Sendable {
            /// The subscription the customer has now.
            public let currentProductID: String
            /// Whether it renews at the end of the period.
            public let willAutoRenew: Bool
            /// The subscription it renews as.
            public let autoRenewPreference: String?
            /// When it renews, if it does.
            public let renewalDate: Date?
        }

        /// The status of a subscription: StoreKit's `Product.SubscriptionInfo.Status`.
        public struct Status: Hashable, Sendable {
            /// The subscription's state.
            public let state: RenewalState
            /// Its latest transaction.
            public let transaction: VerificationResult<Transaction>
            /// What happens at the end of its period.
            public let renewalInfo: VerificationResult<RenewalInfo>
        }
    }
}
