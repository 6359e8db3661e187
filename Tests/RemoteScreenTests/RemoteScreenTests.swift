import Scanout
import ScanoutTesting
import Testing

@testable import ScanoutRemote

#if canImport(Glibc)
import Glibc
#endif

/// The remote screen as a VNC viewer sees it: libvncclient connected over loopback (and a Unix
/// socket) to a test host whose display the remote screen watches, exactly as the launcher sets
/// it up on a device.
@MainActor
@Suite(.serialized) struct RemoteScreenTests {
    /// A screen with some of everything: colours, text, a button.
    private func buildScreen(on host: TestHost) -> (UIButton, UITextField) {
        host.window.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        label.text = "Remote screen"
        label.textColor = .white
        host.window.addSubview(label)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 60, width: 120, height: 44)
        button.backgroundColor = .orange
        button.setTitle("Check in", for: .normal)
        host.window.addSubview(button)
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 200, height: 36))
        field.backgroundColor = .white
        host.window.addSubview(field)
        return (button, field)
    }

    @Test func aScreenshotOverVNCEqualsTheOffscreenRender() async throws {
        let rig = try RemoteRig()
        _ = buildScreen(on: rig.host)
        _ = rig.host.render()
        let viewer = try rig.connectViewer()
        #expect(viewer.width == 320 && viewer.height == 200)
        #expect(await rig.waitForViewerToMatch(viewer))
        // A change afterwards reaches the viewer as damage, not a whole new screen.
        let square = UIView(frame: CGRect(x: 250, y: 20, width: 40, height: 40))
        square.backgroundColor = .green
        rig.host.window.addSubview(square)
        _ = rig.host.render()
        #expect(rig.host.lastRenderedDamage.allSatisfy { $0.width < 320 })
        #expect(await rig.waitForViewerToMatch(viewer))
    }

    @Test func aScreenshotOverCompressedEncodingsAndAtScale2IsStillExact() async throws {
        let rig = try RemoteRig(size: CGSize(width: 200, height: 120), scale: 2)
        _ = buildScreen(on: rig.host)
        _ = rig.host.render()
        for encodings in ["zrle", "hextile", "tight"] {
            let viewer = try rig.connectViewer(encodings: encodings)
            #expect(viewer.width == 400 && viewer.height == 240)
            #expect(await rig.waitForViewerToMatch(viewer), "\(encodings)")
        }
    }

    @Test func aClickOverVNCTapsAButton() async throws {
        let rig = try RemoteRig()
        let (button, _) = buildScreen(on: rig.host)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        _ = rig.host.render()
        let viewer = try rig.connectViewer()
        viewer.click(x: 80, y: 82)
        #expect(await rig.wait { taps == 1 })
        #expect(rig.traceLines.contains("remote touch down (80,82)"))
        #expect(rig.traceLines.contains("remote touch up (80,82)"))
        // A drag off the button and released there is no tap, as with a finger.
        viewer.pointer(x: 80, y: 82, buttons: 1)
        viewer.pointer(x: 300, y: 190, buttons: 1)
        viewer.pointer(x: 300, y: 190, buttons: 0)
        #expect(await rig.wait { rig.traceLines.contains("remote touch up (300,190)") })
        #expect(taps == 1)
    }

    @Test func aClickAtScale2IsInPoints() async throws {
        let rig = try RemoteRig(size: CGSize(width: 200, height: 120), scale: 2)
        let (button, _) = buildScreen(on: rig.host)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        _ = rig.host.render()
        let viewer = try rig.connectViewer()
        // Pixel (160, 164) is point (80, 82): on the button.
        viewer.click(x: 160, y: 164)
        #expect(await rig.wait { taps == 1 })
    }

    @Test func keysTypedOverVNCReachATextField() async throws {
        let rig = try RemoteRig()
        let (_, field) = buildScreen(on: rig.host)
        _ = rig.host.render()
        #expect(field.becomeFirstResponder())
        let viewer = try rig.connectViewer()
        // Shift held for the capital, as a viewer sends it: Shift_L down, "H", Shift_L up.
        viewer.key(0xFFE1, isDown: true)
        viewer.key(0x48, isDown: true)
        viewer.key(0x48, isDown: false)
        viewer.key(0xFFE1, isDown: false)
        viewer.type("i 5!")
        #expect(await rig.wait { field.text == "Hi 5!" })
        viewer.key(0xFF08, isDown: true)  // BackSpace
        viewer.key(0xFF08, isDown: false)
        #expect(await rig.wait { field.text == "Hi 5" })
        // A letter no US key types still types (é, keysym 0xE9).
        viewer.type("\u{E9}")
        #expect(await rig.wait { field.text == "Hi 5\u{E9}" })
        #expect(rig.traceLines.contains { $0.hasPrefix("remote key down keyCode 11") })
    }

    @Test func aWrongPasswordIsRefusedAndTheRightOneAccepted() async throws {
        let rig = try RemoteRig()
        _ = rig.host.render()
        #expect(throws: VNCViewer.ConnectionRefused.self) { try rig.connectViewer(password: "wrong") }
        #expect(throws: VNCViewer.ConnectionRefused.self) { try rig.connectViewer(password: "") }
        let viewer = try rig.connectViewer()
        #expect(await rig.waitForViewerToMatch(viewer))
    }

    @Test func aTCPListenerWithoutAPasswordIsRefused() {
        #expect {
            _ = try RemoteScreen(
                configuration: RemoteScreenConfiguration(listener: .tcp(address: "127.0.0.1", port: 0)),
                pixelWidth: 10, pixelHeight: 10, scale: 1)
        } throws: { error in
            "\(error)".contains("without a password") && "\(error)".contains("passwordFile")
        }
        #expect(throws: RemoteScreenError.self) {
            _ = try RemoteScreen(
                configuration: RemoteScreenConfiguration(listener: .tcp(address: "localhost", port: 0), password: "x"),
                pixelWidth: 10, pixelHeight: 10, scale: 1)
        }
        #expect(throws: RemoteScreenError.self) {
            _ = try RemoteScreen(
                configuration: RemoteScreenConfiguration(password: "x"), pixelWidth: 0, pixelHeight: 10, scale: 1)
        }
    }

    /// libvncserver is loaded when a remote screen starts: a library that cannot be loaded is an
    /// error naming it, the reason and the fix, before any socket is opened; one that can still
    /// starts afterwards.
    @Test func aMissingLibvncserverIsAnErrorNamingTheFixAndOpensNothing() throws {
        let path = "/tmp/scanout-vnc-missing-\(getpid()).sock"
        for library in ["libvncserver-absent.so.9", "/nonexistent/libvncserver.so.1", "", "libc.so.6"] {
            #expect {
                _ = try RemoteScreen(
                    configuration: RemoteScreenConfiguration(listener: .unixSocket(path: path)),
                    pixelWidth: 10, pixelHeight: 10, scale: 1, library: library)
            } throws: { error in
                let message = "\(error)"
                return message.contains("libvncserver (\(library))")
                    && message.contains("apt-get install libvncserver1")
                    && message.contains("--add-bin")
            }
            var status = stat()
            #expect(stat(path, &status) != 0, "no socket is opened without the library")
        }
        let remote = try RemoteScreen(
            configuration: RemoteScreenConfiguration(listener: .unixSocket(path: path)), pixelWidth: 10,
            pixelHeight: 10, scale: 1)
        defer { remote.stop() }
        #expect(remote.endpoint == path)
    }

    @Test func aUnixSocketNeedsNoPasswordAndOnlyItsOwnerMayOpenIt() async throws {
        let path = "/tmp/scanout-vnc-test-\(getpid()).sock"
        let rig = try RemoteRig(listener: .unixSocket(path: path), password: nil)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        let (button, _) = buildScreen(on: rig.host)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        _ = rig.host.render()
        let viewer = try rig.connectViewer(password: nil)
        #expect(await rig.waitForViewerToMatch(viewer))
        viewer.click(x: 80, y: 82)
        #expect(await rig.wait { taps == 1 })
        rig.remote.stop()
        #expect(stat(path, &status) != 0)
    }

    @Test func aStalledViewerDoesNotHoldBackTheScreen() async throws {
        let rig = try RemoteRig(size: CGSize(width: 640, height: 400))
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 640, height: 400))
        rig.host.window.addSubview(square)
        _ = rig.host.render()
        // Connected and asking for updates, then never reading: its socket fills up.
        let stalled = try rig.connectViewer()
        stalled.requestUpdate(incremental: false)
        let before = rig.host.presentedFrameCount
        for index in 0..<300 {
            // The whole screen in a new colour: a megabyte per update in raw encoding.
            square.backgroundColor = UIColor(
                red: CGFloat(index % 7) / 7, green: CGFloat(index % 11) / 11, blue: CGFloat(index % 13) / 13,
                alpha: 1)
            stalled.requestUpdate()
            #expect(rig.host.advanceToNextFrame())
        }
        #expect(rig.host.presentedFrameCount - before == 300)
        // Another viewer is served once the stalled one is dropped (viewers share the server's
        // one thread): it waits longer than the stall may last.
        let healthy = try rig.connectViewer(timeout: 15)
        #expect(await rig.waitForViewerToMatch(healthy))
        _ = stalled
    }

    @Test func aViewerLeavingMidPressCancelsItsTouch() async throws {
        let rig = try RemoteRig()
        let (button, _) = buildScreen(on: rig.host)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        _ = rig.host.render()
        var viewer: VNCViewer? = try rig.connectViewer()
        viewer?.pointer(x: 80, y: 82, buttons: 1)
        #expect(await rig.wait { rig.traceLines.contains("remote touch down (80,82)") })
        viewer = nil
        #expect(await rig.wait { rig.traceLines.contains("remote touch cancel (80,82)") })
        #expect(taps == 0)
        #expect(await rig.wait { rig.remote.viewerCount == 0 })
    }

    @Test func twoViewersShareTheScreenAndOneHoldsTheFingerAtATime() async throws {
        let rig = try RemoteRig()
        let (button, _) = buildScreen(on: rig.host)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        _ = rig.host.render()
        let first = try rig.connectViewer()
        let second = try rig.connectViewer()
        #expect(await rig.wait { rig.remote.viewerCount == 2 })
        first.pointer(x: 80, y: 82, buttons: 1)
        #expect(await rig.wait { rig.traceLines.contains("remote touch down (80,82)") })
        // The second viewer's press while the first holds is ignored. Two viewers' messages
        // reach the server in any order, one viewer's in the order sent: the first lets go only
        // once a Shift press the second sent after its click is in (libvncserver drops the
        // click itself, so it cannot be counted).
        let received = rig.remote.receivedMessageCount
        second.pointer(x: 300, y: 10, buttons: 1)
        second.pointer(x: 300, y: 10, buttons: 0)
        second.key(0xFFE1, isDown: true)
        second.key(0xFFE1, isDown: false)
        #expect(await rig.wait { rig.remote.receivedMessageCount >= received + 2 })
        first.pointer(x: 80, y: 82, buttons: 0)
        #expect(await rig.wait { taps == 1 })
        #expect(!rig.traceLines.contains { $0.contains("(300,10)") })
        #expect(await rig.waitForViewerToMatch(first))
        #expect(await rig.waitForViewerToMatch(second))
    }
}
