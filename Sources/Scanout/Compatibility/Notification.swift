/// A broadcast: a name, the object that sent it, and details. UIKit's keyboard notifications
/// (`UIResponder.keyboardWillShowNotification`, ...) arrive as these.
///
/// FoundationEssentials' `NotificationCenter` has only typed messages; Scanout adds the name-based
/// API UIKit code uses — `addObserver(forName:object:queue:using:)`,
/// `addObserver(_:selector:name:object:)`, `post(name:object:userInfo:)`, `removeObserver(_:)` — on
/// the same `NotificationCenter`, delivered synchronously on the main actor.
public struct Notification: @unchecked Sendable, CustomStringConvertible {
    // Safety: posted and delivered on the main actor only (the name-based API is main-actor).

    /// A notification's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    public var name: Name
    public var object: Any?
    public var userInfo: [AnyHashable: Any]?

    public init(name: Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }

    public var description: String {
        "Notification(name: \(name.rawValue), object: \(object.map { "\($0)" } ?? "nil"))"
    }
}

/// UIKit's spelling of the notification type (`NSNotification.Name`).
public typealias NSNotification = Notification

/// The protocol of Foundation objects: `NSObject` and `UIResponder` (so every view and controller)
/// adopt it, and it is what `addObserver(forName:object:queue:using:)` returns (pass that to
/// `removeObserver(_:)`). Adopters answer `isKind(of:)` and `isMember(of:)`.
public protocol NSObjectProtocol: AnyObject {}

/// Stand-in for the queue a block observer runs on. Scanout delivers on the main actor, at once,
/// whatever is passed; `.main` and `nil` exist so UIKit code compiles unchanged.
public final class OperationQueue: Sendable {
    public static let main = OperationQueue()

    private init() {}
}

extension NotificationCenter {
    /// Calls `block` for every notification named `name` (any name when nil) from `object` (any
    /// sender when nil) until the returned token is removed.
    @MainActor
    @discardableResult
    public func addObserver(
        forName name: Notification.Name?, object: Any?, queue: OperationQueue?,
        using block: @escaping @MainActor (Notification) -> Void
    ) -> NSObjectProtocol {
        let token = NotificationObserverToken()
        NotificationRegistry.add(
            NotificationRegistry.Observation(
                observer: token, name: name, sender: object.map { $0 as AnyObject },
                deliver: { block($0) }),
            to: self)
        return token
    }

    /// Sends `selector` to `observer` with the notification for every notification named `name`
    /// from `object`. The observer is held weakly and must declare the selector in its
    /// `actionTable` (see `ActionTable`).
    @MainActor
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
        guard let target = observer as? ActionTarget, target.responds(to: selector) else {
            preconditionFailure(
                "\(type(of: observer)) does not implement '\(selector)'. Declare it in its actionTable.")
        }
        NotificationRegistry.add(
            NotificationRegistry.Observation(
                observer: target, name: name, sender: object.map { $0 as AnyObject },
                deliver: { [weak target] notification in target?.perform(selector, with: notification) }),
            to: self)
    }

    /// Stops every observation `observer` made (or the one a token stands for). Nonisolated, as
    /// in Foundation, so a plain `deinit` can call it; call it on the main thread.
    ///
    /// Takes `AnyObject` where Foundation's takes `Any`: observers are objects, and the more
    /// specific parameter is what makes a call pick this method over Foundation's in a file that
    /// imports both.
    public nonisolated func removeObserver(_ observer: AnyObject) {
        let observer = ObjectIdentifier(observer)
        runOnMainActorSoon {
            NotificationRegistry.remove(observer, name: nil, from: self)
        }
    }

    /// Stops `observer`'s observations of `name` (all names when nil). Nonisolated, like
    /// `removeObserver(_:)`.
    public nonisolated func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        let observer = ObjectIdentifier(observer)
        runOnMainActorSoon {
            NotificationRegistry.remove(observer, name: name, from: self)
        }
    }

    /// Delivers `notification` to its observers, in the order they registered, before returning.
    @MainActor
    public func post(_ notification: Notification) {
        NotificationRegistry.deliver(notification, from: self)
    }

    @MainActor
    public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }

    /// Posts one of the framework's notifications (lifecycle, keyboard, menu, text) to the
    /// observers of `application`, the one it is about, whichever application's turn it is; to
    /// the running application's with none (a text field outside any window).
    @MainActor
    package func post(
        name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil, for application: UIApplication?
    ) {
        NotificationRegistry.deliver(
            Notification(name: name, object: object, userInfo: userInfo), from: self,
            in: application?.context ?? ApplicationContext.active)
    }
}

