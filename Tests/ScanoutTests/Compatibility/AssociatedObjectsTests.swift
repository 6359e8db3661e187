import ScanoutTesting
import Testing

@testable import Scanout

/// `objc_setAssociatedObject`/`objc_getAssociatedObject`, as UIKit extensions use them for
/// stored properties.
@MainActor
@Suite(.serialized) struct AssociatedObjectsTests {
    nonisolated(unsafe) static var tapHandlerKey: UInt8 = 0
    nonisolated(unsafe) static var badgeKey: UInt8 = 0

    @Test func anExtensionGetsAStoredPropertyPerObject() throws {
        let first = UIButton(type: .system)
        let second = UIButton(type: .system)
        objc_setAssociatedObject(first, &Self.badgeKey, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(second, &Self.badgeKey, 7, .OBJC_ASSOCIATION_COPY)
        var handled = 0
        let handler: () -> Void = { handled += 1 }
        objc_setAssociatedObject(first, &Self.tapHandlerKey, handler, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(first, &Self.badgeKey) as? String == "3")
        #expect(objc_getAssociatedObject(second, &Self.badgeKey) as? Int == 7)
        #expect(objc_getAssociatedObject(second, &Self.tapHandlerKey) == nil, "per object and key")
        (objc_getAssociatedObject(first, &Self.tapHandlerKey) as? () -> Void)?()
        #expect(handled == 1)
        objc_setAssociatedObject(first, &Self.badgeKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(first, &Self.badgeKey) == nil, "nil removes")
        objc_removeAssociatedObjects(first)
        #expect(objc_getAssociatedObject(first, &Self.tapHandlerKey) == nil)
        #expect(objc_getAssociatedObject(42, &Self.badgeKey) == nil, "a struct has nothing associated")
        objc_setAssociatedObject(42, &Self.badgeKey, "x", .OBJC_ASSOCIATION_RETAIN)
        objc_removeAssociatedObjects(second)
    }

    @Test func assignKeepsObjectsWeaklyAndValuesGoWithTheirOwners() throws {
        final class Token {}
        let owner = UIView()
        var token: Token? = Token()
        weak let weakToken = token
        objc_setAssociatedObject(owner, &Self.badgeKey, token as Any, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(owner, &Self.badgeKey) as? Token === token)
        token = nil
        #expect(weakToken == nil && objc_getAssociatedObject(owner, &Self.badgeKey) == nil, "assign is weak")

        // Values of owners that are gone are released by the next sweep.
        final class Payload {}
        weak var lastPayload: Payload?
        for _ in 0..<300 {
            let transient = UIView()
            let payload = Payload()
            lastPayload = payload
            objc_setAssociatedObject(transient, &Self.badgeKey, payload, .OBJC_ASSOCIATION_RETAIN)
        }
        for _ in 0..<AssociatedObjects.ownerCount + 300 {
            objc_setAssociatedObject(owner, &Self.tapHandlerKey, 1, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(lastPayload == nil, "swept")
        #expect(AssociatedObjects.ownerCount < 50)
        objc_removeAssociatedObjects(owner)
    }

    /// A value whose deinit associates again (released outside the table's lock), from several
    /// threads at once: no deadlock, no trap.
    @Test func reentrantAndConcurrentUseIsSafe() async throws {
        final class Reentrant {
            let owner: AnyObject
            init(owner: AnyObject) { self.owner = owner }
            deinit {
                objc_setAssociatedObject(owner, &AssociatedObjectsTests.tapHandlerKey, 1, .OBJC_ASSOCIATION_RETAIN)
            }
        }
        final class Model: @unchecked Sendable {}
        let model = Model()
        objc_setAssociatedObject(model, &Self.badgeKey, Reentrant(owner: model), .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(model, &Self.badgeKey, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(model, &Self.tapHandlerKey) as? Int == 1)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for step in 0..<2_000 {
                        let key = UnsafeRawPointer(bitPattern: 0x1000 + (step % 16) * 8)!
                        objc_setAssociatedObject(model, key, worker, .OBJC_ASSOCIATION_RETAIN)
                        _ = objc_getAssociatedObject(model, key)
                    }
                }
            }
        }
        objc_removeAssociatedObjects(model)
        #expect(objc_getAssociatedObject(model, &Self.tapHandlerKey) == nil)
    }
}
