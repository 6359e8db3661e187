import Foundation

// A file that imports only Foundation sees Foundation's `UserDefaults`, not Scanout's. On iOS both
// spell a write as key-value coding (`setValue(_:forKey:)`, inherited from `NSObject`), which
// Foundation on Linux has no runtime for; these two forward to the typed calls, as Scanout's
// `UserDefaults` does.

extension Foundation.UserDefaults {
    /// Stores `value` under `key`, as `set(_:forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    /// The value stored under `key`, as `object(forKey:)`.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
