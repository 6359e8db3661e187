// Swift Testing declares a cross-import overlay for `CoreGraphics` (its `Testing.swiftcrossimport`
// lists `_Testing_CoreGraphics`, which adds image attachments on Apple platforms). The toolchain for
// Linux ships no such module, so a test file importing both `Testing` and Scanout's `CoreGraphics` would
// fail with "no such module '_Testing_CoreGraphics'". This empty module satisfies the lookup; `CoreGraphics`
// depends on it so it is built wherever `CoreGraphics` is. It imports nothing and links nothing.
