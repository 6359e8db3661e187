// swift-tools-version: 6.0
// Your own kiosk app on Scanout: a library with its screens (so tests can use them), the app with
// its `@main` delegate, and tests that drive the screens headless.
import PackageDescription

let package = Package(
    name: "HelloKiosk",
    dependencies: [
        // Scanout, by path here; from your own repository use its URL and a version:
        // .package(url: "https://example.com/scanout.git", from: "1.0.0")
        .package(name: "Scanout", path: "../..")
    ],
    targets: [
        .target(name: "HelloKiosk", dependencies: [.product(name: "UIKit", package: "Scanout")]),
        .executableTarget(name: "hello-kiosk", dependencies: ["HelloKiosk"]),
        // The same app from a main.swift calling UIApplicationMain with the delegate's class name,
        // as older UIKit code does (launch-test.sh runs both).
        .executableTarget(name: "hello-kiosk-classic", dependencies: ["HelloKiosk"]),
        .testTarget(
            name: "HelloKioskTests",
            dependencies: ["HelloKiosk", .product(name: "ScanoutTesting", package: "Scanout")],
            exclude: ["__Snapshots__"]),
    ]
)
