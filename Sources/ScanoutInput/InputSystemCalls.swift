import CInput
import ScanoutCore

#if canImport(Glibc)
import Glibc
#endif

/// The input backend's system calls, in one place: libinput opens and closes every device
/// through `interface`, which hands the call to the `DeviceAccess` whose object pointer is the
/// context's user data (`userData(for:)`): directly, or through the seat manager.
enum InputSystemCalls {
    /// What libinput calls to open and close devices. libinput keeps the pointer for the life of
    /// the context, so it is made once and never freed.
    // Safety: written once, here, before any context exists, and only read afterwards (by
    // libinput, on the main queue), so sharing it across isolation domains is sound.
    nonisolated(unsafe) static let interface: UnsafePointer<libinput_interface> = {
        let interface = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
        interface.initialize(
            to: libinput_interface(
                open_restricted: { path, flags, userData in
                    guard let path, let address = userData.map(UInt.init(bitPattern:)) else { return -EINVAL }
                    let pathString = String(cString: path)
                    // libinput calls back from inside its own calls, which run on the main queue
                    // (the access's address crosses into the main actor as a number).
                    return MainActor.assumeIsolated {
                        guard let access = access(at: address) else { return -EINVAL }
                        // The negative errno on failure, as libinput wants.
                        return access.openDevice(path: pathString, flags: flags)
                    }
                },
                close_restricted: { fd, userData in
                    guard let address = userData.map(UInt.init(bitPattern:)) else {
                        _ = close(fd)
                        return
                    }
                    MainActor.assumeIsolated {
                        guard let access = access(at: address) else {
                            _ = close(fd)
                            return
                        }
                        access.closeDevice(fd)
                    }
                }))
        return UnsafePointer(interface)
    }()

    /// The user data that makes libinput open devices through `access`. Unretained: the source
    /// that owns the context keeps `access` alive for as long as the context.
    @MainActor
    static func userData(for access: DeviceAccess) -> UnsafeMutableRawPointer {
        Unmanaged.passUnretained(access as AnyObject).toOpaque()
    }

    @MainActor
    private static func access(at address: UInt) -> DeviceAccess? {
        guard let userData = UnsafeMutableRawPointer(bitPattern: address) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(userData).takeUnretainedValue() as? DeviceAccess
    }
}
