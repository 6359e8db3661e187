import ScanoutTesting
import Testing

@testable import Scanout

/// The constraint-update pass, the layout callbacks' order, animating constraint changes, conflicts,
/// ambiguity and measuring with systemLayoutSizeFitting.
@MainActor
@Suite struct LayoutCycleTests {
    final class BadgeView: UIView {
        var log: [String] = []
        let dot = UIView()
        var dotSize: CGFloat = 10 { didSet { setNeedsUpdateConstraints() } }
        private var sizeConstraints: [NSLayoutConstraint] = []

        override class var requiresConstraintBasedLayout: Bool { true }

        override init(frame: CGRect) {
            super.init(frame: frame)
            dot.translatesAutoresizingMaskIntoConstraints = false
            addSubview(dot)
        }

        required init?(coder: NSCoder) { nil }

        override func updateConstraints() {
            log.append("updateConstraints")
            NSLayoutConstraint.deactivate(sizeConstraints)
            sizeConstraints = [
                dot.widthAnchor.constraint(equalToConstant: dotSize),
                dot.heightAnchor.constraint(equalToConstant: dotSize),
                dot.centerXAnchor.constraint(equalTo: centerXAnchor),
                dot.centerYAnchor.constraint(equalTo: centerYAnchor),
            ]
            NSLayoutConstraint.activate(sizeConstraints)
            super.updateConstraints()
        }

        override func layoutSubviews() {
            log.append("layoutSubviews")
            super.layoutSubviews()
        }
    }

    @Test func updateConstraintsRunsOnceBeforeLayoutAndAgainWhenAsked() {
        let host = TestHost()
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(badge)
        host.drain()
        #expect(badge.log.first == "updateConstraints")
        #expect(badge.log.filter { $0 == "updateConstraints" }.count == 1)
        #expect(badge.dot.frame == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(!badge.needsUpdateConstraints())

        badge.log = []
        badge.dotSize = 40
        #expect(badge.needsUpdateConstraints())
        host.drain()
        #expect(badge.log == ["updateConstraints", "layoutSubviews"])
        #expect(badge.dot.frame == CGRect(x: 30, y: 30, width: 40, height: 40))
    }

    @Test func aControllerUpdatesItsConstraintsAndHearsLayoutInOrder() {
        final class Screen: UIViewController {
            var log: [String] = []
            let panel = UIView()
            var panelHeight: NSLayoutConstraint?
            override func viewDidLoad() {
                super.viewDidLoad()
                panel.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(panel)
            }
            override func updateViewConstraints() {
                log.append("updateViewConstraints")
                if panelHeight == nil {
                    let height = panel.heightAnchor.constraint(equalToConstant: 100)
                    NSLayoutConstraint.activate([
                        panel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        panel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                        panel.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                        height,
                    ])
                    panelHeight = height
                }
                super.updateViewConstraints()
            }
            override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews \(panel.frame.height)") }
            override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews \(panel.frame.height)") }
        }
        let host = TestHost()
        let screen = Screen()
        host.window.rootViewController = screen
        host.drain()
        #expect(screen.log == ["updateViewConstraints", "viewWillLayoutSubviews 0.0", "viewDidLayoutSubviews 100.0"])
        #expect(screen.panel.frame == CGRect(x: 20, y: 380, width: 760, height: 100))
    }

