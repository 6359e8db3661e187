/// What UIKit's static API keeps for one application: the graphics contexts, Core Animation
/// transactions and `UIView.animate` blocks open now, the scheduled timers, and the notification
/// observations.
///
/// Instance API finds its application through its owner (a view's window, a timer's run loop).
/// Static API has no receiver to ask — `UIGraphicsGetCurrentContext()`, `CATransaction.begin()`,
/// `UIView.animate`, `Timer.scheduledTimer`, `NotificationCenter.default` — so it works in the
/// *active* context: the one of the application its launch or test host made current. Keeping
/// these tables per application, rather than in statics, is what lets two test hosts run side by
/// side without one's open transaction, pushed context, timer or observer reaching the other.
///
/// Code that runs before any application exists (an app delegate's `init` observing a
/// notification, a tool drawing an image) works in a context no application owns yet; the next
/// application made current adopts it, so what was registered before the launch is there after.
/// Nothing is invented for it: an animation or transaction with no application has no clock, and
/// runs its completion at once.
///
/// Main actor.
@preconcurrency @MainActor
package final class ApplicationContext {
    /// The context static API works in now. Read at every animatable property change and
    /// replaced whole by statements that call out to nothing: not checked for overlapping access
    /// at run time.
    @exclusivity(unchecked) package private(set) static var active = ApplicationContext()

    /// The application that owns this context; nil while none has adopted it.
    package var application: UIApplication? { applicationLink.object }
    /// A link, not `weak`: see `WeakLink` (a weakly referenced application takes the runtime's
    /// slow path on every retain).
    private var applicationLink = WeakLink<UIApplication>(nil)
    /// Whether an application has adopted this context (it stays adopted after that application
    /// is gone, so a later one starts afresh rather than inheriting what the first left).
    private var isAdopted = false

    /// `UIGraphicsPushContext` and image contexts' drawing contexts, innermost last.
    var graphicsContexts: [CGContext] = []
    /// The image contexts begun and not ended, innermost last; nil for one that had no pixels.
    var imageContexts: [ImageContext?] = []
    /// `CATransaction.begin()` not yet committed, innermost last.
    var transactions: [CATransaction] = []
    /// The `UIView.animate` blocks running, innermost last; nil entries are
    /// `performWithoutAnimation` blocks. Read at every animatable property change; pushed and
    /// popped by statements that call out to nothing: not checked for overlapping access at run
    /// time.
    @exclusivity(unchecked) var viewAnimations: [UIViewAnimationContext?] = []
    /// `UIView.setAnimationsEnabled(_:)`: false makes every animation block take effect at once.
    var animationsEnabled = true
    /// Scheduled timers: the loop keeps them alive, as a run loop does.
    var scheduledTimers: [ObjectIdentifier: Timer] = [:]
    /// The name-based observations of every notification center, by center.
    var notificationRegistrations: [ObjectIdentifier: NotificationRegistry.Registrations] = [:]

    private init() {}

    // MARK: The app as a whole

    /// The scale a view outside any window lays out and rounds at: the active application's
    /// screen's, as UIKit takes the main screen's; 1 while no application runs.
    static var screenScale: CGFloat { active.application?.screen.scale ?? 1 }

    /// The rectangle a view made outside any window starts with (a view controller's loaded
    /// view): the active application's screen's bounds, as UIKit takes the main screen's; empty
    /// while no application runs.
    static var screenBounds: CGRect { active.application?.screen.bounds ?? .zero }

    /// The direction a view outside any window lays out in: the active application's, as UIKit
    /// takes the app's; left to right while no application runs.
    static var layoutDirection: UIUserInterfaceLayoutDirection {
        active.application?.userInterfaceLayoutDirection ?? .leftToRight
    }

    /// The context a new application owns: the unowned one code used before it, if nobody has
    /// adopted that yet, else a fresh one.
    static func adopt(for application: UIApplication) -> ApplicationContext {
        let context = active.isAdopted ? ApplicationContext() : active
        context.isAdopted = true
        context.applicationLink = WeakLink(application)
        return context
    }

    /// `application` became current (nil: none is).
    static func applicationBecameCurrent(_ application: UIApplication?) {
        active = application?.context ?? ApplicationContext()
    }

    /// `context`'s application is going away: static API stops working in its tables.
    static func applicationWillEnd(owning context: ApplicationContext) {
        if active === context { active = ApplicationContext() }
    }
}
