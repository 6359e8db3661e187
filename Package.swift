// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Scanout",
    products: [
        .library(name: "Scanout", targets: ["Scanout"]),
        .library(name: "ScanoutTesting", targets: ["ScanoutTesting"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        .target(name: "Scanout", dependencies: ["CCairo", "CPango"]),
        .target(name: "ScanoutTesting", dependencies: ["Scanout"]),
        .testTarget(
            name: "ScanoutTests", dependencies: ["Scanout", "ScanoutTesting"],
            // Golden images for snapshot tests; read by path, not bundled.
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
