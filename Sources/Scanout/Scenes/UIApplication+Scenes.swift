// Scenes: one `UIWindowScene` per screen, connected at launch (and for a test host's application),
// moved through its states by the application's own lifecycle (UIApplication+Lifecycle.swift).
//
// A scene-based app is one whose scene has a delegate. The delegate's class comes from the
// configuration the app delegate returns; when that names none — as Xcode's template returns
// `UISceneConfiguration(name: "Default Configuration", sessionRole:)` — from the app's
// `Info.plist`, as UIKit takes it, and with no `Info.plist`, from a class named `SceneDelegate`
// in the app delegate's module (see `resolveClasses(of:)`). An
// app with no scene delegate still gets its scene (so `view.window?.windowScene` answers, as on
// iOS 13 and later), and its app delegate is told of the lifecycle as before. With a scene
// delegate, UIKit's rule holds: the scene delegate is told, the app delegate's
// active/background methods are not, and the application's notifications follow the scene's.

extension UIApplication {
    /// The scenes connected now: one per screen.
    public var connectedScenes: Set<UIScene> { Set(scenes) }
    /// The sessions open now, connected or not.
    public var openSessions: Set<UISceneSession> { Set(sceneSessions) }
    /// Scanout shows one scene per screen.
    public var supportsMultipleScenes: Bool { false }

    /// Whether a scene delegate, rather than the app delegate, is told of the lifecycle.
    var hasSceneDelegates: Bool { scenes.contains { $0.delegate != nil } }

    /// Connects the screen's scene: asks the app delegate for its configuration, makes the scene
    /// and its delegate, and tells the delegate it connects (where a scene-based app builds its
    /// window). The scene is still unattached: `activateScenes()` brings it to the front.
    package func connectScene() {
        connectScene(lookingForDelegate: true)
    }

