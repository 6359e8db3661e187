import Synchronization

// Associated objects, as extensions use them to give a class stored properties it lacks
// (`objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`), without
// an Objective-C runtime.
//
// Values are kept in one table keyed by the owner's identity and the key's address, beside a
// weak reference to the owner: a value is never handed to another object that later takes the
// same address. The Objective-C runtime frees an owner's values when the owner goes; here they go
// when the table next sweeps (every 256 writes) or the same address is looked up again — a value
// outlives its owner briefly. `.OBJC_ASSOCIATION_ASSIGN` keeps an object value weakly (nil once
// it is gone, where Objective-C would leave a dangling pointer). An owner that is not an object
// (a struct) has nothing associated with it. Thread-safe.

/// How an associated value is kept (the copy policies keep it as the retain ones do: Swift
/// values are copied by assignment anyway).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (nil removes it).
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard let owner = AssociatedObjects.owner(object) else { return }
    AssociatedObjects.set(owner, key: UInt(bitPattern: key), value: value, weakly: policy == .OBJC_ASSOCIATION_ASSIGN)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = AssociatedObjects.owner(object) else { return nil }
    return AssociatedObjects.get(owner, key: UInt(bitPattern: key))
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = AssociatedObjects.owner(object) else { return }
    AssociatedObjects.removeAll(owner)
}

enum AssociatedObjects {
    /// One owner's values.
    private struct Owner: @unchecked Sendable {
        // Safety: only touched under the table's lock.
        weak var object: AnyObject?
        var values: [UInt: Value] = [:]
    }

    private enum Value {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private struct Table: @unchecked Sendable {
        var owners: [ObjectIdentifier: Owner] = [:]
        var writesSinceSweep = 0
    }

    private static let table = Mutex(Table())
    private static let sweepInterval = 256

    /// `object` as an owner: objects only.
    static func owner(_ object: Any) -> AnyObject? {
        guard type(of: object) is AnyClass else { return nil }
        return object as AnyObject
    }

    static func set(_ owner: AnyObject, key: UInt, value: Any?, weakly: Bool) {
        let stored: Value? = flattenedOptional(value).map { value in
            if weakly, type(of: value) is AnyClass { return .weak(WeakBox(value as AnyObject)) }
            return .strong(value)
        }
        // Values replaced or swept are released after the lock (their deinits may come back here).
        var released: [Any] = []
        table.withLock { table in
            let id = ObjectIdentifier(owner)
            var entry = table.owners[id].flatMap { $0.object === owner ? $0 : nil } ?? Owner(object: owner)
            if let old = entry.values[key] { released.append(old) }
            entry.values[key] = stored
            table.owners[id] = entry.values.isEmpty ? nil : entry
            table.writesSinceSweep += 1
            if table.writesSinceSweep >= sweepInterval {
                table.writesSinceSweep = 0
                for (id, owner) in table.owners where owner.object == nil {
                    released.append(owner.values)
                    table.owners[id] = nil
                }
            }
        }
        released.removeAll()
    }

    static func get(_ owner: AnyObject, key: UInt) -> Any? {
        // A dead owner's values found on the way are released after the lock (with `found`).
        let found: (value: Value?, stale: Owner?) = table.withLock { table in
            let id = ObjectIdentifier(owner)
            guard let entry = table.owners[id] else { return (nil, nil) }
            guard entry.object === owner else {
                // A new object at a dead one's address: the old values are not its own.
                return (nil, table.owners.removeValue(forKey: id))
            }
            return (entry.values[key], nil)
        }
        let value = found.value
        switch value {
        case .strong(let value): return value
        case .weak(let box): return box.object
        case nil: return nil
        }
    }

    static func removeAll(_ owner: AnyObject) {
        let removed = table.withLock { table in table.owners.removeValue(forKey: ObjectIdentifier(owner)) }
        _ = removed
    }

    /// How many owners the table holds (for tests).
    static var ownerCount: Int { table.withLock { $0.owners.count } }
}
