import ScanoutTesting
import Testing

@testable import Scanout

/// `view.keyboardLayoutGuide`: content pinned above it rides on the on-screen keyboard, moving
/// with its animation, and comes back to the safe area's bottom when the keyboard goes.
@MainActor
@Suite(.serialized) struct KeyboardLayoutGuideTests {
    final class FormController: UIViewController {
        let field = UITextField()
        let other = UITextField()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            for (index, field) in [field, other].enumerated() {
                field.borderStyle = .roundedRect
                field.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(field)
                NSLayoutConstraint.activate([
                    field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20 + CGFloat(index) * 200),
                    field.widthAnchor.constraint(equalToConstant: 180),
                    field.heightAnchor.constraint(equalToConstant: 40),
                    field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
                ])
            }
        }
    }

    @Test func contentPinnedToTheGuideRidesOnTheKeyboard() throws {
        let host = TestHost(size: CGSize(width: 800, height: 600))
        let controller = FormController()
        host.window.rootViewController = controller
        host.drain()
        // Keyboard hidden: the guide is the band under the safe area (none here): the field sits at
        // the bottom.
        #expect(controller.field.frame.maxY == 592)
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 600, width: 800, height: 0))

        controller.field.becomeFirstResponder()
        host.advance(by: 0.1)
        let keyboard = try #require(host.application.inputViewHost.frame)
        #expect(keyboard.minY < 600 && keyboard.minY > 200)
        // Mid-slide, the field is on its way up with the keyboard.
        let midway = controller.field.layer.presentation()?.frame.maxY ?? controller.field.frame.maxY
        #expect(midway < 592 && midway > keyboard.minY - 8, "mid-animation: \(midway)")
        host.advance(by: 0.3)
        #expect(controller.field.frame.maxY == keyboard.minY - 8)
        #expect(controller.view.keyboardLayoutGuide.layoutFrame.minY == keyboard.minY)
        // Moving to the other field keeps the keyboard, and both stay above it.
        controller.other.becomeFirstResponder()
        host.advance(by: 0.3)
        #expect(controller.other.frame.maxY == keyboard.minY - 8)

        controller.view.endEditing(true)
        host.advance(by: 0.4)
        #expect(host.application.inputViewHost.frame == nil)
        #expect(controller.field.frame.maxY == 592)
    }

    @Test func theSafeAreaBandAndUsesBottomSafeArea() throws {
        let host = TestHost(size: CGSize(width: 800, height: 600))
        let controller = FormController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
        host.window.rootViewController = controller
        host.drain()
        #expect(controller.field.frame.maxY == 562, "above the safe area's bottom")
        controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
        controller.view.layoutIfNeeded()
        #expect(controller.field.frame.maxY == 592, "down to the view's bottom")
        // A guide asked for twice is the same guide.
        #expect(controller.view.keyboardLayoutGuide === controller.view.keyboardLayoutGuide)
    }

    @Test func viewsComingAndGoingWhileTheKeyboardSlidesTrapNothing() throws {
        let host = TestHost(size: CGSize(width: 800, height: 600))
        var random = SeededRandomNumberGenerator(seed: 15_01)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        host.window.addSubview(field)
        for round in 0..<60 {
            let controller = FormController()
            host.window.rootViewController = controller
            host.drain()
            if Bool.random(using: &random) { field.becomeFirstResponder() } else { field.resignFirstResponder() }
            host.advance(by: Double.random(in: 0...0.3, using: &random))
            if round % 3 == 0 { controller.view.removeFromSuperview() }
            host.advance(by: 0.05)
        }
        field.resignFirstResponder()
        host.advance(by: 0.5)
        #expect(host.application.inputViewHost.frame == nil)
    }
}
