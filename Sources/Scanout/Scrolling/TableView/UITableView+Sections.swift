// Section headers and footers, and the table's own header and footer views: their heights in
// the row geometry, and placing their views as the table scrolls.

extension UITableView {
    /// A horizontal band of the content: a section's header or footer.
    struct Band: Equatable {
        var top: CGFloat
        var height: CGFloat
        var bottom: CGFloat { top + height }
    }

    /// The height of `tableHeaderView` (its frame's), or 0.
    var tableHeaderHeight: CGFloat { tableHeaderView.map { UITableView.usableViewHeight($0.frame.height) } ?? 0 }

    /// A header or footer view's height as the table lays it out: 0 for NaN or negative, at most
    /// `maximumRowHeight`.
    static func usableViewHeight(_ height: CGFloat) -> CGFloat {
        height > 0 ? min(height, UITableView.maximumRowHeight) : 0
    }

    /// Makes `identifier` dequeue header and footer views of `viewClass`.
    public func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterClasses[identifier] = viewClass as? UITableViewHeaderFooterView.Type
    }

    /// A header or footer view waiting to be reused under `identifier`, or a new one of the
    /// registered class; nil when nothing is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterReusePool[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return registeredHeaderFooterClasses[identifier].map { $0.init(registeredClassWithReuseIdentifier: identifier) }
    }

    /// The header view on screen for `section`, if any.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        shownHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section`, if any.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        shownFooters[section] as? UITableViewHeaderFooterView
    }

    /// Where `section`'s header is, in the table's coordinates.
    public func rectForHeader(inSection section: Int) -> CGRect {
        numberOfSections > section ? frame(of: sectionHeaderBands[section]) : .zero
    }

    /// Where `section`'s footer is, in the table's coordinates.
    public func rectForFooter(inSection section: Int) -> CGRect {
        numberOfSections > section ? frame(of: sectionFooterBands[section]) : .zero
    }

    // MARK: - Internal

    /// How tall a section's header (or footer) is: the delegate's height; else, with a view or a
    /// title, `sectionHeaderHeight` (or the title's own height when that is automatic); else none.
    func supplementHeight(header: Bool, section: Int) -> CGFloat {
        let tableDelegate = delegate as? UITableViewDelegate
        let asked = usableSupplementHeight(
            header
                ? tableDelegate?.tableView(self, heightForHeaderInSection: section)
                : tableDelegate?.tableView(self, heightForFooterInSection: section),
            what: header ? "heightForHeaderInSection" : "heightForFooterInSection")
        if let asked, asked >= 0 { return asked }
        let fixed =
            usableSupplementHeight(
                header ? sectionHeaderHeight : sectionFooterHeight,
                what: header ? "sectionHeaderHeight" : "sectionFooterHeight") ?? UITableView.automaticDimension
        guard hasSupplement(header: header, section: section) else { return 0 }
        if fixed >= 0 { return fixed }
        return style == .plain ? 28 : (header ? 38 : 30)
    }

    /// Sets the content height: the sections and the table's footer view.
    func updateContentHeight() {
        let footer = tableFooterView.map { UITableView.usableViewHeight($0.frame.height) } ?? 0
        let size = CGSize(width: bounds.width, height: sectionsBottom + footer)
        if contentSize != size { contentSize = size }
    }

    /// Places the table's header and footer views and the headers and footers on screen. In the
    /// plain style a header stays at the top of the visible area while its section is under it.
    func placeSupplementaryViews() {
        let width = bounds.width
        if let tableHeaderView {
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: width, height: tableHeaderHeight)
        }
        if let tableFooterView {
            tableFooterView.frame = CGRect(x: 0, y: sectionsBottom, width: width, height: tableFooterView.frame.height)
        }
        let visibleTop = contentOffset.y + adjustedContentInset.top
        let visible = contentOffset.y..<(contentOffset.y + bounds.height)
        // Only the sections on screen (a table may have millions): a header, even pinned, stays
        // within its section.
        let sections = sectionsIntersecting(visible)
        // In section order, not the dictionaries' (see `UITableView.reloadRows`).
        for (section, view) in shownHeaders.sorted(by: { $0.key < $1.key }) where !sections.contains(section) {
            retire(view, header: true, section: section)
        }
        for (section, view) in shownFooters.sorted(by: { $0.key < $1.key }) where !sections.contains(section) {
            retire(view, header: false, section: section)
        }
        for (header, bands) in [(true, sectionHeaderBands), (false, sectionFooterBands)] {
            for section in sections {
                let band = bands[section]
                var frame = frame(of: band)
                if header, style == .plain, band.height > 0 {
                    // Pinned: no higher than the visible top, no lower than the section's end.
                    let sectionEnd = sectionFooterBands[section].top
                    frame.origin.y = min(max(band.top, visibleTop), max(sectionEnd - band.height, band.top))
                }
                let shows = band.height > 0 && frame.maxY > visible.lowerBound && frame.minY < visible.upperBound
                let shown = header ? shownHeaders[section] : shownFooters[section]
                guard shows else {
                    if let shown { retire(shown, header: header, section: section) }
                    continue
                }
                let view = shown ?? makeSupplement(header: header, section: section)
                guard let view else { continue }
                view.frame = frame
                if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
            }
        }
    }

    /// Takes every header and footer view off (before the sections are worked out again).
    func retireSupplementaryViews() {
        for (section, view) in shownHeaders.sorted(by: { $0.key < $1.key }) {
            retire(view, header: true, section: section)
        }
        for (section, view) in shownFooters.sorted(by: { $0.key < $1.key }) {
            retire(view, header: false, section: section)
        }
    }

    // MARK: - Private

    /// The sections whose span, header to footer, meets `range`: by binary search for the
    /// first, as the bands run down the content in order.
    private func sectionsIntersecting(_ range: Range<CGFloat>) -> Range<Int> {
        var low = 0
        var high = sectionFooterBands.count
        while low < high {
            let middle = (low + high) / 2
            if sectionFooterBands[middle].bottom <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < sectionHeaderBands.count, sectionHeaderBands[end].top < range.upperBound { end += 1 }
        return low..<end
    }

    private func frame(of band: Band) -> CGRect {
        let inset: CGFloat = style == .insetGrouped ? 20 : 0
        return CGRect(x: inset, y: band.top, width: bounds.width - 2 * inset, height: band.height)
    }

    private func hasSupplement(header: Bool, section: Int) -> Bool {
        let tableDelegate = delegate as? UITableViewDelegate
        let source = dataSource
        if header {
            return tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil
                || source?.tableView(self, titleForHeaderInSection: section) != nil
        }
        return tableDelegate?.tableView(self, viewForFooterInSection: section) != nil
            || source?.tableView(self, titleForFooterInSection: section) != nil
    }

    /// The delegate's view for the header or footer, else one showing the data source's title.
    private func makeSupplement(header: Bool, section: Int) -> UIView? {
        let tableDelegate = delegate as? UITableViewDelegate
        var view =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if view == nil {
            let title =
                header
                ? dataSource?.tableView(self, titleForHeaderInSection: section)
                : dataSource?.tableView(self, titleForFooterInSection: section)
            if let title {
                let titled =
                    headerFooterReusePool["_title"]?.popLast()
                    ?? UITableViewHeaderFooterView(reuseIdentifier: "_title")
                titled.applyStyle(style, isHeader: header)
                titled.textLabel?.text = header && style != .plain ? title.uppercased() : title
                view = titled
            }
        }
        if header { shownHeaders[section] = view } else { shownFooters[section] = view }
        return view
    }

    private func retire(_ view: UIView, header: Bool, section: Int) {
        view.removeFromSuperview()
        if header { shownHeaders[section] = nil } else { shownFooters[section] = nil }
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterReusePool[identifier, default: []].append(reusable)
        }
    }
}
