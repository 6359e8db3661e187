/// A service a share sheet offers: copying, or an app's own action on the items being shared
/// (UIKit's `UIActivity`). Subclass it for an app's activity:
///
/// ```swift
/// final class PrintBadgeActivity: UIActivity {
///     override var activityTitle: String? { "Print Badge" }
///     override var activityImage: UIImage? { UIImage(systemName: "printer") }
///     override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
///         activityItems.contains { $0 is String }
///     }
///     override func prepare(withActivityItems activityItems: [Any]) { names = activityItems.compactMap { $0 as? String } }
///     override func perform() { printer.print(names); activityDidFinish(true) }
/// }
/// ```
///
/// As in UIKit: the share sheet asks `canPerform` to decide whether to show it, `prepare` once it
/// is chosen, then either presents `activityViewController` (which calls `activityDidFinish(_:)`
/// when done) or, after the sheet goes, calls `perform()`, which must call `activityDidFinish(_:)`
/// (the default does, with false). Only the first `activityDidFinish` counts. Main actor.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// Which part of the share sheet an activity goes in.
    public enum Category: Int, Sendable {
        /// The list of actions under the icons.
        case action = 0
        /// The row of icons: services the items go to.
        case share = 1
    }

    /// A name for a kind of activity: the system's (`.copyToPasteboard`, `.mail`, …) or an app's.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType(
            "com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// The part of the sheet instances go in. `.action` by default.
    open class var activityCategory: Category { .action }

    /// This activity's kind (used by `excludedActivityTypes` and the completion handler).
    open var activityType: ActivityType? { nil }
    /// The name the sheet shows.
    open var activityTitle: String? { nil }
    /// The image the sheet shows (a template image is tinted).
    open var activityImage: UIImage? { nil }

    public override init() {
        super.init()
    }

    /// Whether the activity can act on `activityItems`; false by default (the sheet leaves it out).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// The activity was chosen: keep what it needs of the items.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// A controller the sheet presents to carry the activity out, or nil to `perform()` instead.
    open var activityViewController: UIViewController? { nil }

    /// Carries the activity out, then calls `activityDidFinish(_:)`. The default does nothing and
    /// finishes, not completed.
    open func perform() {
        activityDidFinish(false)
    }

    /// Tells the share sheet the activity is done (`completed`: it did what it offered). Only the
    /// first call counts.
    open func activityDidFinish(_ completed: Bool) {
        guard let finish = onFinish else { return }
        onFinish = nil
        finish(completed)
    }

    /// Set by the share sheet while the activity runs.
    var onFinish: ((Bool) -> Void)?
}

/// An item that gives the share sheet a different value for each activity (UIKit's
/// `UIActivityItemSource`): a placeholder decides which activities show; the chosen activity gets
/// `itemForActivityType`.
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
    /// A value of the kind the real item will be, used to choose the activities shown.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for `activityType` (nil: left out).
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any?
    /// A subject line, for activities that have one.
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String
}

extension UIActivityItemSource {
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "" }
}
