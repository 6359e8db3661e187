/// One instance of the app's user interface, with its own life: connected, in front, active.
///
/// Behaves as UIKit's `UIScene`. A scene-based app (one whose app delegate's configuration names a
/// scene delegate) gets one `UIWindowScene` per screen when it launches; the console switching
/// away and back, and the process ending, move it through its states in UIKit's order, telling
/// its delegate and posting the scene notifications before the application's.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the scene was connected for: empty at a plain launch.
    @MainActor
    open class ConnectionOptions {
        /// Activities to continue (none at a plain launch).
        public let userActivities: Set<NSUserActivity>
        /// The activity the scene's state is restored from, if any.
        public let handoffUserActivityType: String?
        public let sourceApplication: String?

        init(userActivities: Set<NSUserActivity> = []) {
            self.userActivities = userActivities
            self.handoffUserActivityType = nil
            self.sourceApplication = nil
        }
    }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate; kept strongly, as UIKit keeps it.
    open var delegate: UISceneDelegate?
    public internal(set) var activationState: ActivationState = .unattached
    /// A name for the scene; Scanout shows it nowhere.
    open var title: String?
    /// The application the scene belongs to (set as it connects).
    var application: UIApplication? { applicationLink.object }
    var applicationLink = WeakLink<UIApplication>(nil)

    /// A scene for `session`. Scenes are made by the application when a session connects.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The responder chain goes from a scene to the application.
    open override var next: UIResponder? { application }
}
