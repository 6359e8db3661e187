import Scanout

/// The shake-to-edit panel a shake brings up.
extension TestHost {
    /// The choices the shake-to-edit panel offers ("Undo Typing", "Redo Typing", "Cancel"), top to
    /// bottom; empty when it is not showing.
    public var shakeToEditChoices: [String] {
        application.shakeToEditChoices
    }

    /// Taps the shake-to-edit choice titled `title`.
    public func tapShakeToEditChoice(_ title: String) throws(EditMenuItemNotFound) {
        guard let frame = application.frameOfShakeToEditChoice(title) else {
            throw EditMenuItemNotFound(title: title, visibleTitles: shakeToEditChoices, place: "shake-to-edit panel")
        }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}
