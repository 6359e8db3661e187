/// The running app: its windows, first responder, event queue and action routing.
///
/// Behaves as UIKit's `UIApplication`. Input backends append raw input to its first-in-first-out
/// queue (`enqueue(_:)`); it dispatches from the head, turning input into `UIEvent`s and handing
/// each to `sendEvent(_:)`, which passes it to the window that owns it. After each batch of events
/// and timers it commits: runs pending layout and (with a display) renders a frame.
///
/// `shared` is the current application. A process normally has one, created by the launcher;
/// `ScanoutTesting` creates one per `TestHost`, so tests do not share state.
///
/// Main actor.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Keys of the launch options passed to the delegate.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// Weak: whoever made an application current (the launcher, a test host) owns it, so a test
    /// host's application goes away with the host.
    private static var current: UIApplication? {
        get { currentLink.object }
        set {
            // Made current at every turn of the loop: most times it already is.
            guard newValue !== currentLink.object else { return }
            currentLink = WeakLink(newValue)
            ApplicationContext.applicationBecameCurrent(newValue)
            currentApplicationDidChange?(newValue)
        }
    }
    private static var currentLink = WeakLink<UIApplication>(nil)
    /// Told when another application becomes current (a test host routes main-queue work by it).
    package static var currentApplicationDidChange: ((UIApplication?) -> Void)?
    /// The application `shared` created on demand, owned here because nobody else does.
    private static var applicationCreatedOnDemand: UIApplication?

    /// The screen the app draws on.
    public let screen: UIScreen
    /// Steps the layers running Core Animation animations, once per frame.
    lazy var layerAnimations = LayerAnimationDriver(application: self)
    /// The clock events are stamped with and timers run on.
    package let clock: ApplicationClock
    /// The event queue as input sources see it: one per application and kept here, so a source
    /// may hold it weakly (as LibinputSource does) and still deliver for the application's life.
    package private(set) lazy var inputSink = ApplicationInputSink(self)

    /// The app delegate; kept strongly. When it is a plain `UIResponder` it is the chain's last link.
    /// Read at the end of every responder chain walk, and only read or replaced whole: not checked
    /// for overlapping access at run time (see `UIView.storedCenter`).
    @exclusivity(unchecked) public var delegate: UIApplicationDelegate?

    /// Whether the app is in front and receiving events (see UIApplication+Lifecycle.swift).
    public internal(set) var applicationState: State = .active

    /// The direction of the app's language: right to left for Arabic, Hebrew, Persian and Urdu,
    /// read from the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`) at launch. Leading and trailing
    /// constraints and directional margins follow it; test hosts set it to lay out both ways.
    public package(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection =
        UIApplication.layoutDirectionOfEnvironmentLocale()
    {
        didSet {
            guard userInterfaceLayoutDirection != oldValue else { return }
            for window in registeredWindows.compactMap(\.object) {
                window.layoutDirectionDidChange()
                window.refreshTraits()
            }
        }
    }

    /// The appearance every window starts from: light, or what the app's `Info.plist` asks for
    /// (`UIUserInterfaceStyle`: `Dark`; `Light` and `Automatic` are light, a kiosk having no
    /// system-wide dark mode). Views and controllers override it as in UIKit.
    package var userInterfaceStyle: UIUserInterfaceStyle = .light {
        didSet {
            guard userInterfaceStyle != oldValue else { return }
            for window in registeredWindows.compactMap(\.object) { window.refreshTraits() }
        }
    }

    /// Where the framework's warnings about this app's misuse go (unsatisfiable constraints, say):
    /// standard error when nil. A test host collects them.
    package var warningHandler: ((String) -> Void)?

    /// Reports a warning about the app's use of the framework.
    package func warn(_ message: String) {
        if let warningHandler { warningHandler(message) } else { Diagnostics.warn(message) }
    }

    /// Where the app's view controllers and scenes are saved and restored from (`StateRestoration`):
    /// set by a device launch, and by a test host given a directory for it; nil saves nothing.
    package var stateRestoration: StateRestoration?

    /// The app's `Info.plist`, read once when first needed (the scene manifest at launch); a test
    /// host may give another.
    package lazy var infoPropertyList: InfoPropertyList? = InfoPropertyList.load(for: nil)

    /// The connected scenes, and every session opened (see UIApplication+Scenes.swift).
    var scenes: [UIScene] = []
    var sceneSessions: [UISceneSession] = []
    var sceneSessionCount = 0

    /// Whether a shake offers to undo (see `UndoManager`). True by default.
    public var applicationSupportsShakeToEdit = true
    /// The shake-to-edit panel's window while it shows (see UIApplication+ShakeToEdit.swift).
    var shakeToEditWindow: UIWindow?

    // Windows: every live window (weakly), and the visible ones (strongly) in the order shown.
    private var registeredWindows: [WeakLink<UIWindow>] = []
    /// Windows registered, live or gone and not yet weeded out (see `CacheCensus`).
    var registeredWindowCount: Int { registeredWindows.count }
    /// Read at every event and frame, changed only when a window is shown or hidden, by
    /// statements that call out to nothing: not checked for overlapping access at run time.
    @exclusivity(unchecked) private var visibleWindows: [UIWindow] = []
    public private(set) var keyWindow: UIWindow? {
        get { keyWindowLink.object }
        set { keyWindowLink = WeakLink(newValue) }
    }
    private var keyWindowLink = WeakLink<UIWindow>(nil)

    /// The first responder, in whichever window it is.
    private(set) var firstResponder: UIResponder? {
        get { firstResponderLink.object }
        set { firstResponderLink = WeakLink(newValue) }
    }
    /// Read by every `isFirstResponder` (a text field asks several times per key) and replaced
    /// whole: not checked for overlapping access at run time (a wrapped property cannot say so).
    @exclusivity(unchecked) private var firstResponderLink = WeakLink<UIResponder>(nil)

    // Interaction and remote control.
    private var ignoringInteractionDepth = 0
    public private(set) var isReceivingRemoteControlEvents = false

    /// The event queue and the machinery that turns raw input into events.
    var eventDispatcher: EventDispatcher<UIApplication> {
        if let storedEventDispatcher { return storedEventDispatcher }
        let made = EventDispatcher(sink: self)
        storedEventDispatcher = made
        return made
    }
    /// The automatic undo groups of this application's events and turns.
    var undoGrouping: UndoEventGrouping {
        if let storedUndoGrouping { return storedUndoGrouping }
        let made = UndoEventGrouping(application: self)
        storedUndoGrouping = made
        return made
    }
    // Made on first use, as `lazy` would, and then read at every event: not checked for
    // overlapping access at run time (`lazy` storage cannot say so).
    @exclusivity(unchecked) private var storedEventDispatcher: EventDispatcher<UIApplication>?
    @exclusivity(unchecked) private var storedUndoGrouping: UndoEventGrouping?
    /// The drawn pointer cursor's overlay (see UIApplication+PointerCursor.swift).
    var pointerCursorWindow: UIWindow?
    /// What the pointer is over, once it moved (see Pointer/PointerHover.swift).
    var pointerHoverIfLoaded: PointerHover?
    /// Kept for `applicationIconBadgeNumber`, `isNetworkActivityIndicatorVisible` and background
    /// tasks (see UIApplication+Extras.swift).
    var iconBadgeNumber = 0
    var networkActivityIndicatorVisible = false
    var nextBackgroundTask = 0
    var runningBackgroundTasks: Set<UIBackgroundTaskIdentifier> = []
    /// The screen reader, once asked for (`screenReader`).
    var screenReaderIfLoaded: ScreenReader?
    /// The keyboard focus, once anything used it (see Focus/UIApplication+Focus.swift).
    var focusSystemIfLoaded: UIFocusSystem?
    /// Screen blanking (see UIApplication+ScreenBlanking.swift). Stamped at every input by
    /// statements that call out to nothing: not checked for overlapping access at run time.
    @exclusivity(unchecked) var screenBlanking = ScreenBlankingState()
    /// The held key that repeats, and its next repeat.
    var keyRepeat: (press: UIPress, timer: ScheduledAction)?
    /// How long a key is held before it repeats, and the time between repeats.
    package var keyRepeatDelay: TimeInterval = 0.5
    package var keyRepeatInterval: TimeInterval = 1.0 / 30
    /// When the first input not yet followed by a frame was read (tracing only).
    var tracedInputAwaitingFrame: TimeInterval?
    /// Numbers for touches and presses in `SCANOUT_TRACE_EVENTS` lines.
    var traceNumbering = TraceNumbering()
    /// Where trace lines go: standard error when `SCANOUT_TRACE_EVENTS=1`, else nowhere (tests
    /// collect them here).
    /// Read at every event and set only by tests: not checked for overlapping access at run time.
    @exclusivity(unchecked) package var eventTraceHandler: ((String) -> Void)? =
        EventTrace.isEnabled ? { EventTrace.writeToStandardError($0) } : nil
    /// Sees each input as it enters the queue, with its timestamp (clock seconds): what
    /// `SCANOUT_RECORD` and `TestHost.startRecording(to:)` write to a recording (nil: nothing is
    /// recorded). Final: a main-actor closure kept out of the class's vtable.
    package final var inputRecorder: (@MainActor (InputEvent, TimeInterval) -> Void)?
    private var commitScheduled = false
    /// True while `commit()` runs; a commit asked for then is noted in
    /// `commitWasRequestedDuringCommit` instead of scheduled (see `setNeedsCommit`).
    private var isCommitting = false
    private var commitWasRequestedDuringCommit = false
    private var activitiesNeedingSave: [NSUserActivity] = []

    // Frames: the compositor draws into the frame buffer; the display (if any) shows it.
    /// Draws the windows into the frame, repainting what was damaged.
    private(set) lazy var compositor: Compositor = {
        let compositor = Compositor(screen: screen)
        // Damage owes the display a frame (with no display nothing is drawn, so nothing is owed).
        compositor.damageHandler = { [unowned self] in
            if display != nil { setNeedsFrame() }
        }
        compositor.geometryWarnings.handler = { [unowned self] in warn($0) }
        return compositor
    }()
    /// The fast paths the compositor's pixel work takes (all make the same pixels):
    /// `scanout-bench --one-core` times one core.
    package var pixelPaths: PixelPaths {
        get { compositor.pixelPaths }
        set { compositor.pixelPaths = newValue }
    }
    /// Moves `UIView.animate` animations along, frame by frame.
    private(set) lazy var animator = ViewAnimator(application: self)
    /// Decides when frames are drawn: at most one per refresh, only when something changed.
    private(set) lazy var frameScheduler = FrameScheduler(application: self)
    /// Where frames go: the panel, or memory (offscreen, and the test host). Frames are drawn only
    /// with a display.
    package var display: Display? {
        didSet {
            // Through a link, not `[weak self]`: see `WeakLink`.
            let link = WeakLink(self)
            display?.frameShownHandler = { link.object?.frameScheduler.displayDidShowFrame() }
            compositor.addDamage(screen.bounds)
        }
    }
    /// Shows the first responder's keyboard or input view and accessory view.
    package private(set) lazy var inputViewHost = InputViewHost(application: self)
    /// What `UIPasteboard.general` returns while this application is current: in memory, its
    /// own. Replace it with one over a shared `PasteboardStore` to copy and paste between
    /// processes.
    public lazy var generalPasteboard = UIPasteboard()
    /// `UIDevice.current` while this application runs.
    lazy var device = UIDevice(application: self)
    /// What `UIMenuController.shared` returns while this application is current.
    package var menuController: UIMenuController {
        if let menuControllerIfLoaded { return menuControllerIfLoaded }
        let controller = UIMenuController(application: self)
        menuControllerIfLoaded = controller
        return controller
    }
    /// The menu controller, if anything has asked for it (so dispatch need not create one).
    package private(set) var menuControllerIfLoaded: UIMenuController?
    /// Above zero while `becomeFirstResponder()` moves first-responder status from one object to
    /// another, so the input views follow the final responder only (no hide and show in between).
    private var firstResponderTransitionDepth = 0

    // MARK: The shared application

    /// The running app: the one `UIApplicationMain` launched, or in a test, the `TestHost`'s.
    ///
    /// For app code, as in UIKit; the framework itself never reads it (a view's application is
    /// its window's). Read with no application running — before the launch, or in a test that
    /// made no host — it is a programmer error: it says so on standard error, naming the fix,
    /// and answers an application on an 800×480 screen that nothing shows, so the process goes on.
    public class var shared: UIApplication {
        if let current { return current }
        Diagnostics.warn(
            "UIApplication.shared was read while no application is running. Read it from code that runs after "
                + "the launch (UIApplicationMain or @main on the app delegate), or, in a test, create a TestHost "
                + "first. Answering an application on an 800×480 screen that nothing shows.")
        let application = UIApplication(
            screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 800, height: 480), scale: 1), clock: DispatchClock())
        applicationCreatedOnDemand = application
        current = application
        return application
    }

    /// Whether `application` is the current one: the one static API works for.
    package static func isCurrent(_ application: UIApplication) -> Bool { current === application }

    /// The current application, without making one on demand as `shared` does.
    static var currentIfAny: UIApplication? { current }

    /// Reports a warning from code that is not a view and may run on any thread (a diffable
    /// snapshot): to the current application on the main queue (so a test host collects it),
    /// else to standard error.
    nonisolated static func warnFromAnyThread(_ message: String) {
        guard isOnMainQueue else { return Diagnostics.warn(message) }
        MainActor.assumeIsolated {
            if let current { current.warn(message) } else { Diagnostics.warn(message) }
        }
    }

    /// What static API keeps for this application (see `ApplicationContext`); adopted when first
    /// asked for, which making the application current does.
    package var context: ApplicationContext {
        if let storedContext { return storedContext }
        let adopted = ApplicationContext.adopt(for: self)
        storedContext = adopted
        return adopted
    }
    private var storedContext: ApplicationContext?

    /// Makes `application` the one `shared` returns, for as long as the caller keeps it alive.
    package static func makeCurrent(_ application: UIApplication) {
        current = application
    }

    /// What links to this application hold (`WeakLink`); made on first use, cleared by the
    /// deinit. Windows, timers and frame clients link back to their application, which every
    /// event and frame then retains and releases.
    var storedLifetimeHandle: LifetimeHandle?

    /// Nonisolated, so a subclass's plain `deinit` compiles; see `runOnMainActorNow`.
    deinit {
        runOnMainActorNow("The deinit of \(type(of: self))") {
            storedLifetimeHandle?.object = nil
            if let storedContext { ApplicationContext.applicationWillEnd(owning: storedContext) }
        }
    }

    package init(screen: UIScreen, clock: ApplicationClock) {
        self.screen = screen
        self.clock = clock
        super.init()
        screen.application = self
    }

    // MARK: Windows

    /// The app's windows, back to front: ordered by `windowLevel`, then by when they were shown.
    public var windows: [UIWindow] {
        registeredWindows.removeAll { $0.object == nil }
        let hidden = registeredWindows.compactMap(\.object).filter(\.isHidden)
        return (hidden + visibleWindows).sorted { $0.windowLevel < $1.windowLevel }
    }

    /// Visible windows front to back: the order touches are hit-tested in.
    var windowsFrontToBack: [UIWindow] {
        // Highest level first; of equal levels, the one shown last. An insertion sort, read at
        // every frame and event over one or two windows: `sorted` with a closure checked its
        // executor at each comparison (see `MainActorSelection`) and `reversed()` copied.
        if visibleWindows.count < 2 { return visibleWindows }
        var result: [UIWindow] = []
        result.reserveCapacity(visibleWindows.count)
        for window in visibleWindows.reversed() {
            var index = 0
            while index < result.count, result[index].windowLevel >= window.windowLevel { index += 1 }
            result.insert(window, at: index)
        }
        return result
    }

    // MARK: Interaction

    /// Whether touch and key events are being dropped.
    public var isIgnoringInteractionEvents: Bool { ignoringInteractionDepth > 0 }

    /// Drops touch and key events until the matching `endIgnoringInteractionEvents()`. Calls nest.
    /// Touches and presses in progress are cancelled, so every view that saw a touch begin sees it
    /// end.
    public func beginIgnoringInteractionEvents() {
        ignoringInteractionDepth += 1
        guard ignoringInteractionDepth == 1 else { return }
        cancelAllTouches()
        cancelAllPresses()
    }

    /// Ends one `beginIgnoringInteractionEvents()`.
    public func endIgnoringInteractionEvents() {
        guard ignoringInteractionDepth > 0 else { return }
        ignoringInteractionDepth -= 1
    }

    /// Starts delivering media-key events (`remoteControlReceived(with:)`) to the first responder.
    public func beginReceivingRemoteControlEvents() {
        isReceivingRemoteControlEvents = true
    }

    /// Stops delivering media-key events; they are dropped.
    public func endReceivingRemoteControlEvents() {
        isReceivingRemoteControlEvents = false
    }

    // MARK: Events

    /// Hands `event` to the window that owns it: touches to the windows they are bound to; presses,
    /// motion and remote-control events to the first responder's window, or the key window. With no
    /// window at all, non-touch events go to the application itself (and so to its delegate).
    /// Override to observe every event; call `super` to deliver it.
    open func sendEvent(_ event: UIEvent) {
        route(event)
    }

    // MARK: Actions

    /// Sends `action` to `target`, or, when `target` is nil, to the first object on the responder
    /// chain that can perform it: starting from the first responder, or from `sender` when there is
    /// none. Returns whether some object performed it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let receiver: Any?
        if let target {
            receiver = target
        } else {
            let start = firstResponder ?? (sender as? UIResponder) ?? keyWindow
            receiver = start?.target(forAction: action, withSender: sender)
        }
        guard let actionTarget = receiver as? ActionTarget else { return false }
        return actionTarget.perform(action, with: sender, event: event)
    }

    // MARK: Responder

    /// The delegate, when it is a `UIResponder` that is not a view, a view controller or an
    /// application.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder is UIApplication { return nil }
        return responder
    }

    /// Presses nobody on the chain handled move keyboard focus (see UIFocusSystem); the rest go
    /// on to the delegate.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = pressesUnusedByFocus(presses)
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    /// A shake nobody on the chain handled offers undo (see `applicationSupportsShakeToEdit`);
    /// otherwise it goes on to the delegate.
    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake, offerShakeToEdit() { return }
        super.motionEnded(motion, with: event)
    }

    // MARK: - Internal: windows and first responder

    func register(_ window: UIWindow) {
        registeredWindows.append(WeakLink(window))
    }

    func windowVisibilityDidChange(_ window: UIWindow) {
        if window.isHidden {
            visibleWindows.removeAll { $0 === window }
            eventDispatcher.cancelTouches(in: window)
            if keyWindow === window {
                keyWindow = windowsFrontToBack.first { $0.windowLevel == .normal } ?? windowsFrontToBack.first
            }
        } else if !visibleWindows.contains(where: { $0 === window }) {
            visibleWindows.append(window)
        }
        window.rootViewController?.windowVisibilityDidChange(isVisible: !window.isHidden, window: window)
        setNeedsCommit()
    }

    func setKeyWindow(_ window: UIWindow) {
        keyWindow = window
    }

    func setFirstResponder(_ responder: UIResponder?) {
        // The menu offered commands for the old first responder.
        if responder !== firstResponder { menuControllerIfLoaded?.hideMenu() }
        firstResponder = responder
        if firstResponderTransitionDepth == 0 { inputViewHost.update(for: responder) }
    }

    /// Runs `body`, which moves first-responder status, telling the input views only at the end.
    func transferringFirstResponder<Result>(_ body: () -> Result) -> Result {
        firstResponderTransitionDepth += 1
        let result = body()
        firstResponderTransitionDepth -= 1
        if firstResponderTransitionDepth == 0 { inputViewHost.update(for: firstResponder) }
        return result
    }

    // MARK: - Internal: commit and frames

    /// Asks for a commit (layout, activities, undo groups) at the end of this turn of the loop.
    func setNeedsCommit() {
        // Asked from inside a commit (layout that changed something layout reads): the commit's
        // own rounds take it, or, when layout does not settle, the next frame; never another
        // commit in the same turn, which is how a layout loop used to run thousands of passes.
        if isCommitting {
            commitWasRequestedDuringCommit = true
            return
        }
        guard !commitScheduled else { return }
        commitScheduled = true
        let link = WeakLink(self)
        clock.schedule(after: 0) {
            guard let application = link.object else { return }
            application.commitScheduled = false
            application.commit()
        }
    }

    /// Ends a turn of the loop: runs pending layout in every visible window, lets activities that
    /// need saving update, and closes undo groups opened automatically outside an event. What it
    /// changed on screen is drawn by the next frame (see `FrameScheduler`).
    package func commit() {
        let wasCommitting = isCommitting
        isCommitting = true
        var settled = true
        for window in windowsFrontToBack.reversed() {
            if !window.layOutUntilSettled() { settled = false }
        }
        if !wasCommitting { focusCommitDidLayOut() }
        saveUserActivities()
        if !isDispatching { undoGrouping.loopTurnDidEnd() }
        isCommitting = wasCommitting
        guard !wasCommitting else { return }
        let requested = commitWasRequestedDuringCommit
        commitWasRequestedDuringCommit = false
        layoutIsUnsettled = !settled
        // The turn's changes, for key-value observations of what no setter reports.
        KeyValueObservationCenter.somethingChanged()
        if !settled {
            // Layout keeps changing: this frame's share is done; the next frame lays out again.
            setNeedsFrame()
        } else if requested {
            setNeedsCommit()
        }
    }

    /// True from a commit whose layout ran out of rounds until one that settles: the frame
    /// scheduler keeps frames coming so that layout carries on, one bounded share per frame.
    private(set) var layoutIsUnsettled = false

    /// Something on screen changed: a frame is owed.
    func setNeedsFrame() {
        frameScheduler.requestFrame()
    }

    /// Called by the scheduler after each frame it presented, for the event trace.
    func frameWasPresented(damage: [PixelRect], renderSeconds: TimeInterval) {
        guard let eventTraceHandler, let inputTime = tracedInputAwaitingFrame else { return }
        tracedInputAwaitingFrame = nil
        eventTraceHandler(
            EventTrace.frameLine(
                damage: damage, renderSeconds: renderSeconds,
                sinceInput: clock.now - inputTime))
    }

    /// The frame the compositor renders into.
    package var frameBuffer: FrameBuffer { compositor.frame }

    /// The region waiting to be repainted, in screen points (empty when the frame is current).
    package var pendingDamage: CGRect { compositor.pendingDamageBounds }

    /// When the frame the application owes is due, if one is scheduled on the clock.
    package var pendingFrameDeadline: TimeInterval? { frameScheduler.pendingFrameDeadline }

    func addDisplayLink(_ link: CADisplayLink) {
        frameScheduler.add(link)
    }

    func removeDisplayLink(_ link: CADisplayLink) {
        frameScheduler.remove(link)
    }

    /// Seconds between frames at the screen's refresh rate.
    var frameInterval: TimeInterval {
        frameScheduler.refreshInterval
    }

    func userActivityNeedsSave(_ activity: NSUserActivity) {
        guard !activitiesNeedingSave.contains(where: { $0 === activity }) else { return }
        activitiesNeedingSave.append(activity)
        setNeedsCommit()
    }

    // MARK: - Private

    private func saveUserActivities() {
        let activities = activitiesNeedingSave
        activitiesNeedingSave.removeAll()
        for activity in activities {
            activity.updateFromResponders()
            delegate?.application(self, didUpdate: activity)
        }
    }
}

extension UIApplication: LifetimeHandleOwner {}
