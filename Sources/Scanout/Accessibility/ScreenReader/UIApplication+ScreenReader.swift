// The application's screen reader and where its words go.

extension UIApplication {
    /// The kiosk screen reader (VoiceOver for Scanout): off until the app, a key chord or the
    /// board turns it on. See ``ScreenReader``.
    public var screenReader: ScreenReader {
        if let screenReaderIfLoaded { return screenReaderIfLoaded }
        let reader = ScreenReader(application: self)
        screenReaderIfLoaded = reader
        return reader
    }

    /// Where the screen reader's speech goes: the platform's synthesizer on a device, a recorder in
    /// a test host; nil says nothing.
    package var speechOutput: (any SpeechOutput)? {
        get { screenReaderIfLoaded?.speech.output }
        set { screenReader.speech.output = newValue }
    }

    /// A tap at `point` (screen coordinates) as a finger would make it, made by assistive
    /// technology: queued like any input, but it goes to the views even while the screen reader
    /// owns the touchscreen.
    func enqueueTapFromAssistiveTechnology(at point: CGPoint) {
        let finger = TouchContact.assistiveTechnologyFinger
        let now = clock.now
        eventDispatcher.enqueue(
            QueuedInput(
                event: .touches(TouchFrame([TouchContact(id: finger, change: .down, location: point)])),
                timestamp: now, isFromAssistiveTechnology: true))
        eventDispatcher.enqueue(
            QueuedInput(
                event: .touches(TouchFrame([TouchContact(id: finger, change: .up, location: point)])),
                timestamp: now + 0.05, isFromAssistiveTechnology: true))
    }
}

extension TouchContact {
    /// The finger the screen reader taps with: a number no touchscreen slot or test finger uses.
    static let assistiveTechnologyFinger = -7_001
}
