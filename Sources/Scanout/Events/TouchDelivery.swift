/// What a touch's view and gesture recognizers have been told of it so far: the one record that
/// makes delivery exact. Every touch carries one (`UITouch.delivery`); `GestureArena` reads it to
/// decide what is due and advances it as it tells, so a touch that began at its view ends there
/// exactly once (ended or cancelled), however deliveries nest or recognizers decide.
struct TouchDelivery {
    /// The view's side, from admission to its last message.
    enum View {
        /// The view may not have this finger (multi-touch off, an exclusive touch elsewhere):
        /// only the recognizers get it.
        case excluded
        /// Admitted: `touchesBegan` goes out with the touch's next delivery.
        case pending
        /// `touchesBegan` is held back while a `delaysTouchesBegan` recognizer may recognize.
        case beginHeld
        /// The view has `touchesBegan`.
        case began
        /// The finger lifted; `touchesEnded` is held back while a `delaysTouchesEnded`
        /// recognizer may recognize.
        case endHeld
        case ended
        case cancelled

        /// Nothing more will reach the view.
        var isFinal: Bool {
            switch self {
            case .excluded, .ended, .cancelled: true
            case .pending, .beginHeld, .began, .endHeld: false
            }
        }

        /// A recognizer holds a message back.
        var isHeld: Bool { self == .beginHeld || self == .endHeld }

        /// The view has `touchesBegan`, and no end yet.
        var isOpen: Bool { self == .began || self == .endHeld }
    }

    /// The recognizers' side. A touch's recognizers hear of it together, phase by phase (one that
    /// finished hears no more), so one stage serves them all.
    enum Recognizers {
        case untold
        case began
        case ended
    }

    var view: View
    var recognizers: Recognizers = .untold

    /// The view and the recognizers have had their last message.
    var isComplete: Bool { view.isFinal && recognizers == .ended }
}
