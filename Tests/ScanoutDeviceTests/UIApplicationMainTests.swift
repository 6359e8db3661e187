import Scanout
import Testing

@testable import ScanoutDevice

final class ClassicAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let madeByTheLaunch = true
}

final class NotADelegate: UIResponder {}

/// How `UIApplicationMain(argc, argv, principalClassName, delegateClassName)` finds what it
/// starts, before anything runs (the launch itself is Examples/HelloKiosk's launch test).
@MainActor
@Suite struct UIApplicationMainTests {
    @Test func theDelegateNamedByNSStringFromClassIsMadeWithInit() throws {
        let delegateType = try DeviceLauncher.delegateType(named: NSStringFromClass(ClassicAppDelegate.self))
        #expect(ObjectIdentifier(delegateType) == ObjectIdentifier(ClassicAppDelegate.self))
        let delegate = delegateType.init()
        #expect((delegate as? ClassicAppDelegate)?.madeByTheLaunch == true)
    }

    @Test func namesThatFindNoDelegateSayWhatToPass() {
        #expect(throws: ApplicationClassError.noDelegateClass) { try DeviceLauncher.delegateType(named: nil) }
        #expect(throws: ApplicationClassError.notFound("AppDelegate")) {
            try DeviceLauncher.delegateType(named: "AppDelegate")
        }
        #expect(throws: ApplicationClassError.notADelegate("ScanoutDeviceTests.NotADelegate")) {
            try DeviceLauncher.delegateType(named: NSStringFromClass(NotADelegate.self))
        }
        #expect(
            ApplicationClassError.notFound("AppDelegate").description.contains("NSStringFromClass(AppDelegate.self)"))
        #expect(ApplicationClassError.noDelegateClass.description.contains("NSStringFromClass(AppDelegate.self)"))
    }

    @Test func thePrincipalClassIsNilOrUIApplication() throws {
        try DeviceLauncher.checkPrincipalClass(named: nil)
        try DeviceLauncher.checkPrincipalClass(named: "UIApplication")
        try DeviceLauncher.checkPrincipalClass(named: NSStringFromClass(UIApplication.self))
        #expect(throws: ApplicationClassError.principalClassNotSupported("ScanoutDeviceTests.NotADelegate")) {
            try DeviceLauncher.checkPrincipalClass(named: NSStringFromClass(NotADelegate.self))
        }
        #expect(throws: ApplicationClassError.principalClassNotSupported("MyApplication")) {
            try DeviceLauncher.checkPrincipalClass(named: "MyApplication")
        }
    }
}
