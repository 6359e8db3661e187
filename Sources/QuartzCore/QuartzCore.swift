// `import QuartzCore`: Core Animation as Scanout has it (`CALayer`, `CADisplayLink`) under Apple's
// module name, with the CoreGraphics types it brings on iOS.
//
// Scanout's layers are attributes of views (corner radius, border, masked corners), not a tree
// of their own; there is no `CATransform3D`. Imports FoundationEssentials (through Scanout), never
// Foundation.

@_exported import CoreGraphics
