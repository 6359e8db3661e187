/// The panel a `UIMenu` shows as: a rounded card of rows, one per action or submenu, with
/// `.displayInline` children as sections set off by a wider separator.
///
/// A row shows the element's title (red for `.destructive`, grey and inert for `.disabled`), its
/// image on the trailing side, and a check mark on the leading side for `.on`. A submenu's row
/// ends in a chevron; choosing it shows the submenu in the panel, under a header row (the
/// submenu's title, with a back chevron) that returns to the parent. Every row is an accessibility
/// element labelled with its title. `MenuPresentation` places the panel and handles choices.
/// Main actor.
@preconcurrency @MainActor
final class MenuView: UIView {
    /// What a row stands for.
    enum Entry {
        /// An action or a command; `isAvailable` false for a command no responder can perform
        /// now (shown disabled).
        case action(any MenuLeaf, isAvailable: Bool)
        case submenu(UIMenu)
        case back(UIMenu)
        /// A deferred element whose provider has not answered yet: a "Loading…" row.
        case loading(UIDeferredMenuElement)
    }

    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let sectionGap: CGFloat = 8
    static let cornerRadius: CGFloat = 13
    /// The panel under the rows: near white, or dark grey in the dark appearance.
    static let panelColor = UIColor(light: UIColor(white: 0.975, alpha: 1), dark: UIColor(rgb: 0x2C2C2E))

    /// Told when a row is chosen.
    var onChoose: ((any MenuLeaf) -> Void)?
    /// Where a command's action starts up the responder chain (the first responder, or what
    /// showed the menu); asked when rows are built, to find out which commands can be performed.
    var commandChainStart: (() -> UIResponder?)?
    /// The menus shown, root first; the last is on screen.
    private(set) var menuStack: [UIMenu]
    private var rows: [MenuRowView] = []
    private var separators: [(y: CGFloat, isSection: Bool)] = []
    private var headerLabel: UILabel?

