import Foundation
import Scanout

// iOS code passes `"floor" as NSString` where UIKit wants an `NSCopying` identifier (a collision
// boundary's, a context menu's). Foundation's `NSString` copies itself already, through its own
// `NSCopying`; this lets it stand for Scanout's, which a Swift `String` also conforms to. A string
// copies as its Swift value, so identifiers compare as strings do.
extension Foundation.NSString: Scanout.NSCopying {
    public func copy(with zone: Scanout.NSZone?) -> Any {
        String(self)
    }
}
