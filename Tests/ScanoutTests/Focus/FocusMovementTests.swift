import Scanout
import ScanoutTesting
import Testing

/// Keyboard focus as a visitor with a keyboard meets it: which views take focus, Tab order in
/// both reading directions, groups, skipping, and what environments are asked and told.
@MainActor
@Suite struct FocusMovementTests {
    /// A host showing a root controller whose view holds `views` at their frames.
    private func makeHost(_ views: [UIView]) -> (TestHost, UIViewController) {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let root = UIViewController()
        root.view.backgroundColor = .white
        for view in views { root.view.addSubview(view) }
        host.window.rootViewController = root
        host.drain()
        return (host, root)
    }

    private func button(_ title: String, _ frame: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = frame
        return button
    }

    @Test func controlsTextFieldsAndCellsAreFocusablePlainViewsAreNot() {
        #expect(UIButton().canBecomeFocused)
        #expect(UISwitch().canBecomeFocused)
        #expect(UITextField().canBecomeFocused)
        #expect(UISegmentedControl(items: ["a", "b"]).canBecomeFocused)
        #expect(UITableViewCell().canBecomeFocused)
        #expect(UICollectionViewCell().canBecomeFocused)
        #expect(!UIView().canBecomeFocused)
        #expect(!UILabel().canBecomeFocused)
        #expect(!UIImageView().canBecomeFocused)
        let readOnly = UITextView()
        readOnly.isEditable = false
        readOnly.isSelectable = false
        #expect(!readOnly.canBecomeFocused)
    }

