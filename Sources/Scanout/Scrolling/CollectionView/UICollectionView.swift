/// A scrolling collection of items in sections, placed by a layout and drawn by reusable cells:
/// UIKit's `UICollectionView`, for grids, carousels, lists and boards.
///
/// The data source says how many sections and items there are and makes each item's cell
/// (`dequeueReusableCell(withReuseIdentifier:for:)`, or a `CellRegistration`) and supplementary
/// view; the layout (`UICollectionViewFlowLayout`, `UICollectionViewCompositionalLayout`, or a
/// subclass of `UICollectionViewLayout`) says where each goes. Only the elements in the visible
/// rectangle have views: one that scrolls off waits for reuse by the next that scrolls on, so a
/// collection of 10,000 items keeps a screenful of cells. A tap highlights and selects an item and
/// tells the delegate; arrow keys move a focused item and Return selects it. Updates (`insertItems`,
/// `deleteItems`, `moveItem`, the section forms, `performBatchUpdates`) animate the cells that stay
/// to their new places and fade the ones that come and go, as UIKit does (see
/// `UICollectionView+Updates.swift`). Main actor.
///
/// Hostile data: a reload or update made while the collection view places its elements (from
/// `cellForItemAt`, a display callback, the layout) takes effect when that placement ends;
/// negative and enormous counts, attributes with NaN or infinite frames, and updates that do not
/// add up are clamped, skipped or reloaded with one warning each (see
/// `UICollectionView+UntrustedData.swift`).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The kind of a section header in flow and compositional layouts.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer in flow and compositional layouts.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem(at:at:animated:)` puts the item; combine one vertical and one horizontal.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Where the layout comes from and goes to.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// Told of items the user is about to reach, so it can start loading their data (see
    /// `UICollectionView+Prefetching`). Weak, as in UIKit.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        didSet { prefetchedItems = [] }
    }

    /// Whether `prefetchDataSource` is told anything. True by default.
    open var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { prefetchedItems = [] } }
    }

    /// The items the prefetch data source was told of and not yet shown or cancelled.
    var prefetchedItems: Set<IndexPath> = []

    /// The delegate: the scroll view's, seen as a collection view delegate.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// A view behind every cell, filling the collection view and not scrolling.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects an item. True by default.
    open var allowsSelection = true
    /// Whether taps select several items, a second tap deselecting one. False by default.
    open var allowsMultipleSelection = false {
        didSet {
            // Going back to single selection keeps none (UIKit deselects them all).
            if !allowsMultipleSelection, oldValue { deselectAll(notifying: false) }
        }
    }
    /// Whether selection is allowed in editing mode (lists). False by default.
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether keyboard focus moves selection with it (single selection). UIKit's default is true
    /// when selection is allowed and multiple selection is not.
    open var selectionFollowsFocus = false
    /// Whether items can take keyboard focus. True by default.
    open var allowsFocus = true
    /// Whether the collection view is in editing mode (lists show editing accessories).
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for case let (_, cell as UICollectionViewCell) in shownInElementOrder { cell.isEditing = isEditing }
        }
    }
    /// Whether the collection view keeps the last focused item for when focus comes back.
    open var remembersLastFocusedIndexPath = false

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layout.attach(to: self)
        installContextMenuPress()
        rowSwipes = RowSwipeController(table: self)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Registration and reuse

    /// Makes `dequeueReusableCell(withReuseIdentifier:for:)` create cells of `cellClass` (a
    /// `UICollectionViewCell` subclass) for `identifier` when none waits for reuse; nil
    /// unregisters it.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let pool = ReusePoolKey(category: .cell, kind: nil, identifier: identifier)
        guard let cellClass else {
            registeredClasses[pool] = nil
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            warnOnce(
                &warned, cause: "register \(identifier)",
                "\(self): register(_:forCellWithReuseIdentifier:) was given \(cellClass) for '\(identifier)', "
                    + "which is not a UICollectionViewCell subclass; those items get plain cells. "
                    + "Register a UICollectionViewCell subclass.")
            registeredClasses[pool] = UICollectionViewCell.self
            return
        }
        registeredClasses[pool] = cellType
    }

    /// Makes `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` create views of
    /// `viewClass` (a `UICollectionReusableView` subclass) for `elementKind` and `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let pool = ReusePoolKey(category: .supplementaryView, kind: elementKind, identifier: identifier)
        guard let viewClass else {
            registeredClasses[pool] = nil
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            warnOnce(
                &warned, cause: "register \(elementKind) \(identifier)",
                "\(self): register(_:forSupplementaryViewOfKind:withReuseIdentifier:) was given \(viewClass) for "
                    + "'\(elementKind)' '\(identifier)', which is not a UICollectionReusableView subclass; "
                    + "those views are plain. Register a UICollectionReusableView subclass.")
            registeredClasses[pool] = UICollectionReusableView.self
            return
        }
        registeredClasses[pool] = viewType
    }

    /// A cell for the item at `indexPath`: one waiting for reuse under `identifier`, or a new one
    /// of the class registered for it. An identifier nobody registered gets a plain cell and a
    /// warning (UIKit raises an exception).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let pool = ReusePoolKey(category: .cell, kind: nil, identifier: identifier)
        if let reconfiguring, reconfiguring.pool == pool {
            // reconfigureItems(at:): the item keeps its cell, which is not prepared for reuse.
            self.reconfiguring = nil
            return reconfiguring.cell
        }
        if let cell = reusePool[pool]?.popLast() as? UICollectionViewCell {
            cell.prepareForReuse()
            return cell
        }
        let cellType = (registeredClasses[pool] ?? unregistered(pool)) as? UICollectionViewCell.Type
        return (cellType ?? UICollectionViewCell.self).init(registeredClassWithReuseIdentifier: identifier)
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or made from its registered class.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let pool = ReusePoolKey(category: .supplementaryView, kind: elementKind, identifier: identifier)
        if let view = reusePool[pool]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let viewType = registeredClasses[pool] ?? unregistered(pool)
        return viewType.init(registeredClassWithReuseIdentifier: identifier)
    }

    /// Asks the data source again for everything and redraws the elements on screen, without
    /// animation. Selection is cleared, as in UIKit.
    open func reloadData() {
        rowSwipes?.close(animated: false)
        needsReload = true
        guard !isPlacingElements else { return }
        setNeedsLayout()
        if window != nil { placeElements() }
    }

    /// Replaces the layout; `animated`, the cells slide to their places in the new one over 0.3 s.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard layout !== self.layout else {
            completion?(true)
            return
        }
        let old = self.layout
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        old.detach()
        self.layout = layout
        layout.attach(to: self)
        for (_, view) in shownInElementOrder { view.willTransition(from: old, to: layout) }
        setNeedsLayout()
        guard animated, window != nil, !UIView.isPerformingWithoutAnimation else {
            if window != nil { placeElements() }
            for (_, view) in shownInElementOrder { view.didTransition(from: old, to: layout) }
            layout.finalizeLayoutTransition()
            completion?(true)
            return
        }
        // The elements on screen in both layouts slide to their new frames; those only in the
        // new one come in at theirs, those only in the old one go.
        UIView.animate(
            withDuration: UICollectionView.updateAnimationDuration, delay: 0, options: [.allowUserInteraction],
            animations: { self.placeElements() },
            completion: { [weak self] finished in
                guard let self else { return }
                for (_, view) in self.shownInElementOrder { view.didTransition(from: old, to: layout) }
                layout.finalizeLayoutTransition()
                completion?(finished)
            })
    }

    // MARK: Counts and queries

    open var numberOfSections: Int {
        reloadIfNeeded()
        return itemCounts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The cells on screen. UIKit promises no order; here they come by index path, the same
    /// every run.
    open var visibleCells: [UICollectionViewCell] {
        shownInElementOrder.compactMap { $0.key.category == .cell ? $0.value as? UICollectionViewCell : nil }
    }

    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        shownInElementOrder.compactMap { $0.key.category == .cell ? $0.key.indexPath : nil }
    }

    /// The cell showing `indexPath`, when it is on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        shown[CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    /// The item `cell` shows, when it is on screen (a cell's button action finds its item so).
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        guard let key = cell.elementKey, key.category == .cell, shown[key] === cell else { return nil }
        return key.indexPath
    }

    /// The index path of the supplementary view on screen, when it is.
    open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        guard let key = supplementaryView.elementKey, shown[key] === supplementaryView else { return nil }
        return key.indexPath
    }

    /// The supplementary view of `elementKind` on screen at `indexPath`.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        shown[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        shownInElementOrder.compactMap {
            $0.key.category == .supplementaryView && $0.key.kind == elementKind ? $0.value : nil
        }
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        shownInElementOrder.compactMap {
            $0.key.category == .supplementaryView && $0.key.kind == elementKind ? $0.key.indexPath : nil
        }
    }

    /// The item at `point` (the collection view's coordinates), if any: the topmost cell there.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        layout.prepareIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        if let item = rowItem(at: point) { return item }
        let hits = (layout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
                && isValidItem($0.indexPath) && !layout.movesWithRow($0.elementKey)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        reloadIfNeeded()
        guard isValidItem(indexPath) else { return nil }
        layout.prepareIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        reloadIfNeeded()
        layout.prepareIfNeeded()
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls so the item at `indexPath` shows at `scrollPosition`; an empty position scrolls as
    /// little as needed.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame, frame.isUsableElementFrame else {
            warnOnce(
                &warned, cause: "scroll to missing item",
                "\(self): scrollToItem(at:) was given \(indexPath), which is not an item "
                    + "(\(itemCounts.count) sections); nothing scrolled. Pass an index path within the data source's counts."
            )
            return
        }
        if scrollRow(toShow: indexPath, frame: frame, at: scrollPosition, animated: animated) { return }
        scroll(toShow: frame, at: scrollPosition, animated: animated)
    }

    // MARK: Updates (UICollectionView+Updates.swift)

    open func insertItems(at indexPaths: [IndexPath]) { record(.insertItems(indexPaths)) }
    open func deleteItems(at indexPaths: [IndexPath]) { record(.deleteItems(indexPaths)) }
    open func reloadItems(at indexPaths: [IndexPath]) { record(.reloadItems(indexPaths)) }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.moveItem(indexPath, newIndexPath))
    }
    open func insertSections(_ sections: IndexSet) { record(.insertSections(sections)) }
    open func deleteSections(_ sections: IndexSet) { record(.deleteSections(sections)) }
    open func reloadSections(_ sections: IndexSet) { record(.reloadSections(sections)) }
    open func moveSection(_ section: Int, toSection newSection: Int) { record(.moveSection(section, newSection)) }

    /// Asks the data source for the cells of `indexPaths` again, keeping each visible cell (the
    /// data source's dequeue returns the same cell) so it updates in place, without animation.
    open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }

    /// Runs `updates` (inserts, deletes, moves, reloads) as one batch and animates it; then
    /// `completion` with true when the animations finished (false when interrupted).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchUpdates(updates, completion: completion)
    }

    // MARK: Interactive movement (UICollectionView+InteractiveMovement.swift)

    /// Begins dragging the item at `indexPath`; false when there is no such item, a movement is
    /// already under way, or the data source's `collectionView(_:canMoveItemAt:)` says no.
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { beginMovement(at: indexPath) }

    /// Moves the dragged item to `targetPosition` (the collection view's coordinates): the item
    /// follows it, and the others make room where the layout (then the delegate) says it goes.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { updateMovement(to: targetPosition) }

    /// Drops the dragged item where it is shown: the data source is told of the move
    /// (`collectionView(_:moveItemAt:to:)`) and the item settles into its place.
    open func endInteractiveMovement() { finishInteractiveMovement(keepingMove: true) }

    /// Puts the dragged item back where it began; the data source hears nothing.
    open func cancelInteractiveMovement() { finishInteractiveMovement(keepingMove: false) }

    // MARK: Selection, touches and keys (UICollectionView+Selection.swift)

    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

    /// Selects the item (deselecting the others unless multiple selection is on) without telling
    /// the delegate, as in UIKit; nil deselects all. Scrolls it to `scrollPosition`.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            deselectAll(notifying: false)
            return
        }
        guard isValidItem(indexPath) else { return }
        if !allowsMultipleSelection {
            for other in selectedItems where other != indexPath { deselectItem(at: other, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedItems.firstIndex(of: indexPath) else { return }
        selectedItems.remove(at: index)
        cellForItem(at: indexPath)?.isSelected = false
    }

    open override var canBecomeFirstResponder: Bool { allowsFocus }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { updateFocusRing() }
        return became
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { focusRing?.removeFromSuperview() }
        return resigned
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // While an item shows its swipe actions, a touch elsewhere only closes them.
        if rowSwipes?.isOpen != true { itemTouchesBegan(touches) }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let rowSwipes, rowSwipes.isOpen {
            if !touches.contains(where: { rowSwipes.isInActions($0.view) }) { rowSwipes.close(animated: true) }
        } else {
            itemTouchesEnded(touches)
        }
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        unhighlight()
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Keyboard

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = presses.filter { press in !(press.key.map { handleFocusKey($0.keyCode) } ?? false) }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    /// The item the keyboard focus is on, if any.
    open var indexPathForFocusedItem: IndexPath? { focusedItem }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === reorderPress { return reorderPressShouldBegin() }
        guard gestureRecognizer === contextMenuPress else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        return contextMenuPressShouldBegin()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        placeElements()
    }

    override func contentOffsetDidChange() {
        if let rowSwipes, rowSwipes.isOpen, rowSwipes.pan.state == .possible || rowSwipes.pan.state == .failed {
            rowSwipes.close(animated: true)
        }
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        placeElements()
    }

    // MARK: - Internal state

    /// Where reused views wait: by category, kind and reuse identifier.
    struct ReusePoolKey: Hashable {
        var category: UICollectionViewLayoutAttributes.Category
        var kind: String?
        var identifier: String
    }

    var layout: UICollectionViewLayout
    var registeredClasses: [ReusePoolKey: UICollectionReusableView.Type] = [:]
    var reusePool: [ReusePoolKey: [UICollectionReusableView]] = [:]
    /// The elements on screen and their views. Go through it with `shownInElementOrder` wherever
    /// the order can show (see there).
    var shown: [CollectionElementKey: UICollectionReusableView] = [:] {
        didSet { shownVersion &+= 1 }
    }
    /// The elements on screen and their views in their elements' order, not the dictionary's.
    /// A Swift dictionary's order differs from one dictionary to the next even with the same
    /// contents (each table's hashing is seeded with its address), so it changes from run to run;
    /// and the order views are retired in decides which view the next element reuses, and with
    /// it what an update's animation shows (a reused cell's old contents cross-fade to its new
    /// ones). Gone through in a fixed order, the same input gives the same frames.
    var shownInElementOrder: [(key: CollectionElementKey, value: UICollectionReusableView)] {
        shown.sorted { $0.key < $1.key }
    }
    /// Counts the changes to `shown`, so a placement pass can tell nothing changed since the last.
    var shownVersion = 0
    /// What the last placement pass asked the layout and placed (`UICollectionView+Placement`).
    var lastPlacement: PlacementRecord?
    /// Views leaving in an update's animation; recycled when it ends.
    var leaving: [UICollectionReusableView] = []
    var needsReload = true
    /// The item count of each section, as loaded from the data source.
    var itemCounts: [Int] = []
    /// Whether elements are being placed (the data source and delegate are called meanwhile).
    var isPlacingElements = false
    var needsAnotherPass = false
    /// The bounds the layout last worked with (for `shouldInvalidateLayout(forBoundsChange:)`).
    var lastLayoutBounds: CGRect = .null
    var warned = WarnedCauses()
    /// The selected items, in the order they were selected.
    var selectedItems: [IndexPath] = []
    /// The item whose cell shows pressed, while a touch is down on it.
    var highlightedItem: IndexPath?
    /// The item the keyboard's arrows move from.
    var focusedItem: IndexPath?
    /// Nested `performBatchUpdates` and the updates they gathered.
    var updateDepth = 0
    var pendingUpdates: [CollectionUpdate] = []
    var pendingCompletions: [(Bool) -> Void] = []
    var pendingReconfigures: [IndexPath] = []
    /// Sideways swipes on list items that reveal their actions.
    var rowSwipes: RowSwipeController?
    /// The long press that shows items' context menus, and the menu it found for its item.
    var contextMenuPress: UILongPressGestureRecognizer?
    var pendingContextMenu: (IndexPath, UIContextMenuConfiguration)?
    /// The ring around the focused item while the collection view is first responder.
    var focusRing: UIView?
    /// The inner scroll views of the sideways-scrolling sections in view, by section.
    var rowScrollers: [Int: OrthogonalRowScrollView] = [:]
    /// The item being dragged to a new place, if any (UICollectionView+InteractiveMovement.swift).
    var interactiveMovement: InteractiveMovement?
    /// UICollectionViewController's standard reordering gesture, when installed.
    var reorderPress: UILongPressGestureRecognizer?
    /// Set by the data source's default `collectionView(_:moveItemAt:to:)`: it ignored a move.
    var ignoredMove = false
    /// The cell being reconfigured: the data source's dequeue under its pool returns it.
    var reconfiguring: (pool: ReusePoolKey, cell: UICollectionViewCell)?
    /// While an update animates its placement: the elements that were on screen before it (new
    /// ones appear from the layout's initial attributes). Nil otherwise.
    var appearing: Set<CollectionElementKey>?
    /// The elements of views in `leaving`, for their reuse when the animation ends.
    var retireWhenAnimationEnds: [ObjectIdentifier: CollectionElementKey] = [:]

    /// Whether `indexPath` names an item the collection view has.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }

    /// A blank supplementary view for the data sources that make none.
    func blankSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let pool = ReusePoolKey(category: .supplementaryView, kind: kind, identifier: "")
        if let view = reusePool[pool]?.popLast() { return view }
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = ""
        return view
    }

    /// The class for a pool nobody registered: plain, with one warning.
    private func unregistered(_ pool: ReusePoolKey) -> UICollectionReusableView.Type {
        warnOnce(
            &warned, cause: "unregistered \(pool.kind ?? "cell") \(pool.identifier)",
            "\(self): nothing is registered for \(pool.kind.map { "supplementary kind '\($0)' and " } ?? "")reuse "
                + "identifier '\(pool.identifier)'; using a plain \(pool.category == .cell ? "cell" : "view") "
                + "(UIKit raises here). Register a class for it before dequeueing.")
        registeredClasses[pool] = pool.category == .cell ? UICollectionViewCell.self : UICollectionReusableView.self
        return registeredClasses[pool]!
    }
}
