/// A bar for typing a search: a rounded grey field with a magnifying glass, a Cancel button at
/// its trailing side when shown, a prompt above and a scope bar below when asked for.
///
/// ```swift
/// let searchBar = UISearchBar()
/// searchBar.placeholder = "Find a visitor"
/// searchBar.delegate = self   // searchBar(_:textDidChange:) filters the list
/// tableView.tableHeaderView = searchBar
/// ```
///
/// Behaves as UIKit's `UISearchBar` (drawn as iOS 13 and later draw it): its `searchTextField`
/// edits the text with the on-screen keyboard (whose Return key reads Search), a tap on the bar
/// or `becomeFirstResponder()` starts editing, and the delegate hears of every step. Setting
/// `text` tells no one, as in UIKit. Sizes itself to 56 points (more with a prompt or scope bar)
/// when made with no frame. A `UISearchController` owns one and reacts to it. Main actor.
///
/// Differences: no results-list button, search-field tokens or background images; right to left
/// layout mirrors nothing yet.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// How the bar's background is drawn.
    public enum Style: UInt, Sendable {
        /// As `.prominent` on iOS 13 and later.
        case `default` = 0
        /// A background behind the field.
        case prominent = 1
        /// No background: only the field (and buttons) show.
        case minimal = 2
    }

    /// The height of the field's row.
    static let rowHeight: CGFloat = 56
    /// The row's height in a navigation bar.
    static let navigationBarRowHeight: CGFloat = 52
    static let fieldHeight: CGFloat = 36
    static let promptHeight: CGFloat = 28
    static let scopeBarHeight: CGFloat = 44
    static let margin: CGFloat = 8

    /// The field the text is edited in.
    public let searchTextField: UISearchTextField

    /// Told of editing, the buttons and the scope bar.
    open weak var delegate: UISearchBarDelegate?

    /// The text typed; setting it sends nothing (neither the delegate nor a search controller
    /// hears of it).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// Grey text shown while the field is empty; "Search" when nil, as on iOS 13 and later.
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? "Search" }
    }

    /// A line of text above the field.
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            promptLabel.isHidden = prompt == nil
            sizeDidChange()
        }
    }

    /// Whether the Cancel button shows at the trailing side. False by default.
    open var showsCancelButton: Bool {
        get { storedShowsCancelButton }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Whether a book symbol shows in the field while it is not being edited.
    open var showsBookmarkButton = false {
        didSet {
            searchTextField.rightView = showsBookmarkButton ? bookmarkButton : nil
            searchTextField.rightViewMode = .unlessEditing
        }
    }

    /// Whether the scope bar shows below the field (when there are `scopeButtonTitles`).
    open var showsScopeBar = false {
        didSet { if showsScopeBar != oldValue { scopeBarDidChange() } }
    }

    /// The scope bar's segments.
    open var scopeButtonTitles: [String]? {
        didSet { scopeBarDidChange() }
    }

    /// The selected scope segment. Setting it tells no one; an index outside the titles is
    /// refused with a warning.
    open var selectedScopeButtonIndex: Int {
        get { storedScopeIndex }
        set {
            let count = scopeButtonTitles?.count ?? 0
            guard newValue == 0 || (0..<count).contains(newValue) else {
                warnOnce(
                    &warned, cause: "selectedScopeButtonIndex",
                    "\(self): selectedScopeButtonIndex \(newValue) is outside the \(count) scopeButtonTitles; "
                        + "keeping \(storedScopeIndex). Set scopeButtonTitles first.")
                return
            }
            storedScopeIndex = newValue
            if scopeBar.numberOfSegments > newValue { scopeBar.selectedSegmentIndex = newValue }
        }
    }

    /// How the background is drawn. `.default` by default.
    open var searchBarStyle: Style = .default {
        didSet { setNeedsDisplay() }
    }

    /// The background's colour; the system background when nil.
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Kept for UIKit code; the bar draws as `.default` either way.
    open var barStyle: UIBarStyle = .default
    /// Kept for UIKit code; the bar's background is opaque.
    open var isTranslucent = true

    // Input traits, those of the field.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// A view shown above the keyboard while the field is edited.
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    public override init(frame: CGRect) {
        searchTextField = UISearchTextField(frame: .zero)
        super.init(frame: frame)
        commonInit()
        if frame.size == .zero { self.frame.size.height = fittingHeight }
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows or hides the Cancel button, sliding the field's end when `animated`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != storedShowsCancelButton else { return }
        storedShowsCancelButton = showsCancelButton
        if showsCancelButton { cancelButton.isHidden = false }
        setNeedsLayout()
        let change = {
            self.layoutIfNeeded()
            self.cancelButton.alpha = showsCancelButton ? 1 : 0
        }
        if animated, window != nil {
            UIView.animate(withDuration: 0.25, animations: change) { _ in
                self.cancelButton.isHidden = !self.storedShowsCancelButton
            }
        } else {
            change()
            cancelButton.isHidden = !showsCancelButton
        }
    }

    // MARK: First responder (the field's)

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Begins editing in the field (the delegate permitting).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        searchTextField.becomeFirstResponder()
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        searchTextField.resignFirstResponder()
    }

    // MARK: Size and drawing

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight)
    }

    open override func draw(_ rect: CGRect) {
        guard searchBarStyle != .minimal, !isInNavigationBar else { return }
        (barTintColor ?? .systemBackground).setFill()
        UIBezierPath(rect: bounds).fill()
    }

    /// Prompt on top, then the row (field, Cancel), then the scope bar. A bar given less height
    /// than it needs (a navigation bar hiding it as the content scrolls) shrinks and fades its
    /// field, as iOS does.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let margin = UISearchBar.margin
        var top: CGFloat = 0
        if prompt != nil {
            promptLabel.frame = CGRect(
                x: margin, y: 0, width: max(width - 2 * margin, 0), height: UISearchBar.promptHeight)
            top = UISearchBar.promptHeight
        }
        let scopeHeight = isScopeBarShown ? UISearchBar.scopeBarHeight : 0
        let row = min(rowHeight, max(bounds.height - top - scopeHeight, 0))
        let padding = rowHeight - UISearchBar.fieldHeight
        let fieldHeight = min(UISearchBar.fieldHeight, max(row - padding, 0))
        let cancelWidth = cancelButton.intrinsicContentSize.width
        let fieldEnd = width - margin - (storedShowsCancelButton ? cancelWidth + margin : 0)
        searchTextField.frame = CGRect(
            x: margin, y: top + ((row - fieldHeight) / 2).rounded(), width: max(fieldEnd - margin, 0),
            height: fieldHeight)
        searchTextField.alpha = fieldHeight / UISearchBar.fieldHeight
        cancelButton.frame = CGRect(
            x: storedShowsCancelButton ? width - margin - cancelWidth : width,
            y: top + ((row - UISearchBar.fieldHeight) / 2).rounded(), width: cancelWidth,
            height: UISearchBar.fieldHeight)
        scopeBar.frame = CGRect(x: margin, y: top + row + 2, width: max(width - 2 * margin, 0), height: 32)
    }

    // MARK: - Internal

    /// The search controller that owns this bar, told of editing, Cancel and the scope.
    @WeakLink var searchController: UISearchController?
    /// Whether a navigation bar shows the bar: then its row is 52 points (as iOS lays it out)
    /// and it has no background of its own.
    var isInNavigationBar = false {
        didSet {
            if isInNavigationBar != oldValue {
                sizeDidChange()
                setNeedsDisplay()
            }
        }
    }

    /// The row's height: 56 points, 52 inside a navigation bar.
    var rowHeight: CGFloat { isInNavigationBar ? UISearchBar.navigationBarRowHeight : UISearchBar.rowHeight }

    /// The height the bar's parts need: prompt, row, scope bar.
    var fittingHeight: CGFloat {
        (prompt == nil ? 0 : UISearchBar.promptHeight) + rowHeight
            + (isScopeBarShown ? UISearchBar.scopeBarHeight : 0)
    }

    var isScopeBarShown: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    let cancelButton = UIButton(type: .system)
    let scopeBar = UISegmentedControl(items: nil)
    let promptLabel = UILabel()
    private(set) lazy var bookmarkButton: UIButton = {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "book"), for: .normal)
        button.tintColor = .secondaryLabel
        button.frame.size = CGSize(width: 24, height: 24)
        button.addAction(
            UIAction { [weak self] _ in self.map { $0.delegate?.searchBarBookmarkButtonClicked($0) } },
            for: .touchUpInside)
        return button
    }()
    private var storedShowsCancelButton = false
    private var storedScopeIndex = 0
    var warned = WarnedCauses()
    /// The field's delegate, which turns its questions into the bar's.
    private lazy var fieldDelegate = SearchFieldDelegate(searchBar: self)

    // MARK: - Private

    private func commonInit() {
        backgroundColor = .clear
        isOpaque = false
        contentMode = .redraw
        searchTextField.placeholder = "Search"
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(
            UIAction { [weak self] _ in self?.textDidChangeByEditing() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.alpha = 0
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        scopeBar.isHidden = true
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeTapped() }, for: .valueChanged)
        addSubview(scopeBar)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
    }

    private func textDidChangeByEditing() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchBarTextDidChange()
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelTapped()
    }

    private func scopeTapped() {
        let index = scopeBar.selectedSegmentIndex
        guard index >= 0, index != storedScopeIndex else { return }
        storedScopeIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.searchBarScopeDidChange()
    }

    private func scopeBarDidChange() {
        let titles = scopeButtonTitles ?? []
        scopeBar.removeAllSegments()
        for (index, title) in titles.enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        if storedScopeIndex >= titles.count { storedScopeIndex = 0 }
        if !titles.isEmpty { scopeBar.selectedSegmentIndex = storedScopeIndex }
        scopeBar.isHidden = !isScopeBarShown
        sizeDidChange()
    }

    /// The bar's height may have changed: a bar the app gave no height grows or shrinks itself
    /// (a bar in a table header the app must set again, as in UIKit).
    private func sizeDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}
