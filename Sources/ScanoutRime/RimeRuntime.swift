import CRimeLoader
import FoundationEssentials
import ScanoutCore

#if canImport(Glibc)
import Glibc
#endif

/// librime for the whole process: loaded and started once (`setup` and `initialize` are global in
/// librime), reading the data `Tools/deploy-rime.sh` deployed. Main actor.
@MainActor
enum RimeRuntime {
    enum Start {
        case success(UnsafeMutablePointer<RimeApi>)
        /// Why pinyin input cannot work, in words for the log.
        case failure(String)
    }

    /// The library's function table, once started.
    private(set) static var api: UnsafeMutablePointer<RimeApi>?
    /// The deployed data directory in use.
    private(set) static var dataDirectory: String?
    private(set) static var version = "?"
    private static var reported: Set<String> = []
    /// C strings handed to librime's traits: it keeps the pointers, so they live for the process.
    private static var retainedStrings: [UnsafeMutablePointer<CChar>] = []

    /// The library soname loaded.
    static let library = "librime.so.1"
    /// A file every deployed data directory has: the compiled schema.
    static let deployedMarker = "build/\(RimeInputMethod.schema).schema.yaml"

    /// Starts librime with the deployed data in `requested` (nil: found). Once it has started,
    /// later calls share it; one naming other data is refused (librime starts once per process).
    /// A failure is not kept: a later call, once the data is there, starts it.
    static func start(dataDirectory requested: String?) -> Start {
        if let api, let dataDirectory {
            guard let requested, requested != dataDirectory else { return .success(api) }
            if case .failure(let missing) = findData(requested: requested) { return .failure(missing.message) }
            return .failure(
                "Pinyin input: librime already runs with the data in \(dataDirectory) (it starts once per "
                    + "process), so \(requested) is not used. Give every engine the same data directory.")
        }
        return startOnce(requested: requested)
    }

    /// Prints `message` the first time it comes up in this process.
    static func reportOnce(_ message: String) {
        guard reported.insert(message).inserted else { return }
        Diagnostics.warn(message)
    }

    /// The directories searched for deployed data when none is given, in order.
    static func candidateDataDirectories(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> [String]
    {
        var directories: [String] = []
        if let fromEnvironment = environment["SCANOUT_RIME_DATA"], !fromEnvironment.isEmpty {
            directories.append(fromEnvironment)
        }
        var folder = executableDirectory()
        for _ in 0..<4 {
            guard let current = folder else { break }
            directories.append(current + "/rime")
            folder = parent(of: current)
        }
        directories.append("/usr/share/scanout/rime")
        return directories
    }

    // MARK: - Private

    private static let fallbackNote = "The Chinese keyboard types Latin letters meanwhile."

    /// The deployed data directory: `requested`, else the first of the candidates that has it.
    private static func findData(requested: String?) -> Result<String, DataMissing> {
        let searched = requested.map { [$0] } ?? candidateDataDirectories()
        guard let data = searched.first(where: { FileManager.default.fileExists(atPath: $0 + "/" + deployedMarker) })
        else {
            return .failure(
                DataMissing(
                    message: "Pinyin input: no deployed Rime data (no \(deployedMarker) in "
                        + searched.joined(separator: ", ")
                        + "). Run `make rime-data` (Tools/deploy-rime.sh <directory>), or set SCANOUT_RIME_DATA to the "
                        + "directory it deployed. " + fallbackNote))
        }
        return .success(data)
    }

    struct DataMissing: Error {
        var message: String
    }

    private static func startOnce(requested: String?) -> Start {
        let data: String
        switch findData(requested: requested) {
        case .success(let found): data = found
        case .failure(let missing): return .failure(missing.message)
        }
        let environment = ProcessInfo.processInfo.environment
        let shared = environment["SCANOUT_RIME_SHARED_DATA"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/rime-data"
        let dictionary = shared + "/build/luna_pinyin.table.bin"
        guard FileManager.default.fileExists(atPath: dictionary) else {
            return .failure(
                "Pinyin input: Rime's pinyin dictionary \(dictionary) is missing. Install the Debian package "
                    + "rime-data-luna-pinyin (make deps), or set SCANOUT_RIME_SHARED_DATA to where it is. "
                    + fallbackNote)
        }
        var error: UnsafePointer<CChar>?
        guard let api = crime_load(library, &error) else {
            let reason = error.map { String(cString: $0) } ?? "unknown error"
            return .failure(
                "Pinyin input: \(library) cannot be loaded (\(reason)). Install the Debian package librime1 "
                    + "(librime-dev at build time). " + fallbackNote)
        }
        guard crime_has_required_calls(api) != 0 else {
            return .failure("Pinyin input: \(library) is too old (librime 1.5 or later is needed). " + fallbackNote)
        }
        var traits = RimeTraits()
        crime_init_traits(&traits)
        traits.shared_data_dir = retained(shared)
        // Nothing is written at run time (learning is off, no maintenance runs), so the deployed
        // folder serves as the user folder; its `build` is where the deployed schema is read.
        traits.user_data_dir = retained(data)
        traits.staging_dir = retained(data + "/build")
        traits.prebuilt_data_dir = retained(shared + "/build")
        traits.distribution_name = retained("Scanout")
        traits.distribution_code_name = retained("scanout")
        traits.distribution_version = retained("1")
        traits.app_name = retained("rime.scanout")
        // Errors only, and no log files (an empty log folder writes none).
        traits.min_log_level = 2
        traits.log_dir = retained("")
        api.pointee.setup(&traits)
        api.pointee.initialize(&traits)
        // librime's static objects are destroyed by `exit`; its sessions must be gone first.
        crime_finalize_at_exit(api)
        if let getVersion = api.pointee.get_version, let text = getVersion() { version = String(cString: text) }
        self.api = api
        dataDirectory = data
        return .success(api)
    }

    private static func retained(_ string: String) -> UnsafePointer<CChar> {
        let copy = strdup(string)!
        retainedStrings.append(copy)
        return UnsafePointer(copy)
    }

    /// The folder of the running executable (/proc/self/exe), nil when it cannot be read.
    private static func executableDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return parent(of: path)
    }

    private static func parent(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
        return String(path[..<slash])
    }
}
