import FoundationEssentials
import Scanout
import Testing

@testable import ScanoutDevice

/// The launcher's choice, on a machine without a DRM card (as CI is): offscreen, saying why.
@MainActor
@Suite struct DeviceLauncherTests {
    static let boards =
        String(
            #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
                .joined(separator: "/")) + "/Boards"

    @Test func noBoardRunsOffscreenAndSaysHowToPickOne() throws {
        let launch = try DeviceLauncher.platform(boardName: nil, boardsDirectory: DeviceLauncherTests.boards)
        #expect(launch.display == nil && launch.board == nil)
        #expect(launch.platform.summary.contains("offscreen") && launch.platform.summary.contains("--board NAME"))
    }

    @Test func aBoardWhoseCardIsMissingFallsBackOffscreenNamingTheCard() throws {
        let launch = try DeviceLauncher.platform(boardName: "qemu-x86_64", boardsDirectory: DeviceLauncherTests.boards)
        #expect(launch.board?.name == "qemu-x86_64")
        if launch.display == nil {
            #expect(
                launch.platform.summary.contains("board qemu-x86_64: cannot open /dev/dri/card0"),
                "\(launch.platform.summary)")
        }
    }

    @Test func anUnknownBoardStopsWithTheFileItLookedFor() {
        do {
            _ = try DeviceLauncher.platform(boardName: "toaster", boardsDirectory: DeviceLauncherTests.boards)
            Issue.record("launched an unknown board")
        } catch {
            #expect(
                error.description.contains("/Boards/toaster/board.json") && error.description.contains("--board NAME"))
        }
    }

    /// A board name is a folder of the boards directory: `../../etc` would read another
    /// directory's board.json. SCANOUT_BOARD reaches the launcher as the name, so it is checked
    /// there, not only on the command line.
    @Test func aNameThatLeavesTheBoardsFolderIsRefused() {
        for name in ["../../../../etc", "qemu-x86_64/../../..", ".", "..", ".hidden", "/etc", ""] {
            do {
                _ = try DeviceLauncher.platform(boardName: name, boardsDirectory: DeviceLauncherTests.boards)
                Issue.record("launched board \"\(name)\"")
            } catch {
                #expect(
                    error.description.contains("\"\(name)\" is not a board name, so the file is not read"),
                    "\(error)")
                #expect(
                    error.description.contains("letters, digits")
                        && error.description.contains("--board or SCANOUT_BOARD"))
            }
        }
        #expect(DeviceLauncher.isBoardName("qemu-x86_64") && DeviceLauncher.isBoardName("pi4.v2_b"))
    }

    @Test func theOffscreenScaleIsTheOneAskedForElseTheBoards() throws {
        let asked = try DeviceLauncher.platform(
            boardName: nil, boardsDirectory: DeviceLauncherTests.boards,
            offscreenSize: CGSize(width: 640, height: 400), offscreenScale: 2)
        #expect(
            asked.platform.screen.scale == 2 && asked.platform.screen.bounds.size == CGSize(width: 640, height: 400))
        #expect(asked.platform.summary.hasPrefix("Scanout: offscreen 640×400 at scale 2 "))
        let plain = try DeviceLauncher.platform(boardName: nil, boardsDirectory: DeviceLauncherTests.boards)
        #expect(plain.platform.screen.scale == 1)
    }

    @Test func theBoardComesFromTheArgumentsOrTheEnvironment() {
        #expect(
            DeviceLauncher.boardName(arguments: ["demo", "--board", "raspberrypi4"], environment: [:]) == "raspberrypi4"
        )
        #expect(
            DeviceLauncher.boardName(arguments: ["demo"], environment: ["SCANOUT_BOARD": "generic-x86_64"])
                == "generic-x86_64")
        #expect(DeviceLauncher.boardName(arguments: ["demo"], environment: [:]) == nil)
    }
}

/// The start-up figure's clock: the kernel's start time of this process.
@Suite struct ProcessStartTimeTests {
    @Test func thisProcessStartedAMomentAgoNotAtBoot() throws {
        let elapsed = try #require(ProcessStartTime.millisecondsSinceStart())
        #expect(elapsed > 0, "the test process started before this line ran")
        #expect(elapsed < 3_600_000, "and not hours ago (a field-counting error reads boot time or garbage)")
    }
}
