/// An alert controller's root view: for an alert, one panel; for an action sheet at the bottom of
/// a compact screen, the panel of choices with the Cancel panel 8 points below it; in a popover,
/// the choices without Cancel. It is sized by the presentation (see `UIPresentationController`)
/// to what `contentSize(forWidth:)` asks for. Internal; main actor.
@preconcurrency @MainActor
final class AlertView: UIView {
    /// The gap between an action sheet's choices and its Cancel panel.
    static let cancelGap: CGFloat = 8

    private unowned let controller: UIAlertController
    private var panels: [AlertPanelView] = []
    /// The layout the panels were built for.
    private var builtFor: PresentationLayout?

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: 270, height: 100))
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The size the alert wants at `width` for `layout` (building its panels for it).
    func contentSize(forWidth width: CGFloat, layout: PresentationLayout) -> CGSize {
        rebuildIfNeeded(for: layout)
        let heights = panels.map { $0.height(forWidth: width) }
        let gaps = CGFloat(max(panels.count - 1, 0)) * Self.cancelGap
        return CGSize(width: width, height: heights.reduce(0, +) + gaps)
    }

    /// The content changed (an action was added): build the panels again at the next measure.
    func contentDidChange() {
        builtFor = nil
        setNeedsLayout()
    }

    /// Every action row, in the order shown.
    var rows: [AlertActionRow] { panels.flatMap(\.rows) }

    override func layoutSubviews() {
        super.layoutSubviews()
        rebuildIfNeeded(for: controller.storedPresentationController?.layout ?? .alert)
        var y: CGFloat = 0
        for (index, panel) in panels.enumerated() {
            // The last panel takes what is left (the whole view for an alert).
            let height = index == panels.count - 1 ? bounds.height - y : panel.height(forWidth: bounds.width)
            panel.frame = CGRect(x: 0, y: y, width: bounds.width, height: max(height, 0))
            y += height + Self.cancelGap
        }
    }

    // MARK: - Private

    private func rebuildIfNeeded(for layout: PresentationLayout) {
        guard builtFor != layout else { return }
        builtFor = layout
        for panel in panels { panel.removeFromSuperview() }
        panels = []
        let select: @MainActor (UIAlertAction) -> Void = { [weak controller] action in controller?.select(action) }
        let title = controller.title
        let message = controller.message
        let preferred = controller.preferredAction
        switch layout {
        case .actionSheet, .popover:
            let choices = controller.actions.filter { $0.style != .cancel }
            let mode: AlertPanelView.Mode = layout == .popover ? .popover : .sheet
            if !choices.isEmpty || title?.isEmpty == false || message?.isEmpty == false {
                panels.append(
                    AlertPanelView(
                        mode: mode, title: title, message: message, fields: [],
                        actions: choices, preferred: preferred, select: select))
            }
            if layout == .actionSheet, let cancel = controller.actions.first(where: { $0.style == .cancel }) {
                panels.append(
                    AlertPanelView(
                        mode: .sheetCancel, title: nil, message: nil, fields: [],
                        actions: [cancel], preferred: preferred, select: select))
            }
        default:
            // Stacked alerts put Cancel last; the panel itself moves it left when two sit side by side.
            let ordered =
                controller.actions.filter { $0.style != .cancel } + controller.actions.filter { $0.style == .cancel }
            panels.append(
                AlertPanelView(
                    mode: .alert, title: title, message: message,
                    fields: controller.textFields ?? [], actions: ordered, preferred: preferred, select: select))
        }
        for panel in panels { addSubview(panel) }
    }
}
