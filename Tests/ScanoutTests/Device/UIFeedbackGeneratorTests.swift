import Scanout
import ScanoutTesting
import Testing

/// Feedback generators: nothing to feel on a panel, but each call reaches the board's handler,
/// with the intensity clamped and NaN ignored.
@MainActor
@Suite(.serialized) struct UIFeedbackGeneratorTests {
    @Test func generatorsReportWhatTheyWouldPlay() {
        var played: [UIFeedbackGenerator.Feedback] = []
        UIFeedbackGenerator.feedbackHandler = { played.append($0) }
        defer { UIFeedbackGenerator.feedbackHandler = nil }
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.4)
        impact.impactOccurred(intensity: 7)
        impact.impactOccurred(intensity: -.infinity)
        impact.impactOccurred(intensity: .nan)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        #expect(
            played == [
                .impact(.heavy, intensity: 1), .impact(.heavy, intensity: 0.4), .impact(.heavy, intensity: 1),
                .impact(.heavy, intensity: 0), .selectionChanged, .notification(.warning),
            ])
    }

    @Test func withoutAHandlerNothingHappens() {
        UIFeedbackGenerator.feedbackHandler = nil
        let generator = UIImpactFeedbackGenerator(style: .light)
        for _ in 0..<1_000 { generator.impactOccurred(intensity: .random(in: -1...2)) }
    }
}
