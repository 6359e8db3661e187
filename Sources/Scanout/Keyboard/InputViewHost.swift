/// Shows the first responder's input views: the system keyboard (or the responder's `inputView`)
/// at the bottom of the screen, with its `inputAccessoryView` on top, in a window of their own
/// above the app.
///
/// It follows the application's first responder. A responder that adopts `UIKeyInput` and has no
/// `inputView` gets the system keyboard, unless a hardware keyboard is in use, in which case only
/// its accessory view shows. Appearing and going away slide over 0.25 s; moving focus between two
/// responders swaps the views in place with no hide and show; `reloadInputViews()` swaps them at
/// once. Every change posts UIKit's keyboard notifications with the frames in screen
/// coordinates, so apps can move their content out of the way. The app never adds these views to
/// its own hierarchy. One per application; main actor.
@preconcurrency @MainActor
package final class InputViewHost {
    /// How long the keyboard takes to slide in or out.
    static let animationDuration: TimeInterval = 0.25

    unowned let application: UIApplication
    private var window: PassThroughWindow?
    /// Holds the accessory view on top of the input view; slides as one.
    private let container = UIView()
    private var keyboard: SystemKeyboardView?
    private var shownInputView: UIView?
    private var shownAccessoryView: UIView?
    /// The frame the input views occupy (or are sliding to), in screen coordinates; nil when hidden.
    package private(set) var frame: CGRect?
    /// Whether a hardware keyboard has been typed on (and not unplugged since).
    private(set) var isHardwareKeyboardInUse = false
    /// The active input modes and the one showing (see InputViewHost+InputModes.swift).
    package internal(set) var inputModes = InputModes(active: UITextInputMode.initialActiveInputModes)
    /// What a keyboard with an input method (`input-method: pinyin`) composes with: librime on a
    /// device and in the test host (set by the launcher and by `TestHost`); nil types Latin letters.
    package var inputMethodEngine: (any InputMethodEngine)?

    init(application: UIApplication) {
        self.application = application
    }

    /// The system keyboard, when it is showing.
    package var visibleKeyboard: SystemKeyboardView? {
        guard let keyboard, keyboard.superview === container, frame != nil else { return nil }
        return keyboard
    }

    /// The first responder changed (or its views must be taken again): show what it asks for.
    /// `adoptingInputMode`: whether a responder that overrides `textInputMode` gets that keyboard
    /// — not when the views are only placed again because the globe key changed the keyboard.
    func update(for responder: UIResponder?, animated: Bool = true, adoptingInputMode: Bool = true) {
        let (inputView, accessoryView) = views(for: responder, adoptingInputMode: adoptingInputMode)
        guard inputView != nil || accessoryView != nil else {
            hide(animated: animated)
            return
        }
        show(inputView: inputView, accessoryView: accessoryView, animated: animated)
    }

    /// A key was typed on a hardware keyboard: the software keyboard steps aside (the accessory
    /// view stays).
    func hardwareKeyboardWasUsed() {
        guard !isHardwareKeyboardInUse else { return }
        isHardwareKeyboardInUse = true
        if frame != nil { update(for: application.firstResponder) }
    }

    /// The hardware keyboard went away: the software keyboard comes back.
    func hardwareKeyboardWasRemoved() {
        guard isHardwareKeyboardInUse else { return }
        isHardwareKeyboardInUse = false
        update(for: application.firstResponder)
    }

    // MARK: - Private

    /// The input view (the system keyboard when the responder takes text and has none) and the
    /// accessory view `responder` asks for.
    private func views(for responder: UIResponder?, adoptingInputMode: Bool) -> (UIView?, UIView?) {
        guard let responder else { return (nil, nil) }
        let accessory = responder.inputAccessoryViewController?.view ?? responder.inputAccessoryView
        if let custom = responder.inputViewController?.inputView ?? responder.inputView {
            return (custom, accessory)
        }
        guard let keyInput = responder as? UIKeyInput, responder.showsSystemKeyboard, !isHardwareKeyboardInUse else {
            return (nil, accessory)
        }
        let keyboard = self.keyboard ?? SystemKeyboardView()
        self.keyboard = keyboard
        keyboard.inputMethodEngine = inputMethodEngine
        if adoptingInputMode { adoptInputMode(of: responder) }
        keyboard.setInputMode(inputModes.current.definition, showsGlobe: inputModes.active.count > 1)
        keyboard.keyboardType = keyInput.keyboardType
        keyboard.returnKeyType = keyInput.returnKeyType
        keyboard.autocapitalizationType = keyInput.autocapitalizationType
        keyboard.keyInput = keyInput
        return (keyboard, accessory)
    }

    private func show(inputView: UIView?, accessoryView: UIView?, animated: Bool) {
        let screen = application.screen.bounds
        let window = self.window ?? makeWindow()
        // The views are the app's (or the keyboard); the host only places them.
        if shownInputView !== inputView { shownInputView?.removeFromSuperview() }
        if shownAccessoryView !== accessoryView { shownAccessoryView?.removeFromSuperview() }
        let accessoryHeight = accessoryView.map(height(of:)) ?? 0
        let inputHeight = inputView.map(height(of:)) ?? 0
        let total = accessoryHeight + inputHeight
        if let accessoryView {
            accessoryView.frame = CGRect(x: 0, y: 0, width: screen.width, height: accessoryHeight)
            if accessoryView.superview !== container { container.addSubview(accessoryView) }
        }
        if let inputView {
            inputView.frame = CGRect(x: 0, y: accessoryHeight, width: screen.width, height: inputHeight)
            if inputView.superview !== container { container.addSubview(inputView) }
        }
        shownInputView = inputView
        shownAccessoryView = accessoryView
        container.bounds = CGRect(x: 0, y: 0, width: screen.width, height: total)

        let end = CGRect(x: 0, y: screen.maxY - total, width: screen.width, height: total)
        let wasHidden = frame == nil
        let begin = frame ?? CGRect(x: 0, y: screen.maxY, width: screen.width, height: total)
        frame = end
        window.isHidden = false
        guard begin != end || wasHidden else { return }

        let duration = animated ? InputViewHost.animationDuration : 0
        let info = userInfo(begin: begin, end: end, duration: duration)
        if wasHidden { post(UIResponder.keyboardWillShowNotification, info) }
        post(UIResponder.keyboardWillChangeFrameNotification, info)
        if wasHidden || !animated { container.frame = begin }
        slide(to: end, duration: duration) { [weak self] in
            if wasHidden { self?.post(UIResponder.keyboardDidShowNotification, info) }
            self?.post(UIResponder.keyboardDidChangeFrameNotification, info)
        }
    }

    private func hide(animated: Bool) {
        guard let begin = frame else { return }
        let screen = application.screen.bounds
        let end = CGRect(x: 0, y: screen.maxY, width: screen.width, height: begin.height)
        frame = nil
        let duration = animated ? InputViewHost.animationDuration : 0
        let info = userInfo(begin: begin, end: end, duration: duration)
        post(UIResponder.keyboardWillHideNotification, info)
        post(UIResponder.keyboardWillChangeFrameNotification, info)
        keyboard?.keyInput = nil
        slide(to: end, duration: duration) { [weak self] in
            guard let self else { return }
            // Only if nothing asked to show again meanwhile.
            if self.frame == nil {
                self.shownInputView?.removeFromSuperview()
                self.shownAccessoryView?.removeFromSuperview()
                self.shownInputView = nil
                self.shownAccessoryView = nil
                self.window?.isHidden = true
            }
            self.post(UIResponder.keyboardDidHideNotification, info)
            self.post(UIResponder.keyboardDidChangeFrameNotification, info)
        }
    }

    /// Moves the container to `target` (screen coordinates), animated on the application clock
    /// or at once, then runs `completion`.
    private func slide(to target: CGRect, duration: TimeInterval, completion: @escaping @MainActor () -> Void) {
        // Views laid out against a keyboard layout guide move with the keyboard.
        guard duration > 0 else {
            UIView.performWithoutAnimation {
                container.frame = target
                UIKeyboardLayoutGuide.keyboardMoved(in: application)
            }
            completion()
            return
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
            animations: {
                self.container.frame = target
                UIKeyboardLayoutGuide.keyboardMoved(in: self.application)
            }, completion: { _ in completion() })
    }

    private func makeWindow() -> PassThroughWindow {
        let window = PassThroughWindow(frame: application.screen.bounds, application: application)
        window.windowLevel = .inputViews
        window.addSubview(container)
        self.window = window
        return window
    }

    /// A view's height: its frame's, else its intrinsic height; the keyboard's own for the keyboard.
    private func height(of view: UIView) -> CGFloat {
        if let keyboard = view as? SystemKeyboardView {
            return keyboard.preferredHeight(for: application.screen.bounds.size)
        }
        if view.bounds.height > 0 { return view.bounds.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic == UIView.noIntrinsicMetric ? 0 : intrinsic
    }

    private func userInfo(begin: CGRect, end: CGRect, duration: TimeInterval) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            // Numbers boxed as the app's Foundation boxes them: `NSNumber`s in an app that imports
            // UIKit, so every cast iOS code uses reads them.
            UIResponder.keyboardAnimationDurationUserInfoKey: NumberBoxing.box(duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NumberBoxing.box(UIView.AnimationCurve.easeInOut.rawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NumberBoxing.box(true),
        ]
    }

    func post(_ name: Notification.Name, _ userInfo: [AnyHashable: Any]) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: userInfo, for: application)
    }
}

extension UIWindow.Level {
    /// Where input views go: above normal and status-bar windows, below the edit menu and alerts.
    static let inputViews = UIWindow.Level(1500)
}
