import ScanoutBoard
import ScanoutCore

/// A connector as the display code sees it: its name (`HDMI-A-1`), whether a display is
/// plugged in, and the modes that display offers.
public struct ConnectorInfo: Equatable, Sendable {
    public var name: String
    public var isConnected: Bool
    public var modes: [ModeInfo]

    public init(name: String, isConnected: Bool, modes: [ModeInfo]) {
        self.name = name
        self.isConnected = isConnected
        self.modes = modes
    }
}

/// A display mode: pixels and refresh rate, and whether the display prefers it.
public struct ModeInfo: Equatable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public var refreshRate: Int
    public var isPreferred: Bool

    public init(width: Int, height: Int, refreshRate: Int, isPreferred: Bool = false) {
        self.width = width
        self.height = height
        self.refreshRate = refreshRate
        self.isPreferred = isPreferred
    }

    public var description: String { "\(width)x\(height)@\(refreshRate)" }
}

/// The display could not be set up: what, where, and how to fix it.
public struct DisplaySetupError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Picks the connector and mode a board asks for from what a card offers.
public enum ModeSelection {
    /// The connector named `connectorName` (or the first connected one) and the mode `mode` (or
    /// the display's preferred one: the mode it marks preferred, else the largest, fastest).
    public static func choose(
        from connectors: [ConnectorInfo], connectorName: String?, mode: BoardConfiguration.PixelSize?, card: String
    ) throws(DisplaySetupError) -> (connector: ConnectorInfo, mode: ModeInfo) {
        let listing = connectors.map { "\($0.name) (\($0.isConnected ? "connected" : "disconnected"))" }
            .joined(separator: ", ")
        let connector: ConnectorInfo
        if let connectorName {
            guard let named = connectors.first(where: { $0.name == connectorName }) else {
                throw DisplaySetupError(
                    "\(card) has no connector \"\(connectorName)\"; it has \(listing). "
                        + "Fix display.connector in the board file, or set it to \"auto\".")
            }
            guard named.isConnected, !named.modes.isEmpty else {
                throw DisplaySetupError(
                    "\(card): connector \(connectorName) has no display connected. "
                        + "Check the cable and that the panel is powered, or pick another connector (\(listing)).")
            }
            connector = named
        } else {
            guard let first = connectors.first(where: { $0.isConnected && !$0.modes.isEmpty }) else {
                throw DisplaySetupError(
                    "\(card) has no connected connector (\(listing.isEmpty ? "none at all" : listing)). "
                        + "Connect a display, or run offscreen with --offscreen.")
            }
            connector = first
        }
        if let mode {
            guard
                let match = connector.modes.filter({ $0.width == mode.width && $0.height == mode.height })
                    .max(by: { $0.refreshRate < $1.refreshRate })
            else {
                let offered = connector.modes.map(\.description).joined(separator: ", ")
                throw DisplaySetupError(
                    "\(card): connector \(connector.name) has no \(mode) mode; it offers \(offered). "
                        + "Set display.mode to one of them, or to \"preferred\".")
            }
            return (connector, match)
        }
        let preferred =
            connector.modes.first(where: \.isPreferred)
            ?? connector.modes.max { ($0.width * $0.height, $0.refreshRate) < ($1.width * $1.height, $1.refreshRate) }
        // Non-empty: checked above.
        return (connector, preferred!)
    }
}
