// As `import UIKit` brings Foundation, `import Scanout` brings FoundationEssentials — Date, Data,
// URL, ComparisonResult and the rest — so app code written against UIKit finds them. The full
// Foundation (with its 47 MB of ICU data in a static binary) is not brought in; see docs/ARCHITECTURE.md ("Footprint").
@_exported import FoundationEssentials
