import Scanout
import ScanoutTesting
import Testing

/// `UIPickerView`, flicked and tapped as a person turns its wheels.
@MainActor
@Suite struct UIPickerViewTests {
    final class Hosts: UIPickerViewDataSource, UIPickerViewDelegate {
        let names = (1...30).map { "Host \($0)" }
        let floors = ["Ground", "First", "Second"]
        var selections: [(row: Int, component: Int)] = []

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? names.count : floors.count
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? names[row] : floors[row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append((row, component))
        }
    }

    private func makePicker(_ host: TestHost) -> (UIPickerView, Hosts) {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 400, height: 216))
        let hosts = Hosts()
        picker.dataSource = hosts
        picker.delegate = hosts
        host.window.backgroundColor = .white
        host.window.addSubview(picker)
        host.drain()
        return (picker, hosts)
    }

    @Test func aFlickGlidesAndSettlesOnARowThenTellsTheDelegateOnce() {
        let host = TestHost()
        let (picker, hosts) = makePicker(host)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 30)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        host.drag(from: CGPoint(x: 100, y: 260), by: CGPoint(x: 0, y: -120), steps: 6, interval: 0.01)
        #expect(hosts.selections.isEmpty, "not yet settled")
        host.advance(by: 2)
        let row = picker.selectedRow(inComponent: 0)
        #expect(row > 4, "the flick carried the wheel on past the finger: \(row)")
        #expect(hosts.selections.count == 1)
        #expect(hosts.selections.first?.row == row && hosts.selections.first?.component == 0)
        #expect(picker.selectedRow(inComponent: 1) == 0, "the other wheel did not move")
    }

    @Test func aSlowDragSettlesOnTheNearestRow() {
        let host = TestHost()
        let (picker, hosts) = makePicker(host)
        host.touchDown(at: CGPoint(x: 100, y: 208))
        for step in 1...10 {
            host.advance(by: 0.05)
            host.touchMove(to: CGPoint(x: 100, y: 208 - CGFloat(step) * 7))
        }
        host.advance(by: 0.3)
        host.touchUp()
        host.advance(by: 1)
        #expect(picker.selectedRow(inComponent: 0) == 2, "70 points at 32 a row: row 2")
        #expect(hosts.selections.count == 1)
    }

    @Test func tappingARowBelowTheBandTurnsToIt() {
        let host = TestHost()
        let (picker, hosts) = makePicker(host)
        host.tap(at: CGPoint(x: 300, y: 208 + 32))
        host.advance(by: 1)
        #expect(picker.selectedRow(inComponent: 1) == 1)
        #expect(hosts.selections.last?.component == 1)
    }

    @Test func selectingFromCodeSendsNothingAndAccessibilitySaysTheRow() throws {
        let host = TestHost()
        let (picker, hosts) = makePicker(host)
        picker.selectRow(12, inComponent: 0, animated: true)
        host.advance(by: 1)
        #expect(picker.selectedRow(inComponent: 0) == 12)
        #expect(hosts.selections.isEmpty)
        #expect(picker.subviews.compactMap(\.accessibilityValue).contains("Host 13"))
        picker.selectRow(99, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 29, "pinned to the last row")
    }

    @Test func aPickerAsAFieldsInputView() {
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        let picker = UIPickerView()
        let hosts = Hosts()
        picker.dataSource = hosts
        picker.delegate = hosts
        field.inputView = picker
        host.window.addSubview(field)
        host.tap(at: CGPoint(x: 100, y: 40))
        host.advance(by: 0.5)
        #expect(picker.window != nil, "the picker shows where the keyboard would")
        #expect(picker.frame.height == 216)
    }

    @Test func looksLikeIOS() {
        let host = TestHost(size: CGSize(width: 400, height: 240))
        let (picker, hosts) = makePicker(host)
        picker.frame.origin.y = 12
        picker.selectRow(5, inComponent: 0, animated: false)
        picker.selectRow(1, inComponent: 1, animated: false)
        assertSnapshot(of: host.render(), named: "picker")
        withExtendedLifetime(hosts) {}  // the picker holds its data source weakly, as in UIKit
    }
}
