import FoundationEssentials
import Synchronization

/// The sets in the Xcode asset catalogs (`*.xcassets`) of a resources folder: colour sets for
/// `UIColor(named:)`, image sets for `UIImage(named:)`. Each folder's catalogs are walked once per
/// kind. A set is named by its folder name without the extension, prefixed by the names of the
/// folders above it that provide a namespace (`"Icons/Print"`); the first catalog in name order that
/// has a name gives it.
enum AssetCatalogFolders {
    /// The kind of set, by its folder's extension.
    enum Kind: String, Sendable {
        case color = ".colorset"
        case image = ".imageset"
    }

    /// The sets of each kind in each folder searched so far: name → the set's `Contents.json`.
    private static let setsByFolder = Mutex<[String: [String: String]]>([:])

    /// The sets of `kind` in the catalogs directly in `folder`, by name.
    static func sets(in folder: String, kind: Kind) -> [String: String] {
        let key = folder + "\u{0}" + kind.rawValue
        if let sets = setsByFolder.withLock({ $0[key] }) { return sets }
        var sets: [String: String] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
            collect(kind, inFolder: folder + "/" + catalog, namespace: [], into: &sets)
        }
        setsByFolder.withLock { $0[key] = sets }
        return sets
    }

    /// Adds the sets in a catalog's folder and the folders in it; only a folder that provides a
    /// namespace adds its name to the names of the sets inside it.
    private static func collect(
        _ kind: Kind, inFolder folder: String, namespace: [String], into sets: inout [String: String]
    ) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() {
            let path = folder + "/" + entry
            if entry.hasSuffix(kind.rawValue) {
                let name = (namespace + [String(entry.dropLast(kind.rawValue.count))]).joined(separator: "/")
                if sets[name] == nil { sets[name] = path + "/Contents.json" }
                continue
            }
            var isDirectory = false
            guard !entry.contains("."), FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                isDirectory
            else { continue }
            collect(
                kind, inFolder: path, namespace: providesNamespace(path) ? namespace + [entry] : namespace, into: &sets)
        }
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
            let contents = try? JSONDecoder().decode(FolderContents.self, from: data)
        else { return false }
        return contents.properties?.providesNamespace ?? false
    }

    private struct FolderContents: Decodable {
        var properties: Properties?

        struct Properties: Decodable {
            var providesNamespace: Bool?

            enum CodingKeys: String, CodingKey {
                case providesNamespace = "provides-namespace"
            }
        }
    }
}
