/// A scene's lasting record: its role, the configuration it was connected with, and an
/// identifier that stays the same for as long as the session is open.
///
/// Behaves as UIKit's `UISceneSession`. Scanout opens one session per screen at launch; it stays
/// open until the process ends. Main actor.
@preconcurrency @MainActor
public final class UISceneSession: NSObjectProtocol, Hashable {
    /// What a scene is for. Scanout's scenes are application windows.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A scene that shows the app's own windows on a screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A scene for an external display that is not interactive.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: Role
    /// The configuration the scene was connected with, its delegate class filled in.
    public internal(set) var configuration: UISceneConfiguration
    /// Unique among the app's sessions, and the same for the session's whole life.
    public let persistentIdentifier: String
    /// The connected scene; nil once it is disconnected.
    public internal(set) weak var scene: UIScene?
    /// Values the app keeps with the session.
    public var userInfo: [String: Any]?
    /// The activity the scene's delegate gave for restoring its state.
    public internal(set) var stateRestorationActivity: NSUserActivity?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }

    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
