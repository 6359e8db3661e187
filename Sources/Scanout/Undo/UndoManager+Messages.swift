import FoundationEssentials

// The messages UndoManager posts to `NotificationCenter.default`, with the undo manager as subject. They mirror
// the message types Foundation declares on Apple platforms (iOS 26, macOS 26), which stand for the classic
// `NSUndoManager…` notifications. FoundationEssentials has `NotificationCenter` and its typed messages but no
// `Notification` or `Notification.Name`, so Scanout offers only the typed form. Observe them with, for example,
// `NotificationCenter.default.addObserver(of: undoManager, for: .didUndoChange) { message in … }`; they are
// delivered synchronously on the main actor, in the order they are posted.

extension UndoManager {
    /// Posted before the undo manager opens a nested group, when it closes any group, before it undoes or redoes,
    /// and when ``canRedo`` is read: the moment to record pending changes (such as coalesced typing).
    ///
    /// Foundation's `NSUndoManagerCheckpoint`. Not posted when a top-level group opens.
    public struct CheckpointMessage: NotificationCenter.MainActorMessage, Sendable {
        /// The undo manager posting the message.
        public typealias Subject = UndoManager

        /// Creates the message.
        public init() {}
    }

    /// Posted by ``undo()`` and ``undoNestedGroup()`` just before they revert a group.
    ///
    /// Foundation's `NSUndoManagerWillUndoChange`.
    public struct WillUndoChangeMessage: NotificationCenter.MainActorMessage, Sendable {
        /// The undo manager posting the message.
        public typealias Subject = UndoManager

        /// Creates the message.
        public init() {}
    }

    /// Posted by ``undo()`` and ``undoNestedGroup()`` after they revert a group.
    ///
    /// Foundation's `NSUndoManagerDidUndoChange`.
    public struct DidUndoChangeMessage: NotificationCenter.MainActorMessage, Sendable {
        /// The undo manager posting the message.
        public typealias Subject = UndoManager

        /// Creates the message.
        public init() {}
    }

    /// Posted by ``redo()`` just before it replays a group.
    ///
    /// Foundation's `NSUndoManagerWillRedoChange`.
    public struct WillRedoChangeMessage: NotificationCenter.MainActorMessage, Sendable {
        /// The undo manager posting the message.
        public typealias Subject = UndoManager

        /// Creates the message.
        public init() {}
    }

    /// Posted by ``redo()`` after it replays a group.
    ///
    /// Foundation's `NSUndoManagerDidRedoChange`.
    public struct DidRedoChangeMessage: NotificationCenter.MainActorMessage, Sendable {
        /// The undo manager posting the message.
        public typealias Subject = UndoManager

        /// Creates the message.
        public init() {}
    }

    /// Posted after a group opens, whether by ``beginUndoGrouping()`` or automatically (see ``groupsByEvent``).
    ///
    /// Foundation's `NSUndoManagerDidOpenUndoGroup`. Not posted for the group an undo or redo records.
    public struct DidOpenUndoGroupMessage: NotificationCenter.MainActorMessage, Sendable {
        /// The undo manager posting the message.
        public typealias Subject = UndoManager

        /// Creates the message.
        public init() {}
    }

    /// Posted just before a group closes, after ``CheckpointMessage``.
    ///
    /// Foundation's `NSUndoManagerWillCloseUndoGroup`. Not posted for the group an undo or redo records.
    public struct WillCloseUndoGroupMessage: NotificationCenter.MainActorMessage, Sendable {
        /// The undo manager posting the message.
        public typealias Subject = UndoManager

        /// Creates the message.
        public init() {}
    }

    /// Posted after a group closes (including an empty group, which is then discarded).
    ///
    /// Foundation's `NSUndoManagerDidCloseUndoGroup`. Not posted for the group an undo or redo records.
    public struct DidCloseUndoGroupMessage: NotificationCenter.MainActorMessage, Sendable {
        /// The undo manager posting the message.
        public typealias Subject = UndoManager

        /// Whether every action in the group is discardable. Always `false`: Scanout has no discardable actions.
        public var groupIsDiscardable: Bool

        /// Creates the message.
        public init(groupIsDiscardable: Bool) {
            self.groupIsDiscardable = groupIsDiscardable
        }
    }
}

extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<UndoManager.CheckpointMessage> {
    /// Identifies ``UndoManager/CheckpointMessage`` in `addObserver(of:for:using:)`.
    public static var checkpoint: Self { .init() }
}

extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<UndoManager.WillUndoChangeMessage> {
    /// Identifies ``UndoManager/WillUndoChangeMessage`` in `addObserver(of:for:using:)`.
    public static var willUndoChange: Self { .init() }
}

extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<UndoManager.DidUndoChangeMessage> {
    /// Identifies ``UndoManager/DidUndoChangeMessage`` in `addObserver(of:for:using:)`.
    public static var didUndoChange: Self { .init() }
}

extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<UndoManager.WillRedoChangeMessage> {
    /// Identifies ``UndoManager/WillRedoChangeMessage`` in `addObserver(of:for:using:)`.
    public static var willRedoChange: Self { .init() }
}

extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<UndoManager.DidRedoChangeMessage> {
    /// Identifies ``UndoManager/DidRedoChangeMessage`` in `addObserver(of:for:using:)`.
    public static var didRedoChange: Self { .init() }
}

extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<UndoManager.DidOpenUndoGroupMessage> {
    /// Identifies ``UndoManager/DidOpenUndoGroupMessage`` in `addObserver(of:for:using:)`.
    public static var didOpenUndoGroup: Self { .init() }
}

extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<UndoManager.WillCloseUndoGroupMessage> {
    /// Identifies ``UndoManager/WillCloseUndoGroupMessage`` in `addObserver(of:for:using:)`.
    public static var willCloseUndoGroup: Self { .init() }
}

extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<UndoManager.DidCloseUndoGroupMessage> {
    /// Identifies ``UndoManager/DidCloseUndoGroupMessage`` in `addObserver(of:for:using:)`.
    public static var didCloseUndoGroup: Self { .init() }
}
