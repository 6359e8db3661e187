// `import QuartzCore`: Core Animation as Scanout has it (`CALayer` and its sublayers,
// `CAGradientLayer`, `CAShapeLayer`, `CATransform3D`, `CABasicAnimation`, `CAKeyframeAnimation`,
// `CATransaction`, `CADisplayLink`) under Apple's module name,
// with the CoreGraphics types it brings on iOS.
//
// Layers are drawn in two dimensions: a `CATransform3D` draws by its affine part. Imports
// FoundationEssentials (through Scanout), never Foundation.

@_exported import CoreGraphics
// The layer classes live in the framework (they draw through views' backing stores).
@_exported import Scanout
