import Foundation
import HaloCore

/// A video's sound: a scene's clips decoded and mixed (`AudioMix`) for the frames rendered, and
/// how ffmpeg takes it in (raw 32-bit float PCM from a file) and encodes it beside the video.
public struct AudioTrack: Sendable {
    /// Interleaved stereo samples at `AudioMix.sampleRate`.
    public let samples: [Float]

    /// A track of these samples.
    public init(samples: [Float]) { self.samples = samples }

    /// Its length in sample frames.
    public var frames: Int { samples.count / AudioMix.channels }

    /// The clips mixed for `videoFrames` frames at `fps` from time `t0`: the track as long as the video, to the
    /// sample, each clip placed to the sample of its start.
    /// - Throws: `AudioDecoder.DecodeError` for a file ffmpeg cannot read, `SceneError` for a bad volume.
    public static func mixing(
        _ clips: [AudioClip], from t0: Double, videoFrames: Int, fps: Double, decoder: AudioDecoder = .shared
    ) throws -> AudioTrack {
        let frames = AudioMix.frames(videoFrames: videoFrames, fps: fps)
        let sources = try clips.map { clip -> AudioMix.Source in
            let needed = AudioMix.needed(clip, from: t0, frames: frames)
            guard !needed.isEmpty else { return AudioMix.Source(samples: [], length: 0) }
            let first = AudioMix.frame(at: clip.trimStart)
            let got = try decoder.frames(
                first + needed.lowerBound..<first + needed.upperBound, of: clip.file, place: clip.place)
            let decoded = got.samples.count / AudioMix.channels
            // The clip's length is known where it ended in the file, or at its trim end.
            var length: Int? = got.ended ? needed.lowerBound + decoded : nil
            if let e = clip.trimEnd, length == nil, needed.upperBound == AudioMix.frame(at: e) - first {
                length = needed.upperBound
            }
            return AudioMix.Source(samples: got.samples, first: needed.lowerBound, length: length)
        }
        return AudioTrack(samples: try AudioMix.mix(clips, sources: sources, from: t0, frames: frames))
    }

    /// Whether a file at `path` carries sound: a video whose container takes `codec`, or has a default one.
    public static func carriesSound(_ path: String, codec: String? = nil) -> Bool {
        let container = FFmpegSink.container(of: URL(fileURLWithPath: path))
        guard RenderOutput.kind(of: path) == .video, let container else { return false }
        return codec != nil || defaultCodec(for: container) != nil
    }

    /// `clips` mixed for a video of `videoFrames` frames at `fps` from time `t0` written to `path`, or nil when
    /// there are none or `path` carries no sound (said through `warn`, naming `whose` sound: "the scene's
    /// audio").
    /// - Throws: `SceneError` at a clip whose file is missing or whose volume is bad, `AudioDecoder.DecodeError`.
    public static func forOutput(
        _ clips: [AudioClip], path: String, codec: String?, from t0: Double, videoFrames: Int, fps: Double,
        whose: String, warn: (String) -> Void
    ) throws -> AudioTrack? {
        guard !clips.isEmpty else { return nil }
        guard carriesSound(path, codec: codec) else {
            warn("\(whose) is not written: \(path) carries no sound (write .mp4, .mov or .webm)")
            return nil
        }
        for clip in clips where !FileManager.default.fileExists(atPath: clip.file) {
            throw SceneError(path: clip.place, message: "no such sound file \(clip.file)")
        }
        return try mixing(clips, from: t0, videoFrames: videoFrames, fps: fps)
    }

    /// The samples as ffmpeg's `f32le`, little-endian floats.
    public var bytes: [UInt8] {
        samples.withUnsafeBytes { [UInt8]($0) }
    }

    /// ffmpeg's input arguments for the track written (as `bytes`) to `path`.
    public static func inputArguments(path: String) -> [String] {
        ["-f", "f32le", "-ar", String(AudioMix.sampleRate), "-ac", String(AudioMix.channels), "-i", path]
    }

    /// The audio codec a container gets by default: AAC in .mp4 and .mov, Opus in .webm; nil where the
    /// container carries no sound (.gif, .apng).
    public static func defaultCodec(for container: String) -> String? {
        ["mp4": "aac", "mov": "aac", "webm": "libopus"][container]
    }

    /// ffmpeg's output arguments encoding input `index`'s sound with `codec` beside the first input's video.
    public static func outputArguments(codec: String, input index: Int) -> [String] {
        var args = ["-map", "0:v", "-map", "\(index):a", "-c:a", codec]
        if codec == "aac" { args += ["-b:a", "192k"] }
        if codec == "libopus" { args += ["-b:a", "160k"] }
        return args
    }
}
