import ScanoutTesting
import Testing

@testable import Scanout

/// `viewIsAppearing(_:)`: once per appearance, between `viewWillAppear` and `viewDidAppear`, with
/// the view in its window, sized, and with its traits — for roots, pushes, presentations and
/// children, as UIKit calls it.
@MainActor
@Suite struct ViewIsAppearingTests {
    final class Screen: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.append("willAppear window=\(view.window != nil)")
        }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            log.append("isAppearing window=\(view.window != nil) width=\(Int(view.bounds.width))")
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            if log.last != "willLayout" { log.append("willLayout") }
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.append("willDisappear")
        }
    }

    @Test func aRootControllerHearsItOnceBetweenWillAndDidAppear() {
        let host = TestHost(size: CGSize(width: 640, height: 480))
        let screen = Screen()
        host.window.rootViewController = screen
        host.drain()
        let appearing = screen.log.filter { $0.hasPrefix("isAppearing") }
        #expect(appearing == ["isAppearing window=true width=640"], "\(screen.log)")
        let will = screen.log.firstIndex { $0.hasPrefix("willAppear") } ?? -1
        let isAppearing = screen.log.firstIndex { $0.hasPrefix("isAppearing") } ?? -1
        let did = screen.log.firstIndex(of: "didAppear") ?? -1
        #expect(will < isAppearing && isAppearing < did)
        // Hidden and shown again: a second appearance, a second call.
        screen.log.removeAll()
        host.window.isHidden = true
        host.window.isHidden = false
        host.drain()
        #expect(screen.log.filter { $0.hasPrefix("isAppearing") }.count == 1, "\(screen.log)")
    }

    @Test func pushedAndPresentedControllersHearItBeforeDidAppear() {
        let host = TestHost(size: CGSize(width: 640, height: 480))
        let first = Screen()
        let navigation = UINavigationController(rootViewController: first)
        host.window.rootViewController = navigation
        host.drain()
        let second = Screen()
        navigation.pushViewController(second, animated: true)
        host.advance(by: 0.6)
        #expect(second.log.contains("isAppearing window=true width=640"), "\(second.log)")
        #expect(
            (second.log.firstIndex { $0.hasPrefix("isAppearing") } ?? 99)
                < (second.log.firstIndex(of: "didAppear") ?? -1))
        let sheet = Screen()
        sheet.modalPresentationStyle = .fullScreen
        second.present(sheet, animated: true)
        host.advance(by: 0.6)
        #expect(sheet.log.filter { $0.hasPrefix("isAppearing") } == ["isAppearing window=true width=640"])
        // Back to the second screen: it appears again, and hears it again.
        second.log.removeAll()
        sheet.dismiss(animated: true)
        host.advance(by: 0.6)
        #expect(second.log.filter { $0.hasPrefix("isAppearing") }.count == 1, "\(second.log)")
        #expect(second.log.last == "didAppear")
    }

    @Test func aDisappearanceBeforeAnyLayoutCancelsItAndNothingRepeats() {
        let host = TestHost()
        let screen = Screen()
        for _ in 0..<20 {
            host.window.rootViewController = screen
            host.window.rootViewController = UIViewController()
        }
        host.window.rootViewController = screen
        host.drain()
        let appearances = screen.log.filter { $0.hasPrefix("willAppear") }.count
        let isAppearing = screen.log.filter { $0.hasPrefix("isAppearing") }.count
        #expect(isAppearing <= appearances && isAppearing >= 1)
        #expect(screen.log.last == "didAppear" || screen.log.last == "willLayout")
    }
}
