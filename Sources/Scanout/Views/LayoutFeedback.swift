/// Who keeps a layout from settling: the view whose layout callback (`updateConstraints`,
/// `layoutSubviews`, its controller's `viewWillLayoutSubviews`/`viewDidLayoutSubviews`) changes
/// something that needs another round — a constraint's constant, the constraints, an intrinsic
/// size, `setNeedsLayout` — when the rounds run out.
///
/// `layoutIfNeeded` runs a bounded number of rounds (`UIView.maximumLayoutRounds`); only the last
/// one records, so layout that settles pays for a static store around each callback and nothing
/// else. The warning then names each culprit and cause once (`ViewLayoutState`), however many
/// frames the loop lasts. Main actor.
@preconcurrency @MainActor
enum LayoutFeedback {
    enum Cause: String {
        case constant = "changes a constraint's constant"
        case constraints = "adds, removes or changes constraints"
        case intrinsicSize = "invalidates an intrinsic content size"
        case needsLayout = "calls setNeedsLayout"
        case needsUpdateConstraints = "calls setNeedsUpdateConstraints"
    }

    struct Culprit {
        let view: UIView
        let cause: Cause
    }

    /// The view whose layout callback is running, if any.
    static var currentView: UIView?
    /// True during the last round of a layout that has not settled yet.
    private static var isRecording = false
    private static var culprits: [Culprit] = []

    /// A change that needs another layout round happened: noted against the running callback's view.
    static func note(_ cause: Cause) {
        guard isRecording, let view = currentView else { return }
        // A loop, not `contains { … }`: a closure in main-actor code checks its executor per call.
        for culprit in culprits where culprit.view === view && culprit.cause == cause { return }
        culprits.append(Culprit(view: view, cause: cause))
    }

    /// `view` was marked for layout. That needs another round only when it is the running
    /// callback's view or an ancestor of it: a view below is laid out later in the same pass.
    static func noteNeedsLayout(of view: UIView) {
        guard isRecording, let current = currentView else { return }
        guard view === current || current.isDescendant(of: view) else { return }
        note(.needsLayout)
    }

    /// Starts recording (for the last round); returns what was being recorded, for `endRecording`.
    static func beginRecording() -> (Bool, [Culprit]) {
        let saved = (isRecording, culprits)
        isRecording = true
        culprits = []
        return saved
    }

    /// The culprits noted since `beginRecording`; puts back an outer recording.
    static func endRecording(restoring saved: (Bool, [Culprit])) -> [Culprit] {
        let noted = culprits
        (isRecording, culprits) = saved
        return noted
    }
}
