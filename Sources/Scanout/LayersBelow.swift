// The layers below the framework, re-exported: an app (or test) that imports Scanout sees the
// geometry, the key vocabulary, the platform seams and the frame buffer as before they were
// modules of their own.
@_exported import ScanoutCore
@_exported import ScanoutGraphics
