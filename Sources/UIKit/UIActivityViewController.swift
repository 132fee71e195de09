import Foundation

/// A service a share sheet offers: UIKit's `UIActivity`. Subclass it for an app's own activities.
@MainActor @preconcurrency
open class UIActivity {
    /// The kind of activity: UIKit's `UIActivity.ActivityType` (raw values are UIKit's).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the activity.
        public var rawValue: String
        /// The activity named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The activity named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Posts to Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Posts to Twitter.
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Sends a message.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sends mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Prints.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copies to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Assigns to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saves to the photo library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adds to the reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Sends with AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opens in Books.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marks up as PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// Makes an activity.
    public init() {}

    /// The activity's type (`nil` by default; subclasses name theirs).
    open var activityType: ActivityType? { nil }
    /// The activity's title in the sheet.
    open var activityTitle: String? { nil }
    /// The activity's image in the sheet.
    open var activityImage: UIImage? { nil }
    /// Whether the activity can act on `activityItems` (`false` by default).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Readies the activity for `activityItems`.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Performs the activity (then call `activityDidFinish(_:)`).
    open func perform() {}
    /// Tells the sheet the activity finished.
    open func activityDidFinish(_ completed: Bool) {}
}

/// The share sheet: UIKit's `UIActivityViewController`.
///
/// A stage has no share services: presented from a controller (`present(_:animated:)`), it is
/// recorded in `presentations`; hosted in a `UIViewControllerRepresentable` (a `.sheet` of it), its
/// view is drawn as a sheet listing the items. ``finish(with:completed:)`` plays the user choosing
/// an activity (or cancelling): it calls `completionWithItemsHandler`.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// The handler called when the sheet is done: UIKit's
    /// `UIActivityViewController.CompletionWithItemsHandler`.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share (text, URLs, images), as given.
    public let activityItems: [Any]
    /// The app's own activities, as given.
    public let applicationActivities: [UIActivity]?
    /// Activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the user picked an activity or dismissed the sheet.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share sheet for `activityItems`, offering `applicationActivities` besides the system's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// A share sheet from an archive (there are none in Cadence): shares nothing.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    /// The sheet's view: a grouped background listing the items.
    open override func loadView() {
        view = ActivitySheetView(items: activityItems.map { String(describing: $0) })
    }

    /// Plays the end of the sharing: the user chose `activityType` and it `completed`, or cancelled
    /// (`nil`, `false`). Calls `completionWithItemsHandler` and dismisses the sheet if it was
    /// presented. Cadence addition.
    public func finish(with activityType: UIActivity.ActivityType?, completed: Bool) {
        completionWithItemsHandler?(activityType, completed, completed ? activityItems : nil, nil)
        if presentingViewController != nil { dismiss(animated: true) }
    }
}

/// What a share sheet draws on a stage: the items to share, one a line, on a grouped background.
@MainActor @preconcurrency
private final class ActivitySheetView: UIView {
    let items: [String]

    init(items: [String]) {
        self.items = items
        super.init(frame: .zero)
        backgroundColor = .systemGroupedBackground
    }

    required init?(coder: NSCoder) {
        items = []
        super.init(coder: coder)
    }

    override var stageContent: AnyView? {
        let items = items
        return AnyView(VStack(alignment: .leading, spacing: 8) {
            ForEach(items.indices, id: \.self) { index in
                Text(verbatim: items[index]).font(.subheadline).lineLimit(2)
            }
            Spacer(minLength: 0)
        }
        .padding(16))
    }
}
