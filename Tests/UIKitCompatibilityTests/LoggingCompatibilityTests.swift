import OSLog
import UIKit
import XCTest
import os

// Logging as iOS apps write it, in Swift 5 mode: a `Logger` per subsystem and category, levels,
// privacy in interpolation, the `OSLog`-based forms.
private let networkLog = Logger(subsystem: "com.example.kiosk", category: "network")
private let legacyLog = OSLog(subsystem: "com.example.kiosk", category: "legacy")

final class LoggingCompatibilityTests: XCTestCase {
    func testLoggerCallsCompileAndRun() {
        let visitor = "Ada"
        let count = 3
        networkLog.info("Fetched \(count) appointments for \(visitor, privacy: .private)")
        networkLog.debug("Cache hit ratio \(0.75, format: .fixed(precision: 2))")
        networkLog.notice("Visitor \(visitor, privacy: .public) at desk \(count, format: .decimal(minDigits: 2))")
        networkLog.warning("Printer low on paper")
        networkLog.error("Request failed: \(String(describing: URLError(.timedOut)))")
        networkLog.log(level: .fault, "Impossible state \(count)")
        Logger(legacyLog).critical("From an OSLog handle")
        os_log(.info, log: legacyLog, "Legacy handle \(count)")
        XCTAssertTrue(legacyLog.isEnabled(type: .error))
    }
}
