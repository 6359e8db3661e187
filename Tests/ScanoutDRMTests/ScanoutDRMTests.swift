import Scanout
import ScanoutBoard
import Testing

@testable import ScanoutDRM

#if canImport(Glibc)
import Glibc
#endif

/// Connector and mode choice, damage per scanout buffer, and rotated copies.
@Suite struct ModeSelectionTests {
    static let card = "/dev/dri/card0"
    static let connectors = [
        ConnectorInfo(name: "HDMI-A-1", isConnected: false, modes: []),
        ConnectorInfo(
            name: "DSI-1", isConnected: true,
            modes: [
                ModeInfo(width: 800, height: 480, refreshRate: 60, isPreferred: true),
                ModeInfo(width: 1280, height: 800, refreshRate: 50),
                ModeInfo(width: 1280, height: 800, refreshRate: 60),
            ]),
        ConnectorInfo(
            name: "Virtual-1", isConnected: true,
            modes: [
                ModeInfo(width: 1024, height: 768, refreshRate: 60),
                ModeInfo(width: 1920, height: 1080, refreshRate: 60),
            ]),
    ]

    static func message(_ body: () throws(DisplaySetupError) -> Void) -> String {
        do {
            try body()
            return "chosen"
        } catch {
            return error.description
        }
    }

    @Test func firstConnectedConnectorAndItsPreferredMode() throws {
        let chosen = try ModeSelection.choose(
            from: ModeSelectionTests.connectors, connectorName: nil, mode: nil,
            card: ModeSelectionTests.card)
        #expect(
            chosen.connector.name == "DSI-1"
                && chosen.mode == ModeInfo(width: 800, height: 480, refreshRate: 60, isPreferred: true))
        let virtual = try ModeSelection.choose(
            from: ModeSelectionTests.connectors, connectorName: "Virtual-1", mode: nil,
            card: ModeSelectionTests.card)
        #expect(virtual.mode.width == 1920, "no preferred mode: the largest")
        let asked = try ModeSelection.choose(
            from: ModeSelectionTests.connectors, connectorName: "DSI-1",
            mode: .init(width: 1280, height: 800), card: ModeSelectionTests.card)
        #expect(asked.mode.refreshRate == 60, "the fastest of the asked size")
    }

    @Test func failuresNameTheCardTheConnectorAndTheFix() {
        let all = ModeSelectionTests.connectors
        let card = ModeSelectionTests.card
        let missing = ModeSelectionTests.message { () throws(DisplaySetupError) in
            _ = try ModeSelection.choose(from: all, connectorName: "HDMI-A-2", mode: nil, card: card)
        }
        #expect(
            missing.contains("/dev/dri/card0 has no connector \"HDMI-A-2\"") && missing.contains("DSI-1 (connected)"))
        let unplugged = ModeSelectionTests.message { () throws(DisplaySetupError) in
            _ = try ModeSelection.choose(from: all, connectorName: "HDMI-A-1", mode: nil, card: card)
        }
        #expect(unplugged.contains("HDMI-A-1 has no display connected") && unplugged.contains("cable"))
        let nothing = ModeSelectionTests.message { () throws(DisplaySetupError) in
            _ = try ModeSelection.choose(from: [all[0]], connectorName: nil, mode: nil, card: card)
        }
        #expect(nothing.contains("no connected connector") && nothing.contains("--offscreen"))
        let noMode = ModeSelectionTests.message { () throws(DisplaySetupError) in
            _ = try ModeSelection.choose(
                from: all, connectorName: nil, mode: .init(width: 640, height: 480), card: card)
        }
        #expect(noMode.contains("no 640x480 mode") && noMode.contains("800x480@60") && noMode.contains("\"preferred\""))
    }
}

/// Becoming DRM master: the decision on drmSetMaster's answer, and what a refusal says.
@Suite struct DRMMasterTests {
    static func message(result: Int32, errno code: Int32, isMaster: Bool = false) -> String {
        ModeSelectionTests.message { () throws(DisplaySetupError) in
            try DRMMaster.check(result: result, errno: code, isMaster: isMaster, card: "/dev/dri/card1")
        }
    }

    @Test func masterGrantedGoesOn() {
        #expect(DRMMasterTests.message(result: 0, errno: EBUSY) == "chosen", "a stale errno is not a refusal")
        // Before Linux 5.10, SET_MASTER is root's only, even for the card's first opener, which is
        // master already: that refusal is no reason to stop.
        #expect(DRMMasterTests.message(result: -1, errno: EACCES, isMaster: true) == "chosen")
    }

