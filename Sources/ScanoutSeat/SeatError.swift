/// Why no seat could be had from a seat manager: what libseat said, and what to do about it.
public struct SeatError: Error, CustomStringConvertible, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
