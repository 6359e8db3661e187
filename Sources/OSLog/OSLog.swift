// `import OSLog`: the same logging as `import os` (Apple's OSLog framework re-exports it).
@_exported import os
