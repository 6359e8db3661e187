// `import CoreGraphics`: Scanout's geometry and drawing types under Apple's module name, and only
// those: the two layers below the framework that hold them (ScanoutCore, ScanoutGraphics) —
// `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `CGVector`, `CGAffineTransform`, `CGColor`,
// `CGContext`, `CGPath`, `CGImage` — so a file that imports only CoreGraphics compiles as on iOS.
//
// The names Foundation on Linux also declares are re-exported by a scoped import, which makes
// them win over Foundation's in a file that imports both (see `UIKit.swift` for why that works).
// Everything else comes with the whole-module re-export. Imports FoundationEssentials (through
// Scanout), never Foundation.

@_exported import ScanoutCore
@_exported import ScanoutGraphics

@_exported import typealias ScanoutCore.CGFloat
@_exported import struct ScanoutCore.CGPoint
@_exported import struct ScanoutCore.CGRect
@_exported import enum ScanoutCore.CGRectEdge
@_exported import struct ScanoutCore.CGSize
