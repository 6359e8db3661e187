import ScanoutTesting
import Testing
import UIKit

/// `OnboardingCarousel.swift` compiles in Swift 5 mode as on iOS; this swipes through it and
/// turns its pages in code as an app would.
@MainActor
@Suite struct OnboardingCarouselTests {
    @Test func swipesAndTheNextButtonWalkThroughTheStepsWithTheDots() throws {
        let host = TestHost(size: CGSize(width: 400, height: 600))
        let onboarding = OnboardingViewController()
        host.window.rootViewController = onboarding
        host.advance(by: 0.1)
        let dots = try #require(onboarding.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(dots.numberOfPages == 3)
        #expect(dots.currentPage == 0)

        host.drag(from: CGPoint(x: 350, y: 300), by: CGPoint(x: -200, y: 0), steps: 5, interval: 0.016)
        host.advance(by: 1)
        #expect(onboarding.currentIndex == 1)
        #expect(onboarding.viewControllers?.first === onboarding.pages[1])
        #expect(dots.currentPage == 1)

        onboarding.nextTapped()
        host.advance(by: 1)
        #expect(onboarding.currentIndex == 2)
        #expect(onboarding.children.count == 1)

        // At the end a swipe forward does nothing.
        host.drag(from: CGPoint(x: 350, y: 300), by: CGPoint(x: -200, y: 0), steps: 5, interval: 0.016)
        host.advance(by: 1)
        #expect(onboarding.currentIndex == 2)
        var finished = false
        onboarding.onFinish = { finished = true }
        onboarding.nextTapped()
        #expect(finished)
    }
}
