import FoundationEssentials
import Synchronization

/// An app's `Info.plist`: the property list Xcode writes beside an app, read the way
/// `Bundle.infoDictionary` gives it — XML or binary, every key kept.
///
/// Scanout looks for `Info.plist` where `Bundle.main` finds resources: the `Resources` folder next
/// to the executable, then `Resources` in the current directory, then the current directory. The
/// keys it honours itself are listed in docs/APPS.md; the rest are the app's to read. A file
/// that cannot be read is reported on standard error (naming it, the reason and the fix) and the
/// app starts as if there were none.
package struct InfoPropertyList {
    /// The file read.
    package let path: String
    /// Its top-level dictionary, values as Foundation gives them (`String`, `Int`, `Double`,
    /// `Bool`, `Date`, `Data`, `[Any]`, `[String: Any]`).
    package let dictionary: [String: Any]

    /// The files already reported unreadable: each is reported once, however often it is read.
    private static let warnedPaths = Mutex<Set<String>>([])

    /// The `Info.plist` of `bundle`, or nil when it has none (or an unreadable one).
    package static func load(for bundle: Bundle?) -> InfoPropertyList? {
        for folder in Bundle.assetFolders(for: bundle) {
            let path = folder + "/Info.plist"
            guard FileManager.default.fileExists(atPath: path) else { continue }
            do {
                return try read(path: path)
            } catch {
                guard warnedPaths.withLock({ $0.insert(path).inserted }) else { return nil }
                Diagnostics.warn(
                    "\(path): \(error). The app starts without its Info.plist; check it is an XML or binary "
                        + "property list whose top level is a dictionary (plutil -lint checks one).")
                return nil
            }
        }
        return nil
    }

    /// Reads and decodes `path`.
    package static func read(path: String) throws -> InfoPropertyList {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InfoPropertyListError.unreadable
        }
        let value = try PropertyListDecoder().decode(PropertyListValue.self, from: data)
        guard case .dictionary(let dictionary) = value else { throw InfoPropertyListError.notADictionary }
        return InfoPropertyList(path: path, dictionary: dictionary.mapValues(\.foundationValue))
    }

    /// `value` with the build settings Xcode substitutes when it copies `Info.plist`:
    /// `$(PRODUCT_MODULE_NAME)` (the module of the app's code), `$(PRODUCT_NAME)` and
    /// `$(EXECUTABLE_NAME)` (the program), `$(DEVELOPMENT_LANGUAGE)` (`en`). Other settings are
    /// left as written. `${NAME}` is the same as `$(NAME)`.
    package static func substitutingBuildSettings(in value: String, module: String, product: String) -> String {
        guard value.contains("$") else { return value }
        var result = value
        let settings = [
            "PRODUCT_MODULE_NAME": module, "PRODUCT_NAME": product, "EXECUTABLE_NAME": product,
            "TARGET_NAME": product, "DEVELOPMENT_LANGUAGE": "en",
        ]
        for (name, replacement) in settings {
            result = result.replacing("$(\(name))", with: replacement)
            result = result.replacing("${\(name)}", with: replacement)
        }
        return result
    }
}

/// Why an `Info.plist` could not be used.
package enum InfoPropertyListError: Error, CustomStringConvertible {
    case unreadable
    case notADictionary

    package var description: String {
        switch self {
        case .unreadable: "cannot be read (check its permissions)"
        case .notADictionary: "its top level is not a dictionary"
        }
    }
}

extension Bundle {
    /// The bundle's `Info.plist` as a dictionary (see `InfoPropertyList` for where it is looked
    /// for); nil when there is none. Read from the file each time.
    public var infoDictionary: [String: Any]? { InfoPropertyList.load(for: self)?.dictionary }

    /// The same as `infoDictionary`: Scanout reads no localized `InfoPlist.strings`.
    public var localizedInfoDictionary: [String: Any]? { infoDictionary }

    /// The value of `key` in `Info.plist`.
    public func object(forInfoDictionaryKey key: String) -> Any? { infoDictionary?[key] }

    /// `CFBundleIdentifier` from `Info.plist`.
    public var bundleIdentifier: String? { infoDictionary?["CFBundleIdentifier"] as? String }
}
