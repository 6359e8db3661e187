/// An object that can be copied (`copy(with:)`): the identifiers of context menus and the layout
/// attributes of collection views. `NSZone` is kept for the signature UIKit code overrides; Scanout
/// passes nil.
public protocol NSCopying {
    func copy(with zone: NSZone?) -> Any
}

/// A memory zone, as in `copy(with:)`'s signature; always nil in Scanout.
public typealias NSZone = OpaquePointer

/// A string copies as itself: UIKit code passes strings where an identifier is `NSCopying` (a
/// collision boundary's, a context menu's), which Swift on Apple's platforms bridges to `NSString`.
extension String: NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