    /// A field a finger tapped is the focused item as soon as a key is used: Tab goes on from
    /// it, and Shift-Tab back, as on iPadOS, whatever was focused before the tap.
    @Test func tabGoesOnFromTheFieldBeingEdited() {
        let first = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        let second = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        let done = button("Done", CGRect(x: 20, y: 180, width: 100, height: 44))
        let (host, _) = makeHost([first, second, done])
        host.pressKey(.tab, count: 3)
        #expect(host.focusedView === done)
        host.tap(at: CGPoint(x: 100, y: 120))
        #expect(second.isFirstResponder)
        host.press(.keyboardA)
        #expect(second.text == "a")
        var told: [(UIView?, UIView?)] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIFocusSystem.didUpdateNotification, object: nil, queue: nil
        ) { note in
            let context = note.userInfo?[UIFocusSystem.focusUpdateContextUserInfoKey] as? UIFocusUpdateContext
            MainActor.assumeIsolated {
                told.append((context?.previouslyFocusedView, context?.nextFocusedView))
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.pressKey(.tab)
        #expect(host.focusedView === done, "Tab went on from the field being edited, not from Done")
        #expect(!second.isFirstResponder, "leaving the field ends its editing")
        #expect(told.count == 2 && told.first?.1 === second && told.last?.1 === done)
        host.tap(at: CGPoint(x: 100, y: 120))
        host.pressKey(.shiftTab)
        #expect(host.focusedView === first && first.isFirstResponder)
    }

    @Test func tabFollowsReadingOrderAndWraps() {
        let a = button("A", CGRect(x: 20, y: 20, width: 100, height: 44))
        let b = button("B", CGRect(x: 300, y: 24, width: 100, height: 36))
        let c = button("C", CGRect(x: 20, y: 120, width: 100, height: 44))
        let (host, _) = makeHost([c, b, a])
        #expect(host.focusedView == nil)
        host.pressKey(.tab)
        #expect(host.focusedView === a)
        #expect(a.isFocused)
        host.pressKey(.tab)
        #expect(host.focusedView === b)
        #expect(!a.isFocused)
        host.pressKey(.tab)
        #expect(host.focusedView === c)
        host.pressKey(.tab)
        #expect(host.focusedView === a)
        host.pressKey(.shiftTab)
        #expect(host.focusedView === c)
    }

    @Test func rightToLeftReadsFromTheRight() {
        let a = button("A", CGRect(x: 20, y: 20, width: 100, height: 44))
        let b = button("B", CGRect(x: 300, y: 20, width: 100, height: 44))
        let c = button("C", CGRect(x: 20, y: 120, width: 100, height: 44))
        let (host, _) = makeHost([a, b, c])
        host.userInterfaceLayoutDirection = .rightToLeft
        host.pressKey(.tab)
        #expect(host.focusedView === b)
        host.pressKey(.tab)
        #expect(host.focusedView === a)
        host.pressKey(.tab)
        #expect(host.focusedView === c)
    }

    @Test func hiddenDisabledTransparentAndPlainViewsAreSkipped() {
        let first = button("First", CGRect(x: 20, y: 20, width: 100, height: 44))
        let hidden = button("Hidden", CGRect(x: 140, y: 20, width: 100, height: 44))
        hidden.isHidden = true
        let disabled = button("Disabled", CGRect(x: 260, y: 20, width: 100, height: 44))
        disabled.isEnabled = false
        let clear = button("Clear", CGRect(x: 380, y: 20, width: 100, height: 44))
        clear.alpha = 0
        let plain = UIView(frame: CGRect(x: 500, y: 20, width: 100, height: 44))
        let hiddenParent = UIView(frame: CGRect(x: 0, y: 80, width: 400, height: 60))
        hiddenParent.addSubview(button("Inside", CGRect(x: 20, y: 0, width: 100, height: 44)))
        hiddenParent.isHidden = true
        let last = button("Last", CGRect(x: 20, y: 200, width: 100, height: 44))
        let (host, _) = makeHost([first, hidden, disabled, clear, plain, hiddenParent, last])
        host.pressKey(.tab)
        #expect(host.focusedView === first)
        host.pressKey(.tab)
        #expect(host.focusedView === last)
        host.pressKey(.tab)
        #expect(host.focusedView === first)
    }

    @Test func tabMovesBetweenGroupsAndArrowsWithinOne() {
        let group = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 80))
        group.focusGroupIdentifier = "toolbar"
        let left = button("Left", CGRect(x: 20, y: 20, width: 100, height: 44))
        let right = button("Right", CGRect(x: 200, y: 20, width: 100, height: 44))
        group.addSubview(left)
        group.addSubview(right)
        let below = button("Below", CGRect(x: 20, y: 200, width: 100, height: 44))
        let (host, _) = makeHost([group, below])
        host.pressKey(.tab)
        #expect(host.focusedView === left)
        host.pressKey(.right)
        #expect(host.focusedView === right)
        host.pressKey(.right)  // nothing further right in the group
        #expect(host.focusedView === right)
        host.pressKey(.tab)
        #expect(host.focusedView === below)
        host.pressKey(.up)  // another group: arrows stay within their group
        #expect(host.focusedView === below)
        host.pressKey(.shiftTab)  // back into the group, at the item focused last
        #expect(host.focusedView === right)
    }

    @Test func aPrioritizedItemIsWhereFocusEntersItsGroup() {
        let group = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 80))
        group.focusGroupIdentifier = "choices"
        let first = button("First", CGRect(x: 20, y: 20, width: 100, height: 44))
        let wanted = button("Wanted", CGRect(x: 400, y: 20, width: 100, height: 44))
        wanted.focusGroupPriority = .prioritized
        group.addSubview(first)
        group.addSubview(wanted)
        let (host, _) = makeHost([group])
        host.pressKey(.tab)
        #expect(host.focusedView === wanted)
        #expect(wanted.focusGroupPriority > .previouslyFocused)
    }

    @Test func aFailedMovePostsMovementDidFail() {
        let only = button("Only", CGRect(x: 20, y: 20, width: 100, height: 44))
        let (host, _) = makeHost([only])
        var failures: [UIFocusHeading] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIFocusSystem.movementDidFailNotification, object: nil, queue: nil
        ) { note in
            let context = note.userInfo?[UIFocusSystem.focusUpdateContextUserInfoKey] as? UIFocusUpdateContext
            MainActor.assumeIsolated { failures.append(context?.focusHeading ?? []) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        host.pressKey(.tab)
        host.pressKey(.left)
        #expect(failures == [.left])
    }

    @Test func anEnvironmentMayVetoAMove() {
        final class Guarded: UIView {
            weak var forbidden: UIView?
            override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
                context.nextFocusedView !== forbidden
            }
        }
        let container = Guarded(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        let a = button("A", CGRect(x: 20, y: 20, width: 100, height: 44))
        let b = button("B", CGRect(x: 200, y: 20, width: 100, height: 44))
        container.addSubview(a)
        container.addSubview(b)
        container.forbidden = b
        let (host, _) = makeHost([container])
        host.pressKey(.tab)
        #expect(host.focusedView === a)
        host.pressKey(.tab)
        #expect(host.focusedView === a)
    }

    @Test func didUpdateFocusGoesToItemsBeforeTheirContainersThenTheNotification() {
        final class Log { var lines: [String] = [] }
        final class Recording: UIButton {
            var name = ""
            var log: Log?
            override func didUpdateFocus(
                in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
            ) {
                log?.lines.append("\(name) \(context.nextFocusedView === self ? "in" : "out")")
            }
        }
        final class RecordingView: UIView {
            var log: Log?
            override func didUpdateFocus(
                in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
            ) {
                log?.lines.append("container")
                coordinator.addCoordinatedAnimations({ self.log?.lines.append("animation") }, completion: nil)
            }
        }
        let log = Log()
        let container = RecordingView(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        container.log = log
        let a = Recording(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        a.name = "A"
        a.log = log
        let b = Recording(frame: CGRect(x: 200, y: 20, width: 100, height: 44))
        b.name = "B"
        b.log = log
        container.addSubview(a)
        container.addSubview(b)
        let (host, _) = makeHost([container])
        let token = NotificationCenter.default.addObserver(
            forName: UIFocusSystem.didUpdateNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { log.lines.append("notification") } }
        defer { NotificationCenter.default.removeObserver(token) }
        host.pressKey(.tab)
        log.lines.removeAll()
        host.pressKey(.tab)
        #expect(log.lines == ["A out", "B in", "container", "animation", "notification"])
    }

    @Test func aRemovedFocusedViewGivesFocusToAnotherItem() {
        let a = button("A", CGRect(x: 20, y: 20, width: 100, height: 44))
        let b = button("B", CGRect(x: 200, y: 20, width: 100, height: 44))
        let (host, _) = makeHost([a, b])
        host.pressKey(.tab)
        #expect(host.focusedView === a)
        a.removeFromSuperview()
        host.drain()
        #expect(host.focusedView === b)
        b.isHidden = true
        host.drain()
        #expect(host.focusedView == nil)
    }

    @Test func requestFocusUpdateMovesToThePreferredItem() {
        let a = button("A", CGRect(x: 20, y: 20, width: 100, height: 44))
        let b = button("B", CGRect(x: 200, y: 20, width: 100, height: 44))
        let (host, _) = makeHost([a, b])
        let system = UIFocusSystem.focusSystem(for: a)
        #expect(system != nil)
        system?.requestFocusUpdate(to: b)
        #expect(host.focusedView === b)
        #expect(UIFocusSystem.environment(host.window, contains: b))
        #expect(!UIFocusSystem.environment(a, contains: b))
    }

    @Test func aFocusedTextFieldTakesTypingAndTabLeavesIt() {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 36))
        let after = button("After", CGRect(x: 20, y: 100, width: 100, height: 44))
        let (host, _) = makeHost([field, after])
        host.pressKey(.tab)
        #expect(host.focusedView === field)
        #expect(field.isFirstResponder)
        host.type("hi")
        #expect(field.text == "hi")
        host.pressKey(.tab)
        #expect(host.focusedView === after)
        #expect(!field.isFirstResponder)
        #expect(field.text == "hi")
    }
}
