import Dispatch
import FoundationEssentials

/// A dictionary kept in a property-list file that is replaced whole (`AtomicFile`): the app's
/// settings (`UserDefaults`) and its saved state (`StateRestoration`).
///
/// Writes run one at a time on `writes`, off the main thread, for every such file of the process.
///
/// Reading never stops the app. A file that cannot be used is moved aside, so nothing is lost and
/// the next write does not replace it. Either way one line on standard error names the file, says
/// why, and says what the app does instead.
enum PropertyListFile {
    /// The queue every write of these files runs on, one at a time.
    static let writes = DispatchQueue(label: "Scanout.PropertyListFile.writes", qos: .utility)

    /// The dictionary in `path` as `read` gives it, once the writes this process queued have
    /// finished (what they wrote is what is read, and their temporary files are not taken for
    /// leftovers), and after the temporary files a killed writer left are removed.
    static func open(
        path: String, owner: String, fallback: String, isUsable: ([String: PropertyListValue]) -> Bool = { _ in true }
    ) -> [String: PropertyListValue]? {
        writes.sync {}
        AtomicFile.removeLeftovers(of: path)
        return read(path: path, owner: owner, fallback: fallback, isUsable: isUsable)
    }

    /// The dictionary in `path`; nil when there is no file, or when it cannot be read or is not
    /// what `isUsable` accepts. `owner` and `fallback` complete the warning:
    /// "UserDefaults: … The app starts from its registered defaults."
    private static func read(
        path: String, owner: String, fallback: String, isUsable: ([String: PropertyListValue]) -> Bool = { _ in true }
    ) -> [String: PropertyListValue]? {
        let bytes: [UInt8]?
        do {
            bytes = try AtomicFile.read(path: path)
        } catch {
            Diagnostics.warn("\(owner): \(error). \(fallback)")
            return nil
        }
        guard let bytes else { return nil }
        if let decoded = try? PropertyListDecoder().decode(PropertyListValue.self, from: Data(bytes)),
            case .dictionary(let values) = decoded, isUsable(values)
        {
            return values
        }
        do {
            let aside = try AtomicFile.setAside(path: path, reason: "unreadable")
            Diagnostics.warn(
                "\(owner): \(path) is not a property list this version of Scanout reads (damaged, or written by "
                    + "another program); it was moved to \(aside). \(fallback)")
        } catch {
            Diagnostics.warn("\(owner): \(path) is not a readable property list, and \(error). \(fallback)")
        }
        return nil
    }

    /// `values` as the bytes of a binary property list: compact, and it keeps any string (an XML
    /// one cannot hold most control characters).
    static func encode(_ values: [String: PropertyListValue]) throws -> [UInt8] {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        return Array(try encoder.encode(PropertyListValue.dictionary(values)))
    }
}
