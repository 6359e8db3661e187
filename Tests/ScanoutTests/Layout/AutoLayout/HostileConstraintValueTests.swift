import Scanout
import ScanoutTesting
import Testing

/// Hostile numbers at the edges of the layout API: a constraint's constant or multiplier of NaN,
/// ±infinity or ±1e308, priorities out of range, and NaN or infinite spacing, margins, intrinsic
/// sizes and fitting targets. None may trap, none may poison another view, and putting a valid
/// value back (or deactivating the constraint) must give the layout a fresh engine gives.
///
/// Each scenario runs in a child process (before the engine refused these values, some
/// combinations trapped in the solver) and collects what went wrong; the child fails with the
/// list, which the parent reports as a failed exit test.
@MainActor
@Suite struct HostileConstraintValueTests {
    static let hostileNumbers: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308]

    @Test func aHostileConstantLeavesTheWitnessAloneAndTheResetRepairsIt() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run { HostileConstraintValueTests.finish(HostileConstraintValueTests.constantScenario()) }
        }
    }

    @Test func aHostileMultiplierLeavesTheWitnessAloneAndDeactivatingRepairsIt() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run { HostileConstraintValueTests.finish(HostileConstraintValueTests.multiplierScenario()) }
        }
    }

    @Test func hostileCombinationsOfConstantsMultipliersAndPrioritiesDoNotTrap() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                HostileConstraintValueTests.finish(HostileConstraintValueTests.combinationScenario())
            }
        }
    }

    @Test func prioritiesAreClampedAndNaNIsRefused() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run { HostileConstraintValueTests.finish(HostileConstraintValueTests.priorityScenario()) }
        }
    }

    @Test func hostileSpacingMarginsIntrinsicSizesAndFittingTargetsDoNotPoison() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run { HostileConstraintValueTests.finish(HostileConstraintValueTests.edgeScenario()) }
        }
    }

    // MARK: - Scenarios (each returns what went wrong)

    /// Ends the child process: a failure (with the list) if anything went wrong.
    static func finish(_ failures: [String]) {
        if !failures.isEmpty { fatalError(failures.joined(separator: "\n")) }
    }

    /// A box and a witness beside it, placed by required constraints (the box's width 120 also
    /// at priority 250, so that it has one even while its required width is refused).
    @MainActor struct Scene {
        let host = TestHost()
        let box = UIView()
        let witness = UIView()
        let boxFrame = CGRect(x: 10, y: 10, width: 120, height: 50)
        let witnessFrame = CGRect(x: 300, y: 200, width: 80, height: 40)

        init() {
            for view in [box, witness] {
                view.translatesAutoresizingMaskIntoConstraints = false
                host.window.addSubview(view)
            }
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 10),
                box.heightAnchor.constraint(equalToConstant: 50),
                { let width = box.widthAnchor.constraint(equalToConstant: 120); width.priority = .defaultLow; return width }(),
                witness.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 300),
                witness.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 200),
                witness.widthAnchor.constraint(equalToConstant: 80),
                witness.heightAnchor.constraint(equalToConstant: 40),
            ])
        }

        func warnings(naming identifier: String) -> [String] {
            host.warnings.filter { $0.contains("'\(identifier)'") }
        }
    }

    static func isFinite(_ rect: CGRect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    static func constantScenario() -> [String] {
        var failures: [String] = []
        for value in hostileNumbers {
            let scene = Scene()
            let width = scene.box.widthAnchor.constraint(equalToConstant: 120)
            width.identifier = "box-width"
            width.isActive = true
            scene.host.drain()
            width.constant = value
            scene.host.drain()
            if scene.witness.frame != scene.witnessFrame {
                failures.append("constant \(value): the witness moved to \(scene.witness.frame)")
            }
            if !isFinite(scene.box.frame) { failures.append("constant \(value): the box is at \(scene.box.frame)") }
            if value.isFinite, scene.box.frame.width != (value > 0 ? 10_000_000 : 0) {
                failures.append("constant \(value): not clamped to the limit: \(scene.box.frame)")
            }
            if scene.warnings(naming: "box-width").count != 1 {
                failures.append("constant \(value): warnings \(scene.warnings(naming: "box-width"))")
            }

            width.constant = 120
            scene.host.drain()
            if scene.box.frame != scene.boxFrame || scene.witness.frame != scene.witnessFrame {
                failures.append("constant \(value) then 120: box \(scene.box.frame), witness \(scene.witness.frame)")
            }

            // Hostile again (the same cause is not reported twice), then deactivated: as if never there.
            width.constant = value
            scene.host.drain()
            width.isActive = false
            scene.host.drain()
            let fresh = Scene()
            fresh.host.drain()
            if scene.box.frame != fresh.box.frame || scene.witness.frame != scene.witnessFrame {
                failures.append("constant \(value), deactivated: box \(scene.box.frame), fresh \(fresh.box.frame)")
            }
            if scene.warnings(naming: "box-width").count != 1 {
                failures.append("constant \(value): repeated warnings \(scene.warnings(naming: "box-width"))")
            }
        }
        return failures
    }

    static func multiplierScenario() -> [String] {
        var failures: [String] = []
        for value in hostileNumbers {
            let scene = Scene()
            let width = scene.box.widthAnchor.constraint(equalTo: scene.witness.widthAnchor, multiplier: value)
            width.identifier = "box-times-witness"
            width.isActive = true
            scene.host.drain()
            if scene.witness.frame != scene.witnessFrame {
                failures.append("multiplier \(value): the witness moved to \(scene.witness.frame)")
            }
            if !isFinite(scene.box.frame) { failures.append("multiplier \(value): the box is at \(scene.box.frame)") }
            if value.isFinite, scene.box.frame.width != (value > 0 ? 80_000 : 0) {
                failures.append("multiplier \(value): not clamped to ±1000: \(scene.box.frame)")
            }
            if scene.warnings(naming: "box-times-witness").count != 1 {
                failures.append("multiplier \(value): warnings \(scene.warnings(naming: "box-times-witness"))")
            }
            width.isActive = false
            let fixed = scene.box.widthAnchor.constraint(equalToConstant: 120)
            fixed.isActive = true
            scene.host.drain()
            if scene.box.frame != scene.boxFrame || scene.witness.frame != scene.witnessFrame {
                failures.append("multiplier \(value) replaced: box \(scene.box.frame), witness \(scene.witness.frame)")
            }
        }
        return failures
    }

    /// Every hostile constant with every hostile multiplier, required and optional, on constraints
    /// that fight each other and share views, then all set back: the frames must be a fresh
    /// engine's.
    static func combinationScenario() -> [String] {
        var failures: [String] = []
        let priorities: [UILayoutPriority] = [.required, .defaultHigh, UILayoutPriority(999), .defaultLow]
        for constant in hostileNumbers + [120] {
            for multiplier in hostileNumbers + [2] {
                let scene = Scene()
                var made: [NSLayoutConstraint] = []
                for (index, priority) in priorities.enumerated() {
                    let relation: [NSLayoutConstraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
                    let constraint = NSLayoutConstraint(
                        item: scene.box, attribute: index % 2 == 0 ? .width : .trailing,
                        relatedBy: relation[index % 3], toItem: scene.witness,
                        attribute: index % 2 == 0 ? .height : .leading, multiplier: multiplier, constant: constant)
                    constraint.priority = priority
                    made.append(constraint)
                }
                let width = scene.box.widthAnchor.constraint(equalToConstant: 120)
                width.priority = UILayoutPriority(500)
                NSLayoutConstraint.activate(made + [width])
                scene.host.drain()
                let label = "constant \(constant) multiplier \(multiplier)"
                if scene.witness.frame != scene.witnessFrame {
                    failures.append("\(label): the witness moved to \(scene.witness.frame)")
                }
                if !isFinite(scene.box.frame) { failures.append("\(label): the box is at \(scene.box.frame)") }
                for constraint in made { constraint.constant = -1e308 }
                scene.host.drain()
                for constraint in made { constraint.constant = .nan }
                scene.host.drain()
                NSLayoutConstraint.deactivate(made)
                scene.host.drain()
                if scene.box.frame != scene.boxFrame || scene.witness.frame != scene.witnessFrame {
                    failures.append("\(label), deactivated: box \(scene.box.frame), witness \(scene.witness.frame)")
                }
            }
        }
        return failures
    }

    static func priorityScenario() -> [String] {
        var failures: [String] = []
        let scene = Scene()
        let width = scene.box.widthAnchor.constraint(equalToConstant: 120)
        width.identifier = "box-width"
        let wider = scene.box.widthAnchor.constraint(equalToConstant: 200)
        wider.priority = UILayoutPriority(300)
        NSLayoutConstraint.activate([width, wider])
        scene.host.drain()
        width.priority = UILayoutPriority(.nan)
        if width.priority != .required { failures.append("NaN priority: reads \(width.priority.rawValue)") }
        width.priority = UILayoutPriority(-7)
        if width.priority.rawValue != 1 { failures.append("-7: reads \(width.priority.rawValue)") }
        scene.host.drain()
        if scene.box.frame.width != 200 { failures.append("priority 1 loses to 300: \(scene.box.frame)") }
        width.priority = UILayoutPriority(.infinity)
        if width.priority != .required { failures.append("infinity: reads \(width.priority.rawValue)") }
        scene.host.drain()
        if scene.box.frame != scene.boxFrame { failures.append("required again: \(scene.box.frame)") }
        width.priority = UILayoutPriority(5000)
        if width.priority != .required { failures.append("5000: reads \(width.priority.rawValue)") }

        scene.box.setContentHuggingPriority(UILayoutPriority(.nan), for: .horizontal)
        scene.box.setContentCompressionResistancePriority(UILayoutPriority(.nan), for: .vertical)
        if scene.box.contentHuggingPriority(for: .horizontal) != .defaultLow
            || scene.box.contentCompressionResistancePriority(for: .vertical) != .defaultHigh
        {
            failures.append("NaN content priorities were taken")
        }
        scene.box.setContentHuggingPriority(UILayoutPriority(-1), for: .horizontal)
        if scene.box.contentHuggingPriority(for: .horizontal).rawValue != 1 {
            failures.append("-1 hugging: reads \(scene.box.contentHuggingPriority(for: .horizontal).rawValue)")
        }
        scene.host.drain()
        if scene.box.frame != scene.boxFrame || scene.witness.frame != scene.witnessFrame {
            failures.append("after content priorities: box \(scene.box.frame), witness \(scene.witness.frame)")
        }
        if scene.warnings(naming: "box-width").isEmpty { failures.append("no warning named the constraint") }
        return failures
    }

    final class Sized: UIView {
        var size = CGSize(width: 40, height: 20)
        override var intrinsicContentSize: CGSize { size }
    }

    static func edgeScenario() -> [String] {
        var failures: [String] = []
        for value in hostileNumbers {
            let scene = Scene()
            // A stack view with hostile spacing and margins.
            let stack = UIStackView(arrangedSubviews: [Sized(), Sized()])
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.isLayoutMarginsRelativeArrangement = true
            scene.host.window.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: scene.host.window.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: scene.host.window.topAnchor, constant: 100),
            ])
            stack.spacing = value
            stack.layoutMargins = UIEdgeInsets(top: value, left: value, bottom: 4, right: value)
            // A view whose intrinsic size is hostile, and one pinned to its own hostile margins.
            let sized = Sized()
            sized.size = CGSize(width: value, height: value)
            sized.translatesAutoresizingMaskIntoConstraints = false
            scene.host.window.addSubview(sized)
            let margined = UIView()
            margined.translatesAutoresizingMaskIntoConstraints = false
            scene.host.window.addSubview(margined)
            margined.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: value, leading: value, bottom: value, trailing: value)
            let inner = UIView()
            inner.translatesAutoresizingMaskIntoConstraints = false
            margined.addSubview(inner)
            NSLayoutConstraint.activate([
                sized.leadingAnchor.constraint(equalTo: scene.host.window.leadingAnchor, constant: 10),
                sized.topAnchor.constraint(equalTo: scene.host.window.topAnchor, constant: 300),
                margined.leadingAnchor.constraint(equalTo: scene.host.window.leadingAnchor, constant: 500),
                margined.topAnchor.constraint(equalTo: scene.host.window.topAnchor, constant: 10),
                margined.widthAnchor.constraint(equalToConstant: 100),
                margined.heightAnchor.constraint(equalToConstant: 100),
                inner.leadingAnchor.constraint(equalTo: margined.layoutMarginsGuide.leadingAnchor),
                inner.trailingAnchor.constraint(equalTo: margined.layoutMarginsGuide.trailingAnchor),
                inner.topAnchor.constraint(equalTo: margined.layoutMarginsGuide.topAnchor),
                inner.bottomAnchor.constraint(equalTo: margined.layoutMarginsGuide.bottomAnchor),
            ])
            scene.host.drain()
            let label = "value \(value)"
            let views: [UIView] = [scene.box, scene.witness, stack, sized, margined, inner] + stack.arrangedSubviews
            for view in views where !isFinite(view.frame) { failures.append("\(label): a view is at \(view.frame)") }
            if scene.witness.frame != scene.witnessFrame { failures.append("\(label): witness at \(scene.witness.frame)") }

            // Measuring with a hostile target and priorities.
            let measured = stack.systemLayoutSizeFitting(
                CGSize(width: value, height: value), withHorizontalFittingPriority: UILayoutPriority(.nan),
                verticalFittingPriority: .fittingSizeLevel)
            if !measured.width.isFinite || !measured.height.isFinite { failures.append("\(label): measured \(measured)") }
            let compressed = sized.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            if !compressed.width.isFinite || !compressed.height.isFinite {
                failures.append("\(label): compressed \(compressed)")
            }

            // Valid values back: the layout a fresh scene gives.
            stack.spacing = 8
            stack.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
            sized.size = CGSize(width: 40, height: 20)
            sized.invalidateIntrinsicContentSize()
            margined.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            scene.host.drain()
            if sized.frame != CGRect(x: 10, y: 300, width: 40, height: 20) { failures.append("\(label): \(sized.frame)") }
            if inner.frame != CGRect(x: 8, y: 8, width: 84, height: 84) { failures.append("\(label): \(inner.frame)") }
            if stack.frame != CGRect(x: 10, y: 100, width: 96, height: 28) {
                failures.append("\(label): stack at \(stack.frame)")
            }
        }
        return failures
    }
}
