import Scanout

// Record and replay (BEHAVIOUR.md §38, docs/RECORDINGS.md): a recording of what a visitor did,
// made on a device with SCANOUT_RECORD or here, played into the app as a test.

extension TestHost {
    /// Plays the recording at `url` into the app as the device received it, advancing the virtual
    /// clock through it: each event is queued at its recorded time after now, through the same
    /// queue and dispatch as a device's input, with the timers, layout, animations and frames that
    /// fall due on the way. Returns once the last event has been dispatched; advance further to
    /// let what it started finish.
    ///
    /// ```swift
    /// let host = TestHost(launching: { AppDelegate() })
    /// try host.replay(URL(fileURLWithPath: "Tests/Recordings/lobby-visit.jsonl"))
    /// assertSnapshot(host.render(), named: "after-visit")
    /// ```
    ///
    /// Throws, naming the file, the line and the fix, for a file that is not a recording this
    /// Scanout reads, or one made on a screen of another size than the host's.
    public func replay(_ url: URL) throws(InputRecordingError) {
        let replay = try startReplay(url)
        advance(by: max(0, (replay.endTime ?? clock.now) - clock.now))
        drain()
    }

    /// Starts playing the recording at `url` without advancing the clock: advance it to look at
    /// the app at moments of the recording (`InputReplay.startTime` plus a time in the file). A
    /// replay already playing stops.
    @discardableResult
    public func startReplay(_ url: URL) throws(InputRecordingError) -> InputReplay {
        let recording = try InputRecording.read(path: url.path)
        let size = application.screen.bounds.size
        guard recording.screenSize == size else {
            throw InputRecordingError(
                file: url.path, line: 1,
                reason: "the recording was made on a screen of \(Int(recording.screenSize.width))x"
                    + "\(Int(recording.screenSize.height)) points; this host's is \(Int(size.width))x\(Int(size.height))",
                fix: "make the host with TestHost(size: CGSize(width: \(Int(recording.screenSize.width)), height: "
                    + "\(Int(recording.screenSize.height))))")
        }
        if let dropped = recording.droppedLastLine { application.warn("\(url.path): \(dropped)") }
        currentReplay?.stop()
        let replay = InputReplay(recording: recording)
        currentReplay = replay
        UIApplication.makeCurrent(application)
        // An InputSource cannot fail to start from a recording already read.
        try? replay.start(delivering: application.inputSink)
        return replay
    }

    /// Records every input the app receives from now on to `url`, as `SCANOUT_RECORD` does on a
    /// device (an earlier file there is moved aside), until `stopRecording()`.
    public func startRecording(to url: URL) throws(InputRecordingError) {
        stopRecording()
        let writer = try InputRecordingWriter(
            path: url.path, screenSize: application.screen.bounds.size, screenScale: application.screen.scale,
            startTime: clock.now)
        recordingWriter = writer
        application.inputRecorder = { [weak writer] event, timestamp in writer?.append(event, timestamp: timestamp) }
    }

    /// Closes the recording `startRecording(to:)` began; its file is complete.
    public func stopRecording() {
        application.inputRecorder = nil
        recordingWriter?.close()
        recordingWriter = nil
    }
}