    init(menu: UIMenu, commandChainStart: (() -> UIResponder?)? = nil) {
        menuStack = [menu]
        self.commandChainStart = commandChainStart
        super.init(frame: .zero)
        backgroundColor = .clear
        isOpaque = false
        reload()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The panel's size for what it shows.
    var preferredSize: CGSize {
        CGSize(width: MenuView.width, height: contentHeight)
    }

    /// Builds the rows for the menu on top of the stack, after asking the deferred elements it
    /// shows for their elements (the rows are built again when a later answer comes).
    func reload() {
        rows.forEach { $0.removeFromSuperview() }
        rows = []
        separators = []
        headerLabel?.removeFromSuperview()
        headerLabel = nil
        guard let menu = menuStack.last else { return }
        var y: CGFloat = 0
        if menuStack.count > 1 {
            y = add(MenuRowView(entry: .back(menu)), at: y)
            separators.append((y, true))
            y += MenuView.sectionGap
        } else if !menu.title.isEmpty {
            let label = UILabel()
            label.text = menu.title
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            label.frame = CGRect(x: 16, y: 0, width: MenuView.width - 32, height: 32)
            addSubview(label)
            headerLabel = label
            y = 32
            separators.append((y, false))
        }
        for (index, section) in sectionsAskingDeferredElements(of: menu).enumerated() {
            if index > 0 {
                separators.append((y, true))
                y += MenuView.sectionGap
            }
            for (rowIndex, entry) in section.enumerated() {
                if rowIndex > 0 { separators.append((y, false)) }
                y = add(MenuRowView(entry: entry), at: y)
            }
        }
        contentHeight = y
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let panel = UIBezierPath(roundedRect: bounds, cornerRadius: MenuView.cornerRadius)
        UIColor(white: 0, alpha: 0.12).setStroke()
        panel.lineWidth = 1
        MenuView.panelColor.setFill()
        panel.fill()
        panel.addClip()
        for separator in separators {
            if separator.isSection {
                UIColor(white: 0, alpha: 0.08).setFill()
                UIBezierPath(rect: CGRect(x: 0, y: separator.y, width: bounds.width, height: MenuView.sectionGap))
                    .fill()
            } else {
                UIColor.separator.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: separator.y, width: bounds.width, height: 0.5)).fill()
            }
        }
        UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: MenuView.cornerRadius).stroke()
    }

    /// Touches on the panel (between rows, on a disabled row) stay here: they neither choose
    /// anything nor dismiss the menu.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// What a menu shows, in sections: runs of plain children, and each inline submenu's
    /// children (an inline submenu inside it a section of its own too). Hidden actions are left
    /// out. A deferred element stands for the elements its provider gave, in its place, or for a
    /// loading row until then.
    func sections(of menu: UIMenu) -> [[Entry]] {
        var sections: [[Entry]] = []
        var current: [Entry] = []
        var expanding: Set<ObjectIdentifier> = []
        func add(_ children: [UIMenuElement]) {
            for child in children {
                if let submenu = child as? UIMenu, submenu.options.contains(.displayInline) {
                    if !current.isEmpty { sections.append(current) }
                    current = []
                    add(submenu.children)
                    if !current.isEmpty { sections.append(current) }
                    current = []
                } else if let submenu = child as? UIMenu {
                    current.append(.submenu(submenu))
                } else if let leaf = child as? any MenuLeaf {
                    var isAvailable = true
                    if let command = leaf as? UICommand {
                        isAvailable = command.validatedTarget(startingAt: commandChainStart?()) != nil
                    }
                    // Checked after validation, which may hide the command.
                    guard !leaf.attributes.contains(.hidden) else { continue }
                    current.append(.action(leaf, isAvailable: isAvailable))
                } else if let deferred = child as? UIDeferredMenuElement {
                    guard let elements = elements(of: deferred) else {
                        current.append(.loading(deferred))
                        continue
                    }
                    // A menu's children are fixed when it is made, so the one way a menu can hold
                    // itself is through a deferred element's answer: each shows once on a path.
                    guard expanding.insert(ObjectIdentifier(deferred)).inserted else { continue }
                    add(elements)
                    expanding.remove(ObjectIdentifier(deferred))
                }
            }
        }
        add(menu.children)
        if !current.isEmpty { sections.append(current) }
        return sections
    }

    // MARK: - Private

    private var contentHeight: CGFloat = 0
    /// What the uncached deferred elements of this showing gave (each is asked once per showing).
    private var providedElements: [ObjectIdentifier: [UIMenuElement]] = [:]
    /// Deferred elements asked, and not to be asked again, in this showing.
    private var requested: Set<ObjectIdentifier> = []
    /// True while `sectionsAskingDeferredElements` asks: an answer then is shown by it.
    private var isAsking = false

    private func elements(of deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        deferred.isCached ? deferred.cachedElements : providedElements[ObjectIdentifier(deferred)]
    }

    /// `sections(of:)` once every deferred element they show has been asked in this showing:
    /// elements that answer at once show their elements (which may hold deferred elements of
    /// their own, asked in turn); the others show a loading row until they answer.
    private func sectionsAskingDeferredElements(of menu: UIMenu) -> [[Entry]] {
        var shown = sections(of: menu)
        while true {
            let unasked = shown.joined().compactMap { entry -> UIDeferredMenuElement? in
                guard case .loading(let element) = entry, !requested.contains(ObjectIdentifier(element)) else {
                    return nil
                }
                return element
            }
            guard !unasked.isEmpty else { return shown }
            isAsking = true
            unasked.forEach(request)
            isAsking = false
            shown = sections(of: menu)
        }
    }

    private func request(_ element: UIDeferredMenuElement) {
        guard requested.insert(ObjectIdentifier(element)).inserted else { return }
        element.requestElements { [weak self, weak element] elements in
            guard let self, let element else { return }
            if !element.isCached { providedElements[ObjectIdentifier(element)] = elements }
            guard !isAsking else { return }
            reload()
            onResize?()
        }
    }

    private func add(_ row: MenuRowView, at y: CGFloat) -> CGFloat {
        row.frame = CGRect(x: 0, y: y, width: MenuView.width, height: MenuView.rowHeight)
        row.onSelect = { [unowned self] entry in select(entry) }
        addSubview(row)
        rows.append(row)
        return y + MenuView.rowHeight
    }

    private func select(_ entry: Entry) {
        switch entry {
        case .action(let action, let isAvailable):
            if isAvailable { onChoose?(action) }
        case .submenu(let submenu):
            menuStack.append(submenu)
            reload()
            onResize?()
        case .back:
            menuStack.removeLast()
            reload()
            onResize?()
        case .loading:
            break
        }
    }

    /// Told when the panel's content changed size (a submenu opened or closed).
    var onResize: (() -> Void)?
}

