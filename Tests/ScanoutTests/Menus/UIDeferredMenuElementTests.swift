import Dispatch
import ScanoutTesting
import Testing

@testable import Scanout

/// Menu elements provided later (`UIDeferredMenuElement`): a loading row until the provider
/// answers, then its elements in its place; asked once (cached) or per showing (uncached); and
/// whatever a provider does — answering twice, late, never, with itself — harms nothing.
@MainActor
@Suite struct UIDeferredMenuElementTests {
    /// A "Files" button whose menu is its primary action: "Before", the deferred element, "After".
    @MainActor private final class Fixture {
        let host = TestHost(size: CGSize(width: 400, height: 700))
        let button = UIButton(type: .system)
        var chosen: [String] = []

        init(deferred: UIDeferredMenuElement) {
            button.setTitle("Files", for: .normal)
            button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
            button.menu = UIMenu(children: [action("Before"), deferred, action("After")])
            button.showsMenuAsPrimaryAction = true
            host.window.addSubview(button)
        }

        func action(_ title: String) -> UIAction {
            UIAction(title: title) { [unowned self] action in chosen.append(action.title) }
        }

        func shows(_ label: String) -> Bool { !host.elements(labelled: label).isEmpty }

        /// The menu rows' labels from the top of the panel down.
        var rowsFromTop: [String] {
            Set(host.visibleElementLabels)
                .flatMap { label in
                    host.elements(labelled: label).compactMap { view in
                        (view as? MenuRowView).map { ($0.convert($0.bounds, to: nil).minY, label) }
                    }
                }
                .sorted { $0.0 < $1.0 }
                .map(\.1)
        }

        func closeMenu() {
            host.tap(at: CGPoint(x: 390, y: 690))
        }
    }

    @Test func aCachedElementShowsLoadingThenItsElementsInPlaceAndAsksOnce() throws {
        var asked = 0
        var answer: UIDeferredMenuElement.Completion?
        let fixture = Fixture(
            deferred: UIDeferredMenuElement { completion in
                asked += 1
                answer = completion
            })
        try fixture.host.tap("Files")
        #expect(asked == 1)
        #expect(fixture.shows("Loading…"))
        let heightWhileLoading = try #require(MenuPresentation.current?.panelFrame.height)

        answer?([fixture.action("Alpha"), fixture.action("Beta")])
        fixture.host.advance(by: 0.05)
        #expect(!fixture.shows("Loading…"))
        #expect(fixture.rowsFromTop == ["Before", "Alpha", "Beta", "After"])
        #expect(try #require(MenuPresentation.current?.panelFrame.height) > heightWhileLoading, "the panel grew")
        try fixture.host.tap("Beta")
        #expect(fixture.chosen == ["Beta"])

        // Shown again: the kept elements at once, without asking.
        try fixture.host.tap("Files")
        #expect(asked == 1)
        #expect(fixture.rowsFromTop == ["Before", "Alpha", "Beta", "After"])
    }

    @Test func anUncachedElementIsAskedEachShowingAndAnAnswerAtOnceShowsNoLoadingRow() throws {
        var asked = 0
        var fixture: Fixture!
        fixture = Fixture(
            deferred: UIDeferredMenuElement.uncached { completion in
                asked += 1
                completion([fixture.action("Recent \(asked)")])
            })
        try fixture.host.tap("Files")
        #expect(fixture.rowsFromTop == ["Before", "Recent 1", "After"])
        fixture.closeMenu()
        try fixture.host.tap("Files")
        #expect(asked == 2)
        #expect(fixture.rowsFromTop == ["Before", "Recent 2", "After"])
        try fixture.host.tap("Recent 2")
        #expect(fixture.chosen == ["Recent 2"])
    }

    /// As apps write it: the answer comes from the main queue after some work.
    @Test func anAnswerFromTheMainQueueShowsTheElements() throws {
        var fixture: Fixture!
        fixture = Fixture(
            deferred: UIDeferredMenuElement.uncached { completion in
                DispatchQueue.main.async {
                    completion([fixture.action("Fetched")])
                }
            })
        try fixture.host.tap("Files")
        fixture.host.advance(by: 0.05)
        #expect(fixture.rowsFromTop == ["Before", "Fetched", "After"])
    }

