/// How a presentation places its view; decided once, when it starts.
enum PresentationLayout: Equatable {
    /// Fills the container.
    case fullScreen
    /// A card centred over a dimmed screen (regular widths).
    case centredSheet
    /// A card from the bottom, a strip left above it (compact widths).
    case bottomSheet
    /// A bubble pointing at its source.
    case popover
    /// An alert's panel, centred.
    case alert
    /// An action sheet's panel, at the bottom (compact widths).
    case actionSheet
}
