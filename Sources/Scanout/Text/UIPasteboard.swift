/// The pasteboard copy, cut and paste go through. Behaves as UIKit's `UIPasteboard`: items, each
/// holding one value under one or more type identifiers, read and written as strings, URLs,
/// images, colours, raw data or whole items; `changeCount`, and `changedNotification` when the
/// contents change. Main actor.
///
/// `UIPasteboard.general` belongs to the current application and keeps its items in memory, so
/// test hosts do not share one. Named pasteboards (`UIPasteboard(name:create:)`,
/// `withUniqueName()`) live as long as the application. A device that wants a pasteboard shared
/// between processes gives the application one backed by its own `PasteboardStore`:
///
/// ```swift
/// UIApplication.shared.generalPasteboard = UIPasteboard(store: SharedMemoryPasteboardStore())
/// ```
@preconcurrency @MainActor
open class UIPasteboard {
    /// Posted (object: the pasteboard) after its contents change through this object.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted (object: the pasteboard) when a named pasteboard is removed.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let general = Name("com.apple.UIKit.pboard.general")
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    /// Options for `setItems(_:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `Date` after which the items are gone.
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
        /// Whether the items stay on this device (always so here).
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
    }

    /// The type identifiers each kind of value is offered under, the first preferred.
    public static let typeListString: [String] = ["public.utf8-plain-text", "public.plain-text", "public.text"]
    public static let typeListURL: [String] = ["public.url"]
    public static let typeListImage: [String] = ["public.png", "public.jpeg", "public.image"]
    public static let typeListColor: [String] = ["com.apple.uikit.color"]
    /// Types read as `String` (`typeListString` and a few more UIKit code names).
    static let stringTypes: Set<String> = Set(typeListString + ["public.utf16-plain-text"])

    /// The application's general pasteboard.
    open class var general: UIPasteboard {
        UIApplication.shared.generalPasteboard
    }

    /// Where the items live.
    public let store: PasteboardStore
    /// The pasteboard's name (`.general` for the general one).
    public let name: Name
    /// Whether items expire: set by `setItems(_:options:)`.
    private var expirationDate: Date?

    /// A pasteboard over `store`; a fresh in-memory one by default.
    public init(store: PasteboardStore = InMemoryPasteboardStore()) {
        self.store = store
        self.name = .general
    }

    private init(name: Name) {
        self.store = InMemoryPasteboardStore()
        self.name = name
    }

    /// The pasteboard called `name`, made when `create` is true and it does not exist yet.
    /// `.general` is the application's general pasteboard.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        // A class cannot return an existing instance from `init`; the named pasteboard's items
        // are kept in one shared store per name, so every instance with the name sees them.
        guard pasteboardName != .general else {
            self.init(sharing: UIPasteboard.general)
            return
        }
        guard let existing = UIPasteboard.named[pasteboardName] ?? (create ? UIPasteboard(name: pasteboardName) : nil)
        else { return nil }
        UIPasteboard.named[pasteboardName] = existing
        self.init(sharing: existing)
    }

    private init(sharing other: UIPasteboard) {
        self.store = other.store
        self.name = other.name
    }

    /// A new pasteboard with a name no other has.
    open class func withUniqueName() -> UIPasteboard {
        uniqueCounter += 1
        let name = Name("com.scanout.pboard.unique-\(uniqueCounter)")
        let pasteboard = UIPasteboard(name: name)
        named[name] = pasteboard
        return pasteboard
    }

    /// Forgets the pasteboard called `name` (not the general one).
    open class func remove(withName pasteboardName: Name) {
        guard let removed = named.removeValue(forKey: pasteboardName) else { return }
        NotificationCenter.default.post(name: UIPasteboard.removedNotification, object: removed)
    }

    private static var named: [Name: UIPasteboard] = [:]
    private static var uniqueCounter = 0

    // MARK: Items

    /// Every item: type identifier to value (a `String`, `URL`, `UIImage`, `UIColor`, `Data`, or
    /// anything the app put there).
    open var items: [[String: Any]] {
        get {
            if let expirationDate, Date() >= expirationDate { return [] }
            return store.items
        }
        set { setItems(newValue) }
    }

    /// Replaces the items; `.expirationDate` makes them go at that time.
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        expirationDate = options[.expirationDate] as? Date
        store.setItems(items.filter { !$0.isEmpty })
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
    }

    /// Adds items after the ones there.
    open func addItems(_ items: [[String: Any]]) {
        setItems(self.items + items)
    }

    open var numberOfItems: Int { items.count }

    /// The types of the first item.
    open var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

    /// Whether the first item offers any of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = items.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    /// The first item's value for `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        items.first?[pasteboardType]
    }

    /// Replaces the items with one holding `value` under `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    /// The first item's value for `pasteboardType` as bytes: data as it is, text as UTF-8, an
    /// image as PNG, a URL as its string.
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let data as Data: data
        case let string as String: Data(string.utf8)
        case let url as URL: Data(url.absoluteString.utf8)
        case let image as UIImage: image.pngData()
        default: nil
        }
    }

    /// Replaces the items with one holding `data` under `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }

    // MARK: Strings

    /// The first string, or nil when there is none. Setting replaces every item with one string
    /// (nil empties the pasteboard).
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every string on the pasteboard (an item's text, or its URL's string when it has only a
    /// URL, as UIKit offers it), or nil when there is none. Setting replaces the items.
    open var strings: [String]? {
        get {
            let found = items.compactMap(UIPasteboard.string(in:))
            return found.isEmpty ? nil : found
        }
        set { setItems((newValue ?? []).map { [UIPasteboard.typeListString[0]: $0] }) }
    }

    /// Whether at least one item holds text.
    open var hasStrings: Bool {
        items.contains { UIPasteboard.string(in: $0) != nil }
    }

    // MARK: URLs

    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// Every item's URL (text that reads as an absolute URL counts), or nil when none.
    open var urls: [URL]? {
        get {
            let found = items.compactMap { item -> URL? in
                if let url = item["public.url"] as? URL { return url }
                if let text = item["public.url"] as? String { return URL(string: text) }
                return nil
            }
            return found.isEmpty ? nil : found
        }
        set {
            setItems(
                (newValue ?? []).map {
                    [UIPasteboard.typeListURL[0]: $0, UIPasteboard.typeListString[0]: $0.absoluteString]
                })
        }
    }

    open var hasURLs: Bool { urls != nil }

    // MARK: Images

    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// Every item's image (a `UIImage`, or PNG or JPEG data decoded), or nil when none.
    open var images: [UIImage]? {
        get {
            let found = items.compactMap { item -> UIImage? in
                for type in UIPasteboard.typeListImage {
                    if let image = item[type] as? UIImage { return image }
                    if let data = item[type] as? Data, let image = UIImage(data: data) { return image }
                }
                return nil
            }
            return found.isEmpty ? nil : found
        }
        set { setItems((newValue ?? []).map { [UIPasteboard.typeListImage[0]: $0] }) }
    }

    open var hasImages: Bool { images != nil }

    // MARK: Colours

    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }

    open var colors: [UIColor]? {
        get {
            let found = items.compactMap { $0[UIPasteboard.typeListColor[0]] as? UIColor }
            return found.isEmpty ? nil : found
        }
        set { setItems((newValue ?? []).map { [UIPasteboard.typeListColor[0]: $0] }) }
    }

    open var hasColors: Bool { colors != nil }

    /// Goes up by one each time the contents change, from any writer of the store.
    open var changeCount: Int {
        store.changeCount
    }

    /// The text of `item`: under a text type, else its URL's string.
    private static func string(in item: [String: Any]) -> String? {
        for type in typeListString {
            if let text = item[type] as? String { return text }
            if let data = item[type] as? Data, let text = String(data: data, encoding: .utf8) { return text }
        }
        if let url = item["public.url"] as? URL { return url.absoluteString }
        return nil
    }
}

