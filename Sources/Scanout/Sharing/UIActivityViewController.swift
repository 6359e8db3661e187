/// The share sheet: what can be done with some items — copy them, or an app's own activities
/// (UIKit's `UIActivityViewController`).
///
/// ```swift
/// let share = UIActivityViewController(activityItems: [pass.title, pass.url], applicationActivities: [PrintBadgeActivity()])
/// share.completionWithItemsHandler = { type, completed, _, _ in ... }
/// present(share, animated: true)
/// ```
///
/// A kiosk has no other apps to share with, so the sheet offers what the device itself can do:
/// Copy (when an item is text, a URL, an image or a colour; each item becomes a pasteboard item)
/// and the app's activities that can act on the items — `.share` ones as a row of icons, `.action`
/// ones as a list, in the order given — less `excludedActivityTypes`. Items that are
/// `UIActivityItemSource`s stand for their placeholder when activities are chosen and give the
/// chosen activity its own item. Presented as a sheet. Choosing an activity prepares it, then
/// presents its `activityViewController` over the sheet, or dismisses the sheet and `perform()`s
/// it; the completion handler hears the activity's type and whether it completed once it calls
/// `activityDidFinish(_:)`. Closing the sheet (its close button, or swiping it down) tells the
/// handler `nil, false`. The handler is told once per presentation. Main actor.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items as given.
    let activityItems: [Any]
    /// The app's activities as given.
    let applicationActivities: [UIActivity]
    /// Activities not to offer, the system's or the app's.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Told when the sheet is done: the activity's type (nil when closed), whether it completed,
    /// items it returned, an error.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Whether an activity may be shown larger than the rest (kept; all are drawn alike).
    open var allowsProminentActivity = true

    /// The activity chosen and not finished yet (kept alive until it finishes).
    private var runningActivity: UIActivity?
    /// True once the handler was told, for this presentation.
    private var isFinished = false
    private let contentView = ActivitySheetView()

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override func loadView() {
        view = contentView
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        contentView.onClose = { [weak self] in self?.close() }
        contentView.onChoose = { [weak self] activity in self?.choose(activity) }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isFinished = false
        contentView.show(summary: summary, activities: shownActivities)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Swiped away (or dismissed by the app) with nothing chosen: closed.
        if isBeingDismissed || presentingViewController == nil, runningActivity == nil { finish(nil, completed: false) }
    }

    // MARK: - Internal

    /// The activities the sheet offers: Copy, then the app's, those that can act on the items
    /// and are not excluded.
    var shownActivities: [UIActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        let candidates: [UIActivity] = [CopyActivity()] + applicationActivities
        return candidates.filter { activity in
            if let type = activity.activityType, excluded.contains(type) { return false }
            return activity.canPerform(withActivityItems: placeholderItems)
        }
    }

    // MARK: - Private

    /// The items as the activities are chosen by: each source's placeholder.
    private var placeholderItems: [Any] {
        activityItems.map { item in
            (item as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? item
        }
    }

    /// The items for `type`: each source's own item for it (left out when it gives none).
    private func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }

    /// A line saying what is shared: the first text, else the first URL, else how many items.
    private var summary: String {
        for item in placeholderItems {
            if let text = item as? String, !text.isEmpty { return text }
            if let url = item as? URL { return url.absoluteString }
        }
        return placeholderItems.count == 1 ? "1 item" : "\(placeholderItems.count) items"
    }

    private func close() {
        guard runningActivity == nil else { return }
        if presentingViewController != nil {
            dismiss(animated: true) { [self] in finish(nil, completed: false) }
        } else {
            finish(nil, completed: false)
        }
    }

    private func choose(_ activity: UIActivity) {
        guard runningActivity == nil, !isFinished else { return }
        runningActivity = activity
        activity.prepare(withActivityItems: items(for: activity.activityType))
        // Kept by the closure until the activity finishes: its completion may come after the
        // sheet is gone, and the app's handler must still hear it.
        activity.onFinish = { [self] completed in activityFinished(activity, completed: completed) }
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else if presentingViewController != nil {
            dismiss(animated: true) { activity.perform() }
        } else {
            activity.perform()
        }
    }

    private func activityFinished(_ activity: UIActivity, completed: Bool) {
        guard runningActivity === activity else { return }
        runningActivity = nil
        if presentedViewController != nil || presentingViewController != nil {
            // The activity's own controller (over the sheet) and the sheet go together.
            (presentingViewController ?? self).dismiss(animated: true)
        }
        finish(activity.activityType, completed: completed)
    }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        guard !isFinished else { return }
        isFinished = true
        completionWithItemsHandler?(type, completed, nil, nil)
    }
}

/// The sheet's built-in Copy: each item that is text, a URL, an image or a colour becomes a
/// pasteboard item.
@preconcurrency @MainActor
final class CopyActivity: UIActivity {
    private var pasteboardItems: [[String: Any]] = []

    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: UIImage? { UIImage(systemName: "doc.on.doc") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { CopyActivity.pasteboardItem(for: $0) != nil }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        pasteboardItems = activityItems.compactMap(CopyActivity.pasteboardItem(for:))
    }

    override func perform() {
        UIPasteboard.general.setItems(pasteboardItems)
        activityDidFinish(true)
    }

    private static func pasteboardItem(for item: Any) -> [String: Any]? {
        switch item {
        case let text as String: [UIPasteboard.typeListString[0]: text]
        case let text as NSAttributedString: [UIPasteboard.typeListString[0]: text.string]
        case let url as URL: [UIPasteboard.typeListURL[0]: url, UIPasteboard.typeListString[0]: url.absoluteString]
        case let image as UIImage: [UIPasteboard.typeListImage[0]: image]
        case let color as UIColor: [UIPasteboard.typeListColor[0]: color]
        default: nil
        }
    }
}
