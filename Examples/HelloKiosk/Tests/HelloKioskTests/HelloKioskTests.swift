import HelloKiosk
import ScanoutTesting
import Testing
import UIKit

/// The app's screens, driven headless as a visitor would: type a name, tap the button.
@MainActor
@Suite struct HelloKioskTests {
    func makeApp() -> (TestHost, GreetingViewController) {
        let host = TestHost()
        let greeting = GreetingViewController()
        host.window.rootViewController = UINavigationController(rootViewController: greeting)
        host.drain()
        return (host, greeting)
    }

    @Test func typingANameAndTappingTheButtonWelcomesTheVisitor() throws {
        let (host, greeting) = makeApp()
        host.tap(at: greeting.nameField.convert(CGPoint(x: 20, y: 10), to: nil))
        #expect(greeting.nameField.isFirstResponder)
        try host.typeOnKeyboard("Ada")
        try host.tap("Say hello")
        host.advance(by: 0.5)
        let welcome = try #require(greeting.navigationController?.topViewController as? WelcomeViewController)
        #expect(welcome.messageLabel.text == "Welcome, Ada!")
        #expect(host.visibleElementLabels.contains("Welcome, Ada!"))
    }

    @Test func returnGreetsToo() throws {
        let (host, greeting) = makeApp()
        greeting.nameField.becomeFirstResponder()
        host.type("Grace\n")
        host.advance(by: 0.5)
        #expect((greeting.navigationController?.topViewController as? WelcomeViewController)?.name == "Grace")
    }

    @Test func theWelcomeScreenLooksRight() throws {
        let (host, greeting) = makeApp()
        greeting.nameField.text = "Ada"
        try host.tap("Say hello")
        host.advance(by: 0.5)
        assertSnapshot(of: host.render(), named: "welcome")
    }
}
