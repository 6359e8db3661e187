// The application's states and their notifications. A kiosk app is in front for its whole life,
// so the moments are few: launch, a switch to another virtual terminal and back (the device
// launcher's console guard reports it), and a stop asked for by a signal. Each change tells the
// delegate first and then posts the notification, as UIKit does.

extension UIApplication {
    /// Whether the app is in front and receiving events.
    ///
    /// A Scanout app is `.active` from launch. It goes `.inactive` and then `.background` when
    /// the console switches to another virtual terminal (the display and input are handed over),
    /// and back through `.inactive` to `.active` when the console switches back.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Posted after `application(_:didFinishLaunchingWithOptions:)` returned.
    public static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active: after launch, and back from another virtual terminal.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active: the console is switching away.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app is no longer on screen: the console switched to another virtual
    /// terminal.
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to be on screen again: the console is switching back.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the process is about to exit: a SIGTERM or SIGINT the launcher handles.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// The app finished launching and is in front: posts `didFinishLaunchingNotification`,
    /// connects the screen's scene and brings it to the front, then becomes active (telling the app
    /// delegate only when no scene delegate is told instead) and posts `didBecomeActiveNotification`.
    func finishLaunching() {
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self, for: self)
        connectScene()
        stateRestoration?.restoreViewControllers()
        scenesEnterForeground()
        scenesBecomeActive()
        applicationState = .active
        if !hasSceneDelegates { delegate?.applicationDidBecomeActive(self) }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self, for: self)
    }

    /// The app leaves the screen (a switch to another virtual terminal): will-resign-active,
    /// then did-enter-background, each told to the scenes first. Does nothing when it is already in
    /// the background.
    package func enterBackground() {
        guard applicationState == .active else { return }
        scenesResignActive()
        applicationState = .inactive
        if !hasSceneDelegates { delegate?.applicationWillResignActive(self) }
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self, for: self)
        scenesEnterBackground()
        applicationState = .background
        if !hasSceneDelegates { delegate?.applicationDidEnterBackground(self) }
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self, for: self)
        // Waiting for the disk, as UIKit saves before an app in the background may be ended.
        stateRestoration?.save(waitingForTheDisk: true)
        commit()
    }

    /// The app is on screen again: will-enter-foreground, then did-become-active, each told to
    /// the scenes first. Does nothing unless it is in the background.
    package func enterForeground() {
        guard applicationState == .background else { return }
        scenesEnterForeground()
        applicationState = .inactive
        if !hasSceneDelegates { delegate?.applicationWillEnterForeground(self) }
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self, for: self)
        scenesBecomeActive()
        applicationState = .active
        if !hasSceneDelegates { delegate?.applicationDidBecomeActive(self) }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self, for: self)
        commit()
    }

    /// The process is about to exit: the scenes disconnect, then the app delegate is told
    /// (`applicationWillTerminate`, which UIKit calls with scenes too) and
    /// `willTerminateNotification` is posted.
    package func willTerminate() {
        // Saved while the scenes are still connected (their delegates give their activities).
        stateRestoration?.save(waitingForTheDisk: true)
        disconnectScenes()
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self, for: self)
    }
}
