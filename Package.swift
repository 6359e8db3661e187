// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Scanout",
    products: [
        .library(name: "Scanout", targets: ["Scanout"]),
        // Apple's module names over Scanout, so `import UIKit` code compiles unchanged.
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "os", targets: ["os", "OSLog"]),
        .library(name: "ScanoutTesting", targets: ["ScanoutTesting"]),
        .library(name: "ScanoutInput", targets: ["ScanoutInput"]),
        .library(name: "ScanoutDRM", targets: ["ScanoutDRM"]),
        .library(name: "ScanoutDevice", targets: ["ScanoutDevice"]),
        .library(name: "ScanoutSpeech", targets: ["ScanoutSpeech"]),
        // Rewrites UIKit sources' @objc actions and #selector into Scanout's form, in place.
        .executable(name: "scanout-port", targets: ["scanout-port"]),
        // Talks to a running app's inspector socket (SCANOUT_INSPECT): tree, screenshot, tap, trace.
        .executable(name: "scanout-inspect", targets: ["scanout-inspect"]),
    ],
    dependencies: [
        // Parsing for scanout-port only: no library product links it.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")
    ],
    targets: [
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CXKBCommon", pkgConfig: "xkbcommon",
            providers: [.apt(["libxkbcommon-dev"])]),
        // The bottom layer: geometry (the CG value types), whole-pixel rectangles, the key
        // vocabulary (USB HID usages, modifier bits), the platform seams' events, input sources
        // and clock, and the process-level edge (diagnostics, system calls). No C library.
        .target(name: "ScanoutCore"),
        // Pixels and what shows them: the frame buffer the compositor renders into (a cairo
        // image), the banded pixel moves, the Display seam that takes frames, and text shaped
        // and drawn by pango (fonts through fontconfig).
        .target(name: "ScanoutGraphics", dependencies: ["ScanoutCore", "CCairo", "CPango", "CJPEG"]),
        // JPEG by libjpeg-turbo, behind C calls that catch libjpeg's error jumps (which must not
        // cross Swift frames); no libjpeg type is visible to Swift.
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        // The framework. No C library: cairo, pixman, pango and fontconfig are ScanoutGraphics'.
        .target(
            name: "Scanout", dependencies: ["ScanoutCore", "ScanoutGraphics"],
            exclude: ["Layout/Solver/README.md"]),
        // Re-exports only: the names Foundation also declares are re-exported by scoped imports,
        // so they win in a file that imports Foundation too (see Sources/UIKit/UIKit.swift).
        .target(name: "CoreGraphics", dependencies: ["ScanoutCore", "ScanoutGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "Scanout"]),
        .target(
            name: "UIKit", dependencies: ["Scanout", "ScanoutDevice", "CoreGraphics", "QuartzCore", "os", "OSLog"]),
        // Apple's logging API (`import os`, `import OSLog`: `Logger`, privacy in interpolation),
        // writing through ScanoutCore's log output (standard error, journald priorities).
        .target(name: "os", dependencies: ["ScanoutCore"]),
        .target(name: "OSLog", dependencies: ["os"]),
        // Empty stand-ins for the cross-import overlays Swift Testing declares with CoreGraphics
        // and UIKit but does not ship on Linux (see the files).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        // The board file (Boards/<board>/board.json): display, mounting, input devices, keymap.
        // Below the framework: only the backends and the launcher read it.
        .target(name: "ScanoutBoard", dependencies: ["ScanoutCore"]),
        // Real input devices: libinput (touch, keys, pointer, switches), keys through xkbcommon.
        .systemLibrary(
            name: "CInput", pkgConfig: "libinput",
            providers: [.apt(["libinput-dev", "libudev-dev"])]),
        .target(name: "ScanoutInput", dependencies: ["ScanoutCore", "ScanoutBoard", "CXKBCommon", "CInput"]),
        // The screen: KMS connector and mode choice, damage per scanout buffer, rotated copies.
        .systemLibrary(
            name: "CDRM", pkgConfig: "libdrm",
            providers: [.apt(["libdrm-dev"])]),
        .target(name: "ScanoutDRM", dependencies: ["ScanoutCore", "ScanoutGraphics", "ScanoutBoard", "CDRM"]),
        // The seat: the card and input devices from a seat manager (seatd or logind, through
        // libseat), so the app runs as an unprivileged user; VT switches through the manager.
        .systemLibrary(
            name: "CSeat", pkgConfig: "libseat",
            providers: [.apt(["libseat-dev"])]),
        .target(name: "ScanoutSeat", dependencies: ["ScanoutCore", "CSeat"]),
        // The launcher: a board file to a platform (DRM + libinput, or offscreen).
        // The simulator window for development on a desktop: SDL2 is loaded at run time, never
        // linked, so the device needs no SDL and no desktop libraries (headers at build time only).
        .target(name: "CSDLLoader", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "ScanoutSimulator", dependencies: ["Scanout", "ScanoutInput", "CSDLLoader"]),
        // Speech for the screen reader: espeak-ng and ALSA are loaded at run time, never linked, so an
        // image without them runs silent and says why (headers at build time only).
        .target(name: "CSpeechLoader", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "ScanoutSpeech", dependencies: ["ScanoutCore", "CSpeechLoader"]),
        // The remote screen: a VNC server (libvncserver) showing the frames the display gets and
        // taking a viewer's pointer and keys as touches and presses. Off unless turned on.
        // libvncserver is loaded when it is turned on, never linked: it brings a dozen libraries
        // of its own into every start otherwise (headers at build time only).
        .target(name: "CVNCServerLoader", linkerSettings: [.linkedLibrary("dl")]),
        .target(
            name: "ScanoutRemote", dependencies: ["ScanoutCore", "ScanoutGraphics", "CVNCServerLoader", "CXKBCommon"]),
        // A VNC viewer's side (libvncclient), for RemoteScreenTests only.
        .systemLibrary(
            name: "CVNCClient", pkgConfig: "libvncclient",
            providers: [.apt(["libvncserver-dev"])]),
        // Pinyin input for the Chinese keyboard: librime is loaded at run time, never linked, so an
        // image without it still runs (its Chinese keyboard types Latin letters; header at build
        // time only). Its data is deployed once by Tools/deploy-rime.sh, never at start.
        .target(name: "CRimeLoader", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "ScanoutRime", dependencies: ["ScanoutCore", "CRimeLoader"]),
        // The inspector's wire protocol (requests, replies, the Unix socket's calls): shared by the
        // app's server and the scanout-inspect command line, which links nothing else of Scanout.
        .target(name: "ScanoutInspectorWire", dependencies: ["ScanoutCore"]),
        // The inspector's server: a socket thread, answers computed on the main loop.
        .target(name: "ScanoutInspector", dependencies: ["ScanoutCore", "Scanout", "ScanoutInspectorWire"]),
        .executableTarget(name: "scanout-inspect", dependencies: ["ScanoutInspectorWire"]),
        .target(
            name: "ScanoutDevice",
            dependencies: [
                "Scanout", "ScanoutBoard", "ScanoutDRM", "ScanoutInput", "ScanoutSeat", "ScanoutSimulator",
                "ScanoutSpeech", "ScanoutInspector", "ScanoutInspectorWire", "ScanoutRime",
                "ScanoutRemote",
            ]),
        // Main-queue blocks of app code under test, routed to the test host's virtual clock.
        .target(name: "CMainQueueCapture", linkerSettings: [.linkedLibrary("dl")]),
        .target(
            name: "ScanoutTesting",
            dependencies: ["Scanout", "ScanoutRime", "CMainQueueCapture", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        // The kiosk demo: the app (a library, so the benchmark can build its screen too) and its
        // headless runner. Its images are read from Assets at run time.
        .target(name: "KioskDemo", dependencies: ["Scanout"], exclude: ["Assets"]),
        .executableTarget(name: "scanout-demo", dependencies: ["Scanout", "ScanoutDevice", "KioskDemo"]),
        .executableTarget(
            name: "scanout-bench",
            dependencies: [
                "Scanout", "ScanoutTesting", "ScanoutSpeech", "ScanoutRime", "ScanoutRemote", "KioskDemo", "CCairo",
                "CPango",
            ]),
        // scanout-port: the rewriting (a library, so tests can call it) and its command line.
        .target(
            name: "ScanoutPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .executableTarget(name: "scanout-port", dependencies: ["ScanoutPort"]),
        .testTarget(
            name: "ScanoutTests", dependencies: ["Scanout", "ScanoutTesting", "ScanoutRime", "CCairo", "CPango"],
            // Golden images for snapshot tests, and input files (PNGs) for tests; read by path,
            // not bundled.
            exclude: ["__Snapshots__", "__Fixtures__"]),
        // UIKit code exactly as written for iOS (`import UIKit` + `import Foundation`, Swift 5 mode),
        // driven through TestHost.
        .testTarget(
            name: "UIKitCompatibilityTests", dependencies: ["UIKit", "ScanoutDevice", "ScanoutTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Before/after file pairs (read by path, not compiled) and the ported form of one of them,
        // which UIKitCompatibilityTests compiles and runs.
        .testTarget(name: "ScanoutPortTests", dependencies: ["ScanoutPort"], exclude: ["Fixtures"]),
        // Settings written as a power cut would find them: a child app that rewrites its
        // UserDefaults, killed with SIGKILL at random moments (the test runs the built child).
        .executableTarget(name: "scanout-settings-writer", dependencies: ["Scanout"], path: "Tests/SettingsWriter"),
        .testTarget(name: "PowerCutTests", dependencies: ["scanout-settings-writer"]),
        // Apple's logging API: lines, levels, privacy, formats and the journal's priorities.
        .testTarget(name: "LoggingTests", dependencies: ["os", "OSLog", "ScanoutCore"]),
        .testTarget(
            name: "ScanoutInputTests", dependencies: ["ScanoutInput", "ScanoutBoard", "Scanout", "ScanoutTesting"]),
        // The inspector answering through TestHost, and its socket under hostile clients.
        .testTarget(
            name: "ScanoutInspectorTests",
            dependencies: ["ScanoutInspector", "ScanoutInspectorWire", "Scanout", "ScanoutTesting"]),
        .testTarget(name: "ScanoutSeatTests", dependencies: ["ScanoutSeat", "ScanoutDevice", "ScanoutBoard"]),
        .testTarget(name: "ScanoutDRMTests", dependencies: ["ScanoutDRM", "ScanoutBoard", "Scanout"]),
        // espeak-ng's speech rendered to WAV files and spoken with no sound device (no hardware).
        .testTarget(name: "ScanoutSpeechTests", dependencies: ["ScanoutSpeech", "ScanoutCore"]),
        // The remote screen driven by a real VNC viewer library over loopback and a Unix socket.
        .testTarget(
            name: "RemoteScreenTests",
            dependencies: ["ScanoutRemote", "Scanout", "ScanoutTesting", "ScanoutDevice", "ScanoutBoard", "CVNCClient"]),
        .testTarget(
            name: "ScanoutDeviceTests",
            dependencies: ["ScanoutDevice", "ScanoutBoard", "Scanout", "ScanoutTesting", "ScanoutInspectorWire"]),
        // The demo's command line, parsed and run (the built executable, through a pipe).
        .testTarget(
            name: "scanout-demoTests",
            dependencies: [
                "scanout-demo", "scanout-inspect", "Scanout", "ScanoutDevice", "ScanoutTesting", "KioskDemo",
                "ScanoutInspectorWire",
            ]),
        // The demo tested the way an app author tests their own app: through TestHost.
        .testTarget(
            name: "KioskDemoTests", dependencies: ["KioskDemo", "Scanout", "ScanoutTesting"], exclude: ["__Snapshots__"]
        ),
        // The demo on the qemu board's KMS display and libinput devices, driven over QMP and
        // compared with the same screens rendered offscreen (needs `make board-image`).
        .testTarget(name: "ScanoutBoardTests", dependencies: ["KioskDemo", "Scanout", "ScanoutTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
