/// A scene's sound track: its clips placed on the timeline to the sample, each scaled by its
/// volume and fades, and summed (docs/semantics.md, "Audio"). Pure arithmetic on decoded
/// samples, so a mix is the same bytes on every machine; decoding and encoding are ffmpeg's.
///
/// Samples are 32-bit floats, two channels interleaved, at `sampleRate`.
public enum AudioMix {
    /// Samples a second of every mixed track: 48 kHz, a whole number of samples a frame at 24,
    /// 25, 30, 50, 60 and 120 fps.
    public static let sampleRate = 48_000
    /// Channels of every mixed track: stereo.
    public static let channels = 2

    /// A clip's decoded sound: the part of it a track needs.
    public struct Source: Sendable {
        /// Interleaved stereo samples, the first being clip frame `first` (frame 0 plays at the clip's start).
        public var samples: [Float]
        /// The clip frame of the first sample.
        public var first: Int
        /// The clip's whole length in sample frames when it ends within `samples` or at its trim end;
        /// nil when it goes on past what was decoded (its fade out falls after the track).
        public var length: Int?

        /// A clip's sound from clip frame `first`, and its length when known.
        public init(samples: [Float], first: Int = 0, length: Int?) {
            self.samples = samples
            self.first = first
            self.length = length
        }
    }

    /// The sample frame a time falls on (rounded to the nearest).
    public static func frame(at seconds: Double) -> Int { Int((seconds * Double(sampleRate)).rounded()) }

    /// The sample frames of a track of `count` video frames at `fps`: its length, to the sample.
    public static func frames(videoFrames count: Int, fps: Double) -> Int {
        Int((Double(count) * Double(sampleRate) / fps).rounded())
    }

    /// The clip frames (0: the trim start) that a track of `frames` sample frames from time `t0`
    /// needs of `clip`: the part heard and a fade out's length beyond, so that the clip's end is known
    /// when its fade falls in the track; within the trim. Empty when the clip is not heard.
    public static func needed(_ clip: AudioClip, from t0: Double, frames: Int) -> Range<Int> {
        // Track frame i plays clip frame offset + i.
        let offset = frame(at: t0) - frame(at: clip.start)
        var end = offset + frames + frame(at: clip.fadeOut) + 1
        if let e = clip.trimEnd { end = min(end, frame(at: e) - frame(at: clip.trimStart)) }
        let from = max(offset, 0)
        return from < end && offset + frames > 0 ? from..<end : 0..<0
    }

    /// The clips mixed over `frames` sample frames from time `t0`, each with its decoded sound
    /// (`sources[i]` for `clips[i]`, holding at least its `needed` frames), clamped to [-1, 1].
    /// - Throws: `SceneError` at the clip's `volume` for a volume that is negative or not finite.
    public static func mix(_ clips: [AudioClip], sources: [Source], from t0: Double, frames: Int) throws -> [Float] {
        precondition(clips.count == sources.count, "a source for every clip")
        var out = [Float](repeating: 0, count: frames * channels)
        let t0f = frame(at: t0)
        for (clip, source) in zip(clips, sources) {
            // Track frame i plays clip frame k = offset + i, sample index k - first.
            let offset = t0f - frame(at: clip.start)
            let end = min(source.length ?? Int.max, source.first + source.samples.count / channels)
            let lo = max(max(-offset, source.first - offset), 0), hi = min(frames, end - offset)
            guard lo < hi else { continue }
            let fadeIn = frame(at: clip.fadeIn), fadeOut = frame(at: clip.fadeOut)
            let constant = clip.volume.constantValue
            if let v = constant { try check(v, clip, at: t0) }
            for i in lo..<hi {
                let k = offset + i
                var gain: Double
                if let v = constant {
                    gain = v
                } else {
                    let t = Double(t0f + i) / Double(sampleRate)
                    gain = try clip.volume.value(at: t)
                    try check(gain, clip, at: t)
                }
                if k < fadeIn { gain *= Double(k) / Double(fadeIn) }
                if let total = source.length, total - 1 - k < fadeOut {
                    gain *= Double(total - 1 - k) / Double(fadeOut)
                }
                let g = Float(gain), j = 2 * (k - source.first)
                out[2 * i] += g * source.samples[j]
                out[2 * i + 1] += g * source.samples[j + 1]
            }
        }
        for i in out.indices { out[i] = min(max(out[i], -1), 1) }
        return out
    }

    /// Refuses a volume below 0 or not finite.
    private static func check(_ volume: Double, _ clip: AudioClip, at t: Double) throws {
        guard volume.isFinite, volume >= 0 else {
            throw SceneError(path: "\(clip.place).volume", message: "is \(volume) at t = \(t) s; a volume is >= 0")
        }
    }
}
