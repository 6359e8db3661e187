// The application API that has little to do on a kiosk but that app code calls everywhere: the
// icon badge, background tasks, the settings URL, the text size. Each does what it means here:
// the badge is kept (no home screen shows it), a background task runs as long as it likes (a
// kiosk app is not suspended), the settings URL opens through `open(_:)` like any other.

/// A background task's number (`UIApplication.beginBackgroundTask`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No task (what `endBackgroundTask` callers reset their variable to).
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIApplication {
    /// The URL that opens the app's settings (handed to `open(_:)` as any URL is).
    public static let openSettingsURLString = "app-settings:"
    /// The URL that opens the app's notification settings.
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// The number on the app's icon: kept (a kiosk has no home screen to show it).
    public var applicationIconBadgeNumber: Int {
        get { iconBadgeNumber }
        set { iconBadgeNumber = newValue }
    }

    /// Whether the status bar's network spinner shows (kept; Scanout has no status bar).
    public var isNetworkActivityIndicatorVisible: Bool {
        get { networkActivityIndicatorVisible }
        set { networkActivityIndicatorVisible = newValue }
    }

    /// The text size the system prefers: `.large`, or what the key window's traits say.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        let category = keyWindow?.traitCollection.preferredContentSizeCategory ?? .large
        return category == .unspecified ? .large : category
    }

    /// Starts a task that must finish even if the app leaves the foreground. A kiosk app keeps
    /// running, so the expiration handler is never called; the task ends with
    /// `endBackgroundTask(_:)`.
    public func beginBackgroundTask(
        withName taskName: String? = nil, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        nextBackgroundTask += 1
        let identifier = UIBackgroundTaskIdentifier(rawValue: nextBackgroundTask)
        runningBackgroundTasks.insert(identifier)
        return identifier
    }

    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
        -> UIBackgroundTaskIdentifier
    {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Ends a task `beginBackgroundTask` started; `.invalid` or an ended task is ignored.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        runningBackgroundTasks.remove(identifier)
    }

    /// How long background tasks may still run: without limit on a kiosk.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}
