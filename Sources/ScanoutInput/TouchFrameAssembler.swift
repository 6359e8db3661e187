import ScanoutBoard
import ScanoutCore

/// Gathers libinput's touch events into the application's touch frames: each slot's down,
/// motion, up and cancel between two `TOUCH_FRAME` events become one `TouchFrame`, in screen
/// points — divided by the display scale and turned by the board's rotation — with contact ids
/// that stay unique even as libinput reuses slot numbers. A pressed mouse or tablet button acts
/// as one more contact, of type `.indirectPointer`, as UIKit treats a pointer.
///
/// Positions that are not finite (libinput computes them through the board's calibration
/// matrix, in `float`) are dropped here, at the device boundary: a finger landing at one is not
/// a contact, a move to one is ignored, the pointer stays where it was. The application drops
/// them too, for input sources of its own.
public struct TouchFrameAssembler {
    /// How the panel is mounted, its size in pixels, and pixels per point.
    public let rotation: DisplayRotation
    public let panelSize: CGSize
    public let scale: CGFloat

    public init(rotation: DisplayRotation = .none, panelSize: CGSize, scale: CGFloat = 1) {
        self.rotation = rotation
        self.panelSize = panelSize
        self.scale = scale
    }

    /// The pointer's position on screen (where a button press lands), in points.
    public private(set) var pointerLocation = CGPoint.zero

    // MARK: Touchscreen (positions in panel pixels, as libinput's transformed coordinates)

    public mutating func touchDown(slot: Int32, at panelPoint: CGPoint) {
        guard panelPoint.isFinite else { return }
        let id = nextID
        nextID += 1
        contactsBySlot[slot] = id
        record(id: id, change: .down, at: screenPoint(panelPoint), type: .direct)
    }

    public mutating func touchMotion(slot: Int32, to panelPoint: CGPoint) {
        guard panelPoint.isFinite, let id = contactsBySlot[slot] else { return }
        record(id: id, change: .move, at: screenPoint(panelPoint), type: .direct)
    }

    public mutating func touchUp(slot: Int32) {
        guard let id = contactsBySlot.removeValue(forKey: slot) else { return }
        record(id: id, change: .up, at: lastLocations[id] ?? .zero, type: .direct)
    }

    /// libinput cancelled the touches (a palm, a device going away): every finger is cancelled.
    public mutating func touchCancel() {
        for (_, id) in contactsBySlot.sorted(by: { $0.value < $1.value }) {
            record(id: id, change: .cancel, at: lastLocations[id] ?? .zero, type: .direct)
        }
        contactsBySlot.removeAll()
    }

    /// The end of a libinput touch frame: what changed since the last one, or nil if nothing did.
    public mutating func frame() -> TouchFrame? {
        defer { pending.removeAll() }
        guard !pending.isEmpty else { return nil }
        for contact in pending where contact.change == .up || contact.change == .cancel {
            lastLocations[contact.id] = nil
        }
        return TouchFrame(pending)
    }

    /// The touch device went away (hotplug): its fingers are cancelled at once.
    public mutating func deviceRemoved() -> TouchFrame? {
        touchCancel()
        return frame()
    }

    // MARK: Pointer (relative motion in points, absolute positions in panel pixels)

    /// A mouse moved by `delta` (points); the pointer stays on screen.
    public mutating func pointerMoved(by delta: CGPoint) -> TouchFrame? {
        guard delta.isFinite else { return nil }
        pointerLocation = onScreen(CGPoint(x: pointerLocation.x + delta.x, y: pointerLocation.y + delta.y))
        return pointerMotionFrame()
    }

    /// A tablet (or virtio tablet) put the pointer at `panelPoint`; it stays on screen.
    public mutating func pointerMoved(toPanel panelPoint: CGPoint) -> TouchFrame? {
        guard panelPoint.isFinite else { return nil }
        pointerLocation = onScreen(screenPoint(panelPoint))
        return pointerMotionFrame()
    }

    /// The primary button went down or up: a pointer touch begins or ends where the pointer is.
    public mutating func pointerButton(isDown: Bool) -> TouchFrame? {
        if isDown {
            guard pointerContact == nil else { return nil }
            let id = nextID
            nextID += 1
            pointerContact = id
            return TouchFrame([TouchContact(id: id, change: .down, location: pointerLocation, type: .indirectPointer)])
        }
        guard let id = pointerContact else { return nil }
        pointerContact = nil
        return TouchFrame([TouchContact(id: id, change: .up, location: pointerLocation, type: .indirectPointer)])
    }

    // MARK: - Private

    private var contactsBySlot: [Int32: Int] = [:]
    private var lastLocations: [Int: CGPoint] = [:]
    private var pending: [TouchContact] = []
    private var pointerContact: Int?
    /// Contact ids grow for the life of the seat, so a reused slot is a new finger.
    private var nextID = 1

    /// `point` moved onto the screen (points), where the cursor can be drawn.
    private func onScreen(_ point: CGPoint) -> CGPoint {
        let screen = rotation.screenSize(
            forPanel: CGSize(width: panelSize.width / scale, height: panelSize.height / scale))
        return CGPoint(x: min(max(point.x, 0), screen.width - 1), y: min(max(point.y, 0), screen.height - 1))
    }

    private func screenPoint(_ panelPoint: CGPoint) -> CGPoint {
        let turned = rotation.screenPoint(fromPanel: panelPoint, panelSize: panelSize)
        return CGPoint(x: turned.x / scale, y: turned.y / scale)
    }

    /// Notes a change; several changes of one contact within a frame collapse into one (a down
    /// stays a down at the newest place; an up or cancel ends it).
    private mutating func record(id: Int, change: TouchContact.Change, at location: CGPoint, type: TouchContact.Kind) {
        lastLocations[id] = location
        if let index = pending.firstIndex(where: { $0.id == id }) {
            switch (pending[index].change, change) {
            case (.down, .move):
                pending[index].location = location
                return
            case (.move, .move):
                pending[index].location = location
                return
            default:
                break
            }
        }
        pending.append(TouchContact(id: id, change: change, location: location, type: type))
    }

    private func pointerMotionFrame() -> TouchFrame? {
        guard let id = pointerContact else { return nil }
        return TouchFrame([TouchContact(id: id, change: .move, location: pointerLocation, type: .indirectPointer)])
    }
}
