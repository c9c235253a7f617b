import Foundation
import HaloCore
import HaloIO
import Testing

/// Video colour and formats, checked with the real ffmpeg and ffprobe: what a player decodes
/// from Halo's files, the tags they carry, that ffmpeg converts nothing on the way in, and the
/// alpha and preview outputs.
@Suite(.enabled(if: BatchTests.ffprobe, "ffmpeg/ffprobe are not installed"))
struct VideoTests {
    /// Runs a program; returns its standard output and error.
    static func run(
        _ tool: String, _ arguments: [String],
        input: Data? = nil
    ) throws -> (status: Int32, out: Data, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
        p.arguments = arguments
        let out = Pipe(), err = Pipe(), inp = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = input == nil ? FileHandle.nullDevice : inp
        try p.run()
        let errData = Collected()
        let reader = DispatchQueue.global()
        let group = DispatchGroup()
        group.enter()
        reader.async {
            errData.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        if let input {
            reader.async {
                inp.fileHandleForWriting.write(input)
                try? inp.fileHandleForWriting.close()
            }
        }
        let o = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        p.waitUntilExit()
        return (p.terminationStatus, o, String(decoding: errData.data, as: UTF8.self))
    }

    /// Bytes a reader thread hands back (read after the group's wait).
    ///
    /// Sendable by hand: the reader thread writes `data` once before it leaves the group, and
    /// the caller reads it only after `group.wait()`.
    final class Collected: @unchecked Sendable { var data = Data() }

    /// The stream's `key=value` entries by ffprobe.
    static func streamInfo(_ url: URL) throws -> [String: String] {
        let args = ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_streams", url.path]
        let text = String(decoding: try run("ffprobe", args).out, as: UTF8.self)
        var info: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let kv = line.split(separator: "=", maxSplits: 1)
            if kv.count == 2 { info[String(kv[0])] = String(kv[1]) }
        }
        return info
    }

    /// The first frame of a video as RGB, decoded the way its tags say (or as `matrix` says),
    /// with swscale's accurate rounding and full chroma interpolation.
    static func decodeRGB(_ url: URL, matrix: String? = nil) throws -> [UInt8] {
        let info = try streamInfo(url)
        let names = ["bt709": "bt709", "smpte170m": "bt601", "bt2020nc": "bt2020"]
        let space = matrix ?? names[info["color_space"] ?? ""] ?? "?"
        let range = info["color_range"] == "pc" ? "pc" : "tv"
        let r = try run(
            "ffmpeg",
            [
                "-v", "error", "-i", url.path, "-frames:v", "1",
                "-sws_flags", "accurate_rnd+full_chroma_int",
                "-vf", "scale=in_color_matrix=\(space):in_range=\(range)", "-f", "rawvideo",
                "-pix_fmt", "rgb24", "-",
            ])
        #expect(r.status == 0, "\(r.err)")
        return [UInt8](r.out)
    }

    /// The worst channel difference between Halo's frame and a decoded one over flat areas:
    /// pixels whose 9x9 neighbourhood is one colour in Halo's frame (so every chroma sample a
    /// decoder interpolates from is of that colour too).
    static func worstOnFlatAreas(_ image: Image, _ rgb: [UInt8]) -> (worst: Int, pixels: Int) {
        var worst = 0, pixels = 0
        for y in 4..<(image.height - 4) {
            for x in 4..<(image.width - 4) {
                let c = image[x, y]
                var flat = true
                for dy in -4...4 { for dx in -4...4 where image[x + dx, y + dy] != c { flat = false } }
                guard flat else { continue }
                pixels += 1
                let i = 3 * (y * image.width + x)
                for k in 0..<3 { worst = max(worst, abs(Int(rgb[i + k]) - Int(c[k]))) }
            }
        }
        return (worst, pixels)
    }

    /// Halo's frame 0 as PNG and as a lossless mp4 (libx264 -crf 0) of the same arguments.
    static func renderBoth(_ args: [String], in dir: URL) throws -> (Image, URL) {
        let png = dir.appendingPathComponent("f.png"), mp4 = dir.appendingPathComponent("f.mp4")
        let a = try HaloBinary.run(["render"] + args + ["--time", "0", "-o", png.path, "--quiet", "--backend", "cpu"])
        #expect(a.status == 0, "\(a.stderr)")
        let b = try HaloBinary.run(
            ["render"] + args + [
                "--frames", "0..0", "--crf", "0", "-o", mp4.path, "--quiet",
                "--backend", "cpu",
            ])
        #expect(b.status == 0, "\(b.stderr)")
        return (try PNG.read(png), mp4)
    }

