import Foundation

// What UIKit adds to Foundation's `NSIndexPath` for tables and collections (in a file importing
// UIKit, `IndexPath` is the usual spelling; older code boxes it).
extension NSIndexPath {
    /// The index path of `row` in `section`.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// The index path of `item` in `section`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The section: the first index.
    public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }
    /// The row: the second index.
    public var row: Int { length > 1 ? index(atPosition: 1) : NSNotFound }
    /// The item: the second index.
    public var item: Int { row }
}