/// One row of a `MenuView`: an action, a submenu, or the header that goes back to the parent.
@preconcurrency @MainActor
final class MenuRowView: UIControl {
    let entry: MenuView.Entry
    var onSelect: ((MenuView.Entry) -> Void)?
    private let titleLabel = UILabel()
    private let trailingImageView = UIImageView()
    private let leadingImageView = UIImageView()

    init(entry: MenuView.Entry) {
        self.entry = entry
        super.init(frame: .zero)
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.lineBreakMode = .byTruncatingTail
        for imageView in [trailingImageView, leadingImageView] {
            imageView.contentMode = .center
            imageView.templatesAutomaticImages = true
        }
        addSubview(titleLabel)
        addSubview(trailingImageView)
        addSubview(leadingImageView)
        let color: UIColor
        switch entry {
        case .action(let action, let isAvailable):
            titleLabel.text = action.title
            trailingImageView.image = action.image
            if action.state == .on {
                leadingImageView.image = UIImage(systemName: "checkmark", withConfiguration: MenuRowView.smallSymbol)
            }
            if action.state == .mixed {
                leadingImageView.image = UIImage(systemName: "minus", withConfiguration: MenuRowView.smallSymbol)
            }
            isEnabled = isAvailable && !action.attributes.contains(.disabled)
            color = action.attributes.contains(.destructive) ? .systemRed : .label
        case .submenu(let menu):
            titleLabel.text = menu.title
            trailingImageView.image = UIImage(systemName: "chevron.right", withConfiguration: MenuRowView.smallSymbol)
            color = menu.options.contains(.destructive) ? .systemRed : .label
        case .back(let menu):
            titleLabel.text = menu.title
            titleLabel.font = .boldSystemFont(ofSize: 17)
            leadingImageView.image = UIImage(systemName: "chevron.left", withConfiguration: MenuRowView.smallSymbol)
            color = .label
        case .loading:
            titleLabel.text = "Loading…"
            isEnabled = false
            color = .secondaryLabel
        }
        let shown = isEnabled ? color : UIColor.systemGray2
        titleLabel.textColor = shown
        tintColor = shown
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? titleLabel.text }
        set { storedAccessibilityLabel = newValue }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let leadingWidth: CGFloat = 36
        leadingImageView.frame = CGRect(x: 6, y: 0, width: leadingWidth - 6, height: bounds.height)
        trailingImageView.frame = CGRect(x: bounds.width - 44, y: 0, width: 32, height: bounds.height)
        titleLabel.frame = CGRect(
            x: leadingWidth, y: 0, width: bounds.width - leadingWidth - 48, height: bounds.height)
    }

    override func draw(_ rect: CGRect) {
        guard isHighlighted else { return }
        UIColor(white: 0, alpha: 0.08).setFill()
        UIBezierPath(rect: bounds).fill()
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    override func sendActions(for controlEvents: UIControl.Event) {
        super.sendActions(for: controlEvents)
        if controlEvents.contains(.primaryActionTriggered) { onSelect?(entry) }
    }

    override func stateDidChange() {
        super.stateDidChange()
        setNeedsDisplay()
    }

    private static let smallSymbol = UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold)
}
