/// The root of a view tree on screen: it hit-tests touches, delivers events to views and the
/// first responder, and hosts a root view controller.
///
/// Behaves as UIKit's `UIWindow`. A window belongs to the application that was current when it
/// was created (`UIApplication.shared`). While visible, the application keeps it alive; windows
/// are hit-tested from the highest `windowLevel` down. `next` is the application.
///
/// Main actor.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Where a window sits in the stack; higher levels are above lower ones.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        public static func + (lhs: Level, rhs: CGFloat) -> Level {
            Level(lhs.rawValue + rhs)
        }
    }

    /// The application this window belongs to. Weak: the application owns its visible windows.
    var application: UIApplication? {
        get { applicationLink.object }
        set { applicationLink = WeakLink(newValue) }
    }
    /// Read at every event (the chain's `next`), set when the window is made: not checked for
    /// overlapping access at run time (a wrapped property cannot say so).
    @exclusivity(unchecked) private var applicationLink = WeakLink<UIApplication>(nil)

    private var storedRootViewController: UIViewController?
    private let ownUndoManager = UndoManager()

    // MARK: Initialization

    /// A hidden window with `frame` in screen coordinates, belonging to the current application.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        cachedWindow = self
        application = UIWindow.applicationOfWindowBeingMade ?? UIApplication.shared
        application?.register(self)
        refreshTraits()
    }

    /// A hidden window of `application`: the framework's own windows (keyboard, edit menu,
    /// cursor, shake-to-edit panel) know whose they are, rather than taking the current one.
    /// A convenience initializer, so subclasses still inherit `init()` and `init(frame:)`.
    convenience init(frame: CGRect, application: UIApplication) {
        let outer = UIWindow.applicationOfWindowBeingMade
        UIWindow.applicationOfWindowBeingMade = application
        defer { UIWindow.applicationOfWindowBeingMade = outer }
        self.init(frame: frame)
    }

    /// Set only while `init(frame:application:)` runs `init(frame:)`, which has no other way to
    /// be told.
    @WeakLink private static var applicationOfWindowBeingMade: UIApplication?

    /// A hidden window of `windowScene`, covering its screen: how a scene delegate makes its
    /// window. A convenience initializer, so a subclass that overrides `init(frame:)` and
    /// `init?(coder:)` still has it.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds, application: windowScene.application ?? UIApplication.shared)
        self.windowScene = windowScene
    }

    /// A hidden window covering the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Properties

    /// The scene the window belongs to; nil for a window made with `init(frame:)` until it is
    /// made key and visible in a scene-based app, when it joins the application's scene.
    public var windowScene: UIWindowScene? {
        get { windowSceneLink.object }
        set {
            guard newValue !== windowSceneLink.object else { return }
            windowSceneLink = WeakLink(newValue)
            // The scene's trait overrides apply to its windows.
            if newValue?.storedTraitOverrides != nil || rememberedTraits != nil { refreshTraits() }
        }
    }
    private var windowSceneLink = WeakLink<UIWindowScene>(nil)

    /// The window's position in the window stack. `.normal` by default.
    open var windowLevel: Level = .normal

    /// The screen the window is on.
    open var screen: UIScreen {
        application?.screen ?? UIScreen.main
    }

    /// The controller whose view fills the window. Setting it replaces the old one's view.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set { replaceRootViewController(with: newValue) }
    }

    /// Whether this is its application's key window: the one that receives presses and motion
    /// events when there is no first responder.
    open var isKeyWindow: Bool {
        application?.keyWindow === self
    }

    // MARK: Key and visible

    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
        if windowScene == nil, let scene = application?.primaryWindowScene { windowScene = scene }
        isHidden = false
        makeKey()
    }

    /// Makes the window key.
    open func makeKey() {
        guard let application, application.keyWindow !== self else { return }
        let previous = application.keyWindow
        application.setKeyWindow(self)
        previous?.resignKey()
        becomeKey()
    }

    /// Called after the window became key. Does nothing by default.
    open func becomeKey() {}

    /// Called after the window stopped being key. Does nothing by default.
    open func resignKey() {}

    // MARK: Events

    /// Delivers `event`: touches to the views they are bound to, presses, motion and remote-control
    /// events to the first responder (or this window when there is none).
    open func sendEvent(_ event: UIEvent) {
        deliver(event)
    }

    // MARK: Responder

    /// Windows own an undo manager, returned when the chain reaches them.
    open override var undoManager: UndoManager? {
        ownUndoManager
    }

    /// The window's scene, whose `next` is the application, as in UIKit since iOS 13; the
    /// application for a window that is in no scene.
    open override var next: UIResponder? {
        windowScene ?? application
    }

    // MARK: Undo and redo keys

    /// Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y redo, on the undo manager the first responder
    /// finds along its chain (a text field being edited answers its own). Reached last on the
    /// chain, so a responder's own key commands for these keys win.
    open override var keyCommands: [UIKeyCommand]? {
        UIWindow.undoKeyCommands + (super.keyCommands ?? [])
    }

    open override class var actionTable: ActionTable {
        super.actionTable.on(.undo, UIWindow.undoFromKeyboard).on(.redo, UIWindow.redoFromKeyboard)
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case .undo: return firstRespondersUndoManager?.canUndo ?? false
        case .redo: return firstRespondersUndoManager?.canRedo ?? false
        default: return super.canPerformAction(action, withSender: sender)
        }
    }

    func undoFromKeyboard(_ sender: Any?) {
        firstRespondersUndoManager?.undo()
    }

    func redoFromKeyboard(_ sender: Any?) {
        firstRespondersUndoManager?.redo()
    }

    private static let undoKeyCommands = [
        UIKeyCommand(title: "Undo", action: .undo, input: "z", modifierFlags: .control),
        UIKeyCommand(title: "Redo", action: .redo, input: "z", modifierFlags: [.control, .shift]),
        UIKeyCommand(title: "Redo", action: .redo, input: "y", modifierFlags: .control),
    ]

    private var firstRespondersUndoManager: UndoManager? {
        (application?.firstResponder ?? self).undoManager
    }

    // MARK: - Internal

    override func hiddenWillChange(to hidden: Bool) {
        guard application != nil else { return }
        rootViewController?.windowVisibilityWillChange(isVisible: !hidden, window: self)
    }

    override func hiddenDidChange() {
        application?.windowVisibilityDidChange(self)
    }

    // MARK: - Private

    private func replaceRootViewController(with controller: UIViewController?) {
        guard controller !== storedRootViewController else { return }
        if let old = storedRootViewController, old.isViewLoaded, old.view.superview === self {
            old.view.removeFromSuperview()
        }
        storedRootViewController = controller
        guard let controller else { return }
        controller.windowServedAsRoot = self
        let view: UIView = controller.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
    }
}
