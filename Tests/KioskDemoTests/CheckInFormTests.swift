import KioskDemo
import Scanout
import ScanoutTesting
import Testing

/// The check-in form, used as a visitor uses it: through the on-screen keyboard, the host picker
/// and the accessory bar.
@MainActor
@Suite struct CheckInFormTests {
    static func launch(size: CGSize = CGSize(width: 800, height: 480)) -> (TestHost, CheckInViewController) {
        let host = TestHost(size: size)
        let controller = CheckInViewController()
        host.window.rootViewController = controller
        host.drain()
        return (host, controller)
    }

    static func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func eachFieldBringsItsKeyboardAndTheBar() throws {
        let (host, screen) = CheckInFormTests.launch()
        host.tap(at: CheckInFormTests.centre(of: screen.nameField))
        host.advance(by: 0.4)
        #expect(screen.nameField.isFirstResponder)
        #expect(host.keyboardKeyFrame("q") != nil && host.keyboardKeyTitles.contains("Next"))
        let bar = try #require(screen.nameField.inputAccessoryView as? FormAccessoryBar)
        #expect(bar.window != nil && bar.window !== host.window)

        // Tapping the keys as shown, leaving the capitals to the keyboard.
        for key in "ada lovelace" { try host.tapKeyboardKey(key == " " ? "space" : String(key)) }
        #expect(screen.nameField.text == "Ada Lovelace", "words are capitalised for a name")
        try host.tapKeyboardKey("Next")
        #expect(screen.emailField.isFirstResponder)
        #expect(host.keyboardKeyTitles.contains("@"), "the email keyboard")
        try host.typeOnKeyboard("ada@northwind.example")
        #expect(screen.emailField.text == "ada@northwind.example", "no capitals in an address")

        try host.tapKeyboardKey("Next")
        #expect(screen.phoneField.isFirstResponder)
        #expect(!host.keyboardKeyTitles.contains("q") && host.keyboardKeyTitles.contains("+"), "the phone pad")
        try host.typeOnKeyboard("5550123")
        #expect(screen.phoneField.text == "5550123")
    }

