#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Files replaced whole, so that a power cut at any moment leaves the old contents or the new,
/// never a mix or an empty file: settings and saved app state.
///
/// A write goes to a temporary file beside the target (same directory, so the same file system),
/// which is flushed to the disk (`fsync`) before `rename` puts it in the target's place, and the
/// directory is flushed after, so that the rename itself is on the disk. `rename` replaces the
/// directory entry in one step: a reader, or the next boot, sees one file or the other. Without
/// the first `fsync` a journaling file system may commit the rename before the data and leave a
/// zero-length file after a power cut (ext4's `auto_da_alloc` guards some but not all cases).
package enum AtomicFile {
    /// Replaces the file at `path` with `bytes`, creating the directories above it (owner-only,
    /// 0700) when missing. The file gets `permissions` (owner read and write by default).
    package static func write(_ bytes: [UInt8], toPath path: String, permissions: mode_t = 0o600)
        throws(AtomicFileError)
    {
        let directory = directoryName(of: path)
        try makeDirectories(directory)
        let temporary = temporaryPath(for: path)
        let descriptor = SystemCall.retryingInterrupts {
            open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, permissions)
        }
        guard descriptor >= 0 else { throw AtomicFileError(path: temporary, operation: "create", errno: errno) }
        var failure: AtomicFileError?
        if !writeAll(bytes, to: descriptor) {
            failure = AtomicFileError(path: temporary, operation: "write", errno: errno)
        } else if SystemCall.retryingInterrupts({ fsync(descriptor) }) != 0 {
            failure = AtomicFileError(path: temporary, operation: "flush (fsync)", errno: errno)
        }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw failure
        }
        guard rename(temporary, path) == 0 else {
            let failure = AtomicFileError(path: path, operation: "replace (rename)", errno: errno)
            unlink(temporary)
            throw failure
        }
        // The rename is durable once the directory is: a failure here leaves the new file in
        // place, which a power cut might still undo, so it is reported but not rolled back.
        let directoryDescriptor = SystemCall.retryingInterrupts { open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard directoryDescriptor >= 0 else { throw AtomicFileError(path: directory, operation: "open", errno: errno) }
        defer { close(directoryDescriptor) }
        guard SystemCall.retryingInterrupts({ fsync(directoryDescriptor) }) == 0 else {
            throw AtomicFileError(path: directory, operation: "flush (fsync)", errno: errno)
        }
    }

    /// The contents of `path`; nil when there is no such file.
    package static func read(path: String) throws(AtomicFileError) -> [UInt8]? {
        let descriptor = SystemCall.retryingInterrupts { open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw AtomicFileError(path: path, operation: "open", errno: errno)
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                SystemCall.retryingInterrupts { readBytes(descriptor, buffer.baseAddress, buffer.count) }
            }
            if count < 0 { throw AtomicFileError(path: path, operation: "read", errno: errno) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Moves a file that could not be used out of the way, beside it, so that nothing is lost and
    /// the next write does not replace it: `settings.plist` → `settings.plist.unreadable-<seconds>`
    /// (`-<seconds>-2` and on when that is taken). Returns the new path.
    package static func setAside(path: String, reason: String) throws(AtomicFileError) -> String {
        let base = "\(path).\(reason)-\(time(nil))"
        var target = base
        var attempt = 1
        while access(target, F_OK) == 0 {
            attempt += 1
            target = "\(base)-\(attempt)"
        }
        guard rename(path, target) == 0 else {
            throw AtomicFileError(path: path, operation: "move aside", errno: errno)
        }
        return target
    }

    /// Temporary files a killed writer left beside `path` (they are never read): removed.
    package static func removeLeftovers(of path: String) {
        let directory = directoryName(of: path)
        let prefix = temporaryPrefix(for: path)
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(prefix) { unlink(directory + "/" + name) }
        }
    }

    /// `path`'s directory: "." for a bare name.
    package static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    // One temporary name per process: two writers in one process are serialised by their owner.
    private static func temporaryPrefix(for path: String) -> String { "." + fileName(of: path) + ".new-" }

    private static func temporaryPath(for path: String) -> String {
        directoryName(of: path) + "/" + temporaryPrefix(for: path) + String(getpid())
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = SystemCall.retryingInterrupts {
                    writeBytes(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    /// `mkdir -p`, owner-only for the directories it creates.
    private static func makeDirectories(_ directory: String) throws(AtomicFileError) {
        var isDirectory = stat()
        if stat(directory, &isDirectory) == 0 { return }
        let parent = directoryName(of: directory)
        if parent != directory { try makeDirectories(parent) }
        if mkdir(directory, 0o700) != 0, errno != EEXIST {
            throw AtomicFileError(path: directory, operation: "create directory", errno: errno)
        }
    }
}

// The C calls under names the enum's own `read(path:)` and `write(_:toPath:)` do not shadow.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// A file operation that failed: which file, what was being done, and errno's reason.
package struct AtomicFileError: Error, CustomStringConvertible {
    package let path: String
    package let operation: String
    package let code: Int32

    package init(path: String, operation: String, errno code: Int32) {
        self.path = path
        self.operation = operation
        self.code = code
    }

    package var description: String {
        let fix =
            switch code {
            case EACCES, EPERM:
                " (the process's user cannot write there: check the owner and mode, or choose another directory)"
            case ENOSPC: " (the disk is full)"
            case EROFS: " (the file system is read-only: choose a writable directory)"
            default: ""
            }
        return "cannot \(operation) \(path): \(SystemCall.describe(errno: code))\(fix)"
    }
}
