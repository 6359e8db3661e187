/// What a `UIMenu` shows on the edit menu's bar: one item per element a person can choose, in
/// order.
///
/// The bar is one row, so an inline submenu's elements join their parent's; a submenu that is not
/// inline is one item that opens it on the bar. Hidden and disabled elements are left out (the bar
/// has no greyed look), and so is a command no responder from `chainStart` up can perform now —
/// the edit menu offers only what can be done, as UIKit's does; each command's responder validates
/// it first. A deferred element stands for the elements its provider gives at once; one that
/// answers later shows them the next time the bar is built (a cached one asks the menu controller
/// to build it again when its answer comes).
@preconcurrency @MainActor
enum EditMenuElements {
    /// Deferred elements and inline menus nested deeper than this are not followed: a provider
    /// answering with ever deeper menus must not recurse without end.
    static let maximumDepth = 16

    static func items(of menu: UIMenu, chainStart: UIResponder) -> [EditMenuView.Item] {
        var items: [EditMenuView.Item] = []
        var expanding: Set<ObjectIdentifier> = []
        func add(_ elements: [UIMenuElement], depth: Int) {
            guard depth <= maximumDepth else { return }
            for element in elements {
                if let submenu = element as? UIMenu {
                    if submenu.options.contains(.displayInline) {
                        add(submenu.children, depth: depth + 1)
                    } else {
                        items.append(
                            EditMenuView.Item(
                                title: submenu.title, image: submenu.image,
                                isDestructive: submenu.options.contains(.destructive), kind: .submenu(submenu)))
                    }
                } else if let leaf = element as? any MenuLeaf {
                    if let command = leaf as? UICommand, command.validatedTarget(startingAt: chainStart) == nil {
                        continue
                    }
                    guard leaf.attributes.isDisjoint(with: [.hidden, .disabled]) else { continue }
                    items.append(
                        EditMenuView.Item(
                            title: leaf.title, image: leaf.image,
                            isDestructive: leaf.attributes.contains(.destructive), kind: .element(leaf)))
                } else if let deferred = element as? UIDeferredMenuElement {
                    guard expanding.insert(ObjectIdentifier(deferred)).inserted else { continue }
                    add(answerAtOnce(deferred, chainStart: chainStart), depth: depth + 1)
                    expanding.remove(ObjectIdentifier(deferred))
                }
            }
        }
        add(menu.children, depth: 0)
        return items
    }

    /// The elements `deferred` gives without waiting; none when its provider answers later.
    private static func answerAtOnce(_ deferred: UIDeferredMenuElement, chainStart: UIResponder) -> [UIMenuElement] {
        let asking = AnswerBox()
        let application = (chainStart as? UIView)?.window?.application ?? UIApplication.shared
        deferred.requestElements { [weak application, weak deferred] elements in
            if asking.isAsking {
                asking.answer = elements
            } else if deferred?.isCached == true {
                application?.menuControllerIfLoaded?.update()
            }
        }
        asking.isAsking = false
        return asking.answer ?? []
    }

    /// What a provider answered while it was being asked.
    @MainActor
    private final class AnswerBox {
        var isAsking = true
        var answer: [UIMenuElement]?
    }
}