    /// `connectScene()`; without `lookingForDelegate` the scene gets only the delegate class the
    /// app delegate's configuration names (a test host's application, which launches no app, does
    /// not read the `Info.plist` of the folder the tests run in).
    private func connectScene(lookingForDelegate: Bool) {
        guard scenes.isEmpty else { return }
        sceneSessionCount += 1
        let session = UISceneSession(
            role: .windowApplication, persistentIdentifier: "scanout-scene-\(sceneSessionCount)")
        let options = UIScene.ConnectionOptions()
        session.stateRestorationActivity = stateRestoration?.savedSceneActivity()
        let configuration =
            delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: nil, sessionRole: session.role)
        if lookingForDelegate { resolveClasses(of: configuration) }
        session.configuration = configuration
        sceneSessions.append(session)
        let sceneType = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.applicationLink = WeakLink(self)
        session.scene = scene
        if let delegateType = configuration.delegateClass as? UISceneDelegate.Type {
            scene.delegate = delegateType.init()
        } else if let named = configuration.delegateClass {
            warn(
                "The scene configuration's delegate class \(named) does not adopt UISceneDelegate; the scene has no "
                    + "delegate. Declare it `final class \(named): UIResponder, UIWindowSceneDelegate`.")
        }
        scenes.append(scene)
        if let windowScene = scene as? UIWindowScene {
            for window in windows where window.windowScene == nil { window.windowScene = windowScene }
        }
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene, for: self)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        if let windowDelegate = scene.delegate as? UIWindowSceneDelegate, let window = windowDelegate.window,
            window.isHidden
        {
            window.makeKeyAndVisible()
        }
    }

    /// A test host's application, which is not launched: its scene connects (with no delegate,
    /// unless one was set) and comes to the front at once.
    package func connectHostScene() {
        connectScene(lookingForDelegate: false)
        scenesEnterForeground()
        scenesBecomeActive()
    }

    /// The first window scene, which a window made without one joins when it is shown.
    var primaryWindowScene: UIWindowScene? {
        for scene in scenes {
            if let windowScene = scene as? UIWindowScene { return windowScene }
        }
        return nil
    }

    /// Scenes come to the front (from unattached or the background): will enter foreground.
    func scenesEnterForeground() {
        moveScenes(
            from: [.unattached, .background], to: .foregroundInactive, posting: UIScene.willEnterForegroundNotification
        ) {
            $0.sceneWillEnterForeground($1)
        }
    }

    func scenesBecomeActive() {
        moveScenes(from: [.foregroundInactive], to: .foregroundActive, posting: UIScene.didActivateNotification) {
            $0.sceneDidBecomeActive($1)
        }
    }

    func scenesResignActive() {
        moveScenes(from: [.foregroundActive], to: .foregroundInactive, posting: UIScene.willDeactivateNotification) {
            $0.sceneWillResignActive($1)
        }
    }

    func scenesEnterBackground() {
        moveScenes(from: [.foregroundInactive], to: .background, posting: UIScene.didEnterBackgroundNotification) {
            $0.sceneDidEnterBackground($1)
        }
    }

    /// Moves every scene in one of `states` to `state`, telling its delegate (`tell`) and then
    /// posting `notification`. Over the scenes as they were: a delegate may change them.
    private func moveScenes(
        from states: Set<UIScene.ActivationState>, to state: UIScene.ActivationState,
        posting notification: Notification.Name, tell: (UISceneDelegate, UIScene) -> Void
    ) {
        for scene in scenes where states.contains(scene.activationState) {
            scene.activationState = state
            if let delegate = scene.delegate { tell(delegate, scene) }
            NotificationCenter.default.post(name: notification, object: scene, for: self)
        }
    }

    /// The process is ending: each scene disconnects (its session stays open, as UIKit keeps it
    /// for the next launch).
    func disconnectScenes() {
        let disconnecting = scenes
        scenes.removeAll()
        for scene in disconnecting {
            if let delegate = scene.delegate {
                scene.session.stateRestorationActivity = delegate.stateRestorationActivity(for: scene)
            }
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene, for: self)
            scene.session.scene = nil
        }
    }

    /// The scene delegate and scene classes for `configuration`, as UIKit finds them: the
    /// configuration's own, else those the app's `Info.plist` names for its role and name
    /// (`UIApplicationSceneManifest` → `UISceneConfigurations`, with `$(PRODUCT_MODULE_NAME)`
    /// and the other build settings substituted), else — with no `Info.plist` at all — a class
    /// named `SceneDelegate` in the app delegate's module.
    private func resolveClasses(of configuration: UISceneConfiguration) {
        guard configuration.delegateClass == nil else { return }
        let module = delegate.map { String(String(reflecting: type(of: $0)).prefix { $0 != "." }) } ?? ""
        guard let info = infoPropertyList else {
            if !module.isEmpty { configuration.delegateClass = NSClassFromString(module + ".SceneDelegate") }
            return
        }
        let manifest = info.dictionary["UIApplicationSceneManifest"] as? [String: Any]
        let byRole = manifest?["UISceneConfigurations"] as? [String: Any]
        let entries = (byRole?[configuration.role.rawValue] as? [[String: Any]]) ?? []
        guard
            let entry = entries.first(where: { $0["UISceneConfigurationName"] as? String == configuration.name })
                ?? entries.first
        else { return }
        let product = String(CommandLine.arguments.first?.split(separator: "/").last ?? "")
        func named(_ key: String) -> AnyClass? {
            guard let written = entry[key] as? String else { return nil }
            let name = InfoPropertyList.substitutingBuildSettings(in: written, module: module, product: product)
            guard let found = NSClassFromString(name) else {
                warn(
                    "\(info.path): \(key) \"\(written)\" names no class (looked for \"\(name)\"). Name a class at the "
                        + "top level of the app's module, as $(PRODUCT_MODULE_NAME).ClassName.")
                return nil
            }
            return found
        }
        configuration.delegateClass = named("UISceneDelegateClassName")
        if configuration.sceneClass == nil { configuration.sceneClass = named("UISceneClassName") }
    }
}