/// The token of a block observer.
final class NotificationObserverToken: NSObjectProtocol {}

/// The name-based observations of every notification center, by center.
@preconcurrency @MainActor
enum NotificationRegistry {
    struct Observation {
        weak var observer: AnyObject?
        /// A block observer's token, held until removed, as Foundation's center holds it: code
        /// that drops the token (an app delegate observing for the app's life) goes on observing.
        let keptToken: NotificationObserverToken?
        let name: Notification.Name?
        weak var sender: AnyObject?
        let hasSender: Bool
        let deliver: @MainActor (Notification) -> Void

        init(
            observer: AnyObject, name: Notification.Name?, sender: AnyObject?,
            deliver: @escaping @MainActor (Notification) -> Void
        ) {
            self.observer = observer
            self.keptToken = observer as? NotificationObserverToken
            self.name = name
            self.sender = sender
            self.hasSender = sender != nil
            self.deliver = deliver
        }
    }

    /// Each center's observations with the center itself, held weakly: a center that is freed
    /// takes its observations with it, instead of leaving them to a new center that happens to be
    /// allocated at the same address (and so gets the same `ObjectIdentifier`).
    struct Registrations {
        var center: WeakLink<NotificationCenter>
        var observations: [Observation] = []
    }

    // The registrations are the active application's (`ApplicationContext`): an observer
    // registered while one test host runs is not told of another's notifications. Changed in
    // place through the context (a class), not copied out and back.

    static func add(_ observation: Observation, to center: NotificationCenter) {
        let key = ObjectIdentifier(center)
        let context = ApplicationContext.active
        if context.notificationRegistrations[key]?.center.object !== center {
            // A center seen for the first time, or at a freed one's address: start afresh, and drop
            // what freed centers left behind.
            context.notificationRegistrations = context.notificationRegistrations.filter {
                $0.value.center.object != nil
            }
            context.notificationRegistrations[key] = Registrations(center: WeakLink(center))
        }
        context.notificationRegistrations[key]?.observations.append(observation)
    }

    static func remove(_ observer: ObjectIdentifier, name: Notification.Name?, from center: NotificationCenter) {
        let key = ObjectIdentifier(center)
        let context = ApplicationContext.active
        guard context.notificationRegistrations[key]?.center.object === center else { return }
        context.notificationRegistrations[key]?.observations.removeAll { observation in
            guard let current = observation.observer else { return true }
            return ObjectIdentifier(current) == observer && (name == nil || observation.name == name)
        }
    }

    /// Posting is frequent (a text view's every edit) and observers few: one lookup, the sender
    /// made an object only for an observation that names one, and observers that went away
    /// dropped only when there are some.
    static func deliver(
        _ notification: Notification, from center: NotificationCenter,
        in context: ApplicationContext = ApplicationContext.active
    ) {
        let key = ObjectIdentifier(center)
        guard let entry = context.notificationRegistrations[key], entry.center.object === center else { return }
        var sender: AnyObject??
        var someWentAway = false
        // The observations when posted: those added while delivering see the next post.
        for observation in entry.observations {
            guard observation.observer != nil else {
                someWentAway = true
                continue
            }
            if let name = observation.name, name != notification.name { continue }
            if observation.hasSender {
                if sender == nil { sender = .some(notification.object.map { $0 as AnyObject }) }
                guard let expected = observation.sender, let sender = sender ?? nil, expected === sender else {
                    continue
                }
            }
            observation.deliver(notification)
        }
        if someWentAway {
            context.notificationRegistrations[key]?.observations.removeAll { $0.observer == nil }
        }
    }
}
