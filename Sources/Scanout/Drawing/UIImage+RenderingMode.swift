// Template images: an image whose pixels are a shape, drawn by views in their tint colour.
//
// As in UIKit, `.automatic` leaves the choice to the view: image views draw such images as they
// are, while buttons of type `.system`, bar button items and tab bar items draw them as templates.
// Symbol images are `.alwaysTemplate`, so every view tints them. `withTintColor(_:)` gives an image
// a colour of its own, used wherever the image is not drawn as a view's template (drawn directly,
// or `.alwaysOriginal`).

extension UIImage {
    /// How views draw the image: as it is, or as a template shape in their tint colour.
    public enum RenderingMode: Int, Sendable, CustomStringConvertible {
        /// The view decides (see the note at the top of this file).
        case automatic = 0
        /// Always as it is.
        case alwaysOriginal
        /// Always as a shape (its alpha) in the view's tint colour.
        case alwaysTemplate

        public var description: String {
            switch self {
            case .automatic: "automatic"
            case .alwaysOriginal: "alwaysOriginal"
            case .alwaysTemplate: "alwaysTemplate"
            }
        }
    }

    /// The same pixels with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard renderingMode != self.renderingMode else { return self }
        return UIImage(
            cgImage: cgImage, scale: scale, renderingMode: renderingMode, tintColor: imageTintColor, symbol: symbol,
            resizing: resizing, orientation: imageOrientation, upright: uprightImage, frames: images,
            frameDuration: duration)
    }

    /// The same shape drawn in `color`, with the same rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The same shape drawn in `color`, with `renderingMode`: `.alwaysOriginal` keeps the colour
    /// in every view; a template still takes the view's tint.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(
            cgImage: cgImage, scale: scale, renderingMode: renderingMode, tintColor: color, symbol: symbol,
            resizing: resizing, orientation: imageOrientation, upright: uprightImage, frames: images,
            frameDuration: duration)
    }

    /// Whether the image is one of the system's symbols (`UIImage(systemName:)`).
    public var isSymbolImage: Bool { symbol != nil }

    /// Whether a view draws the image as a template: `.alwaysTemplate`, or `.automatic` where the
    /// view templates automatic images (`templatesAutomaticImages`).
    func isTemplate(templatesAutomaticImages: Bool) -> Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && templatesAutomaticImages)
    }

    /// Draws the image to fill `rect`: its shape in `templateColor` when given, else in its own
    /// tint colour if it has one, else its pixels.
    @MainActor
    func draw(in rect: CGRect, templateColor: UIColor?) {
        guard let cgImage = uprightImage, let context = UIGraphicsGetCurrentContext() else { return }
        if let resizing, rect.size != size {
            return drawResized(cgImage, in: rect, resizing: resizing, templateColor: templateColor ?? imageTintColor)
        }
        if let color = templateColor ?? imageTintColor {
            context.drawShape(of: cgImage, in: rect, color: color.cgColor)
        } else {
            context.draw(cgImage, in: rect)
        }
    }
}
