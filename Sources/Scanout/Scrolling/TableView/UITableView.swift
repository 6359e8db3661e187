/// A scrolling list of rows in sections, drawn by reusable cells.
///
/// Behaves as UIKit's `UITableView` (plain style): the data source says how many rows and makes
/// each row's cell, usually with `dequeueReusableCell(withIdentifier:for:)`; only the rows on
/// screen have cells, and a cell that scrolls off is reused for a row scrolling on, so a list
/// of 10,000 rows keeps a screenful of cells. Rows are `rowHeight` tall unless the delegate says
/// otherwise; a tap selects a row and tells the delegate. Main actor.
///
/// Self-sizing rows: with `rowHeight` (or the delegate's height) `UITableView.automaticDimension`,
/// a row is assumed `estimatedRowHeight` tall until its cell first comes on screen, when the
/// cell's constraints are measured (`systemLayoutSizeFitting` at the table's width) and the rows
/// below move; a row measured above the visible area moves the content offset with it, so what is
/// on screen stays put. Measured heights are kept until `reloadData()`.
///
/// Sections have headers and footers (titles from the data source, or views and heights from the
/// delegate; in the plain style a header stays at the top while its section scrolls under it),
/// and the table a `tableHeaderView` and `tableFooterView`. Row updates (`insertRows`,
/// `deleteRows`, `reloadRows`, the section forms, `performBatchUpdates`) take effect at once
/// (see `UITableView+Updates.swift`).
///
/// Hostile data: a `reloadData()` or row update made while the table lays out its rows (from
/// `cellForRowAt`, `heightForRowAt`, `willDisplay`, a scroll callback) takes effect when that
/// layout ends, so the table's subviews are always its visible cells and its own views; heights
/// that are NaN, negative or huge, negative or enormous counts and updates that do not add up are
/// clamped or reloaded with one warning (see `UITableView+UntrustedData.swift`).
///
/// Differences: no editing, swipe actions or row-update animations yet.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    public let style: Style

    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadKeepingSelection() }
    }

    /// The height of rows the delegate does not size. 44 by default.
    open var rowHeight: CGFloat = 44 {
        didSet { if rowHeight != oldValue { reloadKeepingSelection() } }
    }

    /// The row height that asks each row's cell for its height (from its constraints).
    public static let automaticDimension: CGFloat = -1

    /// The height assumed for self-sizing rows before they are measured: `automaticDimension`
    /// (the default) assumes 44 points. A close estimate keeps the scroll indicator steady.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { reloadKeepingSelection() } }
    }

    /// Whether a tap selects a row outside editing. True by default.
    open var allowsSelection = true
    /// Whether taps select several rows outside editing, a tap on a selected row deselecting
    /// it. False by default; turning it off deselects every row.
    open var allowsMultipleSelection = false {
        didSet { if oldValue, !allowsMultipleSelection, !isEditing { clearSelection() } }
    }
    /// Whether a tap selects a row while the table is editing. False by default.
    open var allowsSelectionDuringEditing = false
    /// Whether taps select several rows while the table is editing (rows picked for an action).
    /// False by default; turning it off deselects every row.
    open var allowsMultipleSelectionDuringEditing = false {
        didSet { if oldValue, !allowsMultipleSelectionDuringEditing, isEditing { clearSelection() } }
    }
    /// Whether focus returns to the row focused last when it re-enters the table (else it goes
    /// to the delegate's preferred row, or the first).
    open var remembersLastFocusedIndexPath = false
    /// Whether focusing a row selects it (through the delegate, as a tap).
    open var selectionFollowsFocus = false
    /// Whether rows can take keyboard focus.
    open var allowsFocus = true
    /// The row focused last (see `remembersLastFocusedIndexPath`).
    var lastFocusedIndexPath: IndexPath?

    /// How rows are separated: a hairline under each (`.singleLine`, the default) or nothing.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    /// The animations row updates would use; Scanout's updates take effect at once.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic = 100
    }

    open var separatorStyle: SeparatorStyle = .singleLine {
        didSet { if separatorStyle != oldValue { reloadKeepingSelection() } }
    }
    /// Told of rows the user is about to reach, to start loading their data (see
    /// `UITableView+Prefetching`). Weak, as in UIKit.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        didSet { prefetchedRows = [] }
    }

    /// The rows the prefetch data source was told of and not yet shown or cancelled.
    var prefetchedRows: Set<IndexPath> = []

    /// The separators' colour; nil for the system separator grey.
    open var separatorColor: UIColor? {
        didSet { reloadKeepingSelection() }
    }
    /// Where separators start and end: 16 points in from the leading edge by default.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if separatorInset != oldValue { reloadKeepingSelection() } }
    }

    /// What `separatorInset` is measured from: the cell's edges (the default), or the insets the
    /// table would use anyway, added to. Scanout's automatic inset is zero, so both read the same.
    public enum SeparatorInsetReference: Int, Sendable {
        case fromCellEdges, fromAutomaticInsets
    }

    /// An effect for the separators over a blurred background (vibrancy). Kept; separators are
    /// drawn in `separatorColor`.
    open var separatorEffect: UIVisualEffect?

    /// What `separatorInset` is measured from; see `SeparatorInsetReference`.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges

    /// Whether cells' layout margins follow the readable width. False, as since iOS 12; Scanout's
    /// cells keep their margins either way.
    open var cellLayoutMarginsFollowReadableWidth = false

    /// Whether cells' content views stay inside the safe area. True, as in UIKit; on a kiosk the
    /// safe area's sides are the screen's.
    open var insetsContentViewsToSafeArea = true

    /// The height of section headers the delegate does not size: `automaticDimension` (the
    /// default) gives a titled header its title's height and an untitled one none.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { reloadKeepingSelection() } }
    }
    /// As `sectionHeaderHeight`, for footers.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { reloadKeepingSelection() } }
    }

    /// A view above the first section, as tall as its frame (set the frame's height first).
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            reloadKeepingSelection()
        }
    }
    /// A view below the last section. An empty `UIView()` here (a common idiom) takes no room.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            reloadKeepingSelection()
        }
    }

    /// Whether the table is in editing mode: each row the data source can edit shows a red minus
    /// (`editingStyleForRowAt` `.delete`, the default); tapping it reveals the Delete button, and
    /// Delete asks the data source to `commit` the deletion. `UITableViewController` follows its
    /// controller's editing.
    open var isEditing: Bool {
        get { editingMode }
        set { setEditing(newValue, animated: false) }
    }

    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingMode else { return }
        editingMode = editing
        // Selection means something else in editing (rows picked for an action): it starts empty.
        clearSelection()
        rowSwipes?.close(animated: false)
        for (row, cell) in visible.sorted(by: { $0.key < $1.key }) { configureEditing(cell, row: row) }
    }

    private var editingMode = false

    /// Sideways swipes on rows that reveal their actions.
    private(set) var rowSwipes: RowSwipeController!
    /// The long press that shows rows' context menus.
    private(set) var rowContextMenus: RowContextMenuPress!

    /// Nesting of `beginUpdates()` groups; updates apply when it returns to 0.
    var updateDepth = 0
    /// What the open group of updates inserted and deleted, checked when it is applied.
    var pendingUpdates = RowUpdateTally()
    /// The open group's updates themselves, for moving the selection with the rows.
    var pendingRowUpdates: [CollectionUpdate] = []
    /// The causes this table has warned about (see `warnOnce`).
    var warned = WarnedCauses()
    /// Header and footer views on screen, by section.
    var shownHeaders: [Int: UIView] = [:]
    var shownFooters: [Int: UIView] = [:]
    var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var headerFooterReusePool: [String: [UITableViewHeaderFooterView]] = [:]

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        rowSwipes = RowSwipeController(table: self)
        rowContextMenus = RowContextMenuPress(table: self)
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Cells

    /// Makes `dequeueReusableCell(withIdentifier:for:)` create cells of `cellClass` (a
    /// `UITableViewCell` subclass, created with its `init(style:reuseIdentifier:)` in the default
    /// style) for `identifier` when none is waiting to be reused; nil unregisters it.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredClasses[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            preconditionFailure(
                "register(_:forCellReuseIdentifier:) was given \(cellClass), which is not a UITableViewCell "
                    + "subclass, for '\(identifier)'. Register a UITableViewCell subclass.")
        }
        registeredClasses[identifier] = cellType
    }

    /// A cell that scrolled off, waiting for reuse under `identifier`; nil when there is none.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cell = reusePool[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// A cell for `indexPath`: a reused one, or a new one of the class registered for
    /// `identifier`. Traps, naming the identifier, when none was registered.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        guard let cellClass = registeredClasses[identifier] else {
            preconditionFailure(
                "No cell class registered for reuse identifier '\(identifier)'. "
                    + "Call register(_:forCellReuseIdentifier:) before dequeueing.")
        }
        return cellClass.init(registeredClassWithReuseIdentifier: identifier)
    }

    /// Asks the data source (and the delegate's heights) again and redraws every visible row.
    /// Asks the data source for everything again. As in UIKit, the selection is cleared (the
    /// delegate is not told): save `indexPathsForSelectedRows` first to select them again.
    open func reloadData() {
        clearSelection()
        reloadKeepingSelection()
    }

    /// Reloads for a change of the table's own settings or of an update: the selection stays
    /// (moved by the update's mapping when the rows are counted again).
    func reloadKeepingSelection() {
        rowSwipes?.close(animated: false)
        needsReload = true
        // During the table's own layout, the running layout reloads when it ends.
        guard !isPlacingRows else { return }
        setNeedsLayout()
        if window != nil { layoutVisibleRows() }
    }

    open var numberOfSections: Int {
        reloadIfNeeded()
        return sectionRowCounts.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return section < sectionRowCounts.count ? sectionRowCounts[section] : 0
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        visible.sorted { $0.key < $1.key }.map(\.value)
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        visible.keys.sorted().map(indexPath(forGlobalRow:))
    }

    /// The cell showing `indexPath`, if it is on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        globalRow(for: indexPath).flatMap { visible[$0] }
    }

    /// The row `cell` shows, when it is on screen (a cell's button action finds its row so).
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }.map { indexPath(forGlobalRow: $0.key) }
    }

    /// The row at `point` (the table's coordinates), if any.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.y >= 0, let row = globalRow(atY: point.y) else { return nil }
        return indexPath(forGlobalRow: row)
    }

    /// Where `indexPath`'s row is, in the table's coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard let row = globalRow(for: indexPath) else { return .zero }
        return CGRect(x: 0, y: rowTops[row], width: bounds.width, height: rowHeights[row])
    }

    /// Scrolls so `indexPath` shows at `scrollPosition` (`.none`: as little as needed).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        // The part of the bounds not under a bar: the adjusted insets.
        let inset = adjustedContentInset
        var y: CGFloat
        switch scrollPosition {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - (bounds.height + inset.top - inset.bottom) / 2
        case .bottom: y = rect.maxY - bounds.height + inset.bottom
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        }
        let range = offsetRange.y
        y = min(max(y, range.lowerBound), range.upperBound)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Selection (see UITableView+Selection.swift)

    /// The selected row; with several selected, the first in table order. nil when none.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in table order, or nil when none.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects `indexPath`, replacing the selection unless several rows may be selected in the
    /// current mode; nil deselects every row. The delegate is not told. A row that does not
    /// exist is ignored.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowByProgram(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects `indexPath` if it is selected. The delegate is not told.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectRowByProgram(indexPath, animated: animated)
    }

    // MARK: Touches

    // Touches in a row reach here from the cell, whose touch methods are UIView's: the row shows
    // pressed while its touch is down and is selected when the touch lifts inside it.

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // While a row shows its actions, a touch elsewhere only closes it.
        if rowSwipes.isOpen { return super.touchesBegan(touches, with: event) }
        if let touch = touches.first, let cell = cell(of: touch) { highlightRow(of: cell) }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if rowSwipes.isOpen {
            if !touches.contains(where: { rowSwipes.isInActions($0.view) }) { rowSwipes.close(animated: true) }
            return super.touchesEnded(touches, with: event)
        }
        for touch in touches {
            guard let cell = cell(of: touch), cell.isHighlighted, let indexPath = cell.indexPath,
                indexPath == highlightedRow
            else { continue }
            unhighlightRow()
            if cell.bounds.contains(touch.location(in: cell)) { selectByUser(indexPath) }
        }
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !touches.isEmpty { unhighlightRow() }
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentSize.width != bounds.width { contentSize.width = bounds.width }
        placeBackgroundView()
        layoutVisibleRows()
    }

    override func contentOffsetDidChange() {
        if rowSwipes?.isOpen == true, rowSwipes.pan.state == .possible || rowSwipes.pan.state == .failed {
            rowSwipes.close(animated: true)
        }
        placeBackgroundView()
        layoutVisibleRows()
    }

    /// A view behind every row, header and footer, sized to the table and still while it scrolls
    /// (an empty state's message, a picture); nil (the default) for none.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The background view covers the visible part of the table, behind the rows.
    private func placeBackgroundView() {
        guard let backgroundView else { return }
        let frame = CGRect(origin: contentOffset, size: bounds.size)
        if backgroundView.frame != frame { backgroundView.frame = frame }
        if subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
    }

    // MARK: - Private

    private var registeredClasses: [String: UITableViewCell.Type] = [:]
    private var reusePool: [String: [UITableViewCell]] = [:]
    /// The cells on screen by global row (rows counted across sections).
    var visible: [Int: UITableViewCell] = [:]
    private var needsReload = true
    private(set) var sectionRowCounts: [Int] = []
    /// The first global row of each section.
    private var sectionStarts: [Int] = []
    /// The top and height of each global row (headers and footers lie between sections).
    var rowTops: [CGFloat] = []
    var rowHeights: [CGFloat] = []
    /// Each section's header and footer band (zero height when it has none).
    var sectionHeaderBands: [Band] = []
    var sectionFooterBands: [Band] = []
    /// The bottom of the last section's footer: where `tableFooterView` goes.
    var sectionsBottom: CGFloat = 0
    /// The selected rows (see `UITableView+Selection`).
    var selectedRows = Set<IndexPath>()
    /// The row shown pressed while a touch is down in it.
    var highlightedRow: IndexPath?
    /// The updates applied since the rows were last counted, and the counts before them: when
    /// the rows are counted again, the selection moves as the updates moved the rows.
    var updatesAwaitingReload: (updates: [CollectionUpdate], oldCounts: [Int])?
    /// Set when two groups of updates were applied between countings (possible while the
    /// table lays out): their indexes cannot be chained, so the selection only drops what left.
    var updatesAwaitingReloadAreMixed = false
    /// Which global rows size themselves, and the heights measured so far.
    private var selfSizingRows: [Bool] = []
    private var measuredHeights: [Int: CGFloat] = [:]
    /// Whether the rows are being worked out or given cells. The data source and delegate are
    /// called meanwhile, and may reload or update the table: that is deferred until the layout
    /// ends (reloading under the running layout would leave its cells, ghosts, in the table).
    private var isPlacingRows = false
    /// Whether the table was asked to lay out its rows while it was doing so (a scroll callback).
    private var needsAnotherPass = false
    /// How many times one layout starts over because the data source reloaded the table from
    /// inside it before it gives up until the next layout (a data source that reloads from every
    /// `cellForRowAt` would otherwise never let it end).
    private static let reentrantReloadLimit = 8
    /// The most cells on screen at once: a screen of half-point rows.
    private static let maximumVisibleCells = 1024

    /// The row counts the table shows, or nil while a reload is pending (nothing to compare an
    /// update with).
    var loadedRowCounts: [Int]? { needsReload ? nil : sectionRowCounts }

    /// The row cell `touch` landed in (in the cell or in one of its subviews), if any.
    private func cell(of touch: UITouch) -> UITableViewCell? {
        var view = touch.view
        while let current = view, current !== self {
            if let cell = current as? UITableViewCell, cell.storedSuperview === self { return cell }
            view = current.storedSuperview
        }
        return nil
    }

    /// Reloads when a reload is pending, except while the rows are being placed: then the
    /// running layout reloads when it ends, and queries meanwhile answer from the rows it uses.
    private func reloadIfNeeded() {
        guard needsReload, !isPlacingRows else { return }
        isPlacingRows = true
        defer { isPlacingRows = false }
        reloadRows()
    }

    /// Asks the data source and delegate for the rows and their heights.
    private func reloadRows() {
        needsReload = false
        // In row order, not the dictionary's: the order cells are recycled in decides which cell
        // each row reuses, and a dictionary's order changes from run to run (see
        // `UICollectionView.shownInElementOrder`).
        for (_, cell) in visible.sorted(by: { $0.key < $1.key }) { recycle(cell) }
        visible.removeAll()
        retireSupplementaryViews()
        guard let dataSource else {
            sectionRowCounts = []
            selectionDidRecount()
            sectionStarts = []
            rowTops = []
            rowHeights = []
            sectionHeaderBands = []
            sectionFooterBands = []
            sectionsBottom = tableHeaderHeight
            updateContentHeight()
            return
        }
        let tableDelegate = delegate as? UITableViewDelegate
        measuredHeights.removeAll()
        selfSizingRows.removeAll()
        var remaining = UITableView.maximumRowCount
        let sections = usableCount(dataSource.numberOfSections(in: self), of: "numberOfSections", remaining: remaining)
        remaining -= sections
        sectionRowCounts = []
        sectionRowCounts.reserveCapacity(sections)
        for section in 0..<sections {
            let asked = dataSource.tableView(self, numberOfRowsInSection: section)
            let rows = usableCount(asked, of: "the rows in section \(section)", remaining: remaining)
            remaining -= rows
            sectionRowCounts.append(rows)
        }
        selectionDidRecount()
        sectionStarts = []
        rowTops = []
        rowHeights = []
        sectionHeaderBands = []
        sectionFooterBands = []
        let rowTotal = UITableView.maximumRowCount - remaining - sections
        rowTops.reserveCapacity(rowTotal)
        rowHeights.reserveCapacity(rowTotal)
        selfSizingRows.reserveCapacity(rowTotal)
        var y = tableHeaderHeight
        var global = 0
        for (section, rows) in sectionRowCounts.enumerated() {
            sectionStarts.append(global)
            let headerHeight = supplementHeight(header: true, section: section)
            sectionHeaderBands.append(Band(top: y, height: headerHeight))
            y += headerHeight
            for row in 0..<rows {
                let indexPath = IndexPath(row: row, section: section)
                var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                let sizesItself = height == UITableView.automaticDimension
                selfSizingRows.append(sizesItself)
                if sizesItself {
                    let estimate =
                        tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
                    height = usableEstimate(estimate)
                } else {
                    height = usableRowHeight(height, at: indexPath, source: "the row height")
                }
                rowTops.append(y)
                rowHeights.append(height)
                y += height
            }
            let footerHeight = supplementHeight(header: false, section: section)
            sectionFooterBands.append(Band(top: y, height: footerHeight))
            y += footerHeight
            global += rows
        }
        sectionsBottom = y
        updateContentHeight()
    }

    /// Gives the rows on screen cells and takes cells from rows that left it. Self-sizing rows that
    /// come on screen are measured; if that moved rows, the visible rows are worked out again
    /// (each row is measured once, so this settles).
    ///
    /// The data source and delegate may reload or update the table from the calls a pass makes;
    /// the pass finishes with the rows it started with (its cells all in `visible`), then the
    /// layout starts over from the reloaded rows, up to `reentrantReloadLimit` times.
    private func layoutVisibleRows() {
        guard !isPlacingRows else {
            needsAnotherPass = true
            return
        }
        isPlacingRows = true
        defer { isPlacingRows = false }
        var restarts = 0
        while true {
            needsAnotherPass = false
            if needsReload { reloadRows() }
            // The last pass allowed places every visible row whatever the data source does.
            if placeVisibleRows(stoppingForReload: restarts < UITableView.reentrantReloadLimit) { continue }
            guard needsReload || needsAnotherPass else {
                updatePrefetching()
                break
            }
            restarts += 1
            if restarts > UITableView.reentrantReloadLimit {
                // What the last pass placed stands; the next reloadData() outside layout reloads.
                needsReload = false
                warnOnce(
                    &warned, cause: "reload loop",
                    "\(self): the data source or delegate reloads the table every time the table lays out its "
                        + "rows (reloadData() or a row update from cellForRowAt, heightForRowAt or willDisplay); "
                        + "the table shows the rows of its last reload. Reload when the data changes instead.")
                break
            }
        }
    }

    /// One placement pass; true when measuring a row changed the row positions. When
    /// `stoppingForReload`, a reload requested meanwhile ends the pass: the data source has
    /// changed, and asking it for more rows of the old count could take it out of its range.
    private func placeVisibleRows(stoppingForReload: Bool) -> Bool {
        defer { placeSupplementaryViews() }
        let rowCount = rowTops.count
        guard rowCount > 0, let dataSource else { return false }
        let top = contentOffset.y
        let bottom = top + bounds.height
        var onScreen: [Int] = []
        var row = firstRow(endingAfter: top)
        // A row of no height shows nothing and gets no cell; rows of a hair's height (a hostile
        // 1e-9) get cells up to `maximumVisibleCells`, so one screen never makes millions.
        while row < rowCount, rowTops[row] < bottom, onScreen.count < UITableView.maximumVisibleCells {
            if rowHeights[row] > 0 { onScreen.append(row) }
            row += 1
        }
        let shown = Set(onScreen)
        // Recycled in row order, not the dictionary's (see `reloadRows`).
        var gone: [(row: Int, cell: UITableViewCell)] = []
        for (row, cell) in visible where !shown.contains(row) { gone.append((row, cell)) }
        if gone.count > 1 { gone.sort { $0.row < $1.row } }
        for (row, cell) in gone {
            visible[row] = nil
            recycle(cell)
        }
        let tableDelegate = delegate as? UITableViewDelegate
        for row in onScreen {
            if stoppingForReload, needsReload { break }
            let frame = CGRect(x: 0, y: rowTops[row], width: bounds.width, height: rowHeights[row])
            if let cell = visible[row] {
                if cell.frame != frame { cell.frame = frame }
                continue
            }
            let indexPath = indexPath(forGlobalRow: row)
            let cell = usableCell(dataSource.tableView(self, cellForRowAt: indexPath), forRow: row)
            cell.indexPath = indexPath
            if selfSizingRows[row], measuredHeights[row] == nil, measure(cell, forRow: row, width: frame.width) {
                // The rows moved: put this cell back for the next pass to place.
                recycle(cell)
                return true
            }
            cell.frame = frame
            cell.isSelected = selectedRows.contains(indexPath)
            cell.isHighlighted = indexPath == highlightedRow
            cell.separator = separatorStyle == .none ? nil : (separatorColor ?? .separator, separatorInset)
            configureEditing(cell, row: row)
            insertSubview(cell, at: 0)
            visible[row] = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        return false
    }

    /// The data source's cell for global `row`, unless it is already another visible row's (a data
    /// source that keeps its cells and hands one out twice): one cell cannot be two rows, so that
    /// row gets a blank cell and a warning. A cell waiting for reuse that the data source returned
    /// without dequeuing it leaves the reuse pool, so it is not handed out again.
    private func usableCell(_ cell: UITableViewCell, forRow row: Int) -> UITableViewCell {
        if let identifier = cell.reuseIdentifier, let index = reusePool[identifier]?.firstIndex(where: { $0 === cell })
        {
            reusePool[identifier]?.remove(at: index)
        }
        guard let shown = cell.indexPath, cell.storedSuperview === self, let other = globalRow(for: shown),
            other != row, visible[other] === cell
        else { return cell }
        warnOnce(
            &warned, cause: "cell reused",
            "\(self): cellForRowAt returned for row \(indexPath(forGlobalRow: row)) the cell already showing row "
                + "\(shown); a cell shows one row. Return dequeueReusableCell(withIdentifier:for:) for each row.")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Gives `cell` its editing control for global `row`, per the data source and delegate.
    private func configureEditing(_ cell: UITableViewCell, row: Int) {
        let indexPath = indexPath(forGlobalRow: row)
        let canEdit = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        let style = (delegate as? UITableViewDelegate)?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        cell.showsDeleteControl = canEdit && style == .delete
        cell.deleteControlTapped = { [weak self, weak cell] in
            guard let self, let cell, let indexPath = cell.indexPath else { return }
            self.confirmDelete(at: indexPath)
        }
        cell.setEditing(editingMode, animated: false)
    }

    /// The row's Delete button, revealed as a swipe would, committing the deletion when tapped.
    private func confirmDelete(at indexPath: IndexPath) {
        let title =
            (delegate as? UITableViewDelegate)?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
            ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return }
            done(true)
            self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
        }
        rowSwipes.reveal(UISwipeActionsConfiguration(actions: [delete]), forRowAt: indexPath)
    }

    /// UIKit's assumption for self-sizing rows with no estimate.
    private var defaultEstimatedRowHeight: CGFloat { 44 }

    /// Measures a self-sizing row's cell at `width` and moves the rows below by the difference from
    /// the estimate. A row above the visible area moves the content offset too, so the rows on
    /// screen stay where they are. Returns whether anything moved.
    private func measure(_ cell: UITableViewCell, forRow row: Int, width: CGFloat) -> Bool {
        let estimated = rowHeights[row]
        cell.frame = CGRect(x: 0, y: rowTops[row], width: width, height: estimated)
        var height = cell.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
        // A cell with no constraints in its content view has nothing to measure: UIKit's 44.
        if !(height > 0) { height = defaultEstimatedRowHeight }
        height = min(height, UITableView.maximumRowHeight)
        measuredHeights[row] = height
        let delta = height - estimated
        guard delta != 0 else { return false }
        rowHeights[row] = height
        let below = rowTops[row] + estimated
        for index in (row + 1)..<rowTops.count { rowTops[index] += delta }
        for index in sectionHeaderBands.indices where sectionHeaderBands[index].top >= below {
            sectionHeaderBands[index].top += delta
        }
        for index in sectionFooterBands.indices where sectionFooterBands[index].top >= below {
            sectionFooterBands[index].top += delta
        }
        sectionsBottom += delta
        updateContentHeight()
        if rowTops[row] < contentOffset.y {
            // Shift the visible area with the rows, without a scroll callback re-entering layout.
            bounds.origin.y += delta
        }
        return true
    }

    private func recycle(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.indexPath = nil
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }

    /// The global row containing `y` (nil in a header, a footer or past the rows).
    private func globalRow(atY y: CGFloat) -> Int? {
        let row = firstRow(endingAfter: y)
        guard row < rowTops.count, rowTops[row] <= y else { return nil }
        return row
    }

    /// The first row whose bottom is below `y`, by binary search over the row tops; the row
    /// count when there is none.
    func firstRow(endingAfter y: CGFloat) -> Int {
        var low = 0
        var high = rowTops.count
        while low < high {
            let middle = (low + high) / 2
            if rowTops[middle] + rowHeights[middle] <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func globalRow(for indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sectionRowCounts.count,
            indexPath.row >= 0, indexPath.row < sectionRowCounts[indexPath.section]
        else { return nil }
        return sectionStarts[indexPath.section] + indexPath.row
    }

    /// The index path of global `row`: the last section starting at or before it (by binary
    /// search, as a table may have millions of sections).
    func indexPath(forGlobalRow row: Int) -> IndexPath {
        var low = 0
        var high = sectionStarts.count
        while low < high {
            let middle = (low + high) / 2
            if sectionStarts[middle] <= row { low = middle + 1 } else { high = middle }
        }
        // Empty sections start where the next one does; the row belongs to the last of them.
        let section = max(low - 1, 0)
        return IndexPath(row: row - (sectionStarts.isEmpty ? 0 : sectionStarts[section]), section: section)
    }
}

extension UITableView: SwipeableRows {
    func swipeableRow(at point: CGPoint) -> (indexPath: IndexPath, cell: UIView)? {
        guard let indexPath = indexPathForRow(at: point), let cell = cellForRow(at: indexPath) else { return nil }
        return (indexPath, cell)
    }

    func swipeableCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    func swipeableRowRect(at indexPath: IndexPath) -> CGRect { rectForRow(at: indexPath) }

    func swipeActionsConfiguration(forRowAt indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let delegate = delegate as? UITableViewDelegate else { return nil }
        return trailing
            ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }
}
