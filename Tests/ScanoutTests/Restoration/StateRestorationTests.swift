import FoundationEssentials
import ScanoutTesting
import Testing

@testable import Scanout

/// A kiosk that loses power comes back on the screen it was on: a launched app (through
/// `TestHost(launching:)`, the device's start) saves its view controllers as UIKit's state
/// restoration does, and a second launch with the same saved-state folder — the next boot —
/// finds the navigation stack, the presented screen and the text it had.
@MainActor
@Suite(.serialized) struct StateRestorationTests {
    /// What the app saw, across launches.
    static var log: [String] = []

    final class HomeViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
        }
    }

    /// A screen pushed by the app, made again at launch by its restoration class.
    final class VisitorViewController: UIViewController, UIViewControllerRestoration {
        let nameField = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        var visitorNumber = 0
        var restoredName: String?
        nonisolated(unsafe) static var refuses = false

        override init(nibName: String?, bundle: Bundle?) {
            super.init(nibName: nibName, bundle: bundle)
            restorationIdentifier = "visitor"
            restorationClass = VisitorViewController.self
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            nameField.accessibilityLabel = "Name"
            view.addSubview(nameField)
        }

        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
            -> UIViewController?
        {
            StateRestorationTests.log.append("make \(identifierComponents.joined(separator: "/"))")
            return refuses ? nil : VisitorViewController()
        }

        override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(nameField.text, forKey: "name")
            coder.encode(visitorNumber, forKey: "number")
        }

        override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            restoredName = coder.decodeObject(forKey: "name") as? String
            nameField.text = restoredName
            visitorNumber = coder.decodeInteger(forKey: "number")
            StateRestorationTests.log.append("decode visitor \(visitorNumber)")
        }

        override func applicationFinishedRestoringState() {
            StateRestorationTests.log.append("finished visitor")
        }
    }

    /// A confirmation presented over the stack; the app delegate makes it at launch.
    final class ConfirmViewController: UIViewController {
        override func encodeRestorableState(with coder: NSCoder) {
            coder.encode(true, forKey: "shown")
        }
    }

    final class KioskAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        nonisolated(unsafe) static var savesState = true
        nonisolated(unsafe) static var restoresState = true

        required override init() { super.init() }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            let home = HomeViewController()
            home.restorationIdentifier = "home"
            let navigation = UINavigationController(rootViewController: home)
            navigation.restorationIdentifier = "navigation"
            window = UIWindow(frame: application.screen.bounds)
            window?.rootViewController = navigation
            window?.makeKeyAndVisible()
            return true
        }

        func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
            KioskAppDelegate.savesState
        }

        func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
            KioskAppDelegate.restoresState
        }

        func application(
            _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
            coder: NSCoder
        ) -> UIViewController? {
            StateRestorationTests.log.append("delegate makes \(identifierComponents.joined(separator: "/"))")
            guard identifierComponents.last == "confirm" else { return nil }
            let confirm = ConfirmViewController()
            confirm.restorationIdentifier = "confirm"
            return confirm
        }

        func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
            coder.encode("2.1", forKey: "version")
        }

        func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
            StateRestorationTests.log.append("app decoded \(coder.decodeObject(forKey: "version") as? String ?? "-")")
        }
    }

    struct Folder {
        let path =
            FileManager.default.temporaryDirectory.path + "/scanout-restoration-\(UInt32.random(in: 0...UInt32.max))"
        var file: String { path + "/RestorationState.plist" }
        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    static func launch(_ folder: Folder) -> TestHost {
        TestHost(size: CGSize(width: 480, height: 640), savedStateDirectory: folder.path) { KioskAppDelegate() }
    }

    static func reset() {
        log = []
        KioskAppDelegate.savesState = true
        KioskAppDelegate.restoresState = true
        VisitorViewController.refuses = false
    }

    static func navigation(of host: TestHost) throws -> UINavigationController {
        try #require(host.window.rootViewController as? UINavigationController)
    }

    /// The first boot: a visitor's screen pushed, a name typed on the keyboard. No terminate, no
    /// background: the power goes a few seconds after the last key.
    static func visitTypingAName(_ folder: Folder) throws {
        let host = launch(folder)
        let visitor = VisitorViewController()
        visitor.visitorNumber = 42
        try navigation(of: host).pushViewController(visitor, animated: true)
        host.advance(by: 1)
        try host.tap("Name")
        host.type("Ada")
        host.advance(by: 2)
        #expect(visitor.nameField.text == "Ada")
    }

    @Test func afterAPowerCutTheAppComesBackOnTheScreenItWasOnWithItsText() throws {
        Self.reset()
        let folder = Folder()
        defer { folder.remove() }
        try Self.visitTypingAName(folder)

        Self.log = []
        let host = Self.launch(folder)
        #expect(FileManager.default.fileExists(atPath: folder.file))
        let navigation = try Self.navigation(of: host)
        #expect(navigation.viewControllers.count == 2)
        let visitor = try #require(navigation.topViewController as? VisitorViewController)
        #expect(visitor.nameField.text == "Ada")
        #expect(visitor.visitorNumber == 42)
        #expect(navigation.viewControllers.first is HomeViewController)
        #expect(
            Self.log == [
                "make navigation/visitor", "decode visitor 42", "finished visitor", "app decoded 2.1",
            ])
        // It is on screen, and works: typing goes on where it was.
        _ = host.render()
        try host.tap("Name")
        host.type("!")
        #expect(visitor.nameField.text == "Ada!")
    }

    @Test func aPresentedScreenComesBackOverItsStack() throws {
        Self.reset()
        let folder = Folder()
        defer { folder.remove() }
        do {
            let host = Self.launch(folder)
            let visitor = VisitorViewController()
            try Self.navigation(of: host).pushViewController(visitor, animated: false)
            let confirm = ConfirmViewController()
            confirm.restorationIdentifier = "confirm"
            visitor.present(confirm, animated: true)
            host.advance(by: 1)
            host.moveToBackground()
        }
        let host = Self.launch(folder)
        host.advance(by: 1)
        let navigation = try Self.navigation(of: host)
        #expect(navigation.topViewController is VisitorViewController)
        // The navigation controller presents for its children (it fills the window), so the saved
        // path is the presenter's, as it was at the save.
        #expect(navigation.presentedViewController is ConfirmViewController)
        #expect(Self.log.contains("delegate makes navigation/confirm"))
    }

    @Test func withoutTheDelegatesConsentNothingIsSavedOrRestored() throws {
        Self.reset()
        let folder = Folder()
        defer { folder.remove() }
        KioskAppDelegate.savesState = false
        try Self.visitTypingAName(folder)
        Self.launch(folder).terminate()
        // Nothing to keep: no file, and not even the folder.
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        KioskAppDelegate.savesState = true
        #expect(try Self.navigation(of: Self.launch(folder)).viewControllers.count == 1)

        // Saved, but the next launch declines: it starts on its first screen.
        try Self.visitTypingAName(folder)
        KioskAppDelegate.restoresState = false
        Self.log = []
        #expect(try Self.navigation(of: Self.launch(folder)).viewControllers.count == 1)
        #expect(Self.log.isEmpty)
    }

    @Test func aControllerThatCannotBeMadeIsLeftOutWithTheRestOfItsStack() throws {
        Self.reset()
        let folder = Folder()
        defer { folder.remove() }
        try Self.visitTypingAName(folder)
        VisitorViewController.refuses = true
        Self.log = []
        let host = Self.launch(folder)
        #expect(try Self.navigation(of: host).viewControllers.count == 1)
        #expect(Self.log == ["make navigation/visitor", "app decoded 2.1"])
    }

    @Test func aDamagedFileIsSetAsideAndTheAppStartsOnItsFirstScreen() throws {
        Self.reset()
        let folder = Folder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        for damaged in [Array("not a plist".utf8), [], Array("bplist00".utf8)] {
            #expect(FileManager.default.createFile(atPath: folder.file, contents: Data(damaged)))
            #expect(try Self.navigation(of: Self.launch(folder)).viewControllers.count == 1)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.filter { $0.hasPrefix("RestorationState.plist.unreadable-") }.count == 3, "\(names)")
    }

    @Test func theScenesActivityIsItsSessionsAtTheNextConnection() throws {
        Self.reset()
        let folder = Folder()
        defer { folder.remove() }
        final class SceneApp: UIResponder, UIApplicationDelegate {
            required override init() { super.init() }
            func application(
                _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                options: UIScene.ConnectionOptions
            ) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
                configuration.delegateClass = ActivityScene.self
                return configuration
            }
        }
        final class ActivityScene: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            nonisolated(unsafe) static var received: [String: Any]?
            required override init() { super.init() }
            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                ActivityScene.received = session.stateRestorationActivity?.userInfo as? [String: Any]
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
            }
            func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                let activity = NSUserActivity(activityType: "org.scanout.tests.visit")
                activity.userInfo = ["step": 3, "name": "Ada", "nan": Double.nan, "nested": ["a": [1, 2]]]
                return activity
            }
        }
        ActivityScene.received = nil
        TestHost(savedStateDirectory: folder.path) { SceneApp() }.terminate()
        #expect(ActivityScene.received == nil)
        _ = TestHost(savedStateDirectory: folder.path) { SceneApp() }
        let info = try #require(ActivityScene.received)
        #expect(info["step"] as? Int == 3)
        #expect(info["name"] as? String == "Ada")
        #expect((info["nan"] as? Double)?.isNaN == true)
        #expect((info["nested"] as? [String: Any])?["a"] as? [Int] == [1, 2])
    }

    @Test func hostileStateAndChangesMidTransitionNeverTrap() throws {
        Self.reset()
        let folder = Folder()
        defer { folder.remove() }
        var random = SplitMix64(seed: 0x2E57_0EE5)
        let host = Self.launch(folder)
        let navigation = try Self.navigation(of: host)
        for round in 0..<60 {
            let visitor = VisitorViewController()
            visitor.visitorNumber = Int(bitPattern: UInt(random.next()))
            switch random.next() % 5 {
            case 0: visitor.nameField.text = String(repeating: "é", count: Int(random.next() % 10_000))
            case 1: visitor.nameField.text = "\u{0}\u{1F}\u{202E}"
            case 2: visitor.restorationIdentifier = ""
            case 3: visitor.restorationIdentifier = nil
            default: visitor.nameField.text = nil
            }
            navigation.pushViewController(visitor, animated: true)
            // Saved in the middle of the push's animation, then popped in the middle of another.
            host.advance(by: Double(random.next() % 100) / 1_000)
            if round % 3 == 0 { host.moveToBackground() }
            if round % 3 == 0 { host.moveToForeground() }
            host.tap(at: CGPoint(x: 5, y: 600))
            if random.next() % 2 == 0 { navigation.popViewController(animated: true) }
            host.advance(by: Double(random.next() % 1_500) / 1_000)
        }
        host.terminate()
        // Whatever was saved last restores a whole stack, every entry made by its class.
        let restored = try Self.navigation(of: Self.launch(folder))
        #expect(!restored.viewControllers.isEmpty)
        #expect(restored.viewControllers.first is HomeViewController)
        #expect(restored.viewControllers.dropFirst().allSatisfy { $0 is VisitorViewController })
    }

    @Test func anUnchangedStateIsNotWrittenAgain() throws {
        Self.reset()
        let folder = Folder()
        defer { folder.remove() }
        let host = Self.launch(folder)
        host.moveToBackground()
        host.moveToForeground()
        host.advance(by: 0.5)
        let first = try FileManager.default.attributesOfItem(atPath: folder.file)[.modificationDate] as? Date
        try FileManager.default.removeItem(atPath: folder.file)
        for _ in 0..<200 {
            host.tap(at: CGPoint(x: 5, y: 600))
            host.advance(by: 1.1)
        }
        host.moveToBackground()
        host.advance(by: 0.5)
        // The state never changed, so the file removed above was never written again.
        #expect(first != nil)
        #expect(!FileManager.default.fileExists(atPath: folder.file))
    }
}
