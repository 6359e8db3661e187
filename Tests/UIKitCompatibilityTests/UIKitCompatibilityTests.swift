import Foundation
import ScanoutDevice
import ScanoutTesting
import Testing
import UIKit

/// iOS code (`CheckInForm.swift`: `import UIKit` + `import Foundation`) compiled unchanged and
/// driven through the test host.
@MainActor
@Suite(.serialized) struct UIKitCompatibilityTests {
    @Test func keyboardFrameArrivesAsNSValue() {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let controller = CheckInFormViewController()
        host.window.rootViewController = controller
        _ = host.render()

        host.tap(at: CGPoint(x: 100, y: 322))

        #expect(controller.nameField.isFirstResponder)
        let keyboard = host.inputViewsFrame ?? .null
        #expect(controller.keyboardEndFrame == keyboard)
        #expect(controller.keyboardEndFrame.maxY == 480)
        #expect(controller.keyboardDuration > 0)
        #expect(controller.keyboardCurve == .easeInOut)
        #expect(controller.view.frame.origin.y == -max(0, 344 - keyboard.minY))
    }

    @Test func delegateLimitsTextThroughNSRange() {
        let host = TestHost()
        let controller = CheckInFormViewController()
        host.window.rootViewController = controller
        host.tap(at: CGPoint(x: 100, y: 322))

        host.type("Ada Lovelace, Countess")

        #expect(controller.nameField.text == "Ada Lovelace")
    }

    @Test func namedNotificationsReachObserversUntilRemoved() {
        let host = TestHost()
        let controller = CheckInFormViewController()
        host.window.rootViewController = controller
        _ = controller.view

        NotificationCenter.default.post(name: .visitorCheckedIn, object: nil)
        #expect(controller.checkIns == 1)

        controller.stopObserving()
        NotificationCenter.default.post(name: .visitorCheckedIn, object: nil)
        #expect(controller.checkIns == 1)
    }

    @Test func nsObjectDataSourceFillsTheTable() {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        let controller = VisitorListViewController(visitors: [
            Visitor(name: "Ada", company: "Analytical"), Visitor(name: "Grace", company: "Navy"),
        ])
        host.window.rootViewController = controller
        _ = host.render()

        host.tap(at: CGPoint(x: 100, y: 66))

        #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
        #expect(controller.dataSource.selectedNames == ["Grace"])
        #expect(controller.dataSource.isEqual(controller.dataSource))
        #expect(!controller.dataSource.isEqual(NSObject()))
    }

    @Test func geometryIsOneSetOfTypes() {
        let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        let frame = cardFrame(in: bounds, index: 3, columns: 2)
        let half: CGFloat = frame.width / 2
        let point = CGPoint(x: frame.midX, y: frame.midY)

        #expect(frame == CGRect(x: 164, y: 164, width: 148, height: 148))
        #expect(half == 74)
        #expect(frame.contains(point))
        #expect(NSValue(cgRect: frame).cgRectValue == frame)
        #expect(NSMakeRange(2, 3) == NSRange(location: 2, length: 3))
        #expect("\(Date(timeIntervalSince1970: 0))".hasPrefix("1970"))
        #expect(String(format: "%.1f", Double(half)) == "74.0")
    }
}

/// A delegate as a `main.swift` starting the app with `UIApplicationMain` names it.
final class CompatibilityAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// `UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self))`: with Foundation
/// imported too, the class-name functions are Scanout's, and the name finds the delegate.
@MainActor
@Suite struct ApplicationMainCompatibilityTests {
    @Test func theDelegateClassNameFindsTheDelegate() throws {
        let name = NSStringFromClass(CompatibilityAppDelegate.self)
        #expect(name == "UIKitCompatibilityTests.CompatibilityAppDelegate")
        #expect(NSClassFromString(name) == CompatibilityAppDelegate.self)
        #expect(
            ObjectIdentifier(try DeviceLauncher.delegateType(named: name))
                == ObjectIdentifier(CompatibilityAppDelegate.self))
    }
}

/// Files that import CoreGraphics or QuartzCore next to Foundation (`QuartzCoreDrawing.swift`).
@MainActor
@Suite struct CoreGraphicsCompatibilityTests {
    @Test func geometryAndLayersWithoutUIKit() {
        #expect(inset(CGRect(x: 0, y: 0, width: 10, height: 10), by: 2) == CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(scaledSize(CGSize(width: 3, height: 4), factor: 2) == CGSize(width: 6, height: 8))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        makeRoundBadge(badge.layer, diameter: badge.bounds.width)
        #expect(badge.layer.cornerRadius == 10)
    }
}
