import FoundationEssentials

/// What assistive technology asks of an element: activation, adjustment, scrolling, escape and
/// the magic tap, each sent to the element and, where UIKit does, on up its containers.
@preconcurrency @MainActor
enum AccessibilityActions {
    /// The element's `accessibilityActivate()`; false when it did not act (the screen reader
    /// then taps its activation point).
    static func activate(_ element: AnyObject) -> Bool {
        if let view = element as? UIView { return view.window != nil && view.accessibilityActivate() }
        if let element = element as? UIAccessibilityElement { return element.accessibilityActivate() }
        return false
    }

    static func increment(_ element: AnyObject) {
        if let view = element as? UIView {
            view.accessibilityIncrement()
        } else if let element = element as? UIAccessibilityElement {
            element.accessibilityIncrement()
        }
    }

    static func decrement(_ element: AnyObject) {
        if let view = element as? UIView {
            view.accessibilityDecrement()
        } else if let element = element as? UIAccessibilityElement {
            element.accessibilityDecrement()
        }
    }

    /// The element, then each container up to the window, until one scrolls.
    static func scroll(_ element: AnyObject, _ direction: UIAccessibilityScrollDirection) -> Bool {
        for step in chain(from: element) {
            switch step {
            case .view(let view): if view.accessibilityScroll(direction) { return true }
            case .element(let element): if element.accessibilityScroll(direction) { return true }
            case .controller: continue
            }
        }
        return false
    }

    /// The element, its containers, their view controllers and the controllers that presented
    /// them, until one goes back: an override that returns true, an alert's cancel action, a
    /// presented controller dismissed, a navigation controller popped.
    static func performEscape(from element: AnyObject) -> Bool {
        for step in chain(from: element) {
            switch step {
            case .view(let view): if view.accessibilityPerformEscape() { return true }
            case .element(let element): if element.accessibilityPerformEscape() { return true }
            case .controller(let controller):
                if controller.accessibilityPerformEscape() { return true }
                if builtInEscape(controller) { return true }
            }
        }
        return false
    }

    /// The element, its containers and controllers, the application and its delegate, until one
    /// performs it.
    static func performMagicTap(from element: AnyObject) -> Bool {
        var application: UIApplication?
        for step in chain(from: element) {
            switch step {
            case .view(let view):
                if view.accessibilityPerformMagicTap() { return true }
                application = application ?? view.window?.application
            case .element(let element): if element.accessibilityPerformMagicTap() { return true }
            case .controller(let controller): if controller.accessibilityPerformMagicTap() { return true }
            }
        }
        guard let application = application ?? ApplicationContext.active.application else { return false }
        if application.accessibilityPerformMagicTap() { return true }
        if let delegate = application.delegate as? UIResponder, delegate.accessibilityPerformMagicTap() { return true }
        return false
    }

    enum Step {
        case view(UIView)
        case element(UIAccessibilityElement)
        case controller(UIViewController)
    }

    /// The way up from an element: accessibility containers, superviews (with the controller
    /// whose view each is), then presenting controllers. Ends at a repeat or after 256 steps,
    /// so a container listing itself cannot loop.
    static func chain(from start: AnyObject) -> [Step] {
        var steps: [Step] = []
        var seen: Set<ObjectIdentifier> = []
        var current: AnyObject? = start
        while let object = current, steps.count < 256, seen.insert(ObjectIdentifier(object)).inserted {
            if let element = object as? UIAccessibilityElement {
                steps.append(.element(element))
                current = element.accessibilityContainer
            } else if let view = object as? UIView {
                steps.append(.view(view))
                // The controller whose view this is (a navigation controller comes with the
                // superview its own view is).
                if let controller = view.next as? UIViewController, controller.viewIfLoaded === view,
                    seen.insert(ObjectIdentifier(controller)).inserted
                {
                    steps.append(.controller(controller))
                }
                current = view.superview
            } else {
                current = nil
            }
        }
        // Presenting controllers of the last controller met, up to the root.
        if case .controller(var controller)? = steps.last(where: { if case .controller = $0 { true } else { false } }) {
            while let presenting = controller.presentingViewController, steps.count < 256,
                seen.insert(ObjectIdentifier(presenting)).inserted
            {
                steps.append(.controller(presenting))
                controller = presenting
            }
        }
        return steps
    }

    /// What UIKit's controllers do on escape by themselves.
    static func builtInEscape(_ controller: UIViewController) -> Bool {
        if let alert = controller as? UIAlertController {
            guard let cancel = alert.actions.first(where: { $0.style == .cancel && $0.isEnabled }) else {
                return false
            }
            alert.select(cancel)
            return true
        }
        if let navigation = controller as? UINavigationController, navigation.viewControllers.count > 1 {
            return navigation.popViewController(animated: !UIAccessibility.isReduceMotionEnabled) != nil
        }
        if controller.presentingViewController != nil, !controller.isModalInPresentation,
            controller.presentedViewController == nil
        {
            controller.dismiss(animated: !UIAccessibility.isReduceMotionEnabled)
            return true
        }
        return false
    }
}
