import Foundation
import Testing

/// The kiosk demo on the qemu-x86_64 board: a Debian kernel, bochs-drm's KMS display, virtio
/// keyboard and tablet through udev and libinput, a uinput touchscreen — the device path of a
/// real panel, with nothing simulated above the kernel. Driven from outside over QMP and the
/// serial console, and compared with the same screens rendered offscreen.
///
/// `make test` builds the image first (`make board-image`) and sets SCANOUT_BOARD_TEST=required,
/// so there this test never skips; a plain `swift test` without the image skips it.
@Suite(.serialized) struct QemuBoardTests {
    static let runsHere = QemuBoard.demoImageIsBuilt || QemuBoard.isRequired

    @Test(.enabled(if: runsHere, "no demo image: make board-image builds it"), .timeLimit(.minutes(10)))
    func theDemoRunsOnTheBoardsDisplayAndInput() async throws {
        // board-agent starts /app/run (the demo on --board qemu-x86_64) and then takes commands on
        // its virtio console; the kernel hands SCANOUT_TRACE_EVENTS=1 to init's environment.
        // `quiet`: the kernel prints to the serial console straight from the driver, between any
        // two characters of a line the app is writing, so its informational messages (a uinput
        // device appearing) could tear a line the test waits for; warnings still print.
        let board = try QemuBoard(
            kernelArguments: "quiet scanout.run=/usr/libexec/scanout/board-agent SCANOUT_TRACE_EVENTS=1")
        let reference = await ReferenceKiosk.make()
        let panel = (width: ReferenceKiosk.panelWidth, height: ReferenceKiosk.panelHeight)
        var figures = ["boot \(String(format: "%.1f", board.bootSeconds)) s"]

        // Start-up: the launcher chose the board's card and libinput, opened through seatd by the
        // unprivileged kiosk user (run-demo drops to uid 1000, no video or input group), and says
        // when the first frame was on the panel; then it tells its service manager (the agent's
        // stand-in for systemd's notify socket) it is ready, and pings the watchdog.
        // The agent's line and the app's come from two processes: in either order.
        let startUp = try board.waitForLines(
            [
                #"^Scanout: DRM card0 (\S+) 1280x800\S*, rotation 0.*libinput on seat0.*$"#,
                #"^Scanout: first frame on screen (\d+) ms after the process started"#,
                #"^SCANOUT-AGENT app-started pid=\d+"#,
                #"^SCANOUT-NOTIFY uid=1000 READY=1 STATUS=Running: first frame on the panel$"#,
                #"^SCANOUT-NOTIFY uid=1000 WATCHDOG=1 count=1$"#,
                #"^Scanout: start-up \(ms after the process started\): (.*on screen \d+)$"#,
                // The devices open just after the first frame; the clicks below wait for them.
                #"^Scanout: input devices open (\d+) ms after the process started$"#,
            ], timeout: 240)
        let (chosen, firstFrame) = (startUp[0], startUp[1])
        figures.append("start-up: \(startUp[5][1]), input devices open \(startUp[6][1])")
        #expect(
            chosen[0].contains("devices from seatd on seat0, as uid 1000; console and VT switches through seatd"),
            "\(chosen[0])")
        figures.append("process start to first frame \(firstFrame[1]) ms")

        print("qemu board: started: \(chosen[0])")
        // (1) The first screen, as the offscreen renderer draws it.
        let firstScreen = await reference.pixels()
        try board.expectScreen(matches: firstScreen, "the first screen", within: 30)

