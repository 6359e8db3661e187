import Foundation
import ScanoutTesting
import Testing

@testable import Scanout

/// The share sheet: Copy and the app's activities, their own controllers, item sources,
/// exclusions, closing, and activities that misbehave.
@MainActor
@Suite struct UIActivityViewControllerTests {
    /// An app's activity whose behaviour a test chooses.
    @MainActor final class BadgeActivity: UIActivity {
        enum Finishing { case atOnce, never, twice, fromPrepare }

        let title: String
        let category: UIActivity.Category
        var accepts: ([Any]) -> Bool = { _ in true }
        var finishing = Finishing.atOnce
        var prepared: [Any] = []
        var performed = 0
        var controller: UIViewController?

        init(_ title: String, category: UIActivity.Category = .action) {
            self.title = title
            self.category = category
        }

        override class var activityCategory: Category { .action }
        override var activityType: ActivityType? { ActivityType("com.example.\(title)") }
        override var activityTitle: String? { title }
        override var activityViewController: UIViewController? { controller }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { accepts(activityItems) }
        override func prepare(withActivityItems activityItems: [Any]) {
            prepared = activityItems
            if finishing == .fromPrepare { activityDidFinish(true) }
        }
        override func perform() {
            performed += 1
            switch finishing {
            case .atOnce, .fromPrepare: activityDidFinish(true)
            case .never: break
            case .twice:
                activityDidFinish(true)
                activityDidFinish(false)
            }
        }
    }

    /// A share icon (`.share` category).
    @MainActor final class ShareActivity: UIActivity {
        override class var activityCategory: Category { .share }
        override var activityTitle: String? { "Send to Desk" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
        override func perform() { activityDidFinish(true) }
    }

    /// A root controller that presents the sheet and records what its handler hears.
    @MainActor private final class Fixture {
        let host = TestHost()
        let root = UIViewController()
        var told: [(UIActivity.ActivityType?, Bool)] = []

        init() {
            host.window.rootViewController = root
            host.drain()
        }

        @discardableResult
        func share(_ items: [Any], _ activities: [UIActivity]? = nil, excluding: [UIActivity.ActivityType]? = nil)
            -> UIActivityViewController
        {
            let sheet = UIActivityViewController(activityItems: items, applicationActivities: activities)
            sheet.excludedActivityTypes = excluding
            sheet.completionWithItemsHandler = { [unowned self] type, completed, _, _ in told.append((type, completed))
            }
            root.present(sheet, animated: true)
            host.advance(by: 1)
            return sheet
        }

        func shows(_ label: String) -> Bool { !host.elements(labelled: label).isEmpty }
    }

    @Test func copyPutsEveryItemOnThePasteboardAndTellsTheHandlerOnce() throws {
        let fixture = Fixture()
        let url = URL(string: "https://example.com/pass/42")!
        fixture.share(["Visitor pass 42", url])
        #expect(fixture.shows("Visitor pass 42"), "the sheet says what is shared")
        try fixture.host.tap("Copy")
        fixture.host.advance(by: 1)
        let pasteboard = fixture.host.application.generalPasteboard
        #expect(pasteboard.strings == ["Visitor pass 42", "https://example.com/pass/42"])
        #expect(pasteboard.url == url)
        #expect(fixture.told.count == 1 && fixture.told.first?.0 == .copyToPasteboard && fixture.told.first?.1 == true)
        #expect(fixture.root.presentedViewController == nil, "the sheet went")
    }

