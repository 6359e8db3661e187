// Sections' visible-items handlers: called with the section's elements on screen (as handler
// items wrapping fresh attributes), the scroll offset and the environment; what the handler
// changes replaces the layout's attributes of those elements until the visible area moves.

extension UICollectionViewCompositionalLayout {
    /// Replaces the attributes of a section's elements with what its handler made of them.
    func adjustForHandler(section index: Int, _ attributes: inout ArraySlice<UICollectionViewLayoutAttributes>) {
        guard let adjusted = handlerAdjustments(section: index), !adjusted.isEmpty else { return }
        for position in attributes.indices {
            if let changed = adjusted[attributes[position].elementKey] { attributes[position] = changed }
        }
    }

    // MARK: - Private

    /// The handler's attributes for the section's visible elements, worked out again only when
    /// the visible area (or the row's scroll offset) moved.
    private func handlerAdjustments(section index: Int) -> [CollectionElementKey: UICollectionViewLayoutAttributes]? {
        guard let collectionView, let handler = sections[index].visibleItemsHandler, let environment = lastEnvironment
        else { return nil }
        let offset: CGPoint
        let visible: CGRect
        if let orthogonal = sections[index].orthogonal {
            // The row's own offset: its visible part is the band moved along the row.
            offset = orthogonalOffsets[index] ?? .zero
            let moved = orthogonal.scrollsHorizontally ? (mirrorWidth == nil ? offset.x : -offset.x) : offset.y
            visible = orthogonal.frame.offsetBy(
                dx: orthogonal.scrollsHorizontally ? moved : 0, dy: orthogonal.scrollsHorizontally ? 0 : moved)
        } else {
            offset = collectionView.contentOffset
            visible = CGRect(origin: offset, size: collectionView.bounds.size)
        }
        if let cached = handlerResults[index], cached.visible == visible { return cached.adjusted }
        var found: [UICollectionViewLayoutAttributes] = []
        let search =
            mirrorWidth.map {
                CGRect(x: $0 - visible.maxX, y: visible.minY, width: visible.width, height: visible.height)
            } ?? visible
        collect(section: index, in: visible, search: search, into: &found)
        let items = found.map {
            CompositionalVisibleItem(attributes: $0, name: "\($0.representedElementCategory) \($0.indexPath)")
        }
        handler(items, offset, environment)
        var adjusted: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        adjusted.reserveCapacity(found.count)
        for attributes in found { adjusted[attributes.elementKey] = attributes }
        // The handler may have invalidated the layout; only keep what belongs to this layout pass.
        if sections.indices.contains(index) { handlerResults[index] = (visible, adjusted) }
        return adjusted
    }
}
