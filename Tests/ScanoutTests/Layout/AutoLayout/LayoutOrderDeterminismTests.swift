import ScanoutTesting
import Testing

@testable import Scanout

/// Where constraints of equal priority conflict, more than one layout is optimal, and the order in
/// which the constraints reach the solver picks one. That order is the order the app made them
/// (and the views joined), in every run and every window — never a dictionary's, which Swift
/// seeds per dictionary, so two copies of one screen once came out two ways after a change of
/// direction (the demo's header, switched to Arabic).
@MainActor
@Suite struct LayoutOrderDeterminismTests {
    /// A screen of rows whose widths are pulled two ways at equal strength, laid out, turned
    /// right to left and back: every view's frame after each step.
    static func frames() -> [[CGRect]] {
        let host = TestHost(size: CGSize(width: 800, height: 600))
        let root = UIView(frame: host.window.bounds)
        host.window.addSubview(root)
        var views: [UIView] = []
        for index in 0..<30 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let wide = view.widthAnchor.constraint(equalToConstant: CGFloat(200 + index * 7))
            let narrow = view.widthAnchor.constraint(equalToConstant: CGFloat(100 + index * 3))
            wide.priority = .defaultHigh
            narrow.priority = .defaultHigh
            let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
            let trailing = view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10)
            let top = view.topAnchor.constraint(equalTo: views.last?.bottomAnchor ?? root.topAnchor, constant: 2)
            NSLayoutConstraint.activate([
                wide, narrow, leading, trailing, top, view.heightAnchor.constraint(equalToConstant: 16),
            ])
            views.append(view)
        }
        var steps: [[CGRect]] = []
        host.drain()
        steps.append(views.map(\.frame))
        root.semanticContentAttribute = .forceRightToLeft
        for view in views { view.semanticContentAttribute = .forceRightToLeft }
        host.drain()
        steps.append(views.map(\.frame))
        root.semanticContentAttribute = .unspecified
        for view in views { view.semanticContentAttribute = .unspecified }
        host.drain()
        steps.append(views.map(\.frame))
        return steps
    }

    @Test func equalPriorityConflictsResolveTheSameWayInEveryWindow() {
        let first = Self.frames()
        #expect(first[1] != first[0], "right to left moved the rows")
        for window in 1...8 {
            let frames = Self.frames()
            let differing = zip(frames.joined(), first.joined()).filter { $0 != $1 }.count
            #expect(differing == 0, "window \(window): \(differing) of \(first.joined().count) frames differ")
        }
    }
}