    @Test func theEditedFieldStaysAboveTheKeyboard() throws {
        let (host, screen) = CheckInFormTests.launch()
        for field in screen.formFields {
            field.becomeFirstResponder()
            host.advance(by: 0.4)
            let keyboardTop = try #require(host.inputViewsFrame).minY
            let fieldFrame = field.convert(field.bounds, to: nil)
            #expect(fieldFrame.maxY <= keyboardTop, "\(field.placeholder ?? "") is covered")
            #expect(fieldFrame.minY >= 0)
        }
        screen.view.endEditing(true)
        host.advance(by: 0.4)
        #expect(
            screen.nameField.convert(screen.nameField.bounds, to: nil).minY == screen.nameField.frame.minY,
            "the content comes back down")
    }

    @Test func theHostIsPickedNotTyped() throws {
        let (host, screen) = CheckInFormTests.launch()
        screen.hostField.becomeFirstResponder()
        host.advance(by: 0.4)
        #expect(!host.isKeyboardVisible, "the picker replaces the keyboard")
        let picker = try #require(screen.hostField.inputView as? HostPickerView)
        host.tap(at: CheckInFormTests.centre(of: picker.hostButtons[1]))
        #expect(screen.hostField.text == CheckInViewController.hosts[1])
        host.type("x")
        #expect(screen.hostField.text == CheckInViewController.hosts[1], "typing is refused")
        let bar = try #require(screen.hostField.inputAccessoryView as? FormAccessoryBar)
        host.tap(at: CheckInFormTests.centre(of: bar.doneButton))
        #expect(!screen.hostField.isFirstResponder)
        host.advance(by: 0.4)
        #expect(host.inputViewsFrame == nil)
    }

    @Test func checkingInNamesTheVisitorAndTheirHost() throws {
        let (host, screen) = CheckInFormTests.launch()
        host.tap(at: CheckInFormTests.centre(of: screen.checkInButton))
        #expect(screen.statusLabel.text == "Please type your name first.")
        host.tap(at: CheckInFormTests.centre(of: screen.nameField))
        host.advance(by: 0.4)
        try host.typeOnKeyboard("Grace")
        let bar = try #require(screen.nameField.inputAccessoryView as? FormAccessoryBar)
        host.tap(at: CheckInFormTests.centre(of: bar.doneButton))
        host.advance(by: 0.4)
        host.tap(at: CheckInFormTests.centre(of: screen.checkInButton))
        #expect(screen.statusLabel.text == "Thank you, Grace. Reception has been told you are here.")
    }

    @Test func aNarrowScreenStacksTheFormInOneColumn() {
        let (host, screen) = CheckInFormTests.launch(size: CGSize(width: 480, height: 800))
        _ = host.render()
        #expect(screen.checkInButton.frame.minY > screen.hostField.frame.maxY)
        #expect(screen.nameField.frame.width > 400)
    }

    @Test func theScreenIsLaidOutByItsConstraintsInBothWidthsAndBothDirections() {
        let (host, screen) = CheckInFormTests.launch()
        // 800 wide: a 736-point column (92 %), centred; fields take half less 10 points.
        #expect(screen.nameField.frame == CGRect(x: 32, y: screen.nameField.frame.minY, width: 358, height: 44))
        #expect(screen.appointmentButton.frame.minX == 410 && screen.appointmentButton.frame.maxX == 768)
        #expect(screen.emailField.frame.minY == screen.nameField.frame.maxY + 10)
        for view in [
            screen.nameField, screen.hostField, screen.checkInButton, screen.appointmentButton, screen.statusLabel,
        ] {
            #expect(!view.hasAmbiguousLayout, "\(view)")
        }
        #expect(host.warnings.isEmpty, "\(host.warnings)")

        // Right to left: the form moves to the right-hand side, the options to the left.
        host.userInterfaceLayoutDirection = .rightToLeft
        host.drain()
        #expect(screen.nameField.frame.maxX == 768)
        #expect(screen.appointmentButton.frame.minX == 32)

        // Resized narrow: the constraints switch to one column.
        host.userInterfaceLayoutDirection = .leftToRight
        host.window.frame = CGRect(x: 0, y: 0, width: 600, height: 480)
        host.drain()
        #expect(screen.nameField.frame.width == 552)
        #expect(screen.checkInButton.frame.minY > screen.hostField.frame.maxY)
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }
}

/// The check-in screen's edit menu and undo, as a visitor meets them.
@MainActor
@Suite struct CheckInEditingTests {
    @Test func longPressOnAFieldShowsTheMenu() throws {
        let (host, screen) = CheckInFormTests.launch()
        screen.nameField.text = "Ada"
        host.touchDown(at: CheckInFormTests.centre(of: screen.nameField))
        host.advance(by: 0.6)
        host.touchUp()
        #expect(screen.nameField.isFirstResponder)
        #expect(screen.nameField.selectedTextRange?.end.offset == 3, "the word under the finger: Ada")
        #expect(host.editMenuTitles == ["Cut", "Copy", "Delete"], "empty pasteboard, whole text selected")
        try host.tapEditMenuItem("Copy")
        #expect(host.application.generalPasteboard.string == "Ada")
    }

    @Test func theStatusLineOffersCopyAndCallReception() throws {
        let (host, screen) = CheckInFormTests.launch()
        host.tap(at: CheckInFormTests.centre(of: screen.statusLabel))
        #expect(host.editMenuTitles == ["Copy", "Call Reception"])
        try host.tapEditMenuItem("Copy")
        #expect(host.application.generalPasteboard.string == screen.statusLabel.text)
        host.tap(at: CheckInFormTests.centre(of: screen.statusLabel))
        try host.tapEditMenuItem("Call Reception")
        #expect(screen.statusLabel.text?.hasPrefix("Calling reception") == true)
    }

