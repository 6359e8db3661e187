import Scanout
import ScanoutTesting

/// A white screen with one 40×40 blue box at (10, 10), rendered once: what the frame and
/// main-queue tests change and watch.
@MainActor
func makeBoxScreen(size: CGSize) -> (TestHost, UIView) {
    let host = TestHost(size: size)
    host.window.backgroundColor = .white
    let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    box.backgroundColor = .systemBlue
    host.window.addSubview(box)
    _ = host.render()
    return (host, box)
}
