// Swift Testing declares a cross-import overlay for `CoreGraphics` (its `Testing.swiftcrossimport` lists
// `_Testing_CoreGraphics`, which adds image attachments on Apple platforms). The toolchain for Linux ships
// no such module, so a test file importing both `Testing` and Scanout's `CoreGraphics` would fail with "no
// such module '_Testing_CoreGraphics'". This module satisfies the lookup. A cross-import overlay stands
// in for the module that declares it, so it re-exports `Testing` — an empty one would hide
// `@Test`, `#expect` and the rest from such a file. `ScanoutTesting` depends on it, so it is built
// for every test target that drives screens, and apps (which do not link `ScanoutTesting`) never
// link Swift Testing.
@_exported import Testing
