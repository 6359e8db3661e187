import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// A /sys/class/backlight of plain files in a temporary directory: each device a folder with
/// `brightness`, `max_brightness` and `actual_brightness`, as the kernel lays them out.
final class FakeSysfs {
    let root: String

    init() {
        var template = Array("/tmp/scanout-backlight-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed")
        root = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        _ = try? FileManager.default.removeItem(atPath: root)
    }

    /// Adds a device `name` with `max_brightness` `maximum`, showing `current`.
    func addDevice(_ name: String, maximum: Int, current: Int) {
        try? FileManager.default.createDirectory(atPath: "\(root)/\(name)", withIntermediateDirectories: true)
        write("\(maximum)\n", to: "\(name)/max_brightness")
        write("\(current)\n", to: "\(name)/brightness")
        write("\(current)\n", to: "\(name)/actual_brightness")
    }

    func write(_ text: String, to file: String) {
        _ = FileManager.default.createFile(atPath: "\(root)/\(file)", contents: Data(text.utf8))
    }

    /// The number in `<device>/brightness`, as the kernel would read it.
    func brightness(of device: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: "\(root)/\(device)/brightness") else { return nil }
        return Int(String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).first ?? "")
    }
}
