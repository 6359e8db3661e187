/// An object that can be copied (`copy(with:)`): the identifiers of context menus and the layout
/// attributes of collection views. `NSZone` is kept for the signature UIKit code overrides; Scanout
/// passes nil.
public protocol NSCopying {
    func copy(with zone: NSZone?) -> Any
}

/// A memory zone, as in `copy(with:)`'s signature; always nil in Scanout.
public typealias NSZone = OpaquePointer
