import Foundation

/// What ffprobe and ffmpeg read back from a video file: its size, its frames counted by decoding
/// them, and a frame's pixels, so a test checks a video as a player would see it.
public enum VideoProbe {
    /// Whether /usr/bin has ffprobe and ffmpeg.
    public static let available =
        FileManager.default.isExecutableFile(atPath: "/usr/bin/ffprobe")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg")

    /// The first video stream's width and height in pixels, and its frames, counted by decoding them.
    /// - Throws: when ffprobe cannot run, or says something other than three numbers.
    public static func stream(_ url: URL) throws -> (width: Int, height: Int, frames: Int) {
        let text = String(
            decoding: try run(
                "ffprobe",
                [
                    "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                    "stream=width,height,nb_read_frames", "-of", "csv=p=0", url.path,
                ]), as: UTF8.self)
        let numbers = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        guard numbers.count == 3 else { throw CocoaError(.fileReadCorruptFile, userInfo: ["ffprobe": text]) }
        return (numbers[0], numbers[1], numbers[2])
    }

    /// The first frame as ffmpeg decodes it to RGB: 3 bytes a pixel, rows from the top.
    /// - Throws: when ffmpeg cannot run.
    public static func firstFrameRGB(_ url: URL) throws -> [UInt8] {
        Array(
            try run(
                "ffmpeg", ["-v", "error", "-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
        )
    }

    /// The left channel of a file's first sound track as ffmpeg decodes it: 32-bit float samples at 48 kHz.
    /// - Throws: when ffmpeg cannot run.
    public static func leftChannel(_ url: URL) throws -> [Float] {
        let data = try run(
            "ffmpeg", ["-v", "error", "-i", url.path, "-map", "0:a", "-f", "f32le", "-ac", "2", "-ar", "48000", "-"])
        var all = [Float](repeating: 0, count: data.count / 4)
        _ = all.withUnsafeMutableBytes { data.copyBytes(to: $0) }
        return stride(from: 0, to: all.count, by: 2).map { all[$0] }
    }

    /// `tool`'s standard output.
    static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return data
    }
}
