// The application's input queue (see `EventDispatcher`).

/// One raw input and when it happened.
struct QueuedInput {
    let event: InputEvent
    let timestamp: TimeInterval
    /// Made by assistive technology (the screen reader's tap on an element): goes to the views,
    /// not back to the screen reader.
    var isFromAssistiveTechnology = false
}

/// A first-in-first-out queue that reuses its storage: appends at the tail, pops from the head in
/// O(1), and compacts when drained.
struct EventQueue {
    private var storage: [QueuedInput] = []
    private var head = 0

    var count: Int { storage.count - head }

    mutating func append(_ input: QueuedInput) {
        storage.append(input)
    }

    mutating func popFirst() -> QueuedInput? {
        guard head < storage.count else {
            if !storage.isEmpty {
                storage.removeAll(keepingCapacity: true)
                head = 0
            }
            return nil
        }
        defer { head += 1 }
        return storage[head]
    }
}
