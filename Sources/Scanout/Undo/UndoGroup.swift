// The values UndoManager records. They are internal rather than private only because they live in their own
// file; nothing outside UndoManager uses them.

/// One registration: the handler bound to its target, which is kept to compare by identity.
struct UndoAction {
    /// The object the handler acts on, held strongly (see `UndoManager`).
    let target: AnyObject
    /// Calls the registered handler with the target.
    let perform: @MainActor () -> Void
}

/// An ordered list of registrations and nested groups that undo (or redo) as one step, with its action name.
struct UndoGroup {
    /// How a group came to be open; a closed group keeps it but no longer uses it.
    enum Opening {
        /// Opened by `beginUndoGrouping()`.
        case explicit
        /// Opened by the event hook or by a registration made with no open group, while `groupsByEvent` is on.
        case automatic
        /// The group an undo or redo records for the other stack; only the undo manager closes it.
        case replay
    }

    /// One item of a group, in registration order.
    enum Entry {
        /// A single registration.
        case action(UndoAction)
        /// A closed nested group.
        case group(UndoGroup)
    }

    /// How the group was opened.
    let opening: Opening
    /// The name shown in the Undo and Redo menu titles; empty when unnamed.
    var actionName: String
    /// The registrations and closed nested groups, oldest first.
    private(set) var entries: [Entry] = []

    /// An empty group.
    init(opening: Opening, actionName: String = "") {
        self.opening = opening
        self.actionName = actionName
    }

    /// Adds a registration as the newest entry.
    mutating func append(_ action: UndoAction) {
        entries.append(.action(action))
    }

    /// Adds a closed group as the newest entry. An unnamed group takes the name of its first named child.
    mutating func append(nested group: UndoGroup) {
        if actionName.isEmpty {
            actionName = group.actionName
        }
        entries.append(.group(group))
    }

    /// Removes and returns the newest entry if it is a closed nested group.
    mutating func removeLastNestedGroup() -> UndoGroup? {
        guard case .group(let nested) = entries.last else { return nil }
        entries.removeLast()
        return nested
    }

    /// Removes every entry and the name.
    mutating func removeAll() {
        entries.removeAll()
        actionName = ""
    }

    /// Removes the registrations whose target is `target`, at every depth, dropping nested groups left empty.
    mutating func removeActions(withTarget target: ObjectIdentifier) {
        entries = entries.compactMap { entry in
            switch entry {
            case .action(let action):
                ObjectIdentifier(action.target) == target ? nil : entry
            case .group(let group):
                group.removingActions(withTarget: target).map(Entry.group)
            }
        }
    }

    /// This group without the registrations whose target is `target`, or `nil` if nothing is left.
    func removingActions(withTarget target: ObjectIdentifier) -> UndoGroup? {
        var copy = self
        copy.removeActions(withTarget: target)
        return copy.entries.isEmpty ? nil : copy
    }

    /// Runs the handlers, newest first, so that later changes are reverted before the earlier ones they follow.
    @MainActor
    func perform() {
        for entry in entries.reversed() {
            switch entry {
            case .action(let action):
                action.perform()
            case .group(let group):
                group.perform()
            }
        }
    }
}

/// An undo or redo in progress.
struct UndoReplay {
    /// Which way the replay goes.
    enum Direction {
        /// Reverting a group; registrations go to the redo stack.
        case undo
        /// Replaying a group; registrations go to the undo stack.
        case redo
    }

    /// Which way the replay goes.
    let direction: Direction
    /// The groups being recorded for the other stack, outermost (the replay's own group) first.
    var openGroups: [UndoGroup]
}
