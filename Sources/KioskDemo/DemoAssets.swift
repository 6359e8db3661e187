import FoundationEssentials
import Scanout

/// Where the demo's images are: `SCANOUT_DEMO_ASSETS` if set, else the `Assets` folder beside
/// this source file (how `make demo` runs it from the source tree), else `Assets` beside the
/// working directory (how a board image ships it).
@MainActor
public enum DemoAssets {
    public static func configureSearchPaths() {
        var paths: [String] = []
        if let configured = ProcessInfo.processInfo.environment["SCANOUT_DEMO_ASSETS"] { paths.append(configured) }
        let sourceFolder = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/"))
        paths.append(sourceFolder + "/Assets")
        paths.append("Assets")
        UIImage.searchPaths = paths + UIImage.searchPaths
    }
}
