import FoundationEssentials
import Testing

@testable import Scanout

#if canImport(Glibc)
import Glibc
#endif

/// `UserDefaults` as UIKit code uses it, kept in a file that is replaced whole. (The SIGKILL test
/// of the same file is Tests/PowerCutTests; the file's place is tested in a child process there
/// and in `AppDataDirectoryTests`.)
@MainActor
@Suite struct UserDefaultsTests {
    /// A scratch folder for one test's settings file.
    struct Scratch {
        let folder =
            FileManager.default.temporaryDirectory.path + "/scanout-defaults-\(UInt32.random(in: 0...UInt32.max))"
        var file: String { folder + "/UserDefaults.plist" }
        func names() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? [] }
        func remove() { try? FileManager.default.removeItem(atPath: folder) }
    }

    @Test func everyKindOfValueSurvivesARestart() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let date = Date(timeIntervalSince1970: 1_700_000_000.5)
        do {
            let defaults = UserDefaults(file: scratch.file)
            defaults.set("Ada", forKey: "name")
            defaults.set(42, forKey: "visits")
            defaults.set(2.5, forKey: "volume")
            defaults.set(Float(0.25), forKey: "brightness")
            defaults.set(true, forKey: "welcomed")
            defaults.set(date, forKey: "lastVisit")
            defaults.set(Data([0, 1, 2, 255]), forKey: "token")
            defaults.set(URL(string: "https://example.com/kiosk?id=7")!, forKey: "server")
            defaults.set(URL(fileURLWithPath: "/var/lib/kiosk/menu.json"), forKey: "menu")
            defaults.set(["a", "b"], forKey: "letters")
            defaults.set(["nested": ["x": 1, "y": [true, "z"]]] as [String: Any], forKey: "tree")
            #expect(defaults.synchronize())
        }
        let reopened = UserDefaults(file: scratch.file)
        #expect(reopened.string(forKey: "name") == "Ada")
        #expect(reopened.integer(forKey: "visits") == 42)
        #expect(reopened.object(forKey: "visits") as? Int == 42)
        #expect(reopened.double(forKey: "volume") == 2.5)
        #expect(reopened.object(forKey: "volume") as? Double == 2.5)
        #expect(reopened.float(forKey: "brightness") == 0.25)
        #expect(reopened.bool(forKey: "welcomed"))
        #expect(reopened.object(forKey: "welcomed") as? Bool == true)
        #expect(reopened.object(forKey: "lastVisit") as? Date == date)
        #expect(reopened.data(forKey: "token") == Data([0, 1, 2, 255]))
        #expect(reopened.url(forKey: "server") == URL(string: "https://example.com/kiosk?id=7"))
        #expect(reopened.url(forKey: "menu")?.path == "/var/lib/kiosk/menu.json")
        #expect(reopened.stringArray(forKey: "letters") == ["a", "b"])
        let tree = try #require(reopened.dictionary(forKey: "tree")?["nested"] as? [String: Any])
        #expect(tree["x"] as? Int == 1)
        #expect((tree["y"] as? [Any])?.first as? Bool == true)
        #expect(reopened.dictionaryRepresentation().count == 11)
    }

    @Test func accessorsConvertAsFoundationsDo() {
        let defaults = UserDefaults(file: nil)
        #expect(defaults.integer(forKey: "missing") == 0)
        #expect(defaults.double(forKey: "missing") == 0)
        #expect(!defaults.bool(forKey: "missing"))
        #expect(defaults.string(forKey: "missing") == nil)
        #expect(defaults.object(forKey: "missing") == nil)
        defaults.set("12", forKey: "text number")
        #expect(defaults.integer(forKey: "text number") == 12)
        defaults.set(" 2.5 ", forKey: "spaced")
        #expect(defaults.double(forKey: "spaced") == 2.5)
        defaults.set("YES", forKey: "yes")
        #expect(defaults.bool(forKey: "yes"))
        defaults.set(7.9, forKey: "real")
        #expect(defaults.integer(forKey: "real") == 7)
        #expect(defaults.string(forKey: "real") == "7.9")
        defaults.set(3, forKey: "int")
        #expect(defaults.string(forKey: "int") == "3")
        #expect(defaults.bool(forKey: "int"))
        #expect(defaults.array(forKey: "int") == nil)
        defaults.set(["a", 1] as [Any], forKey: "mixed")
        #expect(defaults.stringArray(forKey: "mixed") == nil)
        #expect(defaults.array(forKey: "mixed")?.count == 2)
        // Key-value coding's spelling reads and writes the same values.
        defaults.setValue("kvc", forKey: "kvc")
        #expect(defaults.value(forKey: "kvc") as? String == "kvc")
        // Setting nil removes.
        defaults.set(nil, forKey: "kvc")
        #expect(defaults.object(forKey: "kvc") == nil)
    }

    @Test func registeredDefaultsAnswerUntilTheAppSetsAValueAndAreNeverWritten() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let defaults = UserDefaults(file: scratch.file)
        defaults.register(defaults: ["volume": 0.8, "language": "en"])
        #expect(defaults.double(forKey: "volume") == 0.8)
        defaults.set(0.3, forKey: "volume")
        #expect(defaults.double(forKey: "volume") == 0.3)
        defaults.removeObject(forKey: "volume")
        #expect(defaults.double(forKey: "volume") == 0.8)
        #expect(defaults.dictionaryRepresentation()["language"] as? String == "en")
        #expect(defaults.persistentDomain(forName: UserDefaults.registrationDomain)?.count == 2)
        #expect(defaults.synchronize())
        let reopened = UserDefaults(file: scratch.file)
        #expect(reopened.object(forKey: "language") == nil)
        #expect(reopened.object(forKey: "volume") == nil)
    }

    @Test func theAppsDomainResetsAndReplacesItsValues() {
        let defaults = UserDefaults(file: nil)
        defaults.set(1, forKey: "a")
        defaults.set(2, forKey: "b")
        let name = AppDataDirectory.appName
        #expect(defaults.persistentDomain(forName: name)?.count == 2)
        #expect(defaults.persistentDomain(forName: "some.other.app") == nil)
        defaults.removePersistentDomain(forName: "some.other.app")
        #expect(defaults.integer(forKey: "a") == 1)
        defaults.removePersistentDomain(forName: name)
        #expect(defaults.object(forKey: "a") == nil)
        defaults.setPersistentDomain(["c": 3], forName: name)
        #expect(defaults.integer(forKey: "c") == 3)
        #expect(defaults.dictionaryRepresentation().count == 1)
    }

    @Test func hostileValuesAreKeptOrRefusedButNeverTrap() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        var random = SplitMix64(seed: 0xDEFA_0175)
        let defaults = UserDefaults(file: scratch.file)
        let strange: [String: Any] = [
            "": "empty key",
            "empty": "",
            "nul \u{0} inside": "control \u{0}\u{1}\u{1F} characters",
            "emoji 👩🏽‍💻": "right-to-left \u{202E} ﷽",
            "nan": Double.nan,
            "infinity": Double.infinity,
            "minus infinity": -Double.infinity,
            "huge": Int.max,
            "tiny": Int.min,
            "unsigned": UInt64.max,
            "subnormal": Double.leastNonzeroMagnitude,
            "long": String(repeating: "x", count: 1_000_000),
            "deep": (0..<200).reduce(["leaf": 1] as [String: Any]) { inner, _ in ["down": inner] },
            "empty array": [Any](),
            "empty dictionary": [String: Any](),
        ]
        for (key, value) in strange { defaults.set(value, forKey: key) }
        // Not property lists: refused with a warning, not stored, nothing traps.
        final class Thing {}
        defaults.set(Thing(), forKey: "object")
        defaults.set([Thing()], forKey: "array of objects")
        defaults.set([1: "integer key"] as [AnyHashable: Any], forKey: "integer keys")
        defaults.set(["fine": Thing()] as [String: Any], forKey: "dictionary of objects")
        for key in ["object", "array of objects", "integer keys", "dictionary of objects"] {
            #expect(defaults.object(forKey: key) == nil, "\(key)")
        }
        // Random keys and values, set and removed.
        for _ in 0..<2_000 {
            let key = "random \(random.next() % 50)"
            switch random.next() % 4 {
            case 0: defaults.set(Double(bitPattern: random.next()), forKey: key)
            case 1: defaults.set(Int(bitPattern: UInt(random.next())), forKey: key)
            case 2: defaults.set(String(repeating: "y", count: Int(random.next() % 100)), forKey: key)
            default: defaults.removeObject(forKey: key)
            }
        }
        #expect(defaults.synchronize())
        let reopened = UserDefaults(file: scratch.file)
        #expect(reopened.string(forKey: "") == "empty key")
        #expect(reopened.string(forKey: "nul \u{0} inside") == "control \u{0}\u{1}\u{1F} characters")
        #expect(reopened.string(forKey: "emoji 👩🏽‍💻") == "right-to-left \u{202E} ﷽")
        #expect(reopened.double(forKey: "nan").isNaN)
        #expect(reopened.integer(forKey: "nan") == 0)
        #expect(reopened.double(forKey: "infinity") == .infinity)
        #expect(reopened.integer(forKey: "infinity") == 0)
        #expect(reopened.double(forKey: "minus infinity") == -.infinity)
        #expect(reopened.integer(forKey: "huge") == Int.max)
        #expect(reopened.integer(forKey: "tiny") == Int.min)
        #expect(reopened.double(forKey: "unsigned") == Double(UInt64.max))
        #expect(reopened.integer(forKey: "unsigned") == 0)
        #expect(reopened.double(forKey: "subnormal") == .leastNonzeroMagnitude)
        #expect(reopened.string(forKey: "long")?.count == 1_000_000)
        #expect(reopened.dictionary(forKey: "deep") != nil)
        #expect(reopened.array(forKey: "empty array")?.isEmpty == true)
        #expect(reopened.dictionary(forKey: "empty dictionary")?.isEmpty == true)
        #expect(reopened.string(forKey: "empty") == "")
        #expect(reopened.dictionaryRepresentation().count == defaults.dictionaryRepresentation().count)
    }

    @Test func aDamagedFileIsSetAsideAndTheAppStartsFromItsDefaults() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.folder, withIntermediateDirectories: true)
        for damaged in [Array("bplist00\u{1}\u{2}".utf8), [], Array("<plist><array/></plist>".utf8)] {
            #expect(FileManager.default.createFile(atPath: scratch.file, contents: Data(damaged)))
            let defaults = UserDefaults(file: scratch.file)
            defaults.register(defaults: ["volume": 0.5])
            #expect(defaults.double(forKey: "volume") == 0.5)
            #expect(defaults.dictionaryRepresentation().count == 1)
            #expect(!FileManager.default.fileExists(atPath: scratch.file))
        }
        // Three set aside within the same second: none replaced another.
        let asides = scratch.names().filter { $0.hasPrefix("UserDefaults.plist.unreadable-") }
        #expect(asides.count == 3, "\(scratch.names())")
        // And the next change writes a good file again.
        let defaults = UserDefaults(file: scratch.file)
        defaults.set("fresh", forKey: "state")
        #expect(defaults.synchronize())
        #expect(UserDefaults(file: scratch.file).string(forKey: "state") == "fresh")
    }

    @Test func aWriterKilledMidWriteLeavesATemporaryFileThatTheNextStartRemoves() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        do {
            let defaults = UserDefaults(file: scratch.file)
            defaults.set(1, forKey: "kept")
            #expect(defaults.synchronize())
        }
        let leftover = scratch.folder + "/.UserDefaults.plist.new-99999"
        #expect(FileManager.default.createFile(atPath: leftover, contents: Data([1, 2, 3])))
        let defaults = UserDefaults(file: scratch.file)
        #expect(defaults.integer(forKey: "kept") == 1)
        #expect(scratch.names() == ["UserDefaults.plist"])
    }

    @Test func anUnwritablePlaceKeepsTheValuesInMemoryAndSaysSo() {
        // A directory that cannot be made: under a regular file.
        let scratch = Scratch()
        defer { scratch.remove() }
        try? FileManager.default.createDirectory(atPath: scratch.folder, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: scratch.folder + "/file", contents: Data()))
        let defaults = UserDefaults(file: scratch.folder + "/file/sub/UserDefaults.plist")
        defaults.set("kept", forKey: "value")
        #expect(!defaults.synchronize())
        #expect(defaults.string(forKey: "value") == "kept")
        defaults.set("still kept", forKey: "value")
        #expect(!defaults.synchronize())
        #expect(defaults.string(forKey: "value") == "still kept")
    }

    @Test func changesAreWrittenSoonWithoutSynchronize() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let defaults = UserDefaults(file: scratch.file)
        defaults.set("soon", forKey: "state")
        // The write runs on a background queue: wait for the file, up to five seconds.
        var waited = 0
        while UserDefaults(file: scratch.file).string(forKey: "state") != "soon", waited < 500 {
            usleep(10_000)
            waited += 1
        }
        #expect(UserDefaults(file: scratch.file).string(forKey: "state") == "soon")
    }

    @Test func observersHearOfEachChangeAndMayChangeSettingsFromTheirBlock() {
        let defaults = UserDefaults(file: nil)
        var heard = 0
        let token = NotificationCenter.default.addObserver(
            forName: UserDefaults.didChangeNotification, object: defaults, queue: nil
        ) { note in
            heard += 1
            // Calling back into the defaults from the observer: a change made here is heard too,
            // and the second one settles (setting the same value again is not a change).
            let object = note.object as? UserDefaults
            object?.set(true, forKey: "observed")
        }
        defer { NotificationCenter.default.removeObserver(token) }
        defaults.set(1, forKey: "a")
        #expect(heard == 2)
        defaults.set(1, forKey: "a")
        #expect(heard == 2)
        defaults.removeObject(forKey: "a")
        #expect(heard == 3)
        #expect(defaults.bool(forKey: "observed"))
    }

    @Test func manyThreadsSetAndReadAtOnce() async throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let defaults = UserDefaults(file: scratch.file)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for step in 0..<500 {
                        defaults.set(step, forKey: "worker \(worker)")
                        _ = defaults.integer(forKey: "worker \((worker + 1) % 8)")
                    }
                }
            }
        }
        #expect(defaults.synchronize())
        let reopened = UserDefaults(file: scratch.file)
        for worker in 0..<8 { #expect(reopened.integer(forKey: "worker \(worker)") == 499) }
    }

    @Test func tenThousandChangesKeepTheFileAndTheObjectSmall() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        weak var released: UserDefaults?
        do {
            let defaults = UserDefaults(file: scratch.file)
            released = defaults
            for step in 0..<10_000 { defaults.set(step, forKey: "counter \(step % 10)") }
            #expect(defaults.synchronize())
        }
        #expect(released == nil)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: scratch.file)[.size] as? Int)
        #expect(size < 1_000)
        #expect(UserDefaults(file: scratch.file).integer(forKey: "counter 9") == 9_999)
    }

    @Test func suitesAreFilesBesideTheAppsAndBadNamesAreRefused() throws {
        #expect(UserDefaults(suiteName: UserDefaults.globalDomain) == nil)
        #expect(UserDefaults(suiteName: "../escape") == nil)
        #expect(UserDefaults(suiteName: "..") == nil)
        #expect(UserDefaults(suiteName: nil) != nil)
    }
}

/// Where settings go.
@Suite struct AppDataDirectoryTests {
    @Test func theBoardsDirectoryWinsOverTheXDGLocations() {
        #expect(AppDataDirectory.path(configuredByBoard: "/var/lib/kiosk") == "/var/lib/kiosk")
        #expect(
            AppDataDirectory.path(configuredByBoard: nil).hasSuffix(
                "/" + AppDataDirectory.sanitizedName(AppDataDirectory.appName)))
    }

    @Test func anAppNameIsOnePathComponent() {
        #expect(AppDataDirectory.sanitizedName("com.example.kiosk") == "com.example.kiosk")
        #expect(AppDataDirectory.sanitizedName("a/b") == "a_b")
        #expect(AppDataDirectory.sanitizedName("..") == "app")
        #expect(AppDataDirectory.sanitizedName("") == "app")
    }
}
