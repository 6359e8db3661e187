// The sizes, spacings and insets a flow layout lays out with, from its delegate or properties,
// made usable: NaN, infinite, negative and huge values are replaced, with one warning per layout
// and cause naming the value and where it came from.

extension UICollectionViewFlowLayout {
    /// The largest item, header, footer, inset or spacing: 100,000 points.
    static let maximumMetric: CGFloat = 100_000

    func usableMetrics(
        section: Int, delegate: UICollectionViewDelegateFlowLayout?, in collectionView: UICollectionView
    ) -> FlowSectionMetrics {
        let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let line =
            delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            ?? minimumLineSpacing
        let interitem =
            delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing
        let header =
            delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            ?? headerReferenceSize
        let footer =
            delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            ?? footerReferenceSize
        return FlowSectionMetrics(
            inset: UIEdgeInsets(
                top: usable(inset.top, "the section inset"), left: usable(inset.left, "the section inset"),
                bottom: usable(inset.bottom, "the section inset"), right: usable(inset.right, "the section inset")),
            lineSpacing: usable(line, "minimumLineSpacing"),
            interitemSpacing: usable(interitem, "minimumInteritemSpacing"),
            headerSize: usable(header, "the header reference size"),
            footerSize: usable(footer, "the footer reference size"))
    }

    /// An item's size: the delegate's or `itemSize`, or while it sizes itself the size it asked
    /// for (else the estimate).
    func usableItemSize(
        at indexPath: IndexPath, delegate: UICollectionViewDelegateFlowLayout?, in collectionView: UICollectionView
    ) -> CGSize {
        if estimatedItemSize != .zero {
            if let measured = measuredSize(at: indexPath) { return usable(measured, "a self-sizing cell's size") }
            let estimate =
                estimatedItemSize == UICollectionViewFlowLayout.automaticSize
                ? CGSize(width: 50, height: 50) : estimatedItemSize
            return usable(estimate, "estimatedItemSize")
        }
        let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        return usable(size, "the item size")
    }

    private func usable(_ size: CGSize, _ what: String) -> CGSize {
        CGSize(width: usable(size.width, what), height: usable(size.height, what))
    }

    private func usable(_ value: CGFloat, _ what: String) -> CGFloat {
        if value.isNaN || value < 0 {
            warnOncePerCause(
                "\(what) nan",
                "\(type(of: self)): \(what) was \(value); using 0. Give sizes and spacings of 0 or more.")
            return 0
        }
        if value > UICollectionViewFlowLayout.maximumMetric {
            warnOncePerCause(
                "\(what) huge",
                "\(type(of: self)): \(what) was \(value); using \(UICollectionViewFlowLayout.maximumMetric), "
                    + "the largest a flow layout places.")
            return UICollectionViewFlowLayout.maximumMetric
        }
        return value
    }
}