    @Test func theAppsActivitiesShowWhenTheyCanActAndNotWhenExcluded() throws {
        let fixture = Fixture()
        let print = BadgeActivity("Print Badge")
        let never = BadgeActivity("Never")
        never.accepts = { _ in false }
        fixture.share(["Ada"], [print, never, ShareActivity()])
        #expect(fixture.shows("Copy") && fixture.shows("Print Badge") && fixture.shows("Send to Desk"))
        #expect(!fixture.shows("Never"), "an activity that cannot act on the items is left out")
        try fixture.host.tap("Print Badge")
        fixture.host.advance(by: 1)
        #expect(print.performed == 1 && print.prepared as? [String] == ["Ada"])
        #expect(fixture.told.last?.0 == UIActivity.ActivityType("com.example.Print Badge"))

        fixture.share(
            ["Ada"], [print], excluding: [.copyToPasteboard, UIActivity.ActivityType("com.example.Print Badge")])
        #expect(!fixture.shows("Copy") && !fixture.shows("Print Badge"))
        try fixture.host.tap("Close")
        fixture.host.advance(by: 1)
        #expect(fixture.told.count == 2 && fixture.told.last?.0 == nil && fixture.told.last?.1 == false)
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test func anActivitysOwnControllerShowsOverTheSheetAndBothGoWhenItFinishes() throws {
        let fixture = Fixture()
        let sign = BadgeActivity("Sign")
        let pad = UIViewController()
        sign.controller = pad
        fixture.share(["Ada"], [sign])
        try fixture.host.tap("Sign")
        fixture.host.advance(by: 1)
        #expect(pad.view.window != nil && sign.performed == 0, "its controller shows instead of perform()")
        #expect(fixture.told.isEmpty)
        sign.activityDidFinish(true)
        fixture.host.advance(by: 1)
        #expect(fixture.root.presentedViewController == nil && pad.view.window == nil)
        #expect(fixture.told.count == 1 && fixture.told.first?.1 == true)
    }

    @Test func itemSourcesChooseByPlaceholderAndGiveTheChosenActivityItsItem() throws {
        @MainActor final class PassSource: UIActivityItemSource {
            var asked: [UIActivity.ActivityType?] = []
            func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
            func activityViewController(
                _ activityViewController: UIActivityViewController,
                itemForActivityType activityType: UIActivity.ActivityType?
            ) -> Any? {
                asked.append(activityType)
                return activityType == .copyToPasteboard ? "PASS-42" : nil
            }
        }
        let fixture = Fixture()
        let source = PassSource()
        fixture.share([source])
        try fixture.host.tap("Copy")
        fixture.host.advance(by: 1)
        #expect(source.asked == [.copyToPasteboard])
        #expect(fixture.host.application.generalPasteboard.string == "PASS-42")
    }

    @Test func misbehavingActivitiesAreToldOnceAndNothingTraps() throws {
        let fixture = Fixture()
        for finishing in [BadgeActivity.Finishing.twice, .fromPrepare, .never] {
            let odd = BadgeActivity("Odd")
            odd.finishing = finishing
            let before = fixture.told.count
            fixture.share([], [odd])
            #expect(!fixture.shows("Copy"), "nothing to copy in no items")
            try fixture.host.tap("Odd")
            fixture.host.advance(by: 1)
            #expect(fixture.root.presentedViewController == nil)
            #expect(fixture.told.count == before + (finishing == .never ? 0 : 1), "\(finishing)")
            if finishing == .never {
                odd.activityDidFinish(true)
                #expect(fixture.told.count == before + 1, "a late finish is still heard")
            }
        }
        // The app dismissing the sheet itself is closing it.
        fixture.share(["x"])
        fixture.root.dismiss(animated: false)
        fixture.host.advance(by: 1)
        #expect(fixture.told.last?.0 == nil && fixture.told.last?.1 == false)
    }

    @Test func sheetsAndActivitiesAreFreedAfterManySharings() throws {
        let fixture = Fixture()
        weak var lastSheet: UIActivityViewController?
        weak var lastActivity: BadgeActivity?
        var random = SeededRandomNumberGenerator(seed: 0x5A4E)
        for round in 0..<60 {
            autoreleasepoolIfAvailable {
                let activity = BadgeActivity("Act \(round)")
                let values: [Any] = ["", "text", URL(string: "x:y")!, UIColor.red, 7, Data()]
                let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in values.randomElement(using: &random)!
                }
                let sheet = fixture.share(items, [activity])
                lastSheet = sheet
                lastActivity = activity
            }
            if Bool.random(using: &random) {
                try fixture.host.tap("Act \(round)")
            } else {
                try fixture.host.tap("Close")
            }
            fixture.host.advance(by: 1)
        }
        #expect(fixture.told.count == 60)
        #expect(lastSheet == nil && lastActivity == nil, "the last sheet and activity were freed")
    }
}

/// Runs `body`; Linux has no autorelease pool, so this is only a scope for the test's locals.
@MainActor
private func autoreleasepoolIfAvailable(_ body: () -> Void) { body() }
