/// The scalar of every coordinate and size: points on screen, alpha, scale.
///
/// On Apple platforms `CGFloat` is a struct the compiler converts to and from `Double` implicitly.
/// Scanout makes it an alias of `Double`, which gives the same source compatibility (a `CGFloat`
/// is passed where a `Double` is expected and back) without the implicit-conversion machinery that
/// only exists for Apple's modules. Pure value; usable from any isolation domain.
public typealias CGFloat = Double
