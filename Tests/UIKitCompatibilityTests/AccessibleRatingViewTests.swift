import ScanoutTesting
import Testing
import UIKit

/// `AccessibleRatingView.swift`: accessibility overrides, custom actions and containers as an
/// app written for iOS makes them (Swift 5 mode).
@MainActor
@Suite struct AccessibleRatingViewTests {
    @Test func theOverriddenPropertiesAndAdjustmentsAreWhatAScreenReaderReads() throws {
        let host = TestHost()
        let rating = AccessibleRatingView(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        host.window.addSubview(rating)
        let element = try #require(host.accessibilityElement(labelled: "Rating"))
        #expect(element.value == "3 stars")
        #expect(element.traits.contains(.adjustable))
        try host.accessibilityIncrement("Rating")
        #expect(host.accessibilityElement(labelled: "Rating")?.value == "4 stars")
        #expect(try host.accessibilityPerformCustomAction("Clear rating", on: "Rating"))
        #expect(rating.rating == 0)
    }

    @Test func aContainerOfElementsIsReadInItsOrderAndEscapes() throws {
        let host = TestHost()
        let map = SeatMapView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        host.window.addSubview(map)
        #expect(host.accessibilityElements.map(\.label) == ["Seat B1", "Seat A1", "Seat A2"])
        #expect(host.accessibilityElement(labelled: "Seat A2")?.frame == CGRect(x: 160, y: 100, width: 50, height: 50))
        #expect(try host.accessibilityPerformEscape(from: "Seat A1"))
        #expect(map.isHidden)
    }
}