    @Test func providedMenusShowAsSectionsAndSubmenusAndADeferredElementInASubmenuLoadsWhenItOpens() throws {
        var subAsked = 0
        var fixture: Fixture!
        fixture = Fixture(
            deferred: UIDeferredMenuElement { completion in
                completion([
                    UIMenu(options: .displayInline, children: [fixture.action("Inline")]),
                    UIMenu(
                        title: "More",
                        children: [
                            UIDeferredMenuElement { inner in
                                subAsked += 1
                                inner([fixture.action("Deep")])
                            }
                        ]),
                ])
            })
        try fixture.host.tap("Files")
        #expect(fixture.shows("Inline"))
        #expect(subAsked == 0, "a submenu's deferred element waits until the submenu opens")
        try fixture.host.tap("More")
        #expect(subAsked == 1)
        try fixture.host.tap("Deep")
        #expect(fixture.chosen == ["Deep"])
    }

    @Test func answersTwiceLateOrNeverAndProvidersThatReturnThemselvesHarmNothing() throws {
        // Twice: the first answer counts.
        var answer: UIDeferredMenuElement.Completion?
        let twice = Fixture(deferred: UIDeferredMenuElement { answer = $0 })
        try twice.host.tap("Files")
        answer?([twice.action("First")])
        answer?([twice.action("Second")])
        twice.host.advance(by: 0.05)
        #expect(twice.shows("First") && !twice.shows("Second"))

        // After the menu closed: nothing shows, and a cached element keeps the answer.
        var late: UIDeferredMenuElement.Completion?
        var lateAsked = 0
        let closed = Fixture(
            deferred: UIDeferredMenuElement {
                lateAsked += 1
                late = $0
            })
        try closed.host.tap("Files")
        closed.closeMenu()
        late?([closed.action("Late")])
        closed.host.advance(by: 0.05)
        #expect(!closed.shows("Late"))
        try closed.host.tap("Files")
        #expect(closed.shows("Late") && lateAsked == 1)

        // Never: the loading row stays, does nothing when tapped, and the menu still closes.
        let never = Fixture(deferred: UIDeferredMenuElement { _ in })
        try never.host.tap("Files")
        try never.host.tap("Loading…")
        #expect(never.chosen.isEmpty && never.shows("Loading…"))
        never.closeMenu()
        #expect(!never.shows("Loading…"))

        // A provider that gives its own element back (and empty, and hidden-only answers): the
        // element shows once, nothing loops.
        var selfish: UIDeferredMenuElement!
        var fixture: Fixture!
        selfish = UIDeferredMenuElement { completion in completion([selfish, fixture.action("Once")]) }
        fixture = Fixture(deferred: selfish)
        try fixture.host.tap("Files")
        #expect(fixture.rowsFromTop == ["Before", "Once", "After"])
        let empty = Fixture(deferred: UIDeferredMenuElement { $0([]) })
        try empty.host.tap("Files")
        #expect(empty.rowsFromTop == ["Before", "After"])
    }

    /// A seeded run: uncached elements answering at once, later or not at all, with varied counts,
    /// menus opened, chosen from and closed while answers are pending; the menus go away.
    @Test func aSeededRunOfShowingsLeavesNoMenuBehind() throws {
        var random = SeededRandomNumberGenerator(seed: 0x5CA9_0D3F)
        var pending: [UIDeferredMenuElement.Completion] = []
        var fixture: Fixture!
        fixture = Fixture(
            deferred: UIDeferredMenuElement.uncached { completion in
                let count = Int.random(in: 0...6, using: &random)
                let items = (0..<count).map { fixture.action("Item \($0)") }
                switch Int.random(in: 0...2, using: &random) {
                case 0: completion(items)
                case 1: pending.append { completion(items + $0) }
                default: break
                }
            })
        weak var lastPresentation: MenuPresentation?
        for _ in 0..<150 {
            try fixture.host.tap("Files")
            lastPresentation = MenuPresentation.current
            if !pending.isEmpty, Bool.random(using: &random) {
                pending.removeFirst()([])
                fixture.host.advance(by: 0.05)
            }
            if fixture.shows("Item 0"), Bool.random(using: &random) {
                try fixture.host.tap("Item 0")
            } else {
                fixture.closeMenu()
            }
            #expect(MenuPresentation.current == nil)
        }
        for answer in pending { answer([]) }
        pending = []
        fixture.host.advance(by: 0.05)
        #expect(lastPresentation == nil, "a closed menu is released, whatever its providers still hold")
    }
}
