import Glibc

/// The app's resources: files shipped in a folder next to the executable.
///
/// On Linux there is no `.app` bundle, so `Bundle.main` is the executable's directory and its
/// resources are in `Resources/` there (`/opt/kiosk/kiosk` → `/opt/kiosk/Resources/logo.png`):
///
/// ```swift
/// let url = Bundle.main.url(forResource: "visitors", withExtension: "json")
/// let path = Bundle.main.path(forResource: "logo", ofType: "png")
/// ```
///
/// `UIImage(named:)` looks there first. `Bundle(path:)` opens another folder: one laid out the
/// same way, or a flat folder of resources. Lookups only test whether a file exists; nothing is cached. Immutable.
open class Bundle: NSObject, @unchecked Sendable {
    // Safety: every stored property is a `let` of a Sendable value.

    /// The folder holding the executable.
    public let bundlePath: String

    /// The folder resources are read from: `Resources` in `bundlePath`.
    public let resourcePath: String?

    /// The executable's bundle.
    public static let main = Bundle(executableDirectory: Bundle.executableDirectory())

    /// A bundle for the folder `path`; nil when it is not a directory. Its resources are in its
    /// `Resources` folder when it has one, else in the folder itself (a flat bundle, as SwiftPM
    /// copies a target's resources on Linux).
    public init?(path: String) {
        guard Bundle.isDirectory(path) else { return nil }
        bundlePath = path
        resourcePath = Bundle.isDirectory(path + "/Resources") ? path + "/Resources" : path
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    public convenience init?(url: URL) {
        self.init(path: url.path)
    }

    public var bundleURL: URL { URL(fileURLWithPath: bundlePath, isDirectory: true) }
    public var resourceURL: URL? { resourcePath.map { URL(fileURLWithPath: $0, isDirectory: true) } }

    /// The path of the resource `name` (with the extension `ext`, if given) in `subpath` of the
    /// resource folder, or nil when there is no such file or folder. Folders are resources too, as
    /// in Foundation: `path(forResource: "de", ofType: "lproj")` finds a language's folder.
    open func path(forResource name: String?, ofType ext: String?, inDirectory subpath: String? = nil) -> String? {
        guard let resourcePath, let name, !name.isEmpty else { return nil }
        var file = resourcePath
        if let subpath, !subpath.isEmpty { file += "/" + subpath }
        file += "/" + name
        if let ext, !ext.isEmpty { file += ext.hasPrefix(".") ? ext : "." + ext }
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        return file
    }

    /// The URL of the resource `name` with extension `ext` in `subpath`, or nil when there is none.
    open func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String? = nil) -> URL? {
        path(forResource: name, ofType: ext, inDirectory: subpath).map { URL(fileURLWithPath: $0) }
    }

    open override var description: String { "Bundle <\(bundlePath)>" }

    /// The folders `UIImage(named:)` and `UIColor(named:)` look in, in order, for `bundle`: its
    /// resources; for the main bundle (or nil) also the current directory's `Resources` folder and
    /// the current directory, so an app run from its source folder finds its assets.
    static func assetFolders(for bundle: Bundle?) -> [String] {
        var folders = [(bundle ?? .main).resourcePath].compactMap { $0 }
        if bundle == nil || bundle === Bundle.main {
            let current = FileManager.default.currentDirectoryPath
            folders += [current + "/Resources", current]
        }
        return folders
    }

    // MARK: - Private

    private init(executableDirectory: String) {
        bundlePath = executableDirectory
        resourcePath = executableDirectory + "/Resources"
    }

    /// The directory of `/proc/self/exe`, else the current directory.
    private static func executableDirectory() -> String {
        guard let path = executablePath() else { return FileManager.default.currentDirectoryPath }
        return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    }

    /// The running executable's file name (`/opt/kiosk/kiosk` → `kiosk`); "app" when the kernel
    /// does not say.
    static var executableName: String {
        guard let path = executablePath(), let slash = path.lastIndex(of: "/") else { return "app" }
        let name = String(path[path.index(after: slash)...])
        return name.isEmpty ? "app" : name
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