        print("qemu board: (1) the first screen matches the offscreen render")
        // (2) A tablet click on "I have an appointment": the button highlights while pressed (the
        // first change on screen, timed from the QMP event), the list comes up on release.
        let appointment = await reference.appointmentButtonCentre
        let firstPress = try board.timedPress(
            at: appointment, region: await reference.appointmentButtonRect,
            panelWidth: panel.width, panelHeight: panel.height)
        figures.append("click to changed screendump \(firstPress.description)")
        try board.qmp.leftButton(down: false)
        try board.waitForLine(#"^Scanout trace: touches 1 \[#\d+ indirectPointer ended \([0-9.]+,[0-9.]+\) UIButton\]"#)
        await reference.click(at: appointment)
        try board.expectScreen(matches: await reference.pixels(after: 1), "the appointment list", within: 20)

        print("qemu board: (2) the click showed the appointment list")
        // A flick on the list: the tablet drags it up quickly and lets go while moving, and the
        // table decelerates. Every offset it passes through has to reach the screen (before the
        // frame scheduler, a flicked list on the device moved its offset while the screen stood
        // still), so screendumps taken while it slows down differ one from the next; then it
        // comes to rest. Where it rests depends on the speed the pan measured from when the app
        // read each move under TCG, which no offscreen run reproduces, so the list at rest is not
        // compared with a reference; Close below checks the screen against one again.
        let list = try #require(
            await MainActor.run {
                reference.appointmentTable().map { reference.pixelRect(of: $0, margin: 0) }
            }, "the list has a table")
        let flickStart = (x: Double(list.x + list.width / 2), y: Double(list.y + list.height - 100))
        let flickEnd = (x: flickStart.x, y: flickStart.y - 400)
        let beforeFlick = try board.stableScreen()
        let flickTrace = board.cursor
        // 400 px in 20 moves ~14 ms apart: about 1,400 px/s, which decelerates for about 2.5 s.
        try board.qmp.flick(
            from: flickStart, to: flickEnd, steps: 20, interval: 0.012, panelWidth: panel.width,
            panelHeight: panel.height)
        let released = Date()
        // 150 ms apart: a screendump takes about 5 ms and a frame of the list 13-26 ms to render
        // on an idle host, so back-to-back screendumps would often catch the same frame twice. On
        // a loaded host the guest's frames take longer (450 ms seen), and screendumps 150 ms apart
        // would catch the same frame as often: they go 1.5 times the longest recent render apart.
        let decelerating = try board.screens(
            count: 8, every: { board.screendumpSpacing(since: flickTrace) }, since: released)
        let intervals = zip(decelerating, decelerating.dropFirst()).map { $1.seconds - $0.seconds }
        let spacing = intervals.max() ?? 0.15
        let atRest = try board.stableScreen(spacing: max(0.3, spacing), timeout: 20)
        let restSeconds = Date().timeIntervalSince(released)
        let changes = zip(decelerating, decelerating.dropFirst()).map {
            ScreenDifference($0.screen, $1.screen, region: list).differingPixels >= 20
        }
        // The longest run of screendumps each differing from the one before.
        let successiveChanges = changes.reduce(into: (run: 0, longest: 0)) { counts, changed in
            counts.run = changed ? counts.run + 1 : 0
            counts.longest = max(counts.longest, counts.run)
        }.longest
        let span = String(format: "%.2f-%.2f s", decelerating.first?.seconds ?? 0, decelerating.last?.seconds ?? 0)
        #expect(
            successiveChanges >= 3,
            "the list kept changing while decelerating: screendump to screendump \(changes), \(span) after release")
        // Rows that moved change the pixels of their text (4.9 % of the list's in one run); the
        // cursor, which moved too, changes well under 0.1 %.
        let scrolled = ScreenDifference(atRest, beforeFlick, region: list)
        #expect(scrolled.fraction > 0.01, "the flick scrolled the list: \(scrolled)")
        // The trace: one pointer touch from the flick's start to its end, with moves between.
        let pointerTouch = #"^Scanout trace: touches 1 \[#\d+ indirectPointer "#
        let began = try board.waitForLine(pointerTouch + #"began \(([0-9.]+),([0-9.]+)\) \w+\]"#, timeout: 10)
        #expect(abs((Double(began[2]) ?? 0) - flickStart.y) < 1, "the flick began where it went down: \(began[0])")
        let ended = try board.waitForLine(pointerTouch + #"ended \(([0-9.]+),([0-9.]+)\) \w+\]"#, timeout: 10)
        // The release shares its report with the last move, and libinput reports the move first.
        #expect(abs((Double(ended[2]) ?? 0) - flickEnd.y) < 1, "the flick ended where it was let go: \(ended[0])")
        let moves = board.waitForLines(matching: pointerTouch + "moved", count: 5, since: flickTrace, timeout: 10).count
        #expect(moves >= 5, "the app read the drag as moves, not a jump: \(moves) moves")
        let rest = String(format: "%.1f", restSeconds)
        figures.append(
            "flick: \(changes.filter { $0 }.count) of \(changes.count) screendumps "
                + String(format: "%.0f-%.0f ms", (intervals.min() ?? 0) * 1000, spacing * 1000) + " apart changed "
                + "while decelerating, at rest by \(rest) s after the release")

        print(
            "qemu board: flick: \(successiveChanges) successive changes while decelerating (screendumps "
                + String(format: "%.0f-%.0f ms apart", (intervals.min() ?? 0) * 1000, spacing * 1000)
                + "), at rest by \(rest) s")
        // Close it again, the way a visitor does.
        let (close, closeRect) = try #require(
            await MainActor.run {
                reference.closeButton().map { (reference.centre(of: $0), reference.pixelRect(of: $0)) }
            }, "the list has a Close button")
        // Close is a bar button item in the list's navigation bar.
        let secondPress = try board.timedPress(
            at: close, region: closeRect, viewClass: "BarButtonItemView",
            panelWidth: panel.width, panelHeight: panel.height)
        figures.append("second click (Close) to changed screendump \(secondPress.description)")
        try board.qmp.leftButton(down: false)
        await reference.click(at: close)
        try board.expectScreen(matches: await reference.pixels(after: 1), "the form again after Close", within: 20)

        // The agent's command channel runs each command once, intact: a frame that lost a byte
        // (the serial port it once used lost the "r" of "replay") is rejected and sent again, and
        // a command whose receipt went missing is sent again and acknowledged, not run twice.
        // However slow the guest, the command runs once; how many attempts that takes depends on
        // when the answers come, so only "more than one" is checked.
        let channelCheck = board.cursor
        let damaged = try board.agent("vt-mode", attemptTimeout: 5, fault: .dropCommandByte(at: 0))
        #expect(damaged.attempts >= 2 && !damaged.rejections.isEmpty, "a damaged frame was resent: \(damaged)")
        let unacknowledged = try board.agent("vt-mode", attemptTimeout: 3, fault: .loseReceipt)
        #expect(unacknowledged.attempts >= 2, "an unacknowledged frame was resent: \(unacknowledged)")
        // The agent takes one line at a time, so once it has acknowledged the resend, a second
        // run of either command would have answered before.
        try board.waitForLines(
            [
                // The damaged frame as the agent saw it. Its start may have lost more: busybox's
                // `read -t` drops what it read of a line when its one-second timeout ends mid-line
                // (seen once in 35 runs: "CANOUT-CMD 1 … t-mode"); the frame check and the resend
                // are what make that harmless, so the line is matched by its damaged command.
                #"^SCANOUT-AGENT rejected \S* ?\#(damaged.sequence) [0-9a-f]{8} t-mode$"#,
                #"^SCANOUT-AGENT got \#(unacknowledged.sequence) vt-mode \(resent; ran once already\)$"#,
            ], timeout: 30)
        let answers = board.lines(matching: #"^SCANOUT-AGENT vt-mode="#, since: channelCheck)
        #expect(
            answers == ["SCANOUT-AGENT vt-mode=graphics", "SCANOUT-AGENT vt-mode=graphics"],
            "each command ran once: \(answers)")
        print("qemu board: the agent's channel recovered from a lost byte and a lost receipt")

        // A VT switch: the app drops DRM master and its devices for VT 2 (whose console then
        // shows), and takes the display back, repainted, when VT 1 returns. Done while nothing
        // on screen moves (no caret blinking), so only the repaint on return can bring it back.
        let beforeSwitch = try board.screen()
        try board.agent("chvt 2")
        try board.waitForLine(#"^SCANOUT-AGENT chvt-done status=0$"#, timeout: 30)
        var consoleShown = false
        for _ in 0..<40 where !consoleShown {
            consoleShown = ScreenDifference(try board.screen(), beforeSwitch).fraction > 0.5
            if !consoleShown { usleep(250_000) }
        }
        #expect(consoleShown, "VT 2's console took the screen")
        try board.agent("chvt 1")
        try board.waitForLine(#"^SCANOUT-AGENT chvt-done status=0$"#, timeout: 30)
        try board.expectScreen(matches: beforeSwitch, "the app back after switching VTs", within: 20)
        print("qemu board: VT switch away and back")

        // A click on the name field: it becomes first responder, the on-screen keyboard and the
        // accessory bar slide up.
        let name = await reference.nameFieldCentre
        try board.qmp.movePointer(toX: name.x, y: name.y, panelWidth: panel.width, panelHeight: panel.height)
        try board.qmp.leftButton(down: true)
        try board.qmp.leftButton(down: false)
        await reference.click(at: name)
        try board.expectScreen(
            matches: await reference.pixels(after: 1), "the keyboard up for the name field", within: 20)

        print("qemu board: the keyboard is up for the name field")
        // (3) Keys on the virtio keyboard, through libinput and xkbcommon's us layout: presses
        // carrying the layout's characters, and text in the field.
        let keysStart = board.cursor
        for (qcode, shifted) in [("a", true), ("d", false), ("a", false), ("2", true)] {
            if shifted { try board.qmp.key("shift", down: true) }
            try board.qmp.key(qcode, down: true)
            try board.qmp.key(qcode, down: false)
            if shifted { try board.qmp.key("shift", down: false) }
        }
        for (character, keyCode) in [("A", 4), ("d", 7), ("a", 4), ("@", 31)] {
            try board.waitForLine(
                #"^Scanout trace: presses .*\[#\d+ began "\#(character)" keyCode \#(keyCode)( \[[a-z, ]+\])?\] to FormTextField$"#,
                timeout: 20)
        }
        // The "began" lines above say nothing of the "ended" ones still on their way: wait for all.
        let presses = board.waitForLines(
            matching: #"^Scanout trace: presses"#, count: 12, since: keysStart, timeout: 20)
        #expect(presses.count == 12, "4 keys and 2 shifts, each down and up: \(presses)")
        await reference.press(.keyboardA, shift: true)
        await reference.press(.keyboardD)
        await reference.press(.keyboardA)
        await reference.press(.keyboard2, shift: true)
        #expect(await reference.nameFieldText == "Ada@")
        try board.expectScreen(
            matches: await reference.pixels(after: 1), "Ada@ typed on the hardware keyboard",
            within: 20)

        print("qemu board: (3) keys typed Ada@")
        // (3b) Without touching the screen, on the virtio keyboard: Tab goes on from the field
        // being edited to the next control, drawn with the focus ring; Space switches it on. Then
        // the board's shortcut (Ctrl-Alt-S, its board file's `accessibility.shortcut`) turns the
        // screen reader on, which speaks the first element; Tab moves its cursor on and it speaks
        // the next. The board image has no audio, so what it says is read from the event trace;
        // the shortcut again turns it off, and the screen is the app's again, as offscreen.
        try board.qmp.key("tab", down: true)
        try board.qmp.key("tab", down: false)
        await reference.press(.keyboardTab)
        #expect(await reference.focusedViewClass == "UISwitch", "Tab went on from the name field to the switch")
        try board.expectScreen(
            matches: await reference.pixels(after: 1), "Tab from the name field: the focus ring on the switch",
            within: 20)
        try board.qmp.key("spc", down: true)
        try board.qmp.key("spc", down: false)
        await reference.press(.keyboardSpacebar)
        try board.expectScreen(matches: await reference.pixels(after: 1), "Space switched it", within: 20)
        // Both keys reached the app as presses (Tab's first, to the field it left); the reader's
        // lines are counted from after them.
        try board.waitForLine(#"^Scanout trace: presses \[#\d+ ended " " keyCode 44\]"#, timeout: 20)
        let readerStart = board.cursor
        try board.screenReaderShortcut()
        await reference.pressScreenReaderShortcut()
        #expect(await reference.isScreenReaderOn)
        try board.waitForLine(#"^Scanout trace: speak ""#, timeout: 30)
        try board.qmp.key("tab", down: true)
        try board.qmp.key("tab", down: false)
        await reference.press(.keyboardTab)
        let spoken = await reference.spokenTrace
        #expect(spoken.count >= 2, "the reader spoke the first element and the next: \(spoken)")
        let said = board.waitForLines(
            matching: #"^Scanout trace: speak ""#, count: spoken.count, since: readerStart, timeout: 30)
        #expect(
            Array(said.prefix(spoken.count)) == spoken.map { "Scanout trace: " + $0 },
            "the board's reader said what the offscreen one says: \(said)")
        // Keys the reader took reach no responder: no press lines between the shortcut and now.
        #expect(
            board.lines(matching: #"^Scanout trace: presses .*keyCode (43|22)\b"#, since: readerStart).isEmpty,
            "Tab and S went to the reader, not the app")
        try board.screenReaderShortcut()
        await reference.pressScreenReaderShortcut()
        #expect(await !reference.isScreenReaderOn)
        try board.expectScreen(
            matches: await reference.pixels(after: 1), "the reader off again: its cursor gone", within: 20)

        print("qemu board: (3b) focus and the screen reader from the keyboard: \(said.count) lines spoken")
        // (4) Two fingers on a uinput touchscreen inside the guest: one frame, two UITouches.
        try board.agent("replay /usr/share/scanout/two-finger.replay")
        // The app's trace comes while the tool plays, the agent's answer after it finished; a
        // busy app may still be printing its trace when the agent answers, so in any order.
        let down = try board.waitForLines(
            [
                #"^Scanout trace: touches 2 \[#\d+ direct began \((\d+),(\d+)\) \w+\] \[#\d+ direct began \((\d+),(\d+)\) \w+\]$"#,
                #"^Scanout trace: touches 2 \[#\d+ direct ended .*\] \[#\d+ direct ended .*\]$"#,
                #"^SCANOUT-AGENT replay-done status=0"#,
            ], timeout: 90)[0]
        #expect(down[1...4] == ["900", "250", "1100", "250"], "both fingers where the replay put them: \(down[0])")

        print("qemu board: (4) two fingers arrived as two touches")

        // (4b) What real panels send: recordings in libinput's format (Boards/qemu-x86_64/
        // recordings), played by the guest tool as the same device through uinput, through the
        // kernel, udev and libinput to the app. Each is checked by the touches the app received.
        let ghost = try board.replayRecording("goodix-ghost-contact")
        #expect(ghost.first?.contains("direct began (200,700)") == true, "the swipe began: \(ghost)")
        #expect(ghost.last?.contains("direct ended (300,700)") == true, "the swipe ended where it did: \(ghost)")
        #expect(ghost.filter { $0.contains("moved") }.count >= 10, "its moves at 240 Hz arrived: \(ghost.count) lines")
        #expect(!ghost.contains { $0.contains("cancelled") }, "the ghost did not cancel the finger")
        // The ghost lands on the view the finger is on (the screen's background, which is not
        // multiple-touch enabled, as UIKit's default): not delivered. Wherever it is delivered it
        // must also end, never left down.
        let ghostLines = ghost.filter { $0.contains("(1150,90)") }
        #expect(
            ghostLines.isEmpty || (ghostLines.first!.contains("began") && ghostLines.last!.contains("ended")),
            "a one-frame ghost, if delivered, began and ended: \(ghostLines)")
        let palm = try board.replayRecording("elan-palm")
        #expect(palm.first?.contains("direct began (400,200)") == true, "the finger began: \(palm)")
        #expect(
            palm.last?.contains("direct cancelled (450,200)") == true, "the finger turned palm is cancelled: \(palm)")
        #expect(!palm.contains { $0.contains("(1000,600)") }, "the palm from the start never became a touch")
        let stuck = try board.replayRecording("eeti-stuck-tracking-id")
        #expect(stuck.first?.contains("direct began (640,400)") == true, "the first touch began: \(stuck)")
        // libinput (and libevdev, which logs the firmware's double tracking id) keeps the first
        // touch down through the lift the firmware never reported, so the next touch arrives as
        // its move; the touch still ends with the second lift: nothing is left down.
        #expect(stuck.contains { $0.contains("direct moved (960,200)") }, "the next touch became a move: \(stuck)")
        #expect(stuck.last?.contains("direct ended (960,350)") == true, "and it ended: \(stuck)")
        let resistive = try board.replayRecording("ads7846-resistive-noise")
        #expect(resistive.first?.contains("direct began (900,500)") == true, "the stylus landed: \(resistive)")
        #expect(resistive.last?.contains("direct ended") == true, "and lifted: \(resistive)")
        let positions = resistive.compactMap { line -> (Double, Double)? in
            guard let open = line.lastIndex(of: "("), let close = line.lastIndex(of: ")") else { return nil }
            let numbers = line[line.index(after: open)..<close].split(separator: ",").compactMap { Double($0) }
            return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
        }
        #expect(
            positions.count == resistive.count && positions.allSatisfy { abs($0.0 - 900) <= 2 && abs($0.1 - 500) <= 2 },
            "the reading noise stays within 2 points of where the stylus is: \(positions)")
        print(
            "qemu board: (4b) panel recordings: ghost \(ghost.count) lines, palm \(palm.count), stuck tracking id "
                + "\(stuck.count), resistive \(resistive.count)")

        // (5) SIGTERM: the app tells its service manager it is stopping, gives the display and the
        // seat back (seatd puts the console in text mode) and exits 0.
        let appScreen = try board.screen()
        try board.agent("signal TERM")
        try board.waitForLines(
            [
                #"^Scanout: stopped by signal 15; display and seat restored"#,
                #"^SCANOUT-NOTIFY uid=1000 STOPPING=1 STATUS=Stopping: signal 15$"#,
                #"^SCANOUT-AGENT app-exit status=0$"#,
            ], timeout: 30)
        try board.waitForVTMode("text")
        let consoleScreen = try board.screen()
        #expect(ScreenDifference(consoleScreen, appScreen).fraction > 0.5, "the console's own picture is back")

        print("qemu board: (5) SIGTERM: exit 0, console in text mode")
        // A fatal signal: the process dies of it, and seatd, which owns the VT, puts the console back
        // in text mode when the app's connection closes.
        try board.agent("start")
        try board.waitForLine(#"^Scanout: first frame on screen"#, timeout: 120)
        try board.waitForVTMode("graphics")
        try board.agent("signal SEGV")
        try board.waitForLine(#"^SCANOUT-AGENT app-exit status=139$"#, timeout: 30)
        try board.waitForVTMode("text")
        // The console's handler passed the signal on to the crash report's (SCANOUT_CRASH_REPORTS
        // in run-demo): a report names the signal and holds the app's last output, the first
        // frame's line among it. The SIGTERM run before exited cleanly and left none.
        try board.agent("crash-reports")
        let reports = try board.waitForLines(
            [
                #"^SCANOUT-AGENT crash-report scanout-demo-\d+-\d+\.crash\.txt signal=11 first-frame-line=1$"#,
                #"^SCANOUT-AGENT crash-reports-done$"#,
            ], timeout: 20)
        print("qemu board: (6) SIGSEGV: console in text mode, a crash report with the last output: \(reports[0][0])")

        print("qemu board figures: " + figures.joined(separator: "; "))
    }
}
