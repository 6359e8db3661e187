import Scanout
import ScanoutTesting
import Testing

/// `TestHost.tap(_:)` finds what a person would: the frontmost visible view with that label.
@MainActor
@Suite struct ElementFindingTests {
    @Test func tapsAButtonByItsTitleAndLabelsByText() throws {
        let host = TestHost()
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Sign Out") { _ in taps += 1 })
        button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        label.text = "Visitors"
        host.window.addSubview(label)
        host.window.addSubview(button)

        try host.tap("Sign Out")
        #expect(taps == 1)
        #expect(host.frameOfElement(labelled: "Sign Out") == CGRect(x: 100, y: 200, width: 120, height: 44))
        #expect(host.visibleElementLabels == ["Sign Out", "Visitors"], "frontmost first")
    }

    @Test func hiddenAndTransparentViewsAreNotFoundAndTheErrorSaysWhatIs() {
        let host = TestHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let hidden = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        hidden.text = "Secret"
        container.addSubview(hidden)
        container.isHidden = true
        let faded = UIButton(type: .system)
        faded.setTitle("Gone", for: .normal)
        faded.alpha = 0
        let shown = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        shown.accessibilityLabel = "Logo"
        shown.isAccessibilityElement = true
        let notAnElement = UIView(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
        notAnElement.accessibilityLabel = "Decoration"
        host.window.addSubview(notAnElement)
        host.window.addSubview(container)
        host.window.addSubview(faded)
        host.window.addSubview(shown)

        #expect(host.elements(labelled: "Secret").isEmpty)
        #expect(host.elements(labelled: "Gone").isEmpty)
        #expect(host.elements(labelled: "Logo") == [shown])
        #expect(host.elements(labelled: "Decoration").isEmpty, "a label alone does not make an element")
        #expect(throws: TestHost.ElementNotFound.self) { try host.tap("Secret") }
        do {
            try host.tap("Secret")
        } catch {
            #expect(error.description == "Nothing on screen is labelled \"Secret\". Visible: \"Logo\"")
        }
    }

    @Test func aViewCoveringTheElementTakesTheTap() throws {
        let host = TestHost()
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Delete") { _ in taps += 1 })
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        let cover = UIView(frame: host.window.bounds)
        host.window.addSubview(button)
        host.window.addSubview(cover)
        try host.tap("Delete")
        #expect(taps == 0, "the cover, in front, got the touch")
    }
}
