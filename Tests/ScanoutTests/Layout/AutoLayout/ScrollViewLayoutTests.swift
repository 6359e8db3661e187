import Scanout
import ScanoutTesting
import Testing

/// A scroll view whose content is laid out by constraints takes its content size from them.
@MainActor
@Suite struct ScrollViewLayoutTests {
    /// A form taller than the screen, in a scroll view: `rows` boxes of 100 points, 10 apart.
    func form(in host: TestHost, pinTo pin: (UIScrollView, UIView) -> [NSLayoutConstraint]) -> (UIScrollView, UIView) {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        var constraints =
            [
                scrollView.topAnchor.constraint(equalTo: host.window.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: host.window.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: host.window.trailingAnchor),
            ] + pin(scrollView, content)
        var above = content.topAnchor
        for _ in 0..<10 {
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            box.backgroundColor = .systemBlue
            content.addSubview(box)
            constraints += [
                box.topAnchor.constraint(equalTo: above, constant: 10),
                box.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
                box.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
                box.heightAnchor.constraint(equalToConstant: 100),
            ]
            above = box.bottomAnchor
        }
        constraints.append(content.bottomAnchor.constraint(equalTo: above, constant: 10))
        NSLayoutConstraint.activate(constraints)
        host.drain()
        return (scrollView, content)
    }

    @Test func contentPinnedToTheScrollViewsEdgesSetsTheContentSize() {
        let host = TestHost()
        let (scrollView, content) = form(in: host) { scrollView, content in
            [
                content.topAnchor.constraint(equalTo: scrollView.topAnchor),
                content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            ]
        }
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 800, height: 480))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 800, height: 1110))
        #expect(scrollView.contentSize == CGSize(width: 800, height: 1110))
        #expect(host.warnings.isEmpty, "\(host.warnings)")

        // It scrolls, and scrolling moves nothing in the layout.
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        host.drain()
        #expect(content.frame.minY == 0 && scrollView.contentOffset.y == 300)
    }

    @Test func theContentAndFrameGuidesDoTheSame() {
        let host = TestHost()
        let (scrollView, content) = form(in: host) { scrollView, content in
            [
                content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            ]
        }
        #expect(scrollView.contentSize == CGSize(width: 800, height: 1110))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 800, height: 1110))
        #expect(scrollView.frameLayoutGuide.layoutFrame.size == CGSize(width: 800, height: 480))

        // The window shrinks: the content follows the scroll view's width.
        host.window.frame = CGRect(x: 0, y: 0, width: 500, height: 480)
        host.drain()
        #expect(content.frame.width == 500)
        #expect(scrollView.contentSize.width == 500)
    }
}
