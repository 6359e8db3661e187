// UIKit's additions to Foundation's `IndexPath`: a row (or item) in a section.

extension IndexPath {
    /// The path to `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The path to `item` in `section` (collection views' spelling).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
