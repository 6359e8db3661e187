import Scanout
import ScanoutRemote
import ScanoutTesting
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// What a viewer may send that no well-behaved viewer does: positions off the screen, every
/// button mask, unknown keysyms, floods, connecting and leaving over and over. Nothing traps, the
/// app keeps answering, and memory, descriptors and threads stay flat.
@MainActor
@Suite(.serialized) struct RemoteScreenHostileTests {
    @Test func seededHostileInputNeitherTrapsNorStopsTheApp() async throws {
        let rig = try RemoteRig()
        let button = UIButton(frame: CGRect(x: 20, y: 60, width: 120, height: 44))
        button.backgroundColor = .orange
        rig.host.window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 200, height: 36))
        rig.host.window.addSubview(field)
        _ = rig.host.render()
        let viewer = try rig.connectViewer()
        var random = SeededRandomNumberGenerator(seed: 40_01)
        let coordinates: [Int] = [-1, -65_536, 0, 319, 320, 199, 200, 65_535, 65_536, Int(Int32.max), Int(Int32.min)]
        for round in 0..<2_000 {
            let x =
                Bool.random(using: &random)
                ? coordinates.randomElement(using: &random)! : Int.random(in: -500...1_000, using: &random)
            let y =
                Bool.random(using: &random)
                ? coordinates.randomElement(using: &random)! : Int.random(in: -500...1_000, using: &random)
            viewer.pointer(x: x, y: y, buttons: Int32.random(in: 0...255, using: &random))
            let keysym: UInt32 =
                switch round % 4 {
                case 0: UInt32.random(in: 0...UInt32.max, using: &random)
                case 1: UInt32.random(in: 0xFF00...0xFFFF, using: &random)
                case 2: UInt32.random(in: 0x0100_0000...0x0110_FFFF, using: &random)
                default: UInt32.random(in: 0x20...0x7E, using: &random)
                }
            viewer.key(keysym, isDown: Bool.random(using: &random))
            if round % 200 == 0 { _ = await rig.wait(for: 0.05) { false } }
        }
        // Every button and key let go, then a plain click still taps.
        viewer.pointer(x: 0, y: 0, buttons: 0)
        _ = await rig.wait(for: 0.5) { false }
        let tapsBefore = taps
        viewer.click(x: 80, y: 82)
        #expect(await rig.wait { taps == tapsBefore + 1 })
        #expect(await rig.waitForViewerToMatch(viewer))
        #expect(rig.traceLines.allSatisfy { !$0.contains("-") && !$0.contains("nan") })
    }

    @Test func positionsOffTheScreenAreClampedToItsEdge() async throws {
        let rig = try RemoteRig()
        _ = rig.host.render()
        let viewer = try rig.connectViewer()
        viewer.pointer(x: 5_000, y: 9_000, buttons: 1)
        viewer.pointer(x: 5_000, y: 9_000, buttons: 0)
        #expect(await rig.wait { rig.traceLines.contains("remote touch up (319,199)") })
        #expect(rig.traceLines.contains("remote touch down (319,199)"))
    }

    @Test func viewersComingAndGoingLeaveNothingBehind() async throws {
        let rig = try RemoteRig()
        _ = rig.host.render()
        for _ in 0..<5 { _ = try rig.connectViewer() }
        #expect(await rig.wait { rig.remote.viewerCount == 0 })
        let descriptorsBefore = RemoteRig.descriptorCount()
        let residentBefore = RemoteRig.residentBytes()
        var random = SeededRandomNumberGenerator(seed: 40_02)
        for round in 0..<60 {
            switch round % 3 {
            case 0:
                // Connects, presses and leaves mid-press.
                let viewer = try rig.connectViewer()
                viewer.pointer(x: Int.random(in: 0..<320, using: &random), y: 10, buttons: 1)
                viewer.key(0x61, isDown: true)
            case 1:
                // A wrong password.
                _ = try? rig.connectViewer(password: "nope")
            default:
                // A raw socket that says nothing and closes.
                let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = in_port_t(UInt16(rig.remote.port!).bigEndian)
                address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
                _ = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    }
                }
                close(descriptor)
            }
            _ = await rig.wait(for: 0.01) { false }
        }
        #expect(await rig.wait { rig.remote.viewerCount == 0 })
        // Every touch that went down came up (cancelled) with its viewer.
        let downs = rig.traceLines.filter { $0.hasPrefix("remote touch down") }.count
        let ends = rig.traceLines.filter { $0.hasPrefix("remote touch cancel") || $0.hasPrefix("remote touch up") }
            .count
        #expect(downs == ends && downs > 0)
        #expect(RemoteRig.descriptorCount() <= descriptorsBefore)
        #expect(RemoteRig.residentBytes() - residentBefore < 16 << 20)
    }

    @Test func memoryStaysFlatOverManyFramesWithAViewerWatching() async throws {
        let rig = try RemoteRig()
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        rig.host.window.addSubview(square)
        _ = rig.host.render()
        let viewer = try rig.connectViewer()
        #expect(await rig.waitForViewerToMatch(viewer))
        func frames(_ range: Range<Int>) {
            for index in range {
                square.frame.origin = CGPoint(x: CGFloat(index % 270), y: CGFloat(index % 150))
                rig.host.advanceToNextFrame()
                if index % 10 == 0 {
                    viewer.requestUpdate()
                    viewer.pump(for: 0.001)
                }
            }
        }
        frames(0..<300)
        let residentBefore = RemoteRig.residentBytes()
        frames(300..<3_300)
        #expect(RemoteRig.residentBytes() - residentBefore < 8 << 20)
        #expect(await rig.waitForViewerToMatch(viewer))
        #expect(rig.remote.droppedMessageCount == 0)
    }

    @Test func aStoppedScreenTakesNoMoreViewersAndStopsTwiceSafely() throws {
        let rig = try RemoteRig()
        let port = rig.remote.port
        rig.remote.stop()
        rig.remote.stop()
        #expect(rig.remote.isStopped)
        #expect(throws: VNCViewer.ConnectionRefused.self) {
            try VNCViewer(host: "127.0.0.1", port: port, password: RemoteRig.password)
        }
        // Frames presented after the stop still reach the host's display.
        let before = rig.host.presentedFrameCount
        rig.host.window.backgroundColor = .red
        #expect(rig.host.advanceToNextFrame())
        #expect(rig.host.presentedFrameCount == before + 1)
    }

    /// libvncserver's own thread-per-viewer mode crashed the process when a viewer left while a
    /// frame was being marked or the server stopped; on the remote screen's one thread nothing of
    /// that kind can race. Seeded rounds of viewers joining, leaving mid-update and mid-press, and
    /// servers stopped with viewers on them or leaving at that moment, frames presented all along.
    @Test func viewersLeavingWhileFramesArePresentedAndServersStopCrashNothing() async throws {
        var random = SeededRandomNumberGenerator(seed: 40_03)
        let threadsBefore = RemoteRig.threadCount()
        let descriptorsBefore = RemoteRig.descriptorCount()
        for round in 0..<12 {
            let rig = try RemoteRig()
            let square = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            rig.host.window.addSubview(square)
            _ = rig.host.render()
            var viewers: [VNCViewer] = []
            for step in 0..<40 {
                if viewers.count < 3, Int.random(in: 0..<4, using: &random) == 0 {
                    viewers.append(try rig.connectViewer(encodings: ["raw", "zrle", "tight hextile"][step % 3]))
                }
                for viewer in viewers {
                    viewer.requestUpdate(incremental: Bool.random(using: &random))
                    if Bool.random(using: &random) { viewer.pointer(x: step * 7, y: 20, buttons: Int32(step & 1)) }
                }
                square.frame.origin = CGPoint(x: CGFloat(step * 7 % 280), y: CGFloat(step * 3 % 160))
                rig.host.advanceToNextFrame()
                if !viewers.isEmpty, Int.random(in: 0..<5, using: &random) == 0 {
                    // Leaves without reading what the server is sending it.
                    viewers.remove(at: Int.random(in: 0..<viewers.count, using: &random))
                }
                if step % 8 == 0 { host(rig, wait: 0.005) }
            }
            // Half the rounds stop with viewers connected, half while the last ones leave.
            if round % 2 == 0 {
                rig.remote.stop()
                viewers.removeAll()
            } else {
                viewers.removeAll()
                rig.remote.stop()
            }
            #expect(rig.remote.viewerCount == 0)
        }
        // Every server's thread ended and every socket closed.
        #expect(RemoteRig.threadCount() <= threadsBefore + 2)
        #expect(RemoteRig.descriptorCount() <= descriptorsBefore)
    }

    private func host(_ rig: RemoteRig, wait seconds: Double) {
        usleep(UInt32(seconds * 1_000_000))
        rig.host.drain()
    }
}
