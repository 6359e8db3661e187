import ScanoutTesting
import Testing

@testable import Scanout

/// `contentUnavailableConfiguration` (iOS 17): empty, loading and no-results states shown over a
/// controller's view, updated when the controller asks, their buttons tapped as a visitor would.
@MainActor
@Suite struct ContentUnavailableTests {
    final class VisitorsController: UIViewController {
        var visitors: [String] = []
        var isLoading = false
        var checkIns = 0
        var updates = 0

        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates += 1
            if isLoading {
                contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
            } else if visitors.isEmpty {
                var empty = UIContentUnavailableConfiguration.empty()
                empty.image = UIImage(systemName: "person.2")
                empty.text = "No visitors yet"
                empty.secondaryText = "Visitors appear here when they check in."
                empty.button = .filled()
                empty.button.title = "Check someone in"
                empty.buttonProperties.primaryAction = UIAction { [unowned self] _ in
                    checkIns += 1
                    visitors.append("Ada")
                    setNeedsUpdateContentUnavailableConfiguration()
                }
                contentUnavailableConfiguration = empty
            } else {
                contentUnavailableConfiguration = nil
            }
        }
    }

    @Test func anEmptyStateShowsOverTheViewAndItsButtonWorks() throws {
        let host = TestHost(size: CGSize(width: 600, height: 400))
        let controller = VisitorsController()
        host.window.rootViewController = controller
        host.drain()
        #expect(controller.updates == 1)
        #expect(host.visibleElementLabels.contains("No visitors yet"))
        #expect(host.visibleElementLabels.contains("Visitors appear here when they check in."))
        let shown = try #require(controller.contentUnavailableView)
        #expect(shown.frame == controller.view.bounds && controller.view.subviews.last === shown)
        // A subview added later stays under it.
        controller.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        host.drain()
        #expect(controller.view.subviews.last === shown)
        try host.tap("Check someone in")
        host.drain()
        #expect(controller.checkIns == 1 && controller.updates == 2)
        #expect(controller.contentUnavailableView == nil && !host.visibleElementLabels.contains("No visitors yet"))
    }

    @Test func loadingShowsAnIndicatorAndSearchNamesTheSearchText() throws {
        let host = TestHost(size: CGSize(width: 600, height: 400))
        let controller = VisitorsController()
        controller.isLoading = true
        host.window.rootViewController = controller
        host.drain()
        #expect(host.visibleElementLabels.contains("Loading…"))
        let indicator = controller.view.allSubviews.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(indicator?.isAnimating == true && indicator?.isHidden == false)

        let searchController = UISearchController(searchResultsController: nil)
        controller.navigationItem.searchController = searchController
        searchController.searchBar.text = "Ada"
        controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        host.drain()
        #expect(host.visibleElementLabels.contains("No Results for “Ada”"))
        #expect(!host.visibleElementLabels.contains("Loading…"))
        // A configuration of the same kind updates the view in place.
        let view = controller.contentUnavailableView
        var other = UIContentUnavailableConfiguration.empty()
        other.text = "Nothing"
        controller.contentUnavailableConfiguration = other
        #expect(controller.contentUnavailableView === view)
    }

    @Test func hostileValuesAndReentrantUpdatesTrapNothing() {
        let host = TestHost(size: CGSize(width: 300, height: 200))
        let controller = UIViewController()
        host.window.rootViewController = controller
        var random = SeededRandomNumberGenerator(seed: 17_02)
        for round in 0..<200 {
            var configuration = round % 3 == 0 ? UIContentUnavailableConfiguration.loading() : .empty()
            configuration.text = String(repeating: "Long text ", count: Int.random(in: 0...200, using: &random))
            configuration.imageToTextPadding = [.nan, -.infinity, .infinity, -5, 1e12, 8][round % 6]
            configuration.textToButtonPadding = [.nan, 3][round % 2]
            configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: .nan, leading: -.infinity, bottom: 1e9, trailing: 4)
            configuration.alignment = round % 2 == 0 ? .center : .natural
            configuration.button.title = round % 4 == 0 ? nil : "Go"
            configuration.buttonProperties.primaryAction = UIAction { _ in
                controller.contentUnavailableConfiguration = nil
                controller.setNeedsUpdateContentUnavailableConfiguration()
            }
            controller.contentUnavailableConfiguration = round % 5 == 0 ? nil : configuration
            if round % 10 == 0 { host.drain() }
        }
        host.drain()
        controller.contentUnavailableConfiguration = nil
        #expect(controller.contentUnavailableView == nil)
    }
}

extension UIView {
    /// Every view below this one.
    fileprivate var allSubviews: [UIView] {
        subviews + subviews.flatMap(\.allSubviews)
    }
}
