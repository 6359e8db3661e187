import UIKit

// An app as Xcode's iOS App template writes it (UIKit, no storyboard): an app delegate that
// returns the default scene configuration, and a scene delegate that builds the window. The calls
// are logged for the tests. `scanout-port` makes the two delegate classes `final`: Scanout makes
// them with `init()`, which without Objective-C a class that can be subclassed meets only with a
// `required init()`.

/// What the template app's delegates were told, in order.
enum TemplateAppLog {
    static var entries: [String] = []
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        TemplateAppLog.entries.append("app didFinishLaunching")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        TemplateAppLog.entries.append("app configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        TemplateAppLog.entries.append("app didBecomeActive")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        TemplateAppLog.entries.append("app willTerminate")
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        TemplateAppLog.entries.append("scene willConnect")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = TemplateViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        TemplateAppLog.entries.append("scene didDisconnect")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        TemplateAppLog.entries.append("scene didBecomeActive")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        TemplateAppLog.entries.append("scene willResignActive")
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        TemplateAppLog.entries.append("scene willEnterForeground")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        TemplateAppLog.entries.append("scene didEnterBackground")
    }
}

class TemplateViewController: UIViewController {
    let button = UIButton(type: .system)
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        button.setTitle("Start", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
        button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        view.addSubview(button)
    }
}
