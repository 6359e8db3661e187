// Swift Testing declares a cross-import overlay for `UIKit` (its `Testing.swiftcrossimport`
// lists `_Testing_UIKit`, which adds image attachments on Apple platforms). The toolchain for
// Linux ships no such module, so a test file importing both `Testing` and Scanout's `UIKit` would
// fail with "no such module '_Testing_UIKit'". This empty module satisfies the lookup; `UIKit`
// depends on it so it is built wherever `UIKit` is. It imports nothing and links nothing.
