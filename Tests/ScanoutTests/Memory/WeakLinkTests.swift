import ScanoutTesting
import Testing

@testable import Scanout

/// The references back to views, guides, controllers and the application read nil once the
/// object has gone, as `weak` would — they hold the object's lifetime handle, not the object.
@MainActor
@Suite struct WeakLinkTests {
    @Test func aConstraintAndItsAnchorForgetViewsThatWentAway() {
        var constraint: NSLayoutConstraint?
        var anchor: NSLayoutXAxisAnchor?
        var guide: UILayoutGuide?
        do {
            let container = UIView()
            let label = UILabel()
            container.addSubview(label)
            let margins = UILayoutGuide()
            container.addLayoutGuide(margins)
            constraint = label.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 8)
            anchor = label.trailingAnchor
            guide = margins
            #expect(constraint?.firstItem === label && constraint?.secondItem === margins)
            #expect(anchor?.item === label && guide?.owningView === container)
        }
        #expect(constraint?.firstItem == nil, "the label went with its container")
        #expect(constraint?.secondItem === guide, "the guide is still held here")
        #expect(anchor?.item == nil && guide?.owningView == nil)
        guide = nil
        #expect(constraint?.secondItem == nil)
    }

    @Test func aLayerAndARecognizerForgetTheirView() {
        var layer: CALayer?
        var recognizer: UITapGestureRecognizer?
        do {
            let view = UIView()
            layer = view.layer
            recognizer = UITapGestureRecognizer()
            view.addGestureRecognizer(recognizer!)
            #expect(layer?.delegate === view && recognizer?.view === view)
        }
        #expect(layer?.delegate == nil && recognizer?.view == nil)
    }

    @Test func aControllerChildForgetsItsParentAndAWindowItsApplication() {
        let child = UIViewController()
        var window: UIWindow?
        do {
            let parent = UIViewController()
            parent.addChild(child)
            #expect(child.parent === parent)
            let host = TestHost()
            window = host.window
            #expect(window?.application === host.application)
        }
        #expect(child.parent == nil, "the parent went away")
        #expect(window == nil || window?.application == nil, "the host took its application with it")
    }

    /// Objects without a lifetime handle (any other class) are held by a plain weak reference.
    @Test func aLinkToAnyOtherObjectFallsBackToWeak() {
        final class Plain {}
        var plain: Plain? = Plain()
        let link = WeakLink<AnyObject>(plain)
        #expect(link.object === plain)
        plain = nil
        #expect(link.object == nil)
    }

    /// A field edited with a key held down: its caret's timer and the key's repeat hold it and its
    /// editor through links. Removed and let go, the field and its editor are freed, and the
    /// timer's firing and the key's repeat find nothing.
    @Test func aFieldLetGoWhileEditingIsFreedAndItsTimersFindNothing() {
        let host = TestHost()
        weak var weakField: UITextField?
        weak var weakEditor: TextEditor?
        do {
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 44))
            host.window.addSubview(field)
            field.becomeFirstResponder()
            host.keyDown(.keyboardA)
            #expect(field.text == "a")
            weakField = field
            weakEditor = field.editor
            field.resignFirstResponder()
            field.removeFromSuperview()
        }
        #expect(weakField == nil && weakEditor == nil)
        host.advance(by: 2)
        host.keyUp(.keyboardA)
    }
}
