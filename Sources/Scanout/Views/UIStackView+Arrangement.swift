// How a stack view's arrangement becomes constraints: along the axis (the distribution) and across
// it (the alignment). `UIStackView.rebuildArrangement()` documents every constraint made here.

extension UIStackView {
    func buildAlongTheAxis(_ builder: inout ArrangementBuilder) {
        let edges = AxisAttributes(axis)
        let canvas = builder.canvas
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let required = builder.required

        // Hidden views collapse where they are.
        var previousVisible: UIView?
        for view in arrangedSubviews {
            guard view.isHidden else {
                previousVisible = view
                continue
            }
            builder.add(view, edges.size, nil, .notAnAttribute, required, "UISV-hiding")
            if let previousVisible {
                builder.add(view, edges.leading, previousVisible, edges.trailing, required, "UISV-hiding")
            } else {
                builder.add(view, edges.leading, canvas, edges.leading, required, "UISV-hiding")
            }
        }

        guard let first = visible.first, let last = visible.last else {
            builder.add(canvas, edges.size, nil, .notAnAttribute, fitPriority, "UISV-canvas-fit")
            return
        }
        builder.add(first, edges.leading, canvas, edges.leading, required, "UISV-canvas-connection")
        builder.add(last, edges.trailing, canvas, edges.trailing, required, "UISV-canvas-connection")

        let isEqualDistribution = distribution == .equalSpacing || distribution == .equalCentering
        let byBaseline = isBaselineRelativeArrangement && axis == .vertical
        var totalSpacing: CGFloat = 0
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = spacing(after: previous)
            totalSpacing += gap
            builder.add(
                next, byBaseline ? .firstBaseline : edges.leading, previous,
                byBaseline ? .lastBaseline : edges.trailing,
                relation: isEqualDistribution ? .greaterThanOrEqual : .equal, constant: gap, required, "UISV-spacing")
        }

