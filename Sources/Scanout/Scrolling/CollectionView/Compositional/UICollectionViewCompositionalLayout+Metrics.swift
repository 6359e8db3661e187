// The dimensions, insets, spacings and counts a compositional layout lays out with, made usable:
// NaN, infinite, negative and huge values are replaced, with one warning per layout and cause
// naming the value, where it came from and the fix.

extension UICollectionViewCompositionalLayout {
    /// The largest dimension, inset or spacing: 100,000 points.
    static let maximumMetric: CGFloat = 100_000

    /// `size` in a container of `container` size; an estimated dimension is `measured`'s when the
    /// cell measured itself.
    func resolve(
        _ size: NSCollectionLayoutSize, in container: CGSize, measured: CGSize? = nil, section: Int, what: String
    ) -> CGSize {
        CGSize(
            width: resolve(size.widthDimension, in: container, measured: measured?.width, section: section, what: what),
            height: resolve(
                size.heightDimension, in: container, measured: measured?.height, section: section, what: what))
    }

    func resolve(
        _ dimension: NSCollectionLayoutDimension, in container: CGSize, measured: CGFloat?, section: Int, what: String
    ) -> CGFloat {
        let value: CGFloat
        switch dimension.kind {
        case .fractionalWidth:
            value = usableFraction(dimension.dimension, section: section, what: what) * container.width
        case .fractionalHeight:
            value = usableFraction(dimension.dimension, section: section, what: what) * container.height
        case .absolute: value = dimension.dimension
        case .estimated: value = measured ?? dimension.dimension
        }
        return usable(value, section: section, what: "\(what) (\(dimension))")
    }

    func usable(_ value: CGFloat, section: Int, what: String) -> CGFloat {
        if value.isNaN || value < 0 {
            warnOncePerCause(
                "\(what) negative",
                "UICollectionViewCompositionalLayout: \(what) in section \(section) was \(value); using 0. "
                    + "Give dimensions, insets and spacings of 0 or more.")
            return 0
        }
        if value > Self.maximumMetric {
            warnOncePerCause(
                "\(what) huge",
                "UICollectionViewCompositionalLayout: \(what) in section \(section) was \(value); using "
                    + "\(Self.maximumMetric), the largest a compositional layout places. Give a finite size.")
            return Self.maximumMetric
        }
        return value
    }

    func usable(_ insets: NSDirectionalEdgeInsets, section: Int, what: String) -> NSDirectionalEdgeInsets {
        guard insets != .zero else { return insets }
        return NSDirectionalEdgeInsets(
            top: usable(insets.top, section: section, what: what),
            leading: usable(insets.leading, section: section, what: what),
            bottom: usable(insets.bottom, section: section, what: what),
            trailing: usable(insets.trailing, section: section, what: what))
    }

    func usable(_ frame: CGRect, section: Int, what: String) -> CGRect {
        func coordinate(_ value: CGFloat) -> CGFloat {
            guard value.isFinite, abs(value) <= Self.maximumMetric else {
                return value.isNaN ? 0 : min(max(value, -Self.maximumMetric), Self.maximumMetric)
            }
            return value
        }
        let usableFrame = CGRect(
            x: coordinate(frame.minX), y: coordinate(frame.minY),
            width: usable(frame.width, section: section, what: what),
            height: usable(frame.height, section: section, what: what))
        if usableFrame.origin != frame.origin {
            warnOncePerCause(
                "\(what) origin",
                "UICollectionViewCompositionalLayout: \(what) in section \(section) was \(frame); its origin is "
                    + "clamped to ±\(Self.maximumMetric). Return finite frames.")
        }
        return usableFrame
    }

    /// A fractional dimension: NaN, negative and past 100 (a hundred containers) are replaced.
    func usableFraction(_ fraction: CGFloat, section: Int, what: String) -> CGFloat {
        if fraction.isNaN || fraction < 0 {
            warnOncePerCause(
                "\(what) fraction",
                "UICollectionViewCompositionalLayout: \(what) in section \(section) has the fraction \(fraction); "
                    + "using 0. Give fractions of 0 or more (1 is the whole container).")
            return 0
        }
        return min(fraction, 100)
    }

    /// A group's `count`: at least 1, at most `UICollectionView.maximumItemCount`.
    func usableCount(_ count: Int, section: Int) -> Int {
        if count < 1 {
            warnOncePerCause(
                "count small",
                "UICollectionViewCompositionalLayout: a group in section \(section) was made with count \(count); "
                    + "using 1. Give repeatingSubitem:count: a count of 1 or more.")
            return 1
        }
        if count > UICollectionView.maximumItemCount {
            warnOncePerCause(
                "count huge",
                "UICollectionViewCompositionalLayout: a group in section \(section) was made with count \(count); "
                    + "using \(UICollectionView.maximumItemCount), the most items a collection view holds.")
            return UICollectionView.maximumItemCount
        }
        return count
    }
}
