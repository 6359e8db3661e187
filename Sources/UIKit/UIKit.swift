// `import UIKit`: Scanout under Apple's module name, so UIKit code compiles with its imports
// unchanged. Main actor, like Scanout.
//
// Foundation side by side. An app file may `import Foundation` next to `import UIKit`, as on iOS.
// Foundation on Linux declares its own `CGFloat`, `CGRect`, `NSObject`, `NSValue`, `NSRange`,
// `Notification`, `Bundle` and more; Scanout cannot use them (it links only FoundationEssentials:
// full Foundation adds ~47 MB of ICU data to a static binary). Both sets are visible in such a
// file, and Swift's usual tie-breaker, "a module that imports another shadows it", does not help:
// it applies only when the shadowed module is visible solely through the shadowing one, and here
// the file imports Foundation itself.
//
// The rule that does decide is the scoped import: when neither module shadows the other, a
// top-level declaration reached through an import that names it (`import struct M.Name`) wins
// over one reached through a whole-module import. The scoped `@_exported import`s below re-export
// each name the two modules share, so in a file that imports UIKit, Scanout's declaration is the
// one a plain `CGRect` or `NSObject` means, whether Foundation is imported or not; what Foundation
// alone has (`JSONDecoder`, `DateFormatter`, `String(format:)`) stays Foundation's. Nothing here
// imports Foundation, so an app that does not import it does not link it.
//
// Keep the list complete: a name both modules declare that is missing here is ambiguous in a
// file importing both (`Tests/UIKitCompatibilityTests` compiles one). Members of shared types
// (`NotificationCenter`) are resolved by their argument types instead (Scanout's take Scanout's
// `Notification.Name`, and `removeObserver(_:)` takes `AnyObject`, which is more specific than
// Foundation's `Any`).

@_exported import CoreGraphics
@_exported import Dispatch
@_exported import QuartzCore
@_exported import Scanout

@_exported import class Scanout.Bundle
// Text.
@_exported import struct Scanout.IndexSet
@_exported import class Scanout.NSAttributedString
@_exported import func Scanout.NSClassFromString
@_exported import class Scanout.NSCoder
@_exported import func Scanout.NSLocalizedString
@_exported import func Scanout.NSMakeRange
@_exported import let Scanout.NSNotFound
@_exported import typealias Scanout.NSNotification
@_exported import class Scanout.NSNumber
// Foundation's object model, as Scanout provides it.
@_exported import class Scanout.NSObject
@_exported import protocol Scanout.NSObjectProtocol
@_exported import struct Scanout.NSRange
@_exported import func Scanout.NSStringFromClass
@_exported import class Scanout.NSValue
// Notifications and the run loop.
@_exported import struct Scanout.Notification
@_exported import class Scanout.OperationQueue
@_exported import class Scanout.RunLoop
@_exported import class Scanout.Timer
// The launch, as Apple's UIKit holds it: `UIApplicationMain`, and `@main` on the app delegate
// (`UIApplicationDelegate.main()`, an extension, which comes with any import of the module). The
// launcher's own API (`DeviceLauncher`, `LaunchOptions`) is Scanout's, not UIKit's: a file that
// needs it imports `ScanoutDevice`.
@_exported import func ScanoutDevice.UIApplicationMain
