import Foundation

#if !canImport(Darwin) // Foundation has NSUserActivity on Apple platforms only
/// The activity type of a web page continued in the app (a universal link): Foundation's
/// `NSUserActivityTypeBrowsingWeb`.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// A state of the app another device or the system can continue: Foundation's `NSUserActivity`,
/// which Foundation on Linux lacks, as SwiftUI's `userActivity` and `onContinueUserActivity`
/// modifiers use it. It keeps what it is given; a stage has no Handoff, Spotlight or Siri to offer
/// it to, so `becomeCurrent()` and `invalidate()` only record it (`isCurrent`, `isValid`).
open class NSUserActivity: NSObject, @unchecked Sendable {
    // @unchecked: Foundation's is not Sendable either; use an activity from one task at a time.

    /// The kind of activity (a reverse-DNS string, or `NSUserActivityTypeBrowsingWeb`).
    public let activityType: String
    /// A title for the activity, as the system shows it.
    open var title: String?
    /// What the activity carries, for the app that continues it.
    open var userInfo: [AnyHashable: Any]?
    /// The web page the activity shows, continued in a browser where the app is missing.
    open var webpageURL: URL?
    /// The page the activity came from (a universal link's referrer).
    open var referrerURL: URL?
    /// The keys of `userInfo` the activity needs to be continued.
    open var requiredUserInfoKeys: Set<String>?
    /// Words that find the activity in search.
    open var keywords: Set<String> = []
    /// An identifier of the activity's content, for the system to route it to a scene.
    open var targetContentIdentifier: String?
    /// An identifier to delete the activity from predictions later.
    open var persistentIdentifier: String?
    /// When the activity stops being offered.
    open var expirationDate: Date?
    /// Whether the activity is offered to the user's other devices.
    open var isEligibleForHandoff = true
    /// Whether the activity is indexed for search.
    open var isEligibleForSearch = false
    /// Whether the activity is offered as a Siri suggestion.
    open var isEligibleForPrediction = false
    /// Whether the activity is offered publicly (to other people's searches).
    open var isEligibleForPublicIndexing = false
    /// Whether `userInfo` should be updated before the activity is sent (set by `setNeedsSave()`).
    open var needsSave = false
    /// Whether the activity is the current one (`becomeCurrent()` until `resignCurrent()`).
    open private(set) var isCurrent = false
    /// Whether the activity can still be used (`false` after `invalidate()`).
    open private(set) var isValid = true

    /// An activity of type `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to `userInfo`, replacing entries of the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    /// Makes the activity the current one.
    open func becomeCurrent() {
        isCurrent = true
    }

    /// Stops the activity being the current one.
    open func resignCurrent() {
        isCurrent = false
    }

    /// Ends the activity: it is no longer current or valid.
    open func invalidate() {
        isCurrent = false
        isValid = false
    }

    /// Asks for `userInfo` to be updated before the activity is sent.
    open func setNeedsSave() {
        needsSave = true
    }
}
#endif

extension View {
    /// Runs `action` when the app is asked to continue an activity of type `activityType` (Handoff,
    /// a Spotlight result, Siri) while this view is shown: SwiftUI's
    /// `onContinueUserActivity(_:perform:)`.
    ///
    /// On a stage, `Stage.deliver(_:)` sends an activity to every handler of its type of the views
    /// on screen. Universal links come as URLs to `onOpenURL(perform:)`, as in SwiftUI.
    public nonisolated func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View {
        onReceive(DeferredExternalEvents { StageExternalEvents.currentActivities(ofType: activityType) }, perform: action)
    }

    /// Says which external events (URLs, activities) this view's scene prefers and allows, by
    /// matching their target content identifiers: SwiftUI's
    /// `handlesExternalEvents(preferring:allowing:)`. The system uses it to pick a window among a
    /// scene's; a stage has one, which gets every event, so the sets choose nothing there.
    public nonisolated func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        self
    }

    /// Offers an activity of type `activityType` while `isActive`, filled in by `update`. A stage has
    /// no Handoff or search to offer it to: the view is unchanged and `update` does not run.
    public nonisolated func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void) -> some View {
        self
    }

    /// Offers an activity of type `activityType` about `element` while it is not `nil`, filled in by
    /// `update` (see `userActivity(_:isActive:_:)`: nothing is offered on a stage).
    public nonisolated func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void) -> some View {
        self
    }
}
