import Foundation
import UIKit

/// A value the App Store signed, with the result of checking the signature: StoreKit's
/// `VerificationResult`. The sandbox signs everything it makes (`.verified`) unless told to give
/// an unverified transaction (``StoreKitSandbox/PurchaseOutcome/unverified(_:)``).
///
/// ```swift
/// guard case .verified(let transaction) = result else { return }
/// ```
public enum VerificationResult<SignedType> {
    /// The signature did not check out, for `VerificationError`'s reason.
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    /// The signature checked out.
    case verified(SignedType)

    /// Why a signature did not check out: StoreKit's `VerificationResult.VerificationError`.
    public enum VerificationError: Error, Hashable, Sendable {
        /// The certificate was revoked.
        case revokedCertificate
        /// The certificate chain is not valid.
        case invalidCertificateChain
        /// The value was signed for another device.
        case invalidDeviceVerification
        /// The value is not well formed.
        case invalidEncoding
        /// The signature does not match.
        case invalidSignature
        /// The value lacks properties.
        case missingRequiredProperties
    }

    /// The value, if verified.
    /// - Throws: the `VerificationError` when it is not.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }
}

extension VerificationResult: Sendable where SignedType: Sendable {}
extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}

/// A purchase (or a renewal) of a product: StoreKit's `Transaction`.
///
/// ```swift
/// for await result in Transaction.currentEntitlements {
///     if case .verified(let transaction) = result { unlocked.insert(transaction.productID) }
/// }
/// ```
///
/// The sandbox (``StoreKitSandbox``) keeps the transactions in memory: those a purchase made, and
/// those it delivers through `updates` (approved Ask to Buy purchases, refunds, expiries).
/// In a file that also imports SwiftUI, write `StoreKit.Transaction`, as with Apple's frameworks
/// (SwiftUI has a `Transaction` of its own).
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction's identifier.
    public let id: UInt64
    /// The identifier of the first transaction of the subscription it renews (its own otherwise).
    public let originalID: UInt64
    /// The product bought.
    public let productID: String
    /// The type of the product bought.
    public let productType: Product.ProductType
    /// The subscription group, for subscriptions.
    public let subscriptionGroupID: String?
    /// When it was bought.
    public let purchaseDate: Date
    /// When the first transaction of the subscription was bought (`purchaseDate` otherwise).
    public let originalPurchaseDate: Date
    /// When the subscription period ends, for subscriptions.
    public internal(set) var expirationDate: Date?
    /// When the App Store refunded or revoked it, if it did.
    public internal(set) var revocationDate: Date?
    /// Why it was revoked, if it was.
    public internal(set) var revocationReason: RevocationReason?
    /// Whether the customer moved to a higher subscription of the group since.
    public internal(set) var isUpgraded: Bool
    /// How many were bought (consumables).
    public let purchasedQuantity: Int
    /// The account token the purchase gave (`PurchaseOption.appAccountToken`).
    public let appAccountToken: UUID?
    /// Whether the customer bought it or a family member shares it.
    public let ownershipType: OwnershipType

    /// Why a transaction was revoked: StoreKit's `Transaction.RevocationReason`.
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        /// The reason's number.
        public let rawValue: Int
        /// The reason numbered `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A problem with the app.
        public static let developerIssue = RevocationReason(rawValue: 1)
        /// Another reason.
        public static let other = RevocationReason(rawValue: 0)
    }

    /// Who owns a purchase: StoreKit's `Transaction.OwnershipType`.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        /// The type's name.
        public let rawValue: String
        /// The ownership named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The customer bought it.
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        /// A family member bought it and shares it.
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Tells the App Store the app delivered the purchase: it leaves `Transaction.unfinished`
    /// (and a finished consumable leaves `Transaction.all`).
    public func finish() async {
        StoreKitSandbox.shared.finish(id)
    }

    /// An asynchronous sequence of transactions: StoreKit's `Transaction.Transactions`.
    public struct Transactions: AsyncSequence, Sendable {
        /// Each transaction comes with the result of its verification.
        public typealias Element = VerificationResult<Transaction>
        let stream: AsyncStream<Element>

        /// Iterates the transactions.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncStream<Element>.Iterator

            /// The next transaction; `nil` at the end (`updates` never ends by itself).
            public mutating func next() async -> Element? {
                await base.next()
            }
        }

        /// An iterator over the transactions.
        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(base: stream.makeAsyncIterator())
        }

        /// A sequence of `elements` that then ends.
        init(_ elements: [Element]) {
            stream = AsyncStream { continuation in
                for element in elements { continuation.yield(element) }
                continuation.finish()
            }
        }

        init(stream: AsyncStream<Element>) {
            self.stream = stream
        }
    }

    /// The transactions made outside `purchase(options:)` while the app runs: approved Ask to Buy
    /// purchases, refunds and expiries the sandbox delivers. Each iteration listens from when it
    /// starts and never ends by itself (cancel its task).
    public static var updates: Transactions {
        StoreKitSandbox.shared.updates()
    }

    /// The latest transaction of each product the customer is entitled to now: non-consumables
    /// not revoked, the current subscription of each group (not expired, revoked or upgraded), and
    /// non-renewing subscriptions.
    public static var currentEntitlements: Transactions {
        Transactions(StoreKitSandbox.shared.currentEntitlements(for: nil))
    }

    /// Every transaction, oldest first, without finished consumables.
    public static var all: Transactions {
        Transactions(StoreKitSandbox.shared.allTransactions())
    }

    /// The transactions not finished yet, oldest first.
    public static var unfinished: Transactions {
        Transactions(StoreKitSandbox.shared.unfinishedTransactions())
    }

    /// The current entitlements to the product `productID` (see `currentEntitlements`).
    public static func currentEntitlements(for productID: String) -> Transactions {
        Transactions(StoreKitSandbox.shared.currentEntitlements(for: productID))
    }

    /// The current entitlement to `productID`, if any (the older spelling of
    /// `currentEntitlements(for:)`).
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
        StoreKitSandbox.shared.currentEntitlements(for: productID).last
    }

    /// The latest transaction of `productID`, if any, revoked or not.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
        StoreKitSandbox.shared.allTransactions(includingFinishedConsumables: true).last { $0.unsafePayloadValue.productID == productID }
    }
}

