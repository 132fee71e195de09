// StoreKit for platforms without it, so `import StoreKit` compiles in SwiftUI app files: the App
// Store rating request (here; a stage counts each request in `Stage.reviewRequests`) and StoreKit 2's
// in-app purchases (Product.swift, Transaction.swift, over StoreKitSandbox.swift). (Named `StoreKit`:
// on Apple platforms it would shadow the system module; Apple builds are not verified.)
@_exported import CadenceUI
import UIKit

/// Asks for an App Store rating or review: StoreKit's `RequestReviewAction`, read as
/// `@Environment(\.requestReview)`.
///
/// ```swift
/// struct WorkoutSummary: View {
///     @Environment(\.requestReview) private var requestReview
///     let completedWorkouts: Int
///
///     var body: some View {
///         Button("Done") {
///             if completedWorkouts == 10 { requestReview() }
///         }
///     }
/// }
/// ```
///
/// On a device the system decides whether a prompt shows (at most three times a year). A stage
/// shows none: each call is counted in `Stage.reviewRequests` of the stage running the code (a
/// button's action, a task, `onAppear`); outside a stage a call does nothing.
@MainActor @preconcurrency
public struct RequestReviewAction {
    nonisolated init() {}

    /// Asks for a rating, if appropriate (on a stage: counts the request).
    public func callAsFunction() {
        StageSystemRequests.requestReview()
    }
}

extension EnvironmentValues {
    /// The action that asks for an App Store rating (see ``RequestReviewAction``).
    public var requestReview: RequestReviewAction {
        RequestReviewAction()
    }
}

/// The App Store: StoreKit's `AppStore`, as far as asking for a rating goes.
public enum AppStore {
    /// Asks for a rating in `scene`, if appropriate (on a stage: counts the request in
    /// `Stage.reviewRequests`).
    @MainActor
    public static func requestReview(in scene: UIWindowScene) {
        StageSystemRequests.requestReview()
    }
}

/// StoreKit's older rating request: `SKStoreReviewController`.
public final class SKStoreReviewController: Sendable {
    private init() {}

    /// Asks for a rating, if appropriate (deprecated in iOS 14 for `requestReview(in:)`; on a
    /// stage: counts the request in `Stage.reviewRequests`).
    @MainActor
    @available(*, deprecated, message: "Use requestReview(in:) or the requestReview environment action")
    public static func requestReview() {
        StageSystemRequests.requestReview()
    }

    /// Asks for a rating in `windowScene`, if appropriate (on a stage: counts the request).
    @MainActor
    public static func requestReview(in windowScene: UIWindowScene) {
        StageSystemRequests.requestReview()
    }
}
