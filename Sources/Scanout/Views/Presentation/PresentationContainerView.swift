/// The view a presentation happens in (UIKit's transition view): it covers the window, or the
/// presentation context's view, and holds the dimming view, a popover's bubble and the presented
/// view, which its presentation controller places at each layout.
///
/// Every touch that lands on it stays in it: what is behind a presentation is out of reach, as in
/// UIKit. Taps on the dimming view go to the presentation controller (dismiss a popover or sheet,
/// cancel an action sheet). It also watches the keyboard, for the layouts that move out of its way
/// (a centred sheet, an alert). Internal.
@preconcurrency @MainActor
final class PresentationContainerView: UIView {
    private unowned let presentationController: UIPresentationController
    private var keyboardObservation: NSObjectProtocol?

    init(frame: CGRect, presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Adds the dimming view (if the layout dims, or catches taps around a popover) and starts
    /// following the keyboard.
    func prepare() {
        let layout = presentationController.layout
        if layout != .fullScreen {
            let dimming = UIView(frame: bounds)
            dimming.backgroundColor =
                presentationController.dimsBackground
                ? UIColor(white: 0, alpha: PresentationTransition.dimmingAlpha) : .clear
            dimming.addGestureRecognizer(
                UITapGestureRecognizer { [weak self] recognizer in
                    guard recognizer.state == .ended, let self else { return }
                    self.presentationController.dimmingViewWasTapped()
                })
            addSubview(dimming)
            presentationController.dimmingView = dimming
        }
        if layout == .popover, let popover = presentationController as? UIPopoverPresentationController {
            let chrome = PopoverChromeView(frame: .zero)
            addSubview(chrome)
            popover.chromeView = chrome
        }
        if layout == .centredSheet || layout == .alert {
            keyboardObservation = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
            ) { [weak self] notification in
                self?.keyboardWillChangeFrame(notification)
            }
        }
    }

    /// The presentation is over: stop following the keyboard.
    func tearDown() {
        if let keyboardObservation { NotificationCenter.default.removeObserver(keyboardObservation as AnyObject) }
        keyboardObservation = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        presentationController.layoutContainer()
        if let popover = presentationController as? UIPopoverPresentationController, let chrome = popover.chromeView {
            let content = popover.frameOfPresentedViewInContainerView
            chrome.place(around: content, direction: popover.arrowDirection, source: popover.sourceFrame(in: self))
        }
    }

    // MARK: - Private

    /// Moves the presented view out of the keyboard's way (or back) with the keyboard's animation.
    private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let window, let info = notification.userInfo,
            let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let duration = NumberBoxing.double(from: info[UIResponder.keyboardAnimationDurationUserInfoKey]) ?? 0
        // The keyboard's frame is in screen coordinates; the window's origin is where it sits.
        let inWindow = end.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
        let overlap = convert(inWindow, from: window).intersection(bounds)
        presentationController.keyboardOverlap = overlap.isNull ? .zero : overlap
        setNeedsLayout()
        if duration > 0 {
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
                animations: { self.layoutIfNeeded() })
        } else {
            layoutIfNeeded()
        }
    }
}