/// Errors StoreKit reports: StoreKit's `StoreKitError`.
public enum StoreKitError: Error, Sendable {
    /// An unknown error.
    case unknown
    /// The customer cancelled.
    case userCancelled
    /// The network failed.
    case networkError(URLError)
    /// The system failed.
    case systemError(any Error)
    /// The product is not sold in the customer's storefront.
    case notAvailableInStorefront
    /// The app is not entitled to the feature asked for.
    case notEntitled
    /// The operation is not supported.
    case unsupported
}

extension AppStore {
    /// Whether the customer may make purchases (always in the sandbox, unless a test said
    /// otherwise with `StoreKitSandbox.canMakePayments`).
    public static var canMakePayments: Bool {
        StoreKitSandbox.shared.canMakePayments
    }

    /// Brings the app's transactions up to date with the App Store (the "Restore Purchases"
    /// button). The sandbox's transactions are always up to date: it returns at once, throwing only
    /// what the sandbox was told to (``StoreKitSandbox/failSync(with:)``).
    public static func sync() async throws {
        try StoreKitSandbox.shared.sync()
    }

    /// Shows the subscription management sheet in `scene`. A stage has no sheet: the request is
    /// counted in `StoreKitSandbox.manageSubscriptionsRequests`.
    @MainActor
    public static func showManageSubscriptions(in scene: UIWindowScene) async throws {
        StoreKitSandbox.shared.countManageSubscriptionsRequest()
    }
}
