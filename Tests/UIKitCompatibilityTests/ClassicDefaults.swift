import Foundation

// A settings helper that imports Foundation alone, as apps' model files do: `UserDefaults` here is
// Foundation's, written through key-value coding as on iOS.

extension UserDefaults {
    var lastKioskMode: String? {
        get { value(forKey: "lastKioskMode") as? String }
        set { setValue(newValue, forKey: "lastKioskMode") }
    }
}
