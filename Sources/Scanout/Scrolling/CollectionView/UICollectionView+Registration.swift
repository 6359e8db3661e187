import Synchronization

// iOS 14's registrations: a cell or supplementary view class with the closure that configures it,
// dequeued with the item it shows. Each registration has a reuse identifier of its own, registered
// with the collection view the first time it is used there.

extension UICollectionView {
    /// A cell class and the closure that configures one for an item. Make registrations once (in
    /// `viewDidLoad`, or as properties), not in `cellForItemAt`: each is a separate reuse pool.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        public let handler: Handler
        let reuseIdentifier: String

        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next(for: "\(Cell.self)")
        }
    }

    /// A supplementary view class for one element kind and the closure that configures one.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler =
            (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        public let elementKind: String
        public let handler: Handler
        let reuseIdentifier: String

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next(for: "\(Supplementary.self)")
        }
    }

    /// A cell of the registration's class for `indexPath`, configured by its handler with `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let pool = ReusePoolKey(category: .cell, kind: nil, identifier: registration.reuseIdentifier)
        if registeredClasses[pool] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        // A cell of another class can only come from a reuse pool a registration shares with a
        // class registered by hand under the same identifier, which the identifiers rule out.
        let cell = dequeued as? Cell ?? Cell(registeredClassWithReuseIdentifier: registration.reuseIdentifier)
        cell.reuseIdentifier = registration.reuseIdentifier
        if let item {
            registration.handler(cell, indexPath, item)
        } else {
            warnOnce(
                &warned, cause: "registration nil item",
                "\(self): dequeueConfiguredReusableCell(using:for:item:) was given no item for \(indexPath); "
                    + "the cell is not configured. Pass the item the cell shows.")
        }
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath`, configured by
    /// its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let pool = ReusePoolKey(
            category: .supplementaryView, kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if registeredClasses[pool] == nil {
            register(
                Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view =
            dequeued as? Supplementary
            ?? Supplementary(registeredClassWithReuseIdentifier: registration.reuseIdentifier)
        view.reuseIdentifier = registration.reuseIdentifier
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Hands out the reuse identifiers of registrations: one per registration made.
enum RegistrationIdentifiers {
    private static let counter = Mutex(0)

    static func next(for className: String) -> String {
        let number = counter.withLock { count in
            count += 1
            return count
        }
        return "Registration \(number) (\(className))"
    }
}
