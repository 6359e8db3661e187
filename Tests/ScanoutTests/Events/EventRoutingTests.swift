import Scanout
import ScanoutTesting
import Testing

/// BEHAVIOUR.md section 1: which responder gets motion, remote-control and key events; ignoring
/// interaction; FIFO order.
@MainActor
@Suite struct EventRoutingTests {
    /// A responder that records the non-touch events it gets, and passes them on unless told not to.
    final class Listener: UIView {
        let name: String
        let log: EventLog
        var handles = false
        var becomesFirstResponder = true

        init(_ name: String, log: EventLog, frame: CGRect = .zero) {
            self.name = name
            self.log = log
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override var canBecomeFirstResponder: Bool { becomesFirstResponder }

        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.record("\(name).motionBegan(\(motion))")
            if !handles { super.motionBegan(motion, with: event) }
        }

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.record("\(name).motionEnded(\(motion))")
            if !handles { super.motionEnded(motion, with: event) }
        }

        override func remoteControlReceived(with event: UIEvent?) {
            log.record("\(name).remote(\(event!.subtype))")
            if !handles { super.remoteControlReceived(with: event) }
        }

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for press in presses { log.record("\(name).pressBegan(\(press.key!.characters))") }
            if !handles { super.pressesBegan(presses, with: event) }
        }

        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for press in presses { log.record("\(name).pressEnded(\(press.key!.characters))") }
            if !handles { super.pressesEnded(presses, with: event) }
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.record("\(name).touchBegan")
        }
    }

    private func makeHost() -> (TestHost, Listener, Listener, EventLog) {
        let host = TestHost()
        let log = EventLog()
        let parent = Listener("parent", log: log, frame: host.window.bounds)
        let child = Listener("child", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(parent)
        parent.addSubview(child)
        return (host, parent, child, log)
    }

    @Test func shakeGoesToTheFirstResponderAndUpTheChain() {
        let (host, parent, child, log) = makeHost()
        child.becomeFirstResponder()
        parent.handles = true
        host.shake()
        #expect(
            log.entries == [
                "child.motionBegan(motionShake)", "parent.motionBegan(motionShake)",
                "child.motionEnded(motionShake)", "parent.motionEnded(motionShake)",
            ])
    }

    @Test func shakeWithoutFirstResponderGoesToTheKeyWindow() {
        final class Window: UIWindow {
            var shakes = 0
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                shakes += 1
            }
        }
        let host = TestHost()
        let window = Window()
        window.makeKeyAndVisible()
        host.shake()
        #expect(window.shakes == 1)
    }

    @Test func remoteControlEventsNeedBeginReceivingAndGoToTheFirstResponder() {
        let (host, _, child, log) = makeHost()
        child.becomeFirstResponder()
        child.handles = true
        host.sendRemoteControl(.remoteControlTogglePlayPause)
        #expect(log.entries.isEmpty)

        host.application.beginReceivingRemoteControlEvents()
        host.sendRemoteControl(.remoteControlTogglePlayPause)
        host.sendRemoteControl(.remoteControlNextTrack)
        #expect(log.entries == ["child.remote(remoteControlTogglePlayPause)", "child.remote(remoteControlNextTrack)"])

        host.application.endReceivingRemoteControlEvents()
        host.sendRemoteControl(.remoteControlPlay)
        #expect(log.entries.count == 2)
    }

    @Test func unhandledRemoteControlReachesTheApplicationDelegate() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var received: [UIEvent.EventSubtype] = []
            override func remoteControlReceived(with event: UIEvent?) {
                received.append(event!.subtype)
            }
        }
        let (host, _, child, _) = makeHost()
        let delegate = Delegate()
        host.application.delegate = delegate
        host.application.beginReceivingRemoteControlEvents()
        child.becomeFirstResponder()
        host.sendRemoteControl(.remoteControlPause)
        #expect(delegate.received == [.remoteControlPause])
    }

    @Test func keyPressesGoToTheFirstResponderAndEndWhereTheyBegan() {
        let (host, parent, child, log) = makeHost()
        child.becomeFirstResponder()
        parent.handles = true
        host.press(.keyboardA)
        #expect(
            log.entries == [
                "child.pressBegan(a)", "parent.pressBegan(a)", "child.pressEnded(a)", "parent.pressEnded(a)",
            ])
    }

    @Test func pressCarriesKeyCodeCharactersAndModifiers() {
        final class KeyView: UIView {
            var keys: [UIKey] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys += presses.compactMap(\.key)
            }
        }
        let host = TestHost()
        let view = KeyView()
        host.window.addSubview(view)
        view.becomeFirstResponder()
        host.press(.keyboardA, modifiers: .shift)
        host.type("b?")
        #expect(view.keys.map(\.characters) == ["A", "b", "?"])
        #expect(view.keys.map(\.charactersIgnoringModifiers) == ["a", "b", "/"])
        #expect(view.keys.map(\.keyCode) == [.keyboardA, .keyboardB, .keyboardSlash])
        #expect(view.keys.map(\.modifierFlags) == [.shift, [], .shift])
    }

    @Test func ignoringInteractionDropsTouchesAndKeysAndNests() {
        let (host, _, child, log) = makeHost()
        child.becomeFirstResponder()
        child.handles = true
        host.application.beginIgnoringInteractionEvents()
        host.application.beginIgnoringInteractionEvents()
        #expect(host.application.isIgnoringInteractionEvents)
        host.tap(at: CGPoint(x: 10, y: 10))
        host.press(.keyboardA)
        host.application.endIgnoringInteractionEvents()
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries.isEmpty)
        host.application.endIgnoringInteractionEvents()
        #expect(!host.application.isIgnoringInteractionEvents)
        host.tap(at: CGPoint(x: 10, y: 10))
        host.press(.keyboardA)
        #expect(log.entries == ["child.touchBegan", "child.pressBegan(a)", "child.pressEnded(a)"])
    }

    @Test func ignoringIsNotQueueingDroppedEventsDoNotArriveLater() {
        let (host, _, _, log) = makeHost()
        host.batch {
            host.application.beginIgnoringInteractionEvents()
            host.tap(at: CGPoint(x: 10, y: 10))
        }
        host.application.endIgnoringInteractionEvents()
        host.drain()
        #expect(log.entries.isEmpty)
    }

    @Test func beginningToIgnoreCancelsTouchesInProgress() {
        let host = TestHost()
        let log = EventLog()
        let view = RecordingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        host.window.addSubview(view)
        host.touchDown(at: CGPoint(x: 10, y: 10))
        host.application.beginIgnoringInteractionEvents()
        host.touchMove(to: CGPoint(x: 20, y: 20))
        host.application.endIgnoringInteractionEvents()
        host.touchMove(to: CGPoint(x: 30, y: 30))
        host.touchUp()
        #expect(log.entries == ["view.began", "view.cancelled"])
    }

    @Test func batchDispatchesInFirstInFirstOutOrder() {
        let host = TestHost()
        let log = EventLog()
        let a = RecordingView("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = Listener("b", log: log, frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        host.window.addSubview(a)
        host.window.addSubview(b)
        b.becomeFirstResponder()
        b.handles = true
        host.application.beginReceivingRemoteControlEvents()
        host.batch {
            host.touchDown(at: CGPoint(x: 10, y: 10))
            host.sendRemoteControl(.remoteControlPlay)
            host.press(.keyboardX)
            host.touchUp()
            host.shake()
            #expect(log.entries.isEmpty, "Nothing is dispatched before the batch ends")
            #expect(host.application.queuedEventCount == 6)
        }
        #expect(
            log.entries == [
                "a.began", "b.remote(remoteControlPlay)", "b.pressBegan(x)", "b.pressEnded(x)", "a.ended",
                "b.motionBegan(motionShake)", "b.motionEnded(motionShake)",
            ])
    }

    @Test func eventsEnqueuedWhileDispatchingRunAfterTheCurrentOne() {
        final class Echo: UIView {
            var log: EventLog?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log?.record("began")
                UIApplication.shared.enqueue(.remoteControl(.remoteControlPlay))
                log?.record("after enqueue")
            }
            override var canBecomeFirstResponder: Bool { true }
            override func remoteControlReceived(with event: UIEvent?) {
                log?.record("remote")
            }
        }
        let host = TestHost()
        let log = EventLog()
        let view = Echo(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.log = log
        host.window.addSubview(view)
        view.becomeFirstResponder()
        host.application.beginReceivingRemoteControlEvents()
        host.touchDown(at: CGPoint(x: 5, y: 5))
        #expect(log.entries == ["began", "after enqueue", "remote"])
    }
}