/// The storage behind a `UIPasteboard`: the seam for a pasteboard shared between processes.
/// Writing must increase `changeCount`. A store that keeps only text implements `strings` and
/// `setStrings(_:)`; the item requirements then default to text items.
@preconcurrency @MainActor
public protocol PasteboardStore: AnyObject {
    var strings: [String] { get }
    var changeCount: Int { get }
    func setStrings(_ strings: [String])
    /// Every item, type identifier to value.
    var items: [[String: Any]] { get }
    func setItems(_ items: [[String: Any]])
}

extension PasteboardStore {
    public var items: [[String: Any]] {
        strings.map { [UIPasteboard.typeListString[0]: $0] }
    }

    public func setItems(_ items: [[String: Any]]) {
        setStrings(
            items.compactMap { item in UIPasteboard.typeListString.lazy.compactMap { item[$0] as? String }.first })
    }
}

/// A pasteboard store in this process's memory: any items.
@preconcurrency @MainActor
public final class InMemoryPasteboardStore: PasteboardStore {
    public private(set) var items: [[String: Any]] = []
    public private(set) var changeCount = 0

    public init() {}

    public var strings: [String] {
        items.compactMap { item in UIPasteboard.typeListString.lazy.compactMap { item[$0] as? String }.first }
    }

    public func setStrings(_ strings: [String]) {
        setItems(strings.map { [UIPasteboard.typeListString[0]: $0] })
    }

    public func setItems(_ items: [[String: Any]]) {
        self.items = items
        changeCount += 1
    }
}
