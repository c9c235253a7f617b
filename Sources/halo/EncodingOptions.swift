import ArgumentParser
import Foundation
import HaloCore
import HaloIO

/// How outputs are encoded: PNG compression, the stream format, and ffmpeg's codec, quality and
/// colour (`halo render`, `halo batch`).
struct EncodingOptions: ParsableArguments {
    @Option(help: "PNG compression (libdeflate), 0 (fastest) to 12 (smallest); default 6.")
    var pngCompression: Int?

    @Option(help: "Stream format for .y4m and -: y4m or raw (straight RGBA).")
    var format: String?

    @Option(help: "Video codec (default libx264; libvpx-vp9 for .webm).")
    var codec: String?

    @Option(help: "Video quality (CRF; lower is better).")
    var crf: Int?

    @Option(help: "x264/x265 preset (ffmpeg's default: medium).")
    var preset: String?

    @Option(help: "The pixel format ffmpeg encodes, when not the frames' own (yuv420p, yuv444p, yuva420p ...).")
    var pixFmt: String?

    @Option(help: "Y'CbCr matrix of video and Y4M: bt709, bt601 or bt2020.")
    var colorMatrix: String = "bt709"

    @Option(help: "Y'CbCr code range: limited (16-235) or full (0-255).")
    var range: String = "limited"

    @Option(help: "Chroma subsampling of video and Y4M: 420 or 444.")
    var chroma: String = "420"

    @Flag(help: "Keep alpha in video and previews (.webm: VP9 yuva420p, .mov: ProRes 4444, .gif, .apng).")
    var alpha = false

    @Option(help: "Sound codec of a scene's audio (default aac; libopus for .webm; pcm_s16le, flac ... in .mov).")
    var audioCodec: String?

    @Flag(help: "When a hardware encoder (e.g. h264_nvenc) does not work, use the software one.")
    var allowFallback = false

    /// Checks the options, and `--alpha` against the output's kind.
    /// - Throws: `ValidationError` naming the option.
    func check(output: String) throws {
        try checkPNGCompression(pngCompression)
        if let f = format {
            guard StreamSink.Format(rawValue: f) != nil else {
                throw ValidationError("--format must be y4m or raw, got '\(f)'")
            }
        }
        guard VideoColor.Matrix(rawValue: colorMatrix) != nil else {
            throw ValidationError("--color-matrix must be bt709, bt601 or bt2020, got '\(colorMatrix)'")
        }
        guard VideoColor.Range(rawValue: range) != nil else {
            throw ValidationError("--range must be limited or full, got '\(range)'")
        }
        guard VideoColor.Chroma(rawValue: chroma) != nil else {
            throw ValidationError("--chroma must be 420 or 444, got '\(chroma)'")
        }
        if alpha {
            let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
            guard ["webm", "mov", "gif", "apng"].contains(ext) else {
                throw ValidationError(
                    "--alpha needs a .webm (VP9), .mov (ProRes 4444), .gif or .apng output; "
                        + "PNG keeps alpha always")
            }
        }
        if audioCodec != nil, ["gif", "apng"].contains(URL(fileURLWithPath: output).pathExtension.lowercased()) {
            throw ValidationError("--audio-codec: \(output) carries no sound (write .mp4, .mov or .webm)")
        }
        if let c = crf {
            guard (0...63).contains(c) else { throw ValidationError("--crf must be in 0...63, got \(c)") }
        }
    }

    /// How a sink writes with these options.
    func settings(fps: Double, overwrite: Bool, resume: Bool) -> RenderOutput.Settings {
        var settings = RenderOutput.Settings()
        settings.overwrite = overwrite
        settings.resume = resume
        settings.pngCompression = pngCompression
        settings.streamFormat = StreamSink.Format(rawValue: format ?? "y4m") ?? .y4m
        settings.fps = fps
        settings.video = .init(
            codec: codec, crf: crf, preset: preset, pixelFormat: pixFmt, color: videoColor,
            alpha: alpha)
        settings.video.audioCodec = audioCodec
        settings.allowFallback = allowFallback
        return settings
    }

    /// The Y'CbCr colour of video and Y4M output (checked by `check`).
    var videoColor: VideoColor {
        VideoColor(
            matrix: VideoColor.Matrix(rawValue: colorMatrix) ?? .bt709,
            range: VideoColor.Range(rawValue: range) ?? .limited,
            chroma: VideoColor.Chroma(rawValue: chroma) ?? .c420)
    }
}

/// The sound of a render's frames: `clips` mixed for `frames` frames at `fps` from time `t0`, or nil
/// (with a warning) where nothing is heard or the output carries no sound.
/// - Parameters:
///   - sharded: a shard of a render, whose sound `halo concat --audio` mixes over the whole.
///   - file: the scene file, named in errors.
/// - Throws: `AudioDecoder.DecodeError`, `SceneError` for a bad volume.
func soundtrack(
    _ clips: [AudioClip], output: String, from t0: Double, frames: Int, fps: Double, sharded: Bool,
    codec: String?, file: String?
) throws -> AudioTrack? {
    if sharded, !clips.isEmpty, AudioTrack.carriesSound(output, codec: codec) {
        warn("a shard carries no sound: join the shards with `halo concat --audio SCENE`, which mixes it once")
        return nil
    }
    do {
        return try AudioTrack.forOutput(
            clips, path: output, codec: codec, from: t0, videoFrames: frames, fps: fps, whose: "the scene's audio",
            warn: warn)
    } catch var e as SceneError {
        e.file = e.file ?? file
        throw e
    }
}
