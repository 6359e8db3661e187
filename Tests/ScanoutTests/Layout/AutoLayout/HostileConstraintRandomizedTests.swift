import Scanout
import ScanoutTesting
import Testing

/// Thousands of seeded steps that mix hostile edits (NaN, ±infinity, ±1e308 constants and
/// multipliers; NaN, negative and over-1000 priorities) with valid ones (adding and removing
/// constraints, changing constants and priorities, required and optional): after every step the
/// app's frames must be exactly those a fresh engine gives fresh views holding only the valid
/// constraints (huge values clamped to the layout limits), in the same order. A hostile value
/// may not trap, poison another view, or leave anything a later valid change does not repair.
///
/// The constraints are chosen so that the layout has one solution whatever the order they were
/// added in: every variable is pinned by a constraint of its own at a low, distinct priority;
/// every optional constraint has a priority of its own; required ones are lower bounds, which
/// never contradict each other. Valid constants are multiples of 16 so no edge lands on half a
/// point, where rounding would tell two exact solutions apart by their last bit.
@MainActor
@Suite struct HostileConstraintRandomizedTests {
    @Test func hostileAndValidEditsKeepTheLayoutOfAFreshEngine() async {
        // In a child process: before the engine refused hostile values, some of them trapped.
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let failures = HostileConstraintRandomizedTests.run(seed: 0x5CA1_AB1E, steps: 3000)
                if !failures.isEmpty { fatalError(failures.prefix(5).joined(separator: "\n")) }
            }
        }
    }

    /// What one constraint is, as the model keeps it (the view's constraint is made from it).
    @MainActor struct Spec {
        var first: Int
        var firstAttribute: NSLayoutConstraint.Attribute
        var relation: NSLayoutConstraint.Relation
        /// nil: no second item; -1: the container; else a view's index.
        var second: Int?
        var secondAttribute: NSLayoutConstraint.Attribute
        var multiplier: CGFloat
        var constant: CGFloat
        var priority: Float
        /// A lower bound on one variable (`width >= c`, `leading >= container.leading + c`): safe
        /// to make required, since lower bounds never contradict each other.
        var isLowerBound: Bool

        /// Whether the engine should use it (a non-finite constant or multiplier is refused).
        var isValid: Bool { constant.isFinite && (second == nil || multiplier.isFinite) }

        /// As the engine uses it: huge values clamped to the layout limits.
        var clamped: Spec {
            var spec = self
            spec.constant = min(max(constant, -10_000_000), 10_000_000)
            spec.multiplier = min(max(multiplier, -1000), 1000)
            return spec
        }

        func make(views: [UIView], container: UIView) -> NSLayoutConstraint {
            let secondItem: UIView? = second.map { $0 < 0 ? container : views[$0] }
            let constraint = NSLayoutConstraint(
                item: views[first], attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                attribute: secondItem == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
                constant: constant)
            constraint.priority = UILayoutPriority(priority)
            return constraint
        }
    }

    static let viewCount = 4
    static let hostileNumbers: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308]

    /// Runs the steps; returns what went wrong (empty when every step matched).
    static func run(seed: UInt64, steps: Int) -> [String] {
        var random = SplitMix64(seed: seed)
        let host = TestHost()
        let views = (0...viewCount).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            host.window.addSubview(view)
        }
        // The base constraints and the witness's first, then the random ones, in the order made.
        var specs = baseSpecs()
        var constraints = specs.map { $0.make(views: views, container: host.window) }
        NSLayoutConstraint.activate(constraints)
        var nextPriority: Float = 4

        func uniquePriority() -> Float {
            defer { nextPriority += 0.25 }
            return nextPriority
        }
        let randomStart = specs.count

        for step in 0..<steps {
            var operation = ""
            let randomCount = specs.count - randomStart
            let roll = Int.random(in: 0..<100, using: &random)
            if randomCount < 3 || (roll < 35 && randomCount < 14) {
                let spec = randomSpec(using: &random, priority: uniquePriority())
                let constraint = spec.make(views: views, container: host.window)
                constraint.isActive = true
                specs.append(spec)
                constraints.append(constraint)
                operation = "add \(constraint)"
            } else if roll < 55 {
                let index = Int.random(in: randomStart..<specs.count, using: &random)
                constraints[index].isActive = false
                operation = "remove \(constraints[index])"
                specs.remove(at: index)
                constraints.remove(at: index)
            } else if roll < 85 {
                let index = Int.random(in: randomStart..<specs.count, using: &random)
                let constant = maybeHostile(validConstant(-10...30, using: &random), odds: 3, using: &random)
                specs[index].constant = constant
                constraints[index].constant = constant
                operation = "constant \(constant) of \(constraints[index])"
            } else {
                let index = Int.random(in: randomStart..<specs.count, using: &random)
                let priority: Float
                switch Int.random(in: 0..<10, using: &random) {
                case 0, 1: priority = .nan
                case 2: priority = -5
                case 3: priority = specs[index].isLowerBound ? 5000 : .nan
                case 4: priority = specs[index].isLowerBound ? 1000 : uniquePriority()
                default: priority = uniquePriority()
                }
                // As UIKit: NaN is refused (the priority stays), the rest clamped into 1...1000.
                if !priority.isNaN { specs[index].priority = min(max(priority, 1), 1000) }
                constraints[index].priority = UILayoutPriority(priority)
                operation = "priority \(priority) of \(constraints[index])"
                if constraints[index].priority.rawValue != specs[index].priority {
                    return ["step \(step): \(operation): the priority reads \(constraints[index].priority.rawValue)"]
                }
            }
            host.drain()

            // A fresh engine: fresh views, only the valid constraints (clamped), in the same order.
            let container = UIView(frame: host.window.bounds)
            let freshViews = (0...viewCount).map { _ in UIView() }
            for view in freshViews {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            NSLayoutConstraint.activate(
                specs.filter(\.isValid).map { $0.clamped.make(views: freshViews, container: container) })
            container.layoutIfNeeded()
            for (index, (view, fresh)) in zip(views, freshViews).enumerated() where view.frame != fresh.frame {
                return [
                    "step \(step): \(operation): view \(index) is at \(view.frame), a fresh engine puts it at "
                        + "\(fresh.frame)"
                ]
            }
        }
        if host.warnings.contains(where: { $0.contains("Unable to simultaneously satisfy") }) {
            return ["a constraint was broken as unsatisfiable, which no lower bound can be"]
        }
        return []
    }

    /// Each random view's four variables pinned at its own low priority (1.5, 1.625, …), below
    /// every other constraint, so every layout has exactly one solution; the witness (the last
    /// view) pinned by required constraints no random one touches.
    static func baseSpecs() -> [Spec] {
        var specs: [Spec] = []
        var priority: Float = 1.5
        for view in 0..<viewCount {
            let offset = CGFloat(view * 16)
            for (attribute, second, constant) in [
                (NSLayoutConstraint.Attribute.leading, -1 as Int?, offset), (.top, -1, offset), (.width, nil, 48),
                (.height, nil, 32),
            ] {
                specs.append(
                    Spec(
                        first: view, firstAttribute: attribute, relation: .equal, second: second,
                        secondAttribute: attribute, multiplier: 1, constant: constant, priority: priority,
                        isLowerBound: false))
                priority += 0.125
            }
        }
        for (attribute, second, constant) in [
            (NSLayoutConstraint.Attribute.leading, -1 as Int?, 704 as CGFloat), (.top, -1, 400), (.width, nil, 64),
            (.height, nil, 48),
        ] {
            specs.append(
                Spec(
                    first: viewCount, firstAttribute: attribute, relation: .equal, second: second,
                    secondAttribute: attribute, multiplier: 1, constant: constant, priority: 1000, isLowerBound: false))
        }
        return specs
    }

    /// A multiple of 16 points, never landing an edge on half a point.
    static func validConstant(_ range: ClosedRange<Int>, using random: inout SplitMix64) -> CGFloat {
        CGFloat(Int.random(in: range, using: &random) * 16)
    }

    /// One time in `odds`, a hostile number instead of `value`.
    static func maybeHostile(_ value: CGFloat, odds: Int, using random: inout SplitMix64) -> CGFloat {
        Int.random(in: 0..<odds, using: &random) == 0 ? hostileNumbers.randomElement(using: &random)! : value
    }

    static func randomSpec(using random: inout SplitMix64, priority: Float) -> Spec {
        let first = Int.random(in: 0..<viewCount, using: &random)
        if Int.random(in: 0..<4, using: &random) == 0 {
            // A lower bound, required or not.
            let attribute: NSLayoutConstraint.Attribute = [.width, .height, .leading, .top].randomElement(using: &random)!
            return Spec(
                first: first, firstAttribute: attribute, relation: .greaterThanOrEqual,
                second: attribute == .width || attribute == .height ? nil : -1, secondAttribute: attribute,
                multiplier: 1, constant: maybeHostile(validConstant(0...20, using: &random), odds: 5, using: &random),
                priority: Bool.random(using: &random) ? 1000 : priority, isLowerBound: true)
        }
        let attribute: NSLayoutConstraint.Attribute =
            [.leading, .trailing, .top, .bottom, .width, .height].randomElement(using: &random)!
        let isDimension = attribute == .width || attribute == .height
        let isHorizontal = attribute == .leading || attribute == .trailing
        var second: Int? = Int.random(in: -1..<viewCount, using: &random)
        var secondAttribute = attribute
        if isDimension {
            if Bool.random(using: &random) { second = nil }
            secondAttribute = [.width, .height].randomElement(using: &random)!
        } else {
            secondAttribute =
                isHorizontal
                ? [.leading, .trailing].randomElement(using: &random)! : [.top, .bottom].randomElement(using: &random)!
        }
        let multiplier = maybeHostile([1, 2, 3, -1].randomElement(using: &random)!, odds: 6, using: &random)
        return Spec(
            first: first, firstAttribute: attribute,
            relation: [.lessThanOrEqual, .equal, .greaterThanOrEqual].randomElement(using: &random)!,
            second: second, secondAttribute: secondAttribute, multiplier: second == nil ? 1 : multiplier,
            constant: maybeHostile(validConstant(-10...30, using: &random), odds: 6, using: &random), priority: priority,
            isLowerBound: false)
    }
}
