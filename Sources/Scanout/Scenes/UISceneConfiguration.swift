/// What a scene is made of: its delegate's class, the scene's class, and a name.
///
/// Behaves as UIKit's `UISceneConfiguration`. An app delegate returns one from
/// `application(_:configurationForConnecting:options:)`; when its `delegateClass` is nil, Scanout
/// fills it in as UIKit fills it from the app's `Info.plist`: here, a class named `SceneDelegate`
/// in the app delegate's module (see `UIApplication+Scenes.swift`). Main actor.
@preconcurrency @MainActor
open class UISceneConfiguration {
    /// The configuration's name, as the app's `Info.plist` lists it.
    public let name: String?
    public let role: UISceneSession.Role
    /// The class of the scene's delegate: made with `init()` when the scene connects.
    open var delegateClass: AnyClass?
    /// The class of the scene: `UIWindowScene` (or a subclass) for an application window.
    open var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
