/// Tells the app, once per view, that a view is not drawn because its geometry is not finite.
///
/// A NaN or an infinity in a frame, bounds, centre or transform comes from a bug in the app's
/// arithmetic (a division by zero in a layout computation); UIKit neither draws nor hits such a
/// view, and neither does Scanout. The compositor meets the view every frame, so the view keeps a
/// flag that it has been named; when its geometry is finite again the flag is cleared, so a later
/// relapse is reported too. Owned by the compositor; main actor.
@preconcurrency @MainActor
final class GeometryWarnings {
    /// Where the warnings go: the application's warning path.
    var handler: ((String) -> Void)?

    /// Reports `view` unless it was reported since its geometry was last finite.
    func skipping(_ view: UIView) {
        guard !view.isReportedForNonFiniteGeometry else { return }
        view.isReportedForNonFiniteGeometry = true
        let message =
            "\(view.layoutDescriptionName) is not drawn and takes no touches: its geometry is not finite "
            + "(center \(view.storedCenter), bounds \(view.storedBounds), transform \(view.storedTransform)"
            + (view.storedSuperview == nil ? ")" : ", or an ancestor's)")
            + ". Look for a division by zero or an unbounded value in the code that sets it."
        if let handler { handler(message) } else { Diagnostics.warn(message) }
    }
}
