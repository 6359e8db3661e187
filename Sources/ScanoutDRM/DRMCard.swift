import CDRM
import ScanoutCore

#if canImport(Glibc)
import Glibc
#endif

/// An open DRM card: its connectors and modes, and the calls the display needs — dumb buffers
/// mapped into memory, setting a CRTC, page flips. Thin over libdrm; the choices (which
/// connector, which mode, what to copy) are made elsewhere, where they can be tested.
@MainActor
final class DRMCard {
    let path: String
    let fd: Int32
    /// Who opened the card, and gets it back when the card is closed.
    private let access: DeviceAccess

    /// Opens the card at `path` read-write, through `access` (directly, or from the seat manager).
    init(path: String, access: DeviceAccess) throws(DisplaySetupError) {
        let fd = access.openDevice(path: path, flags: O_RDWR)
        guard fd >= 0 else {
            let code = -fd
            let reason = SystemCall.errorText(code)
            let fix =
                code == EACCES || code == EPERM
                ? (access.ownsConsole
                    ? "The seat manager refused it: is this session the active one on its seat (its VT in front)?"
                    : "Run under a seat manager (seatd, with the user in its group; or a logind session), or as a "
                        + "member of the 'video' group (usermod -aG video <user>), or as root.")
                : code == ENOENT
                    ? "No such card: check display.card in the board file, or use \"auto\"."
                    : "Check that the DRM driver is loaded (ls /dev/dri)."
            throw DisplaySetupError("cannot open \(path): \(reason). \(fix)")
        }
        self.path = path
        self.fd = fd
        self.access = access
    }

    isolated deinit {
        access.closeDevice(fd)
    }

    /// The cards in /dev/dri, in name order.
    static func cardPaths() -> [String] {
        guard let directory = opendir("/dev/dri") else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("card") { names.append("/dev/dri/" + name) }
        }
        return names.sorted()
    }

    /// One connector with what the display code needs to drive it.
    struct Connector {
        var info: ConnectorInfo
        var id: UInt32
        var modes: [drmModeModeInfo]
        var encoderIDs: [UInt32]
        var currentEncoderID: UInt32
    }

    /// Every connector of the card.
    func connectors() throws(DisplaySetupError) -> [Connector] {
        guard let resources = drmModeGetResources(fd) else {
            throw DisplaySetupError(
                "\(path) is not a KMS display device (drmModeGetResources failed: "
                    + "\(SystemCall.errorText(errno))). Pick another card in display.card.")
        }
        defer { drmModeFreeResources(resources) }
        var result: [Connector] = []
        for index in 0..<Int(resources.pointee.count_connectors) {
            guard let connector = drmModeGetConnector(fd, resources.pointee.connectors[index]) else { continue }
            defer { drmModeFreeConnector(connector) }
            let c = connector.pointee
            let typeName = drmModeGetConnectorTypeName(c.connector_type).map { String(cString: $0) } ?? "Unknown"
            let modes = (0..<Int(c.count_modes)).map { c.modes[$0] }
            let infos = modes.map { mode in
                ModeInfo(
                    width: Int(mode.hdisplay), height: Int(mode.vdisplay), refreshRate: Int(mode.vrefresh),
                    isPreferred: mode.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0)
            }
            result.append(
                Connector(
                    info: ConnectorInfo(
                        name: "\(typeName)-\(c.connector_type_id)",
                        isConnected: c.connection == DRM_MODE_CONNECTED, modes: infos),
                    id: c.connector_id, modes: modes,
                    encoderIDs: (0..<Int(c.count_encoders)).map { c.encoders[$0] }, currentEncoderID: c.encoder_id))
        }
        return result
    }

    /// A CRTC that can drive `connector`: its current one, else the first its encoders allow.
    func crtc(for connector: Connector) throws(DisplaySetupError) -> UInt32 {
        if connector.currentEncoderID != 0, let encoder = drmModeGetEncoder(fd, connector.currentEncoderID) {
            defer { drmModeFreeEncoder(encoder) }
            if encoder.pointee.crtc_id != 0 { return encoder.pointee.crtc_id }
        }
        guard let resources = drmModeGetResources(fd) else {
            throw DisplaySetupError(
                "\(path): cannot list its CRTCs for connector \(connector.info.name) "
                    + "(drmModeGetResources failed: \(SystemCall.errorText(errno))). Check that the DRM driver is "
                    + "loaded, or pick another card in display.card.")
        }
        defer { drmModeFreeResources(resources) }
        for encoderID in connector.encoderIDs {
            guard let encoder = drmModeGetEncoder(fd, encoderID) else { continue }
            defer { drmModeFreeEncoder(encoder) }
            for index in 0..<Int(resources.pointee.count_crtcs)
            where encoder.pointee.possible_crtcs & (1 << index) != 0 {
                return resources.pointee.crtcs[index]
            }
        }
        throw DisplaySetupError("\(path): no CRTC can drive connector \(connector.info.name).")
    }

    /// A dumb (CPU-drawn) scanout buffer, mapped into memory.
    final class DumbBuffer {
        let width: Int
        let height: Int
        let stride: Int
        let framebufferID: UInt32
        let memory: UnsafeMutableRawPointer
        let handle: UInt32
        private let size: Int
        private unowned let card: DRMCard

        init(card: DRMCard, width: Int, height: Int) throws(DisplaySetupError) {
            var create = drm_mode_create_dumb()
            create.width = UInt32(width)
            create.height = UInt32(height)
            create.bpp = 32
            guard drmIoctl(card.fd, scanout_drm_ioctl_create_dumb(), &create) == 0 else {
                throw DisplaySetupError(
                    "\(card.path): cannot create a \(width)x\(height) scanout buffer: "
                        + SystemCall.errorText(errno))
            }
            var framebuffer: UInt32 = 0
            guard
                drmModeAddFB(
                    card.fd, UInt32(width), UInt32(height), 24, 32, create.pitch, create.handle,
                    &framebuffer) == 0
            else {
                throw DisplaySetupError("\(card.path): cannot add a framebuffer: \(SystemCall.errorText(errno))")
            }
            var map = drm_mode_map_dumb()
            map.handle = create.handle
            guard drmIoctl(card.fd, scanout_drm_ioctl_map_dumb(), &map) == 0,
                let memory = mmap(
                    nil, Int(create.size), PROT_READ | PROT_WRITE, MAP_SHARED, card.fd, off_t(map.offset)),
                memory != MAP_FAILED
            else {
                throw DisplaySetupError(
                    "\(card.path): cannot map a scanout buffer: \(SystemCall.errorText(errno))")
            }
            // Safety: `memory` is the kernel's mapping of the whole buffer, `create.size` bytes, valid
            // until deinit unmaps it; every write through it stays within `stride * height`.
            memset(memory, 0, Int(create.size))
            self.card = card
            self.width = width
            self.height = height
            self.stride = Int(create.pitch)
            self.size = Int(create.size)
            self.handle = create.handle
            self.framebufferID = framebuffer
            self.memory = memory
        }

        deinit {
            munmap(memory, size)
            drmModeRmFB(card.fd, framebufferID)
            var destroy = drm_mode_destroy_dumb()
            destroy.handle = handle
            _ = drmIoctl(card.fd, scanout_drm_ioctl_destroy_dumb(), &destroy)
        }
    }
}
