// A button's pointer effect (iPadOS 13.4's `isPointerInteractionEnabled`): with a mouse or a
// tablet on the device, the pointer over an enabled button shows the effect the button's
// `pointerStyleProvider` gives, or the automatic one (a highlight on a small button). A button
// keeps one pointer interaction of its own for this, added when enabled and removed when not;
// the app's own interactions on the button come first.

extension UIButton {
    /// Makes the button's pointer style: given the effect and shape UIKit proposes, return the
    /// style to use (nil: no effect).
    public typealias PointerStyleProvider = @MainActor (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// Whether the pointer changes over the button. False by default.
    public var isPointerInteractionEnabled: Bool {
        get { buttonPointerInteraction != nil }
        set {
            guard newValue != isPointerInteractionEnabled else { return }
            if newValue {
                let interaction = UIPointerInteraction(delegate: ButtonPointerDelegate.shared)
                buttonPointerInteraction = interaction
                addInteraction(interaction)
            } else if let interaction = buttonPointerInteraction {
                removeInteraction(interaction)
                buttonPointerInteraction = nil
            }
        }
    }

    /// Makes the style the pointer takes over the button; setting one turns the pointer
    /// interaction on, as in UIKit.
    public var pointerStyleProvider: PointerStyleProvider? {
        get { storedPointerStyleProvider }
        set {
            storedPointerStyleProvider = newValue
            if newValue != nil { isPointerInteractionEnabled = true }
        }
    }
}

/// Answers for every button's own pointer interaction: the button's region is its bounds while it
/// is enabled; its style is its provider's answer to the automatic effect and a rounded
/// rectangle around it.
@preconcurrency @MainActor
private final class ButtonPointerDelegate: NSObject, UIPointerInteractionDelegate {
    static let shared = ButtonPointerDelegate()

    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
        guard let button = interaction.view as? UIButton, button.isEnabled,
            button.bounds.contains(request.location)
        else { return nil }
        return defaultRegion
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let button = interaction.view as? UIButton else { return nil }
        let effect = UIPointerEffect.automatic(UITargetedPreview(view: button))
        let shape = UIPointerShape.roundedRect(button.bounds.insetBy(dx: -4, dy: -4))
        guard let provider = button.pointerStyleProvider else { return UIPointerStyle(effect: effect, shape: nil) }
        // A provider answering nil means no effect: the ordinary pointer.
        return provider(button, effect, shape) ?? .system()
    }
}
