import Foundation

extension QemuBoard {
    /// How long a press took to show: from the QMP button event to the first screendump showing
    /// the pressed button changed, the window that change fell in, and — from the app's event
    /// trace — how long after reading the input the app presented its frame, and its render time.
    struct PressTiming {
        var seconds: Double
        var window: Double
        var appMilliseconds: String
        var renderMilliseconds: String

        var description: String {
            String(format: "%.0f ms (within the last %.0f ms)", seconds * 1000, window * 1000)
                + "; of which the app \(appMilliseconds) ms, rendering \(renderMilliseconds) ms"
        }
    }

    /// Moves the tablet to `point`, waits for the screen to settle (the cursor follows the
    /// move), presses the left button and times the change inside `region` (the button, of class
    /// `viewClass`, which the trace names). The button stays down; the caller releases it.
    func timedPress(
        at point: (x: Double, y: Double), region: (x: Int, y: Int, width: Int, height: Int),
        viewClass: String = "UIButton", panelWidth: Int, panelHeight: Int
    ) throws -> PressTiming {
        try qmp.movePointer(toX: point.x, y: point.y, panelWidth: panelWidth, panelHeight: panelHeight)
        let before = try stableScreen()
        let pressed = Date()
        try qmp.leftButton(down: true)
        let change = try waitForChange(from: before, since: pressed, region: region)
        try waitForLine(#"^Scanout trace: touches 1 \[#\d+ indirectPointer began .* "# + viewClass + #"\]"#)
        let frame = try waitForLine(
            #"^Scanout trace: frame .*, rendered in ([0-9.]+) ms, presented ([0-9.]+) ms after the input"#)
        return PressTiming(
            seconds: change.seconds, window: change.window, appMilliseconds: frame[2],
            renderMilliseconds: frame[1])
    }

    /// Ctrl-Alt-S on the virtio keyboard: the screen reader's shortcut in the board file.
    func screenReaderShortcut() throws {
        try qmp.key("ctrl", down: true)
        try qmp.key("alt", down: true)
        try qmp.key("s", down: true)
        try qmp.key("s", down: false)
        try qmp.key("alt", down: false)
        try qmp.key("ctrl", down: false)
    }
}