    @Test func aRefusalNamesTheCardTheErrnoAndTheFix() {
        let busy = DRMMasterTests.message(result: -1, errno: EBUSY)
        #expect(
            busy.hasPrefix("cannot become DRM master of /dev/dri/card1: Device or resource busy (EBUSY). "), "\(busy)")
        #expect(busy.contains("Another display server") && busy.contains("stop it"))
        #expect(busy.hasSuffix("Or run offscreen with --offscreen."))
        #expect(DRMMasterTests.message(result: -1, errno: EINVAL).contains("(EINVAL). Another display server"))
        let denied = DRMMasterTests.message(result: -1, errno: EACCES)
        #expect(denied.contains("/dev/dri/card1: Permission denied (EACCES)"), "\(denied)")
        #expect(denied.contains("run as root") && denied.contains("VT's console") && denied.contains("seat manager"))
        #expect(DRMMasterTests.message(result: -1, errno: EPERM).contains("(EPERM). Only root"))
        #expect(DRMMasterTests.message(result: -1, errno: EIO).contains("(errno \(EIO))"))
    }
}

@Suite struct SwapChainDamageTests {
    @Test func eachBufferGetsWhatItMissed() {
        var damage = SwapChainDamage(bufferCount: 2, width: 100, height: 50)
        let screen = PixelRect(x: 0, y: 0, width: 100, height: 50)
        let a = PixelRect(x: 10, y: 10, width: 5, height: 5)
        let b = PixelRect(x: 60, y: 20, width: 8, height: 8)
        #expect(damage.rectangles(toDraw: 0, frameDamage: [a]) == [screen], "never drawn: everything")
        #expect(damage.rectangles(toDraw: 1, frameDamage: [b]) == [screen])
        // Buffer 0 missed b (drawn into 1); now c changes.
        let c = PixelRect(x: 30, y: 30, width: 4, height: 4)
        #expect(Set(damage.rectangles(toDraw: 0, frameDamage: [c])) == [b, c])
        #expect(Set(damage.rectangles(toDraw: 1, frameDamage: [])) == [c], "1 missed only c")
        // A rectangle inside another is not copied twice.
        let big = PixelRect(x: 0, y: 0, width: 50, height: 50)
        #expect(damage.rectangles(toDraw: 0, frameDamage: [big, a]) == [big])
    }
}

@Suite struct PixelCopyTests {
    /// A 4×2 frame whose pixel (x, y) holds 10·y + x, copied whole to a panel for `rotation`.
    static func panel(for rotation: DisplayRotation) -> [[UInt32]] {
        let width = 4, height = 2
        var source = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { source[y * width + x] = UInt32(10 * y + x) } }
        let panelWidth = rotation == .clockwise90 || rotation == .clockwise270 ? height : width
        let panelHeight = rotation == .clockwise90 || rotation == .clockwise270 ? width : height
        var destination = [UInt32](repeating: 99, count: panelWidth * panelHeight)
        source.withUnsafeBytes { src in
            destination.withUnsafeMutableBytes { dst in
                PixelCopy.copy(
                    [PixelRect(x: 0, y: 0, width: width, height: height)], from: src.baseAddress!,
                    sourceStride: width * 4, width: width, height: height, to: dst.baseAddress!,
                    destinationStride: panelWidth * 4, rotation: rotation)
            }
        }
        return (0..<panelHeight).map { row in Array(destination[(row * panelWidth)..<((row + 1) * panelWidth)]) }
    }

    @Test func copiesAndTurns() {
        #expect(PixelCopyTests.panel(for: .none) == [[0, 1, 2, 3], [10, 11, 12, 13]])
        // Turned 90° clockwise: the frame's top row runs down the panel's right side.
        #expect(PixelCopyTests.panel(for: .clockwise90) == [[10, 0], [11, 1], [12, 2], [13, 3]])
        #expect(PixelCopyTests.panel(for: .upsideDown) == [[13, 12, 11, 10], [3, 2, 1, 0]])
        #expect(PixelCopyTests.panel(for: .clockwise270) == [[3, 13], [2, 12], [1, 11], [0, 10]])
    }

    @Test func onlyTheRectanglesAreCopied() {
        var source = [UInt32](repeating: 7, count: 16)
        var destination = [UInt32](repeating: 0, count: 16)
        source.withUnsafeMutableBytes { src in
            destination.withUnsafeMutableBytes { dst in
                PixelCopy.copy(
                    [PixelRect(x: 1, y: 1, width: 2, height: 1), PixelRect(x: 3, y: 3, width: 9, height: 9)],
                    from: src.baseAddress!, sourceStride: 16, width: 4, height: 4, to: dst.baseAddress!,
                    destinationStride: 16, rotation: .none)
            }
        }
        #expect(
            destination.enumerated().filter { $0.element == 7 }.map(\.offset) == [5, 6, 15], "clipped to the frame")
    }
}
