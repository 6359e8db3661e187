import Foundation
import ScanoutTesting
import Testing
import UIKit

/// Casts that work on iOS because Foundation bridges `NSValue` to the geometry types: written the
/// iOS way, in a Swift 5 file importing UIKit and Foundation.
@MainActor
@Suite struct BridgingCastTests {
    @Test func theKeyboardFrameCastsToCGRectAsOnIOS() throws {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        var frames: [CGRect] = []
        var boxed: [NSValue] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { note in
            if let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { frames.append(frame) }
            if let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue { boxed.append(value) }
        }
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 40))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        NotificationCenter.default.removeObserver(token)
        let frame = try #require(frames.first)
        #expect(frame.maxY == 480)
        #expect(frame.height > 0)
        #expect(boxed.first?.cgRectValue == frame)
    }

    @Test func boxedGeometryCastsBothWaysAndOnlyToItsOwnKind() {
        let info: [AnyHashable: Any] = [
            "rect": NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)),
            "point": NSValue(cgPoint: CGPoint(x: 5, y: 6)),
            "size": NSValue(cgSize: CGSize(width: 7, height: 8)),
            "insets": NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            "transform": NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 2)),
            "plain rect": CGRect(x: 9, y: 9, width: 9, height: 9),
            "number": NSNumber(value: 0.25),
        ]
        #expect(info["rect"] as? CGRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(info["point"] as? CGPoint == CGPoint(x: 5, y: 6))
        #expect(info["size"] as? CGSize == CGSize(width: 7, height: 8))
        #expect(info["insets"] as? UIEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(info["transform"] as? CGAffineTransform == CGAffineTransform(scaleX: 2, y: 2))
        // Another kind is not this kind.
        #expect(info["point"] as? CGRect == nil)
        #expect(info["rect"] as? CGSize == nil)
        #expect(info["number"] as? CGRect == nil)
        // A Swift value put in a dictionary reads as an NSValue, and as itself.
        #expect((info["plain rect"] as? NSValue)?.cgRectValue == CGRect(x: 9, y: 9, width: 9, height: 9))
        #expect(info["plain rect"] as? CGRect == CGRect(x: 9, y: 9, width: 9, height: 9))
        // Numbers are read through NSNumber, as the framework's own code reads them.
        #expect((info["number"] as? NSNumber)?.doubleValue == 0.25)
    }
}
