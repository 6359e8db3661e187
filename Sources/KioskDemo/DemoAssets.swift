import FoundationEssentials
import Scanout

/// The demo's images, as a bundle: `SCANOUT_DEMO_ASSETS` if set, else the `Assets` folder beside
/// this source file (how `make demo` runs it from the source tree), else `Assets` in the working
/// directory (how a board image ships it).
///
/// ```swift
/// UIImage(named: "logo", in: DemoAssets.bundle, compatibleWith: nil)
/// ```
public enum DemoAssets {
    public static let bundle: Bundle? = {
        var folders: [String] = []
        if let configured = ProcessInfo.processInfo.environment["SCANOUT_DEMO_ASSETS"] { folders.append(configured) }
        let sourceFolder = String(
            #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
                .joined(separator: "/"))
        folders += [sourceFolder + "/Assets", "Assets"]
        return folders.lazy.compactMap { Bundle(path: $0) }.first
    }()
}
