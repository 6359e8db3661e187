// `import UIKit`: Scanout under Apple's module name, so UIKit code compiles with its imports
// unchanged. Main actor, like Scanout.
//
// Foundation comes with it, as on iOS. A file with only `import UIKit` uses `NumberFormatter`,
// `DateFormatter`, `CharacterSet`, `JSONEncoder`, `FileManager` and the C maths functions (`round`,
// `floor`, `arc4random_uniform`, through Glibc) as it does on iOS. The framework itself stays on
// FoundationEssentials: an app that imports `Scanout` instead does not link Foundation and its ICU
// data (docs/PERFORMANCE.md, "What `import UIKit` costs", has the figures).
//
// Foundation on Linux declares its own `CGFloat`, `CGRect`, `NSObject`, `NSValue`, `NSRange`,
// `Notification`, `Bundle` and more; Scanout's are the ones its API takes. Both sets are visible in
// a file importing UIKit, and Swift's usual tie-breaker, "a module that imports another shadows
// it", does not help: both come through whole-module imports here.
//
// The rule that does decide is the scoped import: when neither module shadows the other, a
// top-level declaration reached through an import that names it (`import struct M.Name`) wins
// over one reached through a whole-module import. The scoped `@_exported import`s below re-export
// each name the two modules share, so in a file that imports UIKit, Scanout's declaration is the
// one a plain `CGRect` or `NSObject` means, whether the file imports Foundation itself or not;
// what Foundation alone has (`JSONDecoder`, `DateFormatter`, `String(format:)`) is Foundation's.
//
// Two shared names go the other way, to Foundation: `NSNumber`, because the numbers Scanout posts
// (the keyboard's animation duration and curve) and `UserDefaults.object(forKey:)` returns are
// boxed the way the process's Foundation boxes them (`NumberBoxing`), so `as? NSNumber`,
// `as? Double` and `as? UInt` all read them as on iOS; and nothing else (`UserDefaults` is
// Scanout's: it writes atomically, docs/SETTINGS.md).
//
// Keep the list complete: a name both modules declare that is missing here is ambiguous in a
// file importing UIKit (`Tests/UIKitCompatibilityTests` compiles files that use each). Members of
// shared types (`NotificationCenter`) are resolved by their argument types instead (Scanout's take
// Scanout's `Notification.Name`, and `removeObserver(_:)` takes `AnyObject`, which is more specific
// than Foundation's `Any`).

@_exported import CoreGraphics
@_exported import Dispatch
@_exported import Foundation
@_exported import QuartzCore
@_exported import Scanout

@_exported import class Foundation.NSNumber
@_exported import class Scanout.Bundle
// Text.
@_exported import struct Scanout.IndexSet
@_exported import class Scanout.NSAttributedString
@_exported import func Scanout.NSClassFromString
@_exported import class Scanout.NSCoder
// Foundation's object model, as Scanout provides it.
@_exported import protocol Scanout.NSCopying
@_exported import func Scanout.NSLocalizedString
@_exported import func Scanout.NSMakeRange
@_exported import class Scanout.NSMutableAttributedString
@_exported import let Scanout.NSNotFound
@_exported import typealias Scanout.NSNotification
@_exported import class Scanout.NSObject
@_exported import protocol Scanout.NSObjectProtocol
@_exported import struct Scanout.NSRange
@_exported import func Scanout.NSStringFromClass
@_exported import class Scanout.NSValue
@_exported import typealias Scanout.NSZone
// Notifications and the run loop.
@_exported import struct Scanout.Notification
@_exported import struct Scanout.ObjCBool
@_exported import class Scanout.OperationQueue
@_exported import class Scanout.RunLoop
@_exported import class Scanout.Timer
// Settings that survive a power cut (Foundation's on Linux truncates its file in place).
@_exported import class Scanout.UserDefaults
// The launch, as Apple's UIKit holds it: `UIApplicationMain`, and `@main` on the app delegate
// (`UIApplicationDelegate.main()`, an extension, which comes with any import of the module). The
// launcher's own API (`DeviceLauncher`, `LaunchOptions`) is Scanout's, not UIKit's: a file that
// needs it imports `ScanoutDevice`.
@_exported import func ScanoutDevice.UIApplicationMain
