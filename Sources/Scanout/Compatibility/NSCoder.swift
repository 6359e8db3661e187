/// Present so that UIKit code carries over: `required init?(coder: NSCoder)` compiles unchanged.
///
/// Scanout has no nib or storyboard archives, so nothing ever creates a coder and no view or view
/// controller is ever decoded; the initializers that take one exist only to be declared by
/// subclasses, usually as `fatalError("init(coder:) has not been implemented")`.
public final class NSCoder {
    private init() {}
}