    @Test func checkingInUndoesWithControlZOrAShake() throws {
        let (host, screen) = CheckInFormTests.launch()
        let before = screen.statusLabel.text
        screen.nameField.text = "Ada"
        host.tap(at: CheckInFormTests.centre(of: screen.checkInButton))
        #expect(screen.statusLabel.text?.hasPrefix("Thank you, Ada") == true)
        host.press(.keyboardZ, modifiers: .control)
        #expect(screen.statusLabel.text == before)
        host.press(.keyboardZ, modifiers: [.control, .shift])
        #expect(screen.statusLabel.text?.hasPrefix("Thank you, Ada") == true)
        host.shake()
        #expect(host.shakeToEditChoices == ["Undo Check In", "Cancel"])
        try host.tapShakeToEditChoice("Undo Check In")
        #expect(screen.statusLabel.text == before)
    }
}

/// "I have an appointment": today's list, as a visitor and reception use it.
@MainActor
@Suite struct AppointmentListTests {
    static func openList() throws -> (TestHost, CheckInViewController, VisitorListViewController) {
        let (host, screen) = CheckInFormTests.launch()
        host.tap(at: CheckInFormTests.centre(of: screen.appointmentButton))
        let navigation = try #require(screen.presentedViewController as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? VisitorListViewController)
        host.advance(by: 0.5)  // the list slides up
        return (host, screen, list)
    }

    @Test func theListScrollsAndATappedAppointmentFillsTheForm() throws {
        let (host, screen, list) = try AppointmentListTests.openList()
        #expect(list.tableView.visibleCells.count < 12, "a screenful of cells for 120 rows")
        host.drag(from: CGPoint(x: 400, y: 420), by: CGPoint(x: 0, y: -300), steps: 6, interval: 0.01)
        host.advance(by: 3)
        let offset = list.tableView.contentOffset.y
        #expect(offset > 300, "the flick carried on: \(offset)")
        let rowPoint = CGPoint(x: 400, y: 300)
        let indexPath = try #require(list.tableView.indexPathForRow(at: list.tableView.convert(rowPoint, from: nil)))
        let picked = list.appointments[indexPath.row]
        host.tap(at: rowPoint)
        host.advance(by: 0.5)  // the details slide in
        let details = try #require(list.navigationController?.topViewController as? VisitorDetailViewController)
        #expect(details.appointment.visitor == picked.visitor)
        try host.tap("Check In as \(picked.visitor)")
        host.advance(by: 0.5)  // and the list slides down
        #expect(screen.presentedViewController == nil, "the list closed")
        #expect(screen.nameField.text == picked.visitor && screen.hostField.text == picked.host)
    }

    @Test func signingOutFromTheDetailsAsksFirst() throws {
        let (host, _, list) = try AppointmentListTests.openList()
        host.tap(at: CGPoint(x: 400, y: 150))
        host.advance(by: 0.5)
        let details = try #require(list.navigationController?.topViewController as? VisitorDetailViewController)
        let row = try #require(list.appointments.firstIndex { $0.visitor == details.appointment.visitor })
        try host.tap("Sign Out")
        host.advance(by: 0.5)
        #expect(host.visibleElementLabels.contains("Sign out \(details.appointment.visitor)?"))
        try host.tap("Cancel")
        host.advance(by: 0.5)
        #expect(!list.appointments[row].signedOut, "cancelled: nothing changed")
        try host.tap("Sign Out")
        host.advance(by: 0.5)
        // The alert's Sign Out is in front of the bar's.
        try host.tap("Sign Out")
        host.advance(by: 1)
        #expect(list.appointments[row].signedOut)
        #expect(list.navigationController?.topViewController === list, "back on the list")
        try host.tap("Close")
        host.advance(by: 0.5)
        #expect(list.presentingViewController == nil && list.navigationController?.presentingViewController == nil)
    }

    @Test func aLongPressOnARowOffersSignOut() throws {
        let (host, _, list) = try AppointmentListTests.openList()
        host.touchDown(at: CGPoint(x: 400, y: 150))
        host.advance(by: 0.6)
        host.touchUp()
        #expect(host.editMenuTitles == ["Sign Out"])
        try host.tapEditMenuItem("Sign Out")
        let row = try #require(
            list.tableView.indexPathForRow(at: list.tableView.convert(CGPoint(x: 400, y: 150), from: nil)))
        #expect(list.appointments[row.row].signedOut)
        #expect(list.tableView.cellForRow(at: row)?.detailTextLabel?.text?.hasPrefix("Signed out") == true)
    }
}
