import Glibc
import ScanoutTesting
import Testing

@testable import Scanout

extension Selector {
    fileprivate static let modelRefresh = Selector("modelRefresh:")
}

private final class Model: NSObject {
    var refreshes = 0
    override class var actionTable: ActionTable { super.actionTable.on(.modelRefresh, Model.refresh) }
    func refresh(_ sender: Any?) { refreshes += 1 }
}

private final class Badge: NSObject {
    let number: Int
    init(number: Int) { self.number = number }
    override func isEqual(_ object: Any?) -> Bool { (object as? Badge)?.number == number }
    override var hash: Int { number }
    override var description: String { "Badge \(number)" }
}

/// `NSObject`, `NSValue`, `NSNumber` and `Bundle`: Foundation's semantics without its runtime.
@MainActor
@Suite struct NSObjectTests {
    @Test func equalityAndHashingFollowIsEqualAndHash() {
        let a = Badge(number: 7)
        let b = Badge(number: 7)
        #expect(a == b)
        #expect(a !== b)
        #expect(Set([a, b, Badge(number: 8)]).count == 2)
        #expect(NSObject() != NSObject())
        #expect(a.description == "Badge 7")
        #expect(NSObject().description.hasPrefix("<NSObject: 0x"))
    }

    @Test func respondsToTheActionsItsClassDeclares() {
        let model = Model()
        #expect(model.responds(to: .modelRefresh))
        #expect(!model.responds(to: .copy))
        #expect(!NSObject().responds(to: .modelRefresh))
        #expect(model.isKind(of: NSObject.self))
        #expect(!model.isMember(of: NSObject.self))
    }

    @Test func respondersAnswerAsNSObjectsDo() {
        let button = UIButton(type: .system)
        #expect(button.isKind(of: UIControl.self))
        #expect(button.isKind(of: UIResponder.self))
        #expect(!button.isKind(of: UILabel.self))
        #expect(button.isMember(of: UIButton.self))
        #expect(!button.isMember(of: UIView.self))
        // Views and plain objects side by side, as `[NSObjectProtocol]`.
        let objects: [any NSObjectProtocol] = [button, Model(), UIViewController()]
        #expect(objects.filter { $0.isKind(of: UIResponder.self) }.count == 2)
    }

    @Test func selectorObserverMayBeAnNSObject() {
        let model = Model()
        let name = Notification.Name("ModelShouldRefresh")
        NotificationCenter.default.addObserver(model, selector: .modelRefresh, name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.removeObserver(model)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(model.refreshes == 1)
    }

    @Test func valuesBoxGeometryAndCompareByValue() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(range: NSRange(location: 2, length: 3)).rangeValue == NSRange(location: 2, length: 3))
        #expect(NSValue(cgRect: rect) == NSValue(cgRect: rect))
        #expect(NSValue(cgRect: rect).hash == NSValue(cgRect: rect).hash)
        #expect(NSValue(cgRect: rect) != NSValue(cgRect: .zero))
        // A mismatched accessor answers zero, as Foundation's does.
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 1)).cgRectValue == .zero)
    }

    @Test func numbersConvertOnRead() {
        let duration = NSNumber(value: 0.25)
        #expect(duration.doubleValue == 0.25)
        #expect(duration.intValue == 0)
        #expect(NSNumber(value: 3).doubleValue == 3)
        #expect(NSNumber(value: 2.9).intValue == 2)
        #expect(NSNumber(value: true).boolValue)
        #expect(NSNumber(value: UInt(7) << 16).uintValue == 7 << 16)
        #expect(NSNumber(value: 1) == NSNumber(value: 1.0))
        #expect(NSNumber(value: 1).hash == NSNumber(value: 1.0).hash)
        #expect(NSNumber(value: 1).compare(NSNumber(value: 2)) == .orderedAscending)
        let literal: NSNumber = 42
        #expect(literal.stringValue == "42")
        let info: [AnyHashable: Any] = ["curve": NSNumber(value: 3)]
        #expect((info["curve"] as? NSNumber)?.intValue == 3)
        #expect(info["curve"] as? NSValue != nil)
    }

    @Test func mainBundleIsTheExecutablesFolder() throws {
        let main = Bundle.main
        #expect(main.resourcePath == main.bundlePath + "/Resources")
        #expect(FileManager.default.fileExists(atPath: main.bundlePath))
        #expect(main.path(forResource: "no-such-resource", ofType: "json") == nil)
    }

    @Test func bundleFindsResourcesInItsResourcesFolder() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/scanout-bundle-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder + "/Resources/Data", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/Resources/visitors.json", contents: Data("[]".utf8)))
        #expect(FileManager.default.createFile(atPath: folder + "/Resources/Data/hosts.csv", contents: Data()))

        let bundle = try #require(Bundle(path: folder))
        #expect(bundle.path(forResource: "visitors", ofType: "json") == folder + "/Resources/visitors.json")
        #expect(bundle.path(forResource: "visitors.json", ofType: nil) == folder + "/Resources/visitors.json")
        #expect(bundle.url(forResource: "visitors", withExtension: "json")?.path == folder + "/Resources/visitors.json")
        #expect(bundle.url(forResource: "hosts", withExtension: "csv", subdirectory: "Data") != nil)
        #expect(bundle.path(forResource: "visitors", ofType: "xml") == nil)
        #expect(
            bundle.path(forResource: "Data", ofType: nil) == folder + "/Resources/Data",
            "a folder is a resource too, as in Foundation (a language's .lproj, a Settings.bundle)")
        #expect(Bundle(path: folder + "/missing") == nil)
    }
}
