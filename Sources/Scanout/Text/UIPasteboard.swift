/// The pasteboard copy, cut and paste go through. Behaves as UIKit's `UIPasteboard` for strings:
/// `string`, `strings`, `hasStrings`, `changeCount`, and `changedNotification` when the contents
/// change. Main actor.
///
/// `UIPasteboard.general` belongs to the current application and keeps its strings in memory, so
/// test hosts do not share one. A device that wants a pasteboard shared between processes gives
/// the application one backed by its own `PasteboardStore`:
///
/// ```swift
/// UIApplication.shared.generalPasteboard = UIPasteboard(store: SharedMemoryPasteboardStore())
/// ```
@preconcurrency @MainActor
open class UIPasteboard {
    /// Posted (object: the pasteboard) after its contents change through this object.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// The application's general pasteboard.
    open class var general: UIPasteboard {
        UIApplication.shared.generalPasteboard
    }

    /// Where the items live.
    public let store: PasteboardStore

    /// A pasteboard over `store`; a fresh in-memory one by default.
    public init(store: PasteboardStore = InMemoryPasteboardStore()) {
        self.store = store
    }

    /// The first string, or nil when there is none. Setting replaces every item with one string
    /// (nil empties the pasteboard).
    open var string: String? {
        get { store.strings.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every string on the pasteboard, or nil when there is none. Setting replaces the items.
    open var strings: [String]? {
        get { store.strings.isEmpty ? nil : store.strings }
        set {
            store.setStrings(newValue ?? [])
            NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
        }
    }

    /// Whether there is at least one string, without reading them.
    open var hasStrings: Bool {
        !store.strings.isEmpty
    }

    /// Goes up by one each time the contents change, from any writer of the store.
    open var changeCount: Int {
        store.changeCount
    }
}

/// The storage behind a `UIPasteboard`: the seam for a pasteboard shared between processes.
/// `setStrings` must increase `changeCount`.
@preconcurrency @MainActor
public protocol PasteboardStore: AnyObject {
    var strings: [String] { get }
    var changeCount: Int { get }
    func setStrings(_ strings: [String])
}

/// A pasteboard store in this process's memory.
@preconcurrency @MainActor
public final class InMemoryPasteboardStore: PasteboardStore {
    public private(set) var strings: [String] = []
    public private(set) var changeCount = 0

    public init() {}

    public func setStrings(_ strings: [String]) {
        self.strings = strings
        changeCount += 1
    }
}
