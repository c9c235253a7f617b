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
