/// What a `WeakLink` holds: the object it reaches, until the object's deinit clears it.
///
/// Views, layout guides, view controllers, text editors and the application own one each (made on
/// first use) and clear it first thing when they go, so every link to them reads nil from then
/// on, as a `weak` reference would.
final class LifetimeHandle {
    /// Safety: cleared by the object's deinit (`UIView`, `UILayoutGuide`, `UIViewController`,
    /// `TextEditor`, `UIApplication`), so it never outlives the object.
    unowned(unsafe) var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// An object that owns a `LifetimeHandle` and clears it first thing in its deinit: views, layout
/// guides, view controllers, text editors, the application.
@preconcurrency @MainActor
protocol LifetimeHandleOwner: AnyObject {
    /// The handle once made; read `lifetimeHandle`, which makes it.
    var storedLifetimeHandle: LifetimeHandle? { get set }
}

extension LifetimeHandleOwner {
    /// The object's handle, made on first use.
    var lifetimeHandle: LifetimeHandle {
        if let handle = storedLifetimeHandle { return handle }
        let handle = LifetimeHandle(self)
        storedLifetimeHandle = handle
        return handle
    }
}

/// A reference that does not keep its object alive and reads nil once the object has gone — a
/// `weak` reference, without what `weak` costs the object.
///
/// Swift gives an object a side table the first time anything refers to it weakly, and from then
/// on every retain and release of that object takes the runtime's slow path. Views are retained
/// and released at every step of layout, hit-testing and drawing, and everything that refers back
/// to one — its constraints and their anchors, its layout engine's item, its layer — did so
/// weakly, so nearly every view had one (measured: a tenth of a form's first layout went to the
/// slow path; see docs/PERFORMANCE.md). A link to a `LifetimeHandleOwner` holds the object's
/// `LifetimeHandle` instead; a link to any other object falls back to `weak` (lists of frame
/// clients, animating layers, notification centers use it so).
///
/// As a property wrapper it reads like the `weak var` it replaces (`@WeakLink var application:
/// UIApplication?`). A public property cannot use an internal wrapper, nor can a wrapped
/// property's storage skip the exclusivity check, so those spell it out: a computed property over
/// a private `WeakLink` (`UIGestureRecognizer.view`; `UIView.cachedWindow`, read at every damage
/// report, whose link is `@exclusivity(unchecked)`).
@propertyWrapper
struct WeakLink<Object: AnyObject> {
    private let handle: LifetimeHandle?
    /// For an object without a handle, a `weak` reference kept out of line: the link then holds
    /// only strong references, so copying one (as reading a stored link does) is a retain, not the
    /// runtime's weak-reference copy — about ninety copies per typed key.
    private let other: WeakBox?

    /// A link to an object known to own a handle: no dynamic cast (links are made on every event:
    /// the dispatching application's, a touch's window).
    @MainActor
    init(_ object: Object?) where Object: LifetimeHandleOwner {
        handle = object?.lifetimeHandle
        other = nil
    }

    @MainActor
    init(_ object: Object?) {
        if let owner = object as? any LifetimeHandleOwner {
            handle = owner.lifetimeHandle
            other = nil
        } else {
            handle = nil
            other = object.map(WeakBox.init)
        }
    }

    @MainActor
    init(wrappedValue: Object?) {
        self.init(wrappedValue)
    }

    @MainActor
    var wrappedValue: Object? {
        get { object }
        set { self = WeakLink(newValue) }
    }

    // No closure here (`handle.object.map { … }`): a closure written in main-actor code and
    // passed to a standard-library function checks at run time that it runs on the main actor,
    // which cost more than the read itself.
    @MainActor
    var object: Object? {
        guard let handle else {
            guard let other, let object = other.object else { return nil }
            return unsafeDowncast(object, to: Object.self)
        }
        guard let object = handle.object else { return nil }
        return unsafeDowncast(object, to: Object.self)
    }
}

/// The out-of-line `weak` reference of a `WeakLink` to an object without a handle.
final class WeakBox {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// A link may go into a `@Sendable` closure (a timer's) when its object may: it is read on the
/// main actor only (`object` is isolated to it), where the object's deinit also clears it.
extension WeakLink: @unchecked Sendable where Object: Sendable {}
