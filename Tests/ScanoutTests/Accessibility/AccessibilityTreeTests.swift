import Scanout
import ScanoutTesting
import Testing

/// The reading order as VoiceOver builds it: rows top to bottom, leading to trailing, containers
/// in their own order, groups together, hidden and modal parts respected.
@MainActor
@Suite struct AccessibilityTreeTests {
    private func label(_ text: String, _ frame: CGRect, in parent: UIView) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        parent.addSubview(label)
        return label
    }

    @Test func readsRowsTopToBottomThenLeadingToTrailingWhateverTheSubviewOrder() {
        let host = TestHost()
        _ = label("D", CGRect(x: 200, y: 100, width: 80, height: 30), in: host.window)
        _ = label("B", CGRect(x: 200, y: 12, width: 80, height: 30), in: host.window)
        _ = label("C", CGRect(x: 10, y: 100, width: 80, height: 30), in: host.window)
        _ = label("A", CGRect(x: 10, y: 10, width: 80, height: 30), in: host.window)
        #expect(host.accessibilityElements.map(\.label) == ["A", "B", "C", "D"])
    }

    @Test func rightToLeftReadsEachRowFromTheRight() {
        let host = TestHost()
        host.userInterfaceLayoutDirection = .rightToLeft
        _ = label("left", CGRect(x: 10, y: 10, width: 80, height: 30), in: host.window)
        _ = label("right", CGRect(x: 300, y: 10, width: 80, height: 30), in: host.window)
        _ = label("below", CGRect(x: 10, y: 100, width: 80, height: 30), in: host.window)
        #expect(host.accessibilityElements.map(\.label) == ["right", "left", "below"])
    }

    @Test func plainContainersMixIntoRowsButGroupsAreReadTogether() {
        let host = TestHost()
        let leftColumn = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let rightColumn = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 200))
        host.window.addSubview(leftColumn)
        host.window.addSubview(rightColumn)
        _ = label("L1", CGRect(x: 0, y: 0, width: 100, height: 30), in: leftColumn)
        _ = label("L2", CGRect(x: 0, y: 100, width: 100, height: 30), in: leftColumn)
        _ = label("R1", CGRect(x: 0, y: 0, width: 100, height: 30), in: rightColumn)
        _ = label("R2", CGRect(x: 0, y: 100, width: 100, height: 30), in: rightColumn)
        #expect(host.accessibilityElements.map(\.label) == ["L1", "R1", "L2", "R2"])
        leftColumn.shouldGroupAccessibilityChildren = true
        rightColumn.shouldGroupAccessibilityChildren = true
        #expect(host.accessibilityElements.map(\.label) == ["L1", "L2", "R1", "R2"])
    }

    @Test func accessibilityElementsAreReadInTheOrderGivenWithElementsThatAreNotViews() {
        let host = TestHost()
        let chart = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 200))
        host.window.addSubview(chart)
        let title = label("Visits", CGRect(x: 0, y: 0, width: 300, height: 30), in: chart)
        let march = UIAccessibilityElement(accessibilityContainer: chart)
        march.accessibilityLabel = "March"
        march.accessibilityValue = "42"
        march.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 40, width: 20, height: 100)
        let april = UIAccessibilityElement(accessibilityContainer: chart)
        april.accessibilityLabel = "April"
        april.accessibilityFrameInContainerSpace = CGRect(x: 40, y: 40, width: 20, height: 100)
        chart.accessibilityElements = [april, title, march]
        #expect(chart.accessibilityElementCount() == 3)
        #expect(chart.accessibilityElement(at: 2) as? UIAccessibilityElement === march)
        #expect(chart.index(ofAccessibilityElement: title) == 1)
        #expect(chart.index(ofAccessibilityElement: UIView()) == NSNotFound)
        let elements = host.accessibilityElements
        #expect(elements.map(\.label) == ["April", "Visits", "March"])
        #expect(elements[2].value == "42")
        #expect(elements[2].frame == CGRect(x: 60, y: 90, width: 20, height: 100), "follows the container")
        chart.frame.origin.x = 100
        #expect(host.accessibilityElement(labelled: "March")?.frame.minX == 110)
    }

    @Test func hiddenTransparentAndElementsHiddenSubtreesAreLeftOut() {
        let host = TestHost()
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        host.window.addSubview(panel)
        _ = label("inside", CGRect(x: 0, y: 0, width: 100, height: 30), in: panel)
        let faded = label("faded", CGRect(x: 0, y: 200, width: 100, height: 30), in: host.window)
        faded.alpha = 0
        let hidden = label("hidden", CGRect(x: 0, y: 300, width: 100, height: 30), in: host.window)
        hidden.isHidden = true
        _ = label("shown", CGRect(x: 0, y: 400, width: 100, height: 30), in: host.window)
        #expect(host.accessibilityElements.map(\.label) == ["inside", "shown"])
        panel.accessibilityElementsHidden = true
        #expect(host.accessibilityElements.map(\.label) == ["shown"])
    }

    @Test func aModalViewCutsOutItsSiblingsAndWhatIsBehind() {
        let host = TestHost()
        _ = label("behind", CGRect(x: 0, y: 0, width: 100, height: 30), in: host.window)
        let dialog = UIView(frame: CGRect(x: 100, y: 100, width: 300, height: 200))
        host.window.addSubview(dialog)
        _ = label("Are you sure?", CGRect(x: 0, y: 0, width: 300, height: 30), in: dialog)
        _ = label("sibling", CGRect(x: 500, y: 0, width: 100, height: 30), in: host.window)
        #expect(host.accessibilityElements.count == 3)
        dialog.accessibilityViewIsModal = true
        #expect(host.accessibilityElements.map(\.label) == ["Are you sure?"])
    }

    @Test func aPresentedAlertIsModalAndReadsTitleMessageAndActions() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        _ = label("Behind", CGRect(x: 0, y: 0, width: 100, height: 30), in: root.view)
        let alert = UIAlertController(
            title: "Delete visitor?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: false)
        host.drain()
        let elements = host.accessibilityElements
        #expect(!elements.contains { $0.label == "Behind" })
        #expect(elements.map(\.label).prefix(2) == ["Delete visitor?", "This cannot be undone."])
        #expect(elements.first { $0.label == "Delete" }?.traits.contains(.button) == true)
        #expect(elements.first { $0.label == "Cancel" }?.traits.contains(.button) == true)
    }

    @Test func elementsScrolledOutOfAScrollViewAreLeftOut() {
        let host = TestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scroll.contentSize = CGSize(width: 300, height: 1000)
        host.window.addSubview(scroll)
        for row in 0..<10 { _ = label("Row \(row)", CGRect(x: 0, y: row * 100, width: 300, height: 40), in: scroll) }
        #expect(host.accessibilityElements.map(\.label) == ["Row 0", "Row 1"])
        scroll.contentOffset.y = 450
        #expect(host.accessibilityElements.map(\.label) == ["Row 5", "Row 6"])
    }

    @Test func tableRowsAreReadInRowOrder() {
        let host = TestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 480))
        let source = Rows(count: 5)
        table.dataSource = source
        host.window.addSubview(table)
        host.drain()
        #expect(host.accessibilityElements.map(\.label) == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
    }

    @Test func theKeyboardsKeysAreKeyboardKeysWhileItIsUp() throws {
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.placeholder = "Name"
        host.window.addSubview(field)
        #expect(!host.accessibilityElements.contains { $0.traits.contains(.keyboardKey) })
        field.becomeFirstResponder()
        host.advance(by: 1)
        let keys = host.accessibilityElements.filter { $0.traits.contains(.keyboardKey) }
        #expect(keys.contains { $0.label == "Q" }, "a name starts with a capital")
        #expect(keys.contains { $0.label == "shift" })
        #expect(host.accessibilityElements.first?.label == "Name", "the app's window is read before the keyboard")
        // The same key is the same element on the next read.
        let again = host.accessibilityElements.filter { $0.traits.contains(.keyboardKey) }
        #expect(keys.first?.object === again.first?.object)
        try host.accessibilityActivate("Q")
        #expect(field.text == "Q")
    }

    @Test func theElementAtAPointIsTheMostSpecific() {
        let host = TestHost()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        host.window.addSubview(card)
        _ = label("Title", CGRect(x: 400, y: 0, width: 100, height: 30), in: host.window)
        #expect(host.accessibilityElements.map(\.label) == ["Card", "Title"])
        #expect(host.accessibilityElement(labelled: "Card")?.activationPoint == CGPoint(x: 150, y: 150))
    }
}

@MainActor
private final class Rows: NSObject, UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
