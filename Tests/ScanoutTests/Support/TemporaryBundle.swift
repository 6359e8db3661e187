import FoundationEssentials
import Testing

@testable import Scanout

/// A bundle folder in the temporary directory whose `Resources` hold the given files (paths
/// relative to `Resources`), for tests of what reads an app's resources. `remove()` deletes it.
struct TemporaryBundle {
    let bundle: Bundle
    let folder: String

    init(named prefix: String, resources files: [String: [UInt8]]) throws {
        folder = FileManager.default.temporaryDirectory.path + "/\(prefix)-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/Resources", withIntermediateDirectories: true)
        for (path, bytes) in files {
            let file = folder + "/Resources/" + path
            let directory = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: file, contents: Data(bytes)), "\(file) written")
        }
        bundle = try #require(Bundle(path: folder))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
