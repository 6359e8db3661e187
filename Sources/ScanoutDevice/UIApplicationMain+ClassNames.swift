import Scanout

// UIKit's older way to start an app, still common in real code: a `main.swift` that names the
// delegate's class.
//
//     import UIKit
//     UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
//
// UIKit makes the delegate from the class name through Objective-C; here Swift's runtime finds the
// class (`NSClassFromString`) and the protocol's `init()` makes it, as `@main` does. Beside the
// framework's `UIApplicationMain(platform:delegate:)` for the same reason as `main()` (see
// UIApplicationDelegate+Main.swift): choosing the platform needs the device backends.

/// Starts the app as UIKit's `UIApplicationMain` does: `argv` holds the program and its arguments
/// (the launch options, see `DeviceLauncher.runApplication(arguments:makeDelegate:)`),
/// `delegateClassName` names the delegate's class, as `NSStringFromClass` gives it. Never
/// returns.
///
/// Differences from UIKit: `principalClassName` must be nil or name `UIApplication` (Scanout makes
/// the application itself, so a subclass cannot be used), and `delegateClassName` cannot be nil
/// (there is no Info.plist or storyboard to find the app in). A name that finds no delegate stops
/// the app with status 2 and a message saying why, before anything else starts. Call it on the main
/// thread, as UIKit requires (top-level code in `main.swift` runs there).
@discardableResult
public nonisolated func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    let arguments = (0..<Int(max(argc, 0))).map { index in argv[index].map { String(cString: $0) } ?? "" }
    let program = arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "app"
    MainActor.assumeIsolated { () -> Never in
        let delegateType: any UIApplicationDelegate.Type
        do {
            try DeviceLauncher.checkPrincipalClass(named: principalClassName)
            delegateType = try DeviceLauncher.delegateType(named: delegateClassName)
        } catch {
            DeviceLauncher.exitWithUsageError("\(program): \(error)")
        }
        DeviceLauncher.runApplication(arguments: arguments) { delegateType.init() }
    }
}

extension DeviceLauncher {
    /// The delegate class `name` finds (see `NSClassFromString`); throws when there is no name, no
    /// class by that name, or the class does not adopt `UIApplicationDelegate`.
    public nonisolated static func delegateType(named name: String?) throws(ApplicationClassError)
        -> any UIApplicationDelegate.Type
    {
        guard let name else { throw .noDelegateClass }
        guard let found = NSClassFromString(name) else { throw .notFound(name) }
        guard let delegateType = found as? any UIApplicationDelegate.Type else { throw .notADelegate(name) }
        return delegateType
    }

    /// Accepts a principal class name `UIApplicationMain` can honour: nil, or one naming
    /// `UIApplication` itself.
    public nonisolated static func checkPrincipalClass(named name: String?) throws(ApplicationClassError) {
        guard let name, name != "UIApplication" else { return }
        guard NSClassFromString(name) == UIApplication.self else { throw .principalClassNotSupported(name) }
    }
}

/// Why `UIApplicationMain`'s class names cannot start an app; the description says what to pass.
public enum ApplicationClassError: Error, Equatable, CustomStringConvertible {
    /// The delegate class name was nil.
    case noDelegateClass
    /// No class has this name.
    case notFound(String)
    /// The class does not adopt `UIApplicationDelegate`.
    case notADelegate(String)
    /// The principal class is not `UIApplication`.
    case principalClassNotSupported(String)

    public var description: String {
        switch self {
        case .noDelegateClass:
            "UIApplicationMain needs the delegate's class name: pass NSStringFromClass(AppDelegate.self) "
                + "(there is no Info.plist or storyboard to find it in)"
        case .notFound(let name):
            "no class is named \"\(name)\": pass NSStringFromClass(AppDelegate.self) rather than a name typed out "
                + "(it includes the module, such as MyApp.AppDelegate)"
        case .notADelegate(let name):
            "the class \"\(name)\" does not adopt UIApplicationDelegate"
        case .principalClassNotSupported(let name):
            "the principal class \"\(name)\" cannot be used: Scanout makes the UIApplication itself, "
                + "so pass nil (and put app-wide behaviour in the delegate)"
        }
    }
}
