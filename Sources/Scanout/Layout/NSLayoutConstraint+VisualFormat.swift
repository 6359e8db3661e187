// UIKit's visual format language: `H:|-[name(>=120)]-8-[field]-|` as constraints.

extension NSLayoutConstraint {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`: align every view named
    /// in the format on one attribute, and the direction horizontal formats read in.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    /// The constraints a visual format string describes (inactive: activate them):
    ///
    ///     NSLayoutConstraint.constraints(
    ///         withVisualFormat: "H:|-[label]-8-[field(>=200)]-|", options: .alignAllCenterY,
    ///         metrics: nil, views: ["label": label, "field": field])
    ///
    /// `|` is the superview; `-` alone is the standard spacing (8 points between views; the
    /// superview's margin at an edge); `-N-` or `-(>=N@priority)-` a spacing; `[name(…)]` a size
    /// (a number, a metric or another view's name, with `==`, `<=`, `>=` and `@priority`). `H:`
    /// (the default) runs leading to trailing, `V:` top to bottom. A format UIKit would refuse
    /// (it raises an exception) is reported with the position of the problem, and gives no
    /// constraints.
    public class func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: options, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch {
            let message =
                "Unable to parse constraint format \"\(format)\": \(error.reason) at character "
                + "\(error.position + 1) (spaces not counted). The format gives no constraints."
            if let view = views.values.lazy.compactMap({ $0 as? UIView }).first {
                view.warn(message)
            } else {
                Diagnostics.warn(message)
            }
            return []
        }
    }
}

/// Why a visual format failed, and where.
struct VisualFormatError: Error {
    let reason: String
    let position: Int
}

/// A recursive-descent reading of the grammar Apple documents for the visual format language.
@preconcurrency @MainActor
struct VisualFormatParser {
    private let characters: [Character]
    private var position = 0
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var isVertical = false

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        // Spaces mean nothing in the language.
        characters = Array(format.filter { !$0.isWhitespace })
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    /// One predicate: `>=20@750`, `==other`.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat?
        var viewName: String?
        var priority: UILayoutPriority = .required
    }

    /// What lies between two items: nothing (flush), the standard spacing, or predicates.
    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
        if peek("V:") { isVertical = true; position += 2 } else if peek("H:") { position += 2 }
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        var startsAtSuperview = false
        var pending: Connection?
        var named: [UIView] = []

        if peek("|") {
            position += 1
            startsAtSuperview = true
            pending = try connection()
        }
        while peek("[") {
            let (view, sizes) = try viewWithPredicates()
            named.append(view)
            for predicate in sizes { constraints.append(try size(of: view, predicate)) }
            if let previous, let gap = pending {
                constraints += try spacing(from: previous, to: view, gap, edgeOfSuperview: false)
            } else if startsAtSuperview, let gap = pending, let superview = view.superview {
                constraints += try spacing(from: superview, to: view, gap, edgeOfSuperview: true)
            }
            previous = view
            pending = nil
            if position < characters.count, characters[position] == "-" || peek("[") || peek("|") {
                pending = peek("[") || peek("|") ? .flush : try connection()
            }
            if peek("|") {
                position += 1
                guard let view = previous, let superview = view.superview else {
                    throw VisualFormatError(reason: "the view before '|' has no superview", position: position)
                }
                constraints += try spacing(from: view, to: superview, pending ?? .flush, edgeOfSuperview: true)
                pending = nil
                break
            }
        }
        guard !named.isEmpty else {
            throw VisualFormatError(reason: "expected a view, such as [name]", position: position)
        }
        guard position == characters.count else {
            throw VisualFormatError(reason: "unexpected '\(characters[position])'", position: position)
        }
        constraints += try alignments(named)
        return constraints
    }

    // MARK: - Pieces of the grammar

    private mutating func viewWithPredicates() throws(VisualFormatError) -> (UIView, [Predicate]) {
        position += 1  // [
        let start = position
        let name = identifier()
        guard !name.isEmpty else { throw VisualFormatError(reason: "expected a view name after '['", position: start) }
        guard let view = views[name] as? UIView else {
            throw VisualFormatError(reason: "no view named '\(name)' in the views dictionary", position: start)
        }
        var predicates: [Predicate] = []
        if peek("(") { predicates = try predicateList() }
        guard peek("]") else { throw VisualFormatError(reason: "expected ']'", position: position) }
        position += 1
        return (view, predicates)
    }

    /// After a `-`: the standard spacing (`-` then a view or `|`), `N-`, `metric-` or `(…)-`.
    private mutating func connection() throws(VisualFormatError) -> Connection {
        guard peek("-") else { return .flush }
        position += 1
        if peek("[") || peek("|") { return .standard }
        let predicates: [Predicate]
        if peek("(") {
            predicates = try predicateList()
        } else {
            predicates = [Predicate(constant: try constant())]
        }
        guard peek("-") else { throw VisualFormatError(reason: "expected '-' after a spacing", position: position) }
        position += 1
        return .predicates(predicates)
    }

    private mutating func predicateList() throws(VisualFormatError) -> [Predicate] {
        position += 1  // (
        var predicates: [Predicate] = []
        repeat {
            if peek(",") { position += 1 }
            var predicate = Predicate()
            if peek("==") {
                position += 2
            } else if peek("<=") {
                predicate.relation = .lessThanOrEqual
                position += 2
            } else if peek(">=") {
                predicate.relation = .greaterThanOrEqual
                position += 2
            }
            if let character = characters[safe: position], character.isLetter || character == "_" {
                let start = position
                let name = identifier()
                if metrics[name] != nil {
                    predicate.constant = try metric(name, at: start)
                } else if views[name] is UIView {
                    predicate.viewName = name
                } else {
                    throw VisualFormatError(reason: "'\(name)' is neither a metric nor a view", position: start)
                }
            } else {
                predicate.constant = try number()
            }
            if peek("@") {
                position += 1
                predicate.priority = UILayoutPriority(Float(try constant()))
            }
            predicates.append(predicate)
        } while peek(",")
        guard peek(")") else { throw VisualFormatError(reason: "expected ')'", position: position) }
        position += 1
        return predicates
    }

    private mutating func constant() throws(VisualFormatError) -> CGFloat {
        if let character = characters[safe: position], character.isLetter || character == "_" {
            let start = position
            return try metric(identifier(), at: start)
        }
        return try number()
    }

    private mutating func number() throws(VisualFormatError) -> CGFloat {
        let start = position
        if peek("-") || peek("+") { position += 1 }
        while let character = characters[safe: position], character.isNumber || character == "." { position += 1 }
        guard let value = Double(String(characters[start..<position])) else {
            throw VisualFormatError(reason: "expected a number or a metric name", position: start)
        }
        return CGFloat(value)
    }

    private func metric(_ name: String, at start: Int) throws(VisualFormatError) -> CGFloat {
        switch metrics[name] {
        case let value as CGFloat: return value
        case let value as Int: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: throw VisualFormatError(reason: "no number named '\(name)' in the metrics dictionary", position: start)
        }
    }

    private mutating func identifier() -> String {
        let start = position
        while let character = characters[safe: position], character.isLetter || character.isNumber || character == "_" {
            position += 1
        }
        return String(characters[start..<position])
    }

    private func peek(_ text: String) -> Bool {
        var index = position
        for character in text {
            guard characters[safe: index] == character else { return false }
            index += 1
        }
        return true
    }

    // MARK: - Constraints

    private var leadingAttribute: NSLayoutConstraint.Attribute {
        if isVertical { return .top }
        if options.contains(.directionLeftToRight) { return .left }
        if options.contains(.directionRightToLeft) { return .right }
        return .leading
    }

    private var trailingAttribute: NSLayoutConstraint.Attribute {
        if isVertical { return .bottom }
        if options.contains(.directionLeftToRight) { return .right }
        if options.contains(.directionRightToLeft) { return .left }
        return .trailing
    }

    private func size(of view: UIView, _ predicate: Predicate) throws(VisualFormatError) -> NSLayoutConstraint {
        let attribute: NSLayoutConstraint.Attribute = isVertical ? .height : .width
        let other = predicate.viewName.flatMap { views[$0] as? UIView }
        let constraint = NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: predicate.relation, toItem: other,
            attribute: other == nil ? .notAnAttribute : attribute, multiplier: 1, constant: predicate.constant ?? 0)
        constraint.priority = predicate.priority
        return constraint
    }

    /// `second` follows `first` along the axis; one of them may be the superview, whose edge then
    /// stands in (and `-` alone means its margin).
    private func spacing(
        from first: UIView, to second: UIView, _ connection: Connection, edgeOfSuperview: Bool
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let firstIsSuperview = second.superview === first
        let secondIsSuperview = first.superview === second
        // The earlier item's trailing edge (the superview's leading edge) to the later's leading.
        let fromAttribute: NSLayoutConstraint.Attribute = firstIsSuperview ? leadingAttribute : trailingAttribute
        let toAttribute: NSLayoutConstraint.Attribute = secondIsSuperview ? trailingAttribute : leadingAttribute
        func make(
            _ relation: NSLayoutConstraint.Relation, _ gap: CGFloat, _ priority: UILayoutPriority,
            from fromAttribute: NSLayoutConstraint.Attribute
        ) -> NSLayoutConstraint {
            // later.leading == earlier.trailing + gap, written as UIKit writes it.
            let constraint = NSLayoutConstraint(
                item: second, attribute: toAttribute, relatedBy: relation, toItem: first, attribute: fromAttribute,
                multiplier: 1, constant: gap)
            constraint.priority = priority
            return constraint
        }
        switch connection {
        case .flush:
            return [make(.equal, 0, .required, from: fromAttribute)]
        case .standard:
            if edgeOfSuperview {
                // To the superview's margin, as UIKit's standard spacing to an edge is.
                let margin: NSLayoutConstraint.Attribute =
                    firstIsSuperview
                    ? (isVertical ? .topMargin : marginAttribute(leading: true))
                    : (isVertical ? .bottomMargin : marginAttribute(leading: false))
                return [
                    firstIsSuperview
                        ? make(.equal, 0, .required, from: margin)
                        : NSLayoutConstraint(
                            item: second, attribute: margin, relatedBy: .equal, toItem: first,
                            attribute: trailingAttribute, multiplier: 1, constant: 0)
                ]
            }
            return [make(.equal, standardSpacing, .required, from: fromAttribute)]
        case .predicates(let predicates):
            return predicates.map { predicate in
                // `later.leading >= earlier.trailing + gap`: the relation reads the same way.
                make(predicate.relation, predicate.constant ?? 0, predicate.priority, from: fromAttribute)
            }
        }
    }

    private func marginAttribute(leading: Bool) -> NSLayoutConstraint.Attribute {
        if options.contains(.directionLeftToRight) { return leading ? .leftMargin : .rightMargin }
        if options.contains(.directionRightToLeft) { return leading ? .rightMargin : .leftMargin }
        return leading ? .leadingMargin : .trailingMargin
    }

    /// The `alignAll…` options: every view named lines up with the first on that attribute.
    private func alignments(_ views: [UIView]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        var constraints: [NSLayoutConstraint] = []
        for (option, attribute) in table where options.contains(option) {
            if attribute.axis == (isVertical ? .vertical : .horizontal) {
                throw VisualFormatError(
                    reason: "an alignment option across the format's own axis (\(attribute)) cannot hold", position: 0)
            }
            guard let first = views.first else { continue }
            for view in views.dropFirst() {
                constraints.append(
                    NSLayoutConstraint(
                        item: view, attribute: attribute, relatedBy: .equal, toItem: first, attribute: attribute,
                        multiplier: 1, constant: 0))
            }
        }
        return constraints
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
