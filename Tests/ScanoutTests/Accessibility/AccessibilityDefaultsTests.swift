import Scanout
import ScanoutTesting
import Testing

/// Every control describes itself as its UIKit counterpart does, with nothing set by the app.
@MainActor
@Suite struct AccessibilityDefaultsTests {
    @Test func buttonsAreButtonElementsLabelledByTitleAndDisabledOnesAreNotEnabled() {
        let button = UIButton(type: .system)
        button.setTitle("Check In", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Check In")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        button.isSelected = false

        let symbol = UIButton(type: .system)
        symbol.setImage(UIImage(systemName: "gearshape"), for: .normal)
        #expect(symbol.accessibilityLabel == "gearshape", "an image-only button answers its symbol's name")
    }

    @Test func traitsSetByTheAppReplaceTheKindButStateStillFollowsTheControl() {
        let button = UIButton(type: .system)
        button.accessibilityTraits = [.button, .header]
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .header, .notEnabled])
        button.isEnabled = true
        #expect(button.accessibilityTraits == [.button, .header])
    }

    @Test func labelsAreStaticTextAndPlainViewsAreNotElements() {
        let label = UILabel()
        label.text = "Welcome"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Welcome")
        #expect(label.accessibilityTraits == .staticText)
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityLabel == nil)
    }

    @Test func imageViewsAreSilentUnlessMadeElements() {
        let image = UIImageView(image: UIImage(systemName: "star.fill"))
        #expect(!image.isAccessibilityElement)
        #expect(image.accessibilityTraits == .image)
        #expect(image.accessibilityLabel == "star fill")
        image.isAccessibilityElement = true
        image.accessibilityLabel = "Favourite"
        #expect(image.isAccessibilityElement && image.accessibilityLabel == "Favourite")
    }

    @Test func switchesAnswerOneAndZeroAndActivationTogglesWithValueChanged() {
        let host = TestHost()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
        toggle.accessibilityLabel = "Notify host"
        var changes: [Bool] = []
        toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)
        host.window.addSubview(toggle)
        #expect(toggle.accessibilityValue == "0")
        #expect(toggle.accessibilityTraits == .button)
        #expect(toggle.accessibilityActivate())
        #expect(toggle.isOn && toggle.accessibilityValue == "1")
        #expect(changes == [true])
    }

    @Test func slidersArePercentagesAndMoveByATenthSendingValueChanged() throws {
        let host = TestHost()
        let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 31))
        slider.minimumValue = 10
        slider.maximumValue = 30
        slider.value = 20
        slider.accessibilityLabel = "Volume"
        var sent = 0
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        host.window.addSubview(slider)
        #expect(slider.accessibilityValue == "50%")
        #expect(slider.accessibilityTraits == .adjustable)
        try host.accessibilityIncrement("Volume")
        #expect(slider.value == 22)
        #expect(slider.accessibilityValue == "60%")
        for _ in 0..<10 { slider.accessibilityIncrement() }
        #expect(slider.value == 30, "clamped at the end")
        #expect(sent == 5, "no valueChanged once at the end")
        try host.accessibilityDecrement("Volume")
        #expect(slider.value == 28)
    }

    @Test func steppersStepTheirHalvesAreButtonsAndWrap() throws {
        let host = TestHost()
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 94, height: 32))
        stepper.maximumValue = 3
        stepper.stepValue = 1.5
        var sent: [Double] = []
        stepper.addAction(UIAction { _ in sent.append(stepper.value) }, for: .valueChanged)
        host.window.addSubview(stepper)
        #expect(!stepper.isAccessibilityElement)
        let labels = host.accessibilityElements.map(\.label)
        #expect(labels == ["Decrement", "Increment"])
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        #expect(sent == [1.5, 3], "clamped at the maximum without wrapping")
        #expect(stepper.accessibilityValue == "3")
        stepper.wraps = true
        stepper.accessibilityIncrement()
        #expect(stepper.value == 0)
    }

    @Test func pageControlsSayPageNOfMAndMoveByAPage() throws {
        let host = TestHost()
        let pages = UIPageControl(frame: CGRect(x: 10, y: 10, width: 200, height: 26))
        pages.numberOfPages = 5
        pages.currentPage = 1
        var sent = 0
        pages.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        host.window.addSubview(pages)
        #expect(pages.accessibilityValue == "page 2 of 5")
        #expect(pages.accessibilityTraits.contains(.adjustable))
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 2 && sent == 1)
        pages.accessibilityDecrement()
        pages.accessibilityDecrement()
        pages.accessibilityDecrement()
        #expect(pages.currentPage == 0 && sent == 3)
    }

    @Test func segmentsAreSelectedButtonsInsideTheControl() {
        let host = TestHost()
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        host.window.addSubview(control)
        #expect(!control.isAccessibilityElement)
        let elements = host.accessibilityElements
        #expect(elements.map(\.label) == ["Day", "Week", "Month"])
        #expect(elements[1].traits == [.button, .selected])
        #expect(elements[0].traits == .button)
    }

    @Test func progressAndActivityIndicators() {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.25
        #expect(progress.isAccessibilityElement)
        #expect(progress.accessibilityValue == "25%")
        #expect(progress.accessibilityLabel == "Progress")
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(!spinner.isAccessibilityElement, "only while it spins")
        spinner.startAnimating()
        #expect(spinner.isAccessibilityElement)
        #expect(spinner.accessibilityLabel == "In progress")
    }

    @Test func textFieldsSayTheirPlaceholderThenTheirTextAndSecureTextAsBullets() {
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.placeholder = "Your name"
        host.window.addSubview(field)
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityLabel == "Your name")
        #expect(field.accessibilityValue == nil)
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••")
        #expect(field.accessibilityActivate(), "activation starts editing")
        #expect(field.isFirstResponder)
        #expect(UISearchTextField().accessibilityTraits == .searchField)
        let text = UITextView()
        text.text = "Terms"
        text.isEditable = false
        #expect(text.accessibilityValue == "Terms")
        #expect(text.accessibilityTraits == .staticText)
    }

    @Test func tableCellsCombineTheirLabelsAndHeadersAreHeaders() {
        let host = TestHost()
        let controller = ListController()
        host.window.rootViewController = controller
        host.drain()
        let elements = host.accessibilityElements
        #expect(elements.first?.label == "Guests")
        #expect(elements.first?.traits == .header)
        #expect(elements.dropFirst().first?.label == "Ada, Room 4")
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.isAccessibilityElement == true)
        #expect(elements.map(\.label).prefix(4) == ["Guests", "Ada, Room 4", "Brian, Room 5", "Chen, Room 6"])
    }

    @Test func tabBarItemsAreButtonsSelectedOneSelectedAndTheBarIsATabBar() {
        let host = TestHost()
        let tabs = UITabBarController()
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Rooms", image: nil, tag: 1)
        tabs.viewControllers = [first, second]
        host.window.rootViewController = tabs
        host.drain()
        #expect(tabs.tabBar.accessibilityTraits == .tabBar)
        let home = host.accessibilityElement(labelled: "Home")
        #expect(home?.traits == [.button, .selected])
        #expect(host.accessibilityElement(labelled: "Rooms")?.traits == .button)
    }

    @Test func navigationTitlesAreHeadersAndTheBackButtonIsAButton() {
        let host = TestHost()
        let root = UIViewController()
        root.title = "Visitors"
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        let detail = UIViewController()
        detail.title = "Ada"
        navigation.pushViewController(detail, animated: false)
        host.drain()
        #expect(host.accessibilityElement(labelled: "Ada")?.traits == .header)
        let back = host.accessibilityElements.first { $0.traits.contains(.button) }
        #expect(back?.label == "Visitors" || back?.label == "Back")
    }

    @Test func attributedFormsFollowThePlainOnes() {
        let label = UILabel()
        label.text = "Hi"
        #expect(label.accessibilityAttributedLabel?.string == "Hi")
        label.accessibilityAttributedHint = NSAttributedString(string: "Says hello")
        #expect(label.accessibilityHint == "Says hello")
        #expect(label.accessibilityUserInputLabels == ["Hi"])
    }
}

/// A table with a header and three rows of two labels each.
@MainActor
private final class ListController: UITableViewController {
    let guests = [("Ada", "Room 4"), ("Brian", "Room 5"), ("Chen", "Room 6")]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { guests.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = guests[indexPath.row].0
        cell.detailTextLabel?.text = guests[indexPath.row].1
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Guests" }
}
