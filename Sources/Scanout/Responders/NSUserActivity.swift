/// A piece of the user's work the app can save and later resume ("editing visitor 42").
///
/// Responders associate with an activity by setting their `userActivity`. When the activity
/// `needsSave`, the application asks each associated responder to `updateUserActivityState(_:)`
/// at the end of the current turn, then tells the delegate with
/// `application(_:didUpdate:)`. To resume, the app hands an activity to
/// `restoreUserActivityState(_:)` of the responders that can use it. Main actor.
@preconcurrency @MainActor
open class NSUserActivity: @MainActor CustomStringConvertible {
    /// The kind of activity, in reverse-DNS form ("com.example.kiosk.check-in").
    public let activityType: String
    open var title: String?
    /// Plist-like values that describe the activity's state.
    open var userInfo: [AnyHashable: Any]?
    /// Whether the state changed and responders should be asked to update it.
    open var needsSave = false {
        didSet { if needsSave { ApplicationContext.active.application?.userActivityNeedsSave(self) } }
    }
    public private(set) var isCurrent = false
    public private(set) var isValid = true

    private var responders: [WeakLink<UIResponder>] = []

    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Merges `otherDictionary` into `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        info.merge(otherDictionary) { _, new in new }
        userInfo = info
    }

    /// Marks this the activity the user is doing now; its state is gathered at once.
    open func becomeCurrent() {
        guard isValid else { return }
        isCurrent = true
        needsSave = true
    }

    open func resignCurrent() {
        isCurrent = false
    }

    /// Ends the activity for good: it is no longer current and no longer saved.
    open func invalidate() {
        isValid = false
        isCurrent = false
        responders.removeAll()
    }

    open var description: String {
        "<NSUserActivity: \(objectAddress(self)); activityType = \(activityType)>"
    }

    // MARK: - Internal

    /// The responders whose `userActivity` is this activity.
    var associatedResponders: [UIResponder] {
        responders.compactMap(\.object)
    }

    func addResponder(_ responder: UIResponder) {
        guard !responders.contains(where: { $0.object === responder }) else { return }
        responders.append(WeakLink(responder))
    }

    func removeResponder(_ responder: UIResponder) {
        responders.removeAll { $0.object === responder || $0.object == nil }
    }

    /// Lets every associated responder write its state, then clears `needsSave`.
    func updateFromResponders() {
        guard isValid else { return }
        for responder in associatedResponders {
            responder.updateUserActivityState(self)
        }
        needsSave = false
    }
}

/// Equal when identical, as an `NSObject` is: activities go in sets (a scene's connection
/// options).
extension NSUserActivity: Hashable {
    public nonisolated static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
