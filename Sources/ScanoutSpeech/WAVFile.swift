/// A RIFF WAVE file of 16-bit little-endian PCM: the 44-byte header and the samples.
enum WAVFile {
    static func bytes(samples: [Int16], sampleRate: Int, channels: Int = 1) -> [UInt8] {
        let dataSize = samples.count * 2
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + dataSize)
        func append(_ text: String) { bytes.append(contentsOf: text.utf8) }
        func append32(_ value: Int) {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) }
        }
        func append16(_ value: Int) {
            withUnsafeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) }
        }
        append("RIFF")
        append32(36 + dataSize)
        append("WAVE")
        append("fmt ")
        append32(16)
        append16(1)  // PCM
        append16(channels)
        append32(sampleRate)
        append32(sampleRate * channels * 2)  // bytes per second
        append16(channels * 2)  // bytes per frame
        append16(16)  // bits per sample
        append("data")
        append32(dataSize)
        for sample in samples {
            withUnsafeBytes(of: sample.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes
    }
}
