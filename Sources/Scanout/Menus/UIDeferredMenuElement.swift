/// A placeholder in a menu whose elements come later: the menu shows a "Loading…" row in its
/// place until the provider calls its completion, then the provided elements in that place, as
/// if they had been the menu's own children there (actions as rows, inline menus as sections,
/// submenus as rows with a chevron).
///
/// Behaves as UIKit's `UIDeferredMenuElement`:
/// - `UIDeferredMenuElement { completion in … }` asks its provider once, the first time a menu
///   shows it, and keeps the elements for every later showing (UIKit's cached form);
/// - `UIDeferredMenuElement.uncached { completion in … }` asks each time a menu is shown.
///
/// The provider may call the completion at once (the elements show without a loading row) or
/// later, on the main actor, as UIKit requires. Only the first call counts; a call after the
/// menu has closed keeps the elements of a cached element for next time and otherwise does
/// nothing. Main actor. (Final, where UIKit's is open: the class's behaviour is its provider.)
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// What a provider is handed: call it with the elements once they are known.
    public typealias Completion = @MainActor ([UIMenuElement]) -> Void

    /// An element whose provider is asked once; its elements are kept.
    public convenience init(_ elementProvider: @escaping (@escaping Completion) -> Void) {
        self.init(provider: elementProvider, isCached: true)
    }

    /// An element whose provider is asked each time a menu showing it opens (iOS 15).
    public static func uncached(_ elementProvider: @escaping (@escaping Completion) -> Void) -> Self {
        self.init(provider: elementProvider, isCached: false)
    }

    init(provider: @escaping (@escaping Completion) -> Void, isCached: Bool) {
        self.provider = provider
        self.isCached = isCached
        super.init(title: "", image: nil)
    }

    // MARK: - Framework

    /// Whether the provider is asked once for every showing (`init`) or per showing (`uncached`).
    let isCached: Bool

    /// The elements a cached element's provider gave, once it has.
    private(set) var cachedElements: [UIMenuElement]?

    /// Asks for the elements on behalf of one showing of a menu; `deliver` gets them once, at
    /// once if a cached element has them or its provider answers synchronously. A cached element
    /// asks its provider only once, however many menus wait for it.
    func requestElements(_ deliver: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if let cachedElements {
            deliver(cachedElements)
            return
        }
        guard isCached else {
            var delivered = false
            provider { elements in
                guard !delivered else { return }
                delivered = true
                deliver(elements)
            }
            return
        }
        waiting.append(deliver)
        guard !isAsking else { return }
        isAsking = true
        provider { [weak self] elements in
            guard let self, cachedElements == nil else { return }
            cachedElements = elements
            isAsking = false
            let told = waiting
            waiting = []
            told.forEach { $0(elements) }
        }
    }

    public override var description: String {
        "<\(type(of: self)): \(objectAddress(self)); \(isCached ? "cached" : "uncached")>"
    }

    // MARK: - Private

    private let provider: (@escaping Completion) -> Void
    private var isAsking = false
    /// Showings waiting for a cached element's provider.
    private var waiting: [@MainActor ([UIMenuElement]) -> Void] = []
}
