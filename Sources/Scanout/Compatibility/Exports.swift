// As `import UIKit` brings Foundation, `import Scanout` brings FoundationEssentials — Date, Data,
// URL, ComparisonResult and the rest — so app code written against UIKit finds them. The full
// Foundation (with its 47 MB of ICU data in a static binary) is not brought in; see docs/ARCHITECTURE.md ("Footprint").
@_exported import FoundationEssentials
// The layers below the framework (geometry, the key vocabulary, the platform seams, Core
// Graphics and the frame buffer): an app or test that imports Scanout sees them as it did before
// they were modules of their own.
@_exported import ScanoutCore
@_exported import ScanoutGraphics