    @Test func animatingAConstraintChangeMovesThroughIntermediateFrames() {
        let host = TestHost()
        let drawer = UIView()
        drawer.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(drawer)
        let top = drawer.topAnchor.constraint(equalTo: host.window.bottomAnchor)
        NSLayoutConstraint.activate([
            top, drawer.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            drawer.trailingAnchor.constraint(equalTo: host.window.trailingAnchor),
            drawer.heightAnchor.constraint(equalToConstant: 200),
        ])
        host.drain()
        #expect(drawer.frame.minY == 480)

        top.constant = -200
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear]) {
            host.window.layoutIfNeeded()
        }
        #expect(drawer.frame.minY == 280, "The model is at the end at once")
        host.advance(by: 0.15)
        let halfway = drawer.renderCenter.y - 100
        #expect(halfway > 300 && halfway < 460, "On screen it moves: \(halfway)")
        host.advance(by: 0.3)
        #expect(drawer.frame.minY == 280)
    }

    @Test func unsatisfiableConstraintsBreakOneAndNameTheViewsAndConstraints() {
        let host = TestHost()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        box.accessibilityIdentifier = "photo"
        host.window.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 300)
        wide.identifier = "photo-wide"
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "photo-narrow"
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            box.topAnchor.constraint(equalTo: host.window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), wide,
        ])
        host.drain()
        narrow.isActive = true
        host.drain()
        #expect(box.frame.width == 300, "The constraint added last is broken; layout carries on")
        let warning = host.warnings.first { $0.contains("Unable to simultaneously satisfy constraints") }
        #expect(warning != nil)
        #expect(warning?.contains("'photo-narrow'") == true && warning?.contains("'photo-wide'") == true)
        #expect(warning?.contains("UIView:0x") == true && warning?.contains("'photo'") == true)
        #expect(warning?.contains("frame = ") == true)
        #expect(warning?.contains("Recovering by breaking") == true)

        // Once the conflict goes, the broken constraint takes effect.
        wide.isActive = false
        host.drain()
        #expect(box.frame.width == 100)
    }

    @Test func ambiguityIsReported() {
        let host = TestHost()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
        host.drain()
        #expect(box.hasAmbiguousLayout, "Nothing places it vertically")
        box.topAnchor.constraint(equalTo: host.window.topAnchor).isActive = true
        host.drain()
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 100), "Checking moved nothing")
    }

    @Test func equalHuggingIsAmbiguousAndCheckingMovesNothing() {
        // A card and a status line below it, pinned to the bottom, with a gap to share: both hug
        // at 250, so the gap can go to either at the same cost. UIKit calls this ambiguous; giving
        // the status line the lower hugging priority settles it.
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let card = UILabel()
        card.text = "Card"
        card.font = .systemFont(ofSize: 120)
        let status = UILabel()
        status.text = "Status"
        for view in [card, status] {
            view.translatesAutoresizingMaskIntoConstraints = false
            host.window.addSubview(view)
        }
        let toBottom = status.bottomAnchor.constraint(equalTo: host.window.bottomAnchor, constant: -8)
        toBottom.priority = .defaultHigh
        let underCard = status.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 10)
        underCard.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 100),
            card.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            status.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            status.topAnchor.constraint(greaterThanOrEqualTo: card.bottomAnchor, constant: 10),
            status.heightAnchor.constraint(greaterThanOrEqualToConstant: 24),
            toBottom, underCard,
        ])
        host.drain()
        let frames = [card.frame, status.frame]
        #expect(status.frame.maxY == 292)
        #expect(card.hasAmbiguousLayout && status.hasAmbiguousLayout)
        host.window.setNeedsLayout()
        host.drain()
        #expect([card.frame, status.frame] == frames, "Asking changed nothing")

        status.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        host.drain()
        #expect(!card.hasAmbiguousLayout && !status.hasAmbiguousLayout)
        #expect(card.frame.height == card.intrinsicContentSize.height)
        #expect(status.frame.minY == card.frame.maxY + 10 && status.frame.maxY == 292)
    }

    @Test func systemLayoutSizeFittingMeasuresTheConstraintsInsideTheView() {
        let card = UIView()
        let title = UILabel()
        title.text = "Reception"
        title.translatesAutoresizingMaskIntoConstraints = false
        let detail = UILabel()
        detail.text = String(repeating: "Open from eight until six on weekdays. ", count: 3)
        detail.numberOfLines = 0
        detail.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        card.addSubview(detail)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            detail.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            detail.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        detail.preferredMaxLayoutWidth = 268
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let detailHeight = detail.sizeThatFits(CGSize(width: 268, height: 10_000)).height
        #expect(size.width == 300)
        #expect(size.height == 12 + title.intrinsicContentSize.height + 4 + detailHeight + 12)

        // Compressed: as small as the content allows.
        let compressed = title.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == title.intrinsicContentSize)
    }
}
