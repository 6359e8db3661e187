/// A weak reference, for lists and tables that must not keep what they list alive (windows,
/// frame clients, action targets, failure requirements): an entry whose object went away reads nil.
struct Weak<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object?) {
        self.object = object
    }
}