    @Test(arguments: [
        ["--effect", "rotating-border", "--size", "320x180"],
        ["--effect", "rotating-border", "--size", "320x180", "--background", "#ff2d55"],
        ["--effect", "intelligence-glow", "--size", "320x180"],
        ["--effect", "harmonic-button", "--size", "320x180"],
    ])
    func decodedVideoGivesBackHalosColours(_ args: [String]) throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (image, mp4) = try Self.renderBoth(args, in: dir)
        let info = try Self.streamInfo(mp4)
        #expect(info["color_space"] == "bt709" && info["color_primaries"] == "bt709")
        #expect(info["color_transfer"] == "bt709")
        #expect(info["color_range"] == "tv" && info["chroma_location"] == "center" && info["pix_fmt"] == "yuv420p")
        let (worst, pixels) = Self.worstOnFlatAreas(image, try Self.decodeRGB(mp4))
        print("\(args.joined(separator: " ")): worst \(worst) code values over \(pixels) flat pixels")
        #expect(pixels > 1000 && worst <= 3)
        if args.contains("--background") {
            // The check catches a wrong conversion: the pink read as BT.601 is far off.
            #expect(Self.worstOnFlatAreas(image, try Self.decodeRGB(mp4, matrix: "bt601")).worst > 3)
        }
    }

    @Test func otherMatricesAndFullRangeAreTaggedAndDecode() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (matrix, range, space) in [("bt601", "full", "smpte170m"), ("bt2020", "limited", "bt2020nc")] {
            let sub = dir.appendingPathComponent(matrix)
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            let (image, mp4) = try Self.renderBoth(
                [
                    "--effect", "rotating-border", "--size", "320x180",
                    "--color-matrix", matrix,
                    "--range", range, "--chroma", "444",
                ], in: sub)
            let info = try Self.streamInfo(mp4)
            #expect(info["color_space"] == space && info["color_range"] == (range == "full" ? "pc" : "tv"))
            #expect(info["pix_fmt"] == "yuv444p" || info["pix_fmt"] == "yuvj444p")  // ffprobe's name for full range
            #expect(Self.worstOnFlatAreas(image, try Self.decodeRGB(mp4)).worst <= 3, "\(matrix) \(range)")
        }
    }

    @Test func ffmpegConvertsNothingOnTheWayIn() throws {
        // ffmpeg's verbose log names every filter it inserts: Halo's planes need none; RGBA
        // frames into a yuv420p encode get a scaler (the check can fail).
        let settings = FFmpegSink.Settings()
        func inserted(_ args: [String], bytes: Int) throws -> Bool {
            var args = args
            args[args.firstIndex(of: "error")!] = "verbose"
            args[args.count - 2] = "null"
            let r = try Self.run("ffmpeg", args, input: Data(repeating: 128, count: 2 * bytes))
            #expect(r.status == 0, "\(r.err)")
            return r.err.contains("auto-inserting filter") || r.err.contains("auto_scale")
        }
        let planes = FFmpegSink.arguments(
            container: "mp4", codec: "libx264",
            layout: .planes(settings.color, alpha: false),
            width: 64, height: 32, fps: 30, settings: settings, path: "-")
        #expect(try !inserted(planes, bytes: 64 * 32 * 3 / 2))
        let rgba = [
            "-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "64x32",
            "-i", "-",
            "-c:v", "libx264", "-pix_fmt", "yuv420p", "-f", "mp4", "-",
        ]
        #expect(try inserted(rgba, bytes: 64 * 32 * 4))
    }

    @Test func y4mIsReadByFFmpegAsItsPlanes() throws {
        // ffmpeg reads the 4:2:0 limited-range stream back to the same bytes Halo converts.
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let y4m = dir.appendingPathComponent("s.y4m"), png = dir.appendingPathComponent("f.png")
        let args = ["--effect", "snake", "--size", "64x32", "--backend", "cpu", "--quiet"]
        #expect(try HaloBinary.run(["render"] + args + ["--frames", "0..0", "-o", y4m.path]).status == 0)
        #expect(try HaloBinary.run(["render"] + args + ["-o", png.path]).status == 0)
        let r = try Self.run("ffmpeg", ["-v", "error", "-i", y4m.path, "-f", "rawvideo", "-"])
        let info = try Self.streamInfo(y4m)
        #expect(info["pix_fmt"] == "yuv420p" && info["color_range"] == "tv")
        #expect([UInt8](r.out) == YCbCr(VideoColor()).planes(of: try PNG.read(png), source: .overBlack))
    }

    @Test(.enabled(if: HaloBinary.gpu, "no EGL display: halo probe says so"))
    func gpuStreamsAreTheGPUFramesConverted() throws {
        // --backend gpu converts on the GPU and reads back planes only: the Y4M is the GPU's
        // PNG frames converted here, and an alpha video takes GPU planes too.
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = [
            "--effect", "rotating-border", "--size", "66x34", "--backend", "gpu", "--quiet", "--frames", "0..2",
        ]
        let y4m = dir.appendingPathComponent("g.y4m"), pngs = dir.appendingPathComponent("png")
        let r = try HaloBinary.run(["render"] + args + ["-o", y4m.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try HaloBinary.run(["render"] + args + ["-o", pngs.path]).status == 0)
        let data = [UInt8](try Data(contentsOf: y4m))
        let header = data.firstIndex(of: 10)! + 1
        let layout = VideoColor().layout(width: 66, height: 34, alpha: false)
        #expect(data.count == header + 3 * (6 + layout.bytes))
        for f in 0..<3 {
            let image = try PNG.read(pngs.appendingPathComponent(String(format: "frame_%05d.png", f)))
            let start = header + f * (6 + layout.bytes) + 6
            let expected = YCbCr(VideoColor()).planes(of: image, source: .overBlack)
            #expect(
                Array(data[start..<(start + layout.bytes)]) == expected,
                "frame \(f)")
        }
        let webm = dir.appendingPathComponent("g.webm")
        let v = try HaloBinary.run(["render"] + args + ["--background", "transparent", "--alpha", "-o", webm.path])
        #expect(v.status == 0, "\(v.stderr)")
        #expect(try Self.streamInfo(webm)["nb_read_frames"] == "3")
    }

    @Test(arguments: [
        ("a.webm", "yuv420p", "libvpx-vp9"),  // VP9 carries alpha beside the yuv420p stream (alpha_mode=1)
        ("a.mov", "yuva444p", nil),
        ("a.apng", "rgba", nil),
        ("a.gif", "bgra", nil),
    ])
    func alphaOutputs(_ name: String, _ format: String, _ decoder: String?) throws {
        // A transparent background keeps its alpha: decoded (by libvpx for VP9's alpha), every
        // frame has transparent pixels and opaque ones, at the size asked for.
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent(name)
        let r = try HaloBinary.run([
            "render", "--effect", "rotating-border", "--size", "96x48", "--fps", "10",
            "--frames", "0..<6", "--background", "transparent", "--alpha", "-o", out.path,
            "--quiet", "--backend", "cpu",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let info = try Self.streamInfo(out)
        #expect(info["width"] == "96" && info["height"] == "48" && info["nb_read_frames"] == "6", "\(info)")
        #expect(info["pix_fmt"]?.hasPrefix(format) == true, "\(name): \(info["pix_fmt"] ?? "none")")
        if decoder != nil { #expect(info["TAG:alpha_mode"] == "1") }
        let decoderArgs = decoder.map { ["-c:v", $0] } ?? []
        let decoded = try Self.run(
            "ffmpeg",
            decoderArgs + [
                "-v", "error", "-i", out.path,
                "-f", "rawvideo", "-pix_fmt", "rgba", "-",
            ])
        let frame = 96 * 48 * 4
        #expect(decoded.status == 0 && decoded.out.count == 6 * frame, "\(decoded.err)")
        for f in 0..<(decoded.out.count / frame) {
            let alpha = stride(from: f * frame + 3, to: (f + 1) * frame, by: 4).map { decoded.out[$0] }
            #expect(
                alpha.contains(0) && alpha.contains(255),
                "\(name) frame \(f) has no transparent or no opaque pixel")
        }
    }

    @Test func previewsWithoutAlphaAndVideoWithoutAlphaTags() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["p.gif", "p.apng", "p.webm"] {
            let out = dir.appendingPathComponent(name)
            let r = try HaloBinary.run([
                "render", "--effect", "snake", "--size", "96x48", "--fps", "10",
                "--frames", "0..<4",
                "-o", out.path, "--quiet", "--backend", "cpu",
            ])
            #expect(r.status == 0, "\(r.stderr)")
            let info = try Self.streamInfo(out)
            #expect(info["nb_read_frames"] == "4", "\(name): \(info)")
            let opaque = info["pix_fmt"].map { !$0.contains("a") || $0 == "pal8" || $0 == "bgra" }
            #expect(opaque == true, "\(name): \(info)")
        }
    }
}
