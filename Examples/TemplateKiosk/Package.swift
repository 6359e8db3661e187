// swift-tools-version: 6.0
// An app as Xcode's "App" template writes it for UIKit — an app delegate, a scene delegate named in
// Info.plist, a view controller — moved into a Swift package and run on Scanout. The sources went
// through one run of `scanout-port` (which made the two delegate classes `final`); nothing else
// changed. Info.plist is read from `Resources/` next to the executable or in the current
// directory, as `Bundle.main` finds resources.
import PackageDescription

let package = Package(
    name: "TemplateKiosk",
    dependencies: [
        // Scanout, by path here; from your own repository use its URL and a version.
        .package(name: "Scanout", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "TemplateKiosk", dependencies: [.product(name: "UIKit", package: "Scanout")],
            // Swift 5 mode, as the Xcode project it came from.
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "TemplateKioskTests",
            dependencies: ["TemplateKiosk", .product(name: "ScanoutTesting", package: "Scanout")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
