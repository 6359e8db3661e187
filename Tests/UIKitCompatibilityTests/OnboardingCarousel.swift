import UIKit

// An onboarding carousel as iOS code writes it (Swift 5 mode): a UIPageViewController subclass
// that is its own data source and delegate, pages made from an array of steps, the index kept
// in sync with `pendingViewControllers` and `transitionCompleted`, the dots from the data
// source's presentation methods, and a "Next" button that turns the page in code.

struct OnboardingStep {
    let title: String
    let symbol: String
}

class OnboardingStepViewController: UIViewController {
    let step: OnboardingStep
    let index: Int
    let titleLabel = UILabel()

    init(step: OnboardingStep, index: Int) {
        self.step = step
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = step.title
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        let imageView = UIImageView(image: UIImage(systemName: step.symbol))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: -40),
            titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    let steps = [
        OnboardingStep(title: "Welcome", symbol: "star"),
        OnboardingStep(title: "Check in", symbol: "person"),
        OnboardingStep(title: "You're done", symbol: "checkmark"),
    ]
    lazy var pages: [OnboardingStepViewController] = steps.enumerated().map {
        OnboardingStepViewController(step: $0.element, index: $0.offset)
    }
    private(set) var currentIndex = 0
    private var pendingIndex: Int?
    var onFinish: (() -> Void)?

    init() {
        super.init(
            transitionStyle: .scroll, navigationOrientation: .horizontal,
            options: [UIPageViewController.OptionsKey.interPageSpacing: 16])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        view.backgroundColor = .systemBackground
        if let first = pages.first {
            setViewControllers([first], direction: .forward, animated: false, completion: nil)
        }
    }

    func nextTapped() {
        guard currentIndex + 1 < pages.count else {
            onFinish?()
            return
        }
        let next = currentIndex + 1
        setViewControllers([pages[next]], direction: .forward, animated: true) { [weak self] finished in
            if finished { self?.currentIndex = next }
        }
    }

    // MARK: UIPageViewControllerDataSource

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? OnboardingStepViewController, page.index > 0 else { return nil }
        return pages[page.index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? OnboardingStepViewController, page.index < pages.count - 1 else {
            return nil
        }
        return pages[page.index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int {
        return pages.count
    }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        return currentIndex
    }

    // MARK: UIPageViewControllerDelegate

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        pendingIndex = (pendingViewControllers.first as? OnboardingStepViewController)?.index
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        if completed, let pendingIndex = pendingIndex {
            currentIndex = pendingIndex
        }
        pendingIndex = nil
    }
}