        switch distribution {
        case .fill:
            for (index, view) in visible.enumerated() {
                let length = intrinsicLength(of: view)
                guard length >= 0 else { continue }
                let priority = UILayoutPriority(1 + Float(visible.count - index) / Float(visible.count + 1))
                let constraint = builder.add(
                    view, edges.size, nil, .notAnAttribute, constant: length, priority, "UISV-fill-order")
                intrinsicLengthConstraints.append((view, constraint))
            }
        case .fillEqually:
            for view in visible.dropFirst() {
                builder.add(view, edges.size, first, edges.size, required, "UISV-fill-equally")
            }
        case .fillProportionally:
            let lengths = visible.map { view -> CGFloat in
                let length = intrinsicLength(of: view)
                if length >= 0 { return length }
                return axis == .horizontal ? view.bounds.width : view.bounds.height
            }
            let total = lengths.reduce(0, +)
            for (view, length) in zip(visible, lengths) {
                if total > 0 {
                    let share = length / total
                    builder.add(
                        view, edges.size, canvas, edges.size, multiplier: share,
                        constant: -totalSpacing * share, UILayoutPriority(999), "UISV-fill-proportionally")
                } else if view !== first {
                    builder.add(view, edges.size, first, edges.size, required, "UISV-fill-equally")
                }
            }
        case .equalSpacing, .equalCentering:
            let centring = distribution == .equalCentering
            var firstGuide: UILayoutGuide?
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let guide = builder.addGuide("UISV-distributing")
                builder.add(
                    guide, edges.leading, previous, centring ? edges.center : edges.trailing, required,
                    "UISV-distributing-edge")
                builder.add(
                    guide, edges.trailing, next, centring ? edges.center : edges.leading, required,
                    "UISV-distributing-edge")
                if let firstGuide {
                    builder.add(
                        guide, edges.size, firstGuide, edges.size, centring ? UILayoutPriority(150) : required,
                        "UISV-fill-equally")
                }
                if firstGuide == nil || centring {
                    builder.add(guide, edges.size, nil, .notAnAttribute, fitPriority, "UISV-distributing-fit")
                }
                firstGuide = firstGuide ?? guide
            }
        }
    }

    func buildAcrossTheAxis(_ builder: inout ArrangementBuilder) {
        let edges = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
        let canvas = builder.canvas
        let required = builder.required
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard let reference = visible.first ?? arrangedSubviews.first else { return }
        if visible.isEmpty {
            builder.add(canvas, edges.size, nil, .notAnAttribute, fitPriority, "UISV-canvas-fit")
        }

        // The attribute that lines the views up, and the canvas's attribute for the reference.
        let line: NSLayoutConstraint.Attribute
        switch (alignment, axis) {
        case (.fill, _), (.leading, _), (.firstBaseline, .vertical): line = edges.leading
        case (.center, _): line = edges.center
        case (.trailing, _), (.lastBaseline, .vertical): line = edges.trailing
        case (.firstBaseline, _): line = .firstBaseline
        case (.lastBaseline, _): line = .lastBaseline
        }
        let isBaseline = line == .firstBaseline || line == .lastBaseline

        if alignment == .fill {
            builder.add(reference, edges.leading, canvas, edges.leading, required, "UISV-canvas-connection")
            if !reference.isHidden {
                builder.add(reference, edges.trailing, canvas, edges.trailing, required, "UISV-canvas-connection")
            }
        } else if !isBaseline {
            builder.add(reference, line, canvas, line, required, "UISV-canvas-connection")
        }
        for view in arrangedSubviews where view !== reference {
            builder.add(view, line, reference, line, required, "UISV-alignment")
            if alignment == .fill, !view.isHidden {
                builder.add(view, edges.trailing, reference, edges.trailing, required, "UISV-alignment")
            }
        }
        for view in arrangedSubviews
        where (alignment != .fill || view.isHidden) && intrinsicLength(of: view, along: edges.axis) < 0 {
            builder.add(view, edges.size, nil, .notAnAttribute, UILayoutPriority(25), "UISV-ambiguity-suppression")
        }
        guard alignment != .fill else { return }

        if isBaseline {
            let edge = line == .firstBaseline ? edges.leading : edges.trailing
            for view in visible {
                builder.add(view, edge, canvas, edge, UILayoutPriority(49), "UISV-canvas-connection")
            }
        }
        guard !visible.isEmpty else { return }
        let spanner = builder.addGuide("UISV-alignment-spanner")
        builder.add(spanner, edges.leading, canvas, edges.leading, required, "UISV-canvas-connection")
        builder.add(spanner, edges.trailing, canvas, edges.trailing, required, "UISV-canvas-connection")
        for view in visible {
            builder.add(
                view, edges.leading, spanner, edges.leading, relation: .greaterThanOrEqual, required,
                "UISV-spanning-boundary")
            builder.add(
                view, edges.trailing, spanner, edges.trailing, relation: .lessThanOrEqual, required,
                "UISV-spanning-boundary")
        }
        builder.add(spanner, edges.size, nil, .notAnAttribute, fitPriority, "UISV-spanning-fit")
    }
}

/// The priority at which an unconstrained stack shrinks to its content: above the fitting level
/// (50), so `systemLayoutSizeFitting` finds the content's size even when asked for the largest,
/// and below content hugging (250), so a larger stack widens its gaps rather than its views.
private let fitPriority = UILayoutPriority(51)

/// The attributes of one axis: leading and trailing (top and bottom), size and centre.
struct AxisAttributes {
    let axis: NSLayoutConstraint.Axis
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
        self.axis = axis
        if axis == .horizontal {
            (leading, trailing, size, center) = (.leading, .trailing, .width, .centerX)
        } else {
            (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
        }
    }
}

/// Collects the constraints and guides of one arrangement.
@preconcurrency @MainActor
struct ArrangementBuilder {
    let stack: UIStackView
    /// The stack, or its layout margins guide.
    let canvas: AnyObject
    /// The priority of the constraints UIKit makes required.
    let required: UILayoutPriority
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []

    /// `item1.attr1 relation item2.attr2 × multiplier + constant`, named `identifier`.
    @discardableResult
    mutating func add(
        _ item1: AnyObject, _ attr1: NSLayoutConstraint.Attribute, _ item2: AnyObject?,
        _ attr2: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1,
        constant: CGFloat = 0, _ priority: UILayoutPriority, _ identifier: String
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: item1, attribute: attr1, relatedBy: relation, toItem: item2, attribute: attr2,
            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        constraints.append(constraint)
        return constraint
    }

    mutating func addGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        stack.addLayoutGuide(guide)
        guides.append(guide)
        return guide
    }
}
