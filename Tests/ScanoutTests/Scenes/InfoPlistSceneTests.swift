import FoundationEssentials
import Glibc
import ScanoutTesting
import Testing

@testable import Scanout

/// The app's `Info.plist` as UIKit reads it: XML or binary, Xcode's build settings substituted,
/// the scene manifest naming the scene delegate; a broken file is a named warning, never a trap.
@MainActor
@Suite(.serialized) struct InfoPlistSceneTests {
    final class PlistAppDelegate: UIResponder, UIApplicationDelegate {
        nonisolated(unsafe) static var configurationName: String? = "Default Configuration"

        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            UISceneConfiguration(name: PlistAppDelegate.configurationName, sessionRole: connectingSceneSession.role)
        }
    }

    static let manifestXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleDisplayName</key>
            <string>Check-in</string>
            <key>CFBundleShortVersionString</key>
            <string>2.4</string>
            <key>CFBundleIdentifier</key>
            <string>com.example.checkin</string>
            <key>LSRequiresIPhoneOS</key>
            <true/>
            <key>UIRequiredDeviceCapabilities</key>
            <array><string>armv7</string></array>
            <key>Retries</key>
            <integer>3</integer>
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UIApplicationSupportsMultipleScenes</key>
                <false/>
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array>
                        <dict>
                            <key>UISceneConfigurationName</key>
                            <string>Default Configuration</string>
                            <key>UISceneDelegateClassName</key>
                            <string>$(PRODUCT_MODULE_NAME).PlistFirstSceneDelegate</string>
                        </dict>
                        <dict>
                            <key>UISceneConfigurationName</key>
                            <string>Kiosk</string>
                            <key>UISceneDelegateClassName</key>
                            <string>${PRODUCT_MODULE_NAME}.PlistSecondSceneDelegate</string>
                            <key>UISceneClassName</key>
                            <string>$(PRODUCT_MODULE_NAME).PlistKioskScene</string>
                        </dict>
                    </array>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    static func write(_ contents: String, name: String = "Info.plist") throws -> String {
        let directory = FileManager.default.temporaryDirectory.path + "/scanout-infoplist-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + name
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func anXMLInfoPlistReadsAsFoundationGivesIt() throws {
        let info = try InfoPropertyList.read(path: Self.write(Self.manifestXML))
        #expect(info.dictionary["CFBundleDisplayName"] as? String == "Check-in")
        #expect(info.dictionary["LSRequiresIPhoneOS"] as? Bool == true)
        #expect(info.dictionary["Retries"] as? Int == 3)
        #expect(info.dictionary["UIRequiredDeviceCapabilities"] as? [String] == ["armv7"])
        let manifest = try #require(info.dictionary["UIApplicationSceneManifest"] as? [String: Any])
        #expect(manifest["UIApplicationSupportsMultipleScenes"] as? Bool == false)
    }

    @Test func aBinaryInfoPlistReadsTheSame() throws {
        struct Info: Encodable {
            let CFBundleShortVersionString = "2.4"
            let Ratio = 1.5
            let Flags = [true, false]
        }
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let data = try encoder.encode(Info())
        let path = try Self.write("", name: "Binary.plist")
        try data.write(to: URL(fileURLWithPath: path))
        let info = try InfoPropertyList.read(path: path)
        #expect(info.dictionary["CFBundleShortVersionString"] as? String == "2.4")
        #expect(info.dictionary["Ratio"] as? Double == 1.5)
        #expect(info.dictionary["Flags"] as? [Bool] == [true, false])
    }

    @Test func xcodesBuildSettingsAreSubstituted() {
        let substitute = { InfoPropertyList.substitutingBuildSettings(in: $0, module: "Kiosk", product: "kiosk-app") }
        #expect(substitute("$(PRODUCT_MODULE_NAME).SceneDelegate") == "Kiosk.SceneDelegate")
        #expect(substitute("${PRODUCT_MODULE_NAME}.SceneDelegate") == "Kiosk.SceneDelegate")
        #expect(substitute("$(PRODUCT_NAME) $(EXECUTABLE_NAME) $(DEVELOPMENT_LANGUAGE)") == "kiosk-app kiosk-app en")
        #expect(substitute("$(UNKNOWN_SETTING)") == "$(UNKNOWN_SETTING)")
        #expect(substitute("") == "")
    }

    @Test func theManifestNamesTheSceneDelegateByConfigurationName() throws {
        let path = try Self.write(Self.manifestXML)
        PlistAppDelegate.configurationName = "Default Configuration"
        let first = TestHost(infoPlist: path, launching: { PlistAppDelegate() })
        #expect(first.application.connectedScenes.first?.delegate is PlistFirstSceneDelegate)
        #expect(first.warnings.isEmpty)

        PlistAppDelegate.configurationName = "Kiosk"
        let second = TestHost(infoPlist: path, launching: { PlistAppDelegate() })
        let scene = try #require(second.application.connectedScenes.first)
        #expect(scene is PlistKioskScene)
        #expect(scene.delegate is PlistSecondSceneDelegate)
        #expect(scene.session.configuration.delegateClass == PlistSecondSceneDelegate.self)
        PlistAppDelegate.configurationName = "Default Configuration"
    }

    @Test func theInfoPlistsInterfaceStyleIsEveryWindowsStart() throws {
        func style(_ value: String) throws -> TestHost {
            let plist = Self.manifestXML.replacing(
                "<key>Retries</key>", with: "<key>UIUserInterfaceStyle</key><string>\(value)</string><key>Retries</key>"
            )
            return TestHost(infoPlist: try Self.write(plist, name: "Style.plist"), launching: { PlistAppDelegate() })
        }
        let dark = try style("Dark")
        #expect(dark.window.traitCollection.userInterfaceStyle == .dark)
        #expect(UIWindow(frame: .zero).traitCollection.userInterfaceStyle == .dark)
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .light
        dark.window.rootViewController = controller
        #expect(controller.view.traitCollection.userInterfaceStyle == .light)

        #expect(try style("Automatic").window.traitCollection.userInterfaceStyle == .light)
        let odd = try style("Sideways")
        #expect(odd.window.traitCollection.userInterfaceStyle == .light)
        #expect(odd.warnings.contains { $0.contains("UIUserInterfaceStyle is Sideways") })
    }

    @Test func supportedOrientationsAreReadAndAScreenOfAnotherShapeIsWarnedAbout() throws {
        func launch(_ orientations: [String], size: CGSize) throws -> TestHost {
            let list = "<array>" + orientations.map { "<string>\($0)</string>" }.joined() + "</array>"
            let plist = Self.manifestXML.replacing(
                "<key>Retries</key>", with: "<key>UISupportedInterfaceOrientations</key>\(list)<key>Retries</key>")
            return TestHost(
                size: size, infoPlist: try Self.write(plist, name: "Orientations.plist"), launching: { PlistAppDelegate() })
        }
        let portraitOnly = try launch(["UIInterfaceOrientationPortrait"], size: CGSize(width: 800, height: 480))
        #expect(portraitOnly.application.supportedInterfaceOrientations(for: portraitOnly.window) == .portrait)
        #expect(
            portraitOnly.warnings.contains {
                $0.contains("UISupportedInterfaceOrientations allows only portrait, but the screen is landscape (800x480)")
            })
        let fits = try launch(["UIInterfaceOrientationPortrait"], size: CGSize(width: 480, height: 800))
        #expect(!fits.warnings.contains { $0.contains("UISupportedInterfaceOrientations") })
        let both = try launch(
            ["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight", "Nonsense"],
            size: CGSize(width: 800, height: 480))
        #expect(both.application.supportedInterfaceOrientations(for: nil) == .landscape)
        #expect(!both.warnings.contains { $0.contains("UISupportedInterfaceOrientations") })
        // None it knows: as if it said nothing.
        let unknown = try launch(["Sideways"], size: CGSize(width: 480, height: 800))
        #expect(unknown.application.supportedInterfaceOrientations(for: nil) == .all)
    }

    @Test func brokenInfoPlistsAreNamedAndTheAppStartsWithoutThem() throws {
        let cases = [
            ("empty", ""),
            ("not a plist", "this is not a property list"),
            ("an array", "<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>"),
            ("truncated", String(Self.manifestXML.prefix(400))),
            (
                "a class that is not there",
                Self.manifestXML.replacing("PlistFirstSceneDelegate", with: "NoSuchDelegate")
            ),
        ]
        for (label, contents) in cases {
            let path = try Self.write(contents, name: "Broken.plist")
            let host = TestHost(infoPlist: path, launching: { PlistAppDelegate() })
            #expect(host.warnings.contains { $0.contains(path) }, "\(label)")
            #expect(host.application.connectedScenes.first?.delegate == nil, "\(label)")
            #expect(host.application.applicationState == .active, "\(label)")
        }
        let missing = TestHost(infoPlist: "/nonexistent/Info.plist", launching: { PlistAppDelegate() })
        #expect(missing.warnings.contains { $0.contains("/nonexistent/Info.plist") })
    }
}

// Top level: `NSClassFromString` finds a class by its dotted name only at the top level of a module
// (nested ones by their mangled name), as Info.plist names them.
final class PlistFirstSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

final class PlistSecondSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

final class PlistKioskScene: UIWindowScene {}
