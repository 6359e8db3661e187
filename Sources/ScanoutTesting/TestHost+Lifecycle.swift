import Scanout

extension TestHost {
    /// The app leaves the screen, as when the device's console switches away: touches and keys
    /// in progress are cancelled, then the scenes and the app resign active and enter the
    /// background (each told in UIKit's order; see docs/APPS.md).
    public func moveToBackground() {
        UIApplication.makeCurrent(application)
        application.enqueue(.inputCancelled)
        application.dispatchQueuedEvents()
        application.enterBackground()
        drain()
    }

    /// The app is on screen again, as when the console switches back: the scenes and the app enter
    /// the foreground and become active.
    public func moveToForeground() {
        UIApplication.makeCurrent(application)
        application.enterForeground()
        drain()
    }

    /// The process is told to stop, as SIGTERM tells a device's app: the scenes disconnect and
    /// the app delegate hears `applicationWillTerminate`.
    public func terminate() {
        UIApplication.makeCurrent(application)
        application.willTerminate()
        drain()
    }
}
